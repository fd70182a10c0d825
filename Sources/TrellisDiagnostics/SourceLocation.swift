/// A position in an input file. Lines and columns are 1-based; columns count
/// Unicode scalars so the caret lands under the character the user sees.
/// Stored in 16 bytes, half what a `String` and two `Int`s take: every node of a syntax tree
/// has locations, and a large file's trees hold millions of them. Locations made from one
/// another share their file's path.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path, shared by reference: a copy costs what copying a `String` did.
    private final class FilePath: Sendable {
        let path: String

        init(_ path: String) {
            self.path = path
        }
    }

    private var filePath: FilePath
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var file: String {
        get { filePath.path }
        set { filePath = FilePath(newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        filePath = FilePath(file)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// A location in the same file as `other`, sharing its path rather than storing it again.
    public init(inFileOf other: SourceLocation, line: Int, column: Int) {
        filePath = other.filePath
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn
            && (lhs.filePath === rhs.filePath || lhs.filePath.path == rhs.filePath.path)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(filePath.path)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.filePath !== rhs.filePath, lhs.filePath.path != rhs.filePath.path { return lhs.filePath.path < rhs.filePath.path }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// The location `count` columns further along the same line.
    public func advanced(byColumns count: Int) -> SourceLocation {
        SourceLocation(inFileOf: self, line: line, column: column + count)
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
