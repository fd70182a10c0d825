/// Where content sits inside a larger frame, an overlay or a background: a horizontal and a
/// vertical guide, as SwiftUI names them. Trellis draws no geometry; the value is kept so that
/// code written for SwiftUI compiles and tests can read it back.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension Alignment: CustomStringConvertible {
    public var description: String {
        let names: [(Alignment, String)] = [
            (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"), (.bottom, ".bottom"),
            (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"), (.bottomLeading, ".bottomLeading"),
            (.bottomTrailing, ".bottomTrailing"),
        ]
        return names.first { $0.0 == self }?.1 ?? "Alignment(horizontal: .\(horizontal), vertical: .\(vertical))"
    }
}
