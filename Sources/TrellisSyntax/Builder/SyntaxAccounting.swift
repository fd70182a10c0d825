import TrellisDiagnostics

/// What the syntax stage made of every element and attribute of one file. Each one must
/// become part of the syntax tree or be the subject of a diagnostic (then everything inside
/// it is accounted for by that diagnostic); nothing may be ignored silently. Building the
/// tree records this only when asked to, so checking pays nothing for it.
public final class SyntaxAccounting: @unchecked Sendable {
    /// An element or attribute that became neither syntax nor a diagnostic.
    public struct Unaccounted: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        public let isAttribute: Bool
        /// The element, or the attribute's element.
        public let element: String
        public let location: SourceLocation

        public var description: String { "\(isAttribute ? "attribute" : "element") `\(name)` at \(location)" }
    }

    public private(set) var unaccounted: [Unaccounted] = []
    /// How many elements and attributes the file has.
    public private(set) var elementCount = 0
    public private(set) var attributeCount = 0

    private var builtTags: [Bool] = []
    private var diagnosedTags: [Bool] = []
    private var readAttributes: [Bool] = []

    public init() {}

    /// Starts over for a file of this size; what an earlier build recorded is forgotten.
    func begin(tagCount: Int, attributeCount: Int) {
        unaccounted = []
        builtTags = Array(repeating: false, count: tagCount)
        diagnosedTags = builtTags
        readAttributes = Array(repeating: false, count: attributeCount)
        elementCount = tagCount
        self.attributeCount = attributeCount
    }

    func built(_ tagIndex: Int) { builtTags[tagIndex] = true }
    func diagnosed(_ tagIndex: Int) { diagnosedTags[tagIndex] = true }
    func read(attribute index: Int) { readAttributes[index] = true }

    func isDiagnosed(_ tagIndex: Int) -> Bool { diagnosedTags[tagIndex] }
    func isBuilt(_ tagIndex: Int) -> Bool { builtTags[tagIndex] }
    func wasRead(attribute index: Int) -> Bool { readAttributes[index] }

    func add(_ item: Unaccounted) { unaccounted.append(item) }

    /// The items recorded so far, which the caller now reports: they are accounted for.
    func takeUnaccounted() -> [Unaccounted] {
        defer { unaccounted = [] }
        return unaccounted
    }
}
