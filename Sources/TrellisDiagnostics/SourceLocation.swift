/// A position in an input file. Lines and columns are 1-based; columns count
/// Unicode scalars so the caret lands under the character the user sees.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The location `count` columns further along the same line.
    public func advanced(byColumns count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A half-open range of columns on one or more lines, used for highlights.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public init(_ location: SourceLocation, length: Int) {
        self.start = location
        self.end = location.advanced(byColumns: max(length, 1))
    }
}
