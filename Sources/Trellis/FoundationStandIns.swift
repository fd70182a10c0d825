import Foundation

#if !canImport(Darwin)
/// Foundation's `ListFormatter`, which swift-corelibs-foundation lacks: SwiftUI code on Apple
/// platforms gets it through `import SwiftUI`, so a file that imports Trellis instead gets this.
/// It joins items as English does ("A, B, and C"); other locales are not localized.
/// Declared only where Foundation has none, so it never shadows Foundation's own.
open class ListFormatter: Formatter {
    /// The locale to join in; only English conjunctions are written, whatever it is.
    open var locale: Locale! = .current
    /// Formats each item before joining; `String(describing:)` when nil.
    open var itemFormatter: Formatter?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `"A"`, `"A and B"`, `"A, B, and C"`: the English list of `strings`, with the serial comma.
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return "\(strings[0]) and \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return Self.localizedString(byJoining: strings)
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
