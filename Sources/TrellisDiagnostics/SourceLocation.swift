import Synchronization

/// A position in an input file. Lines and columns are 1-based; columns count
/// Unicode scalars so the caret lands under the character the user sees.
/// Stored in 16 bytes, half what a `String` and two `Int`s take: every node of a syntax tree
/// has locations, and a large file's trees hold millions of them. Locations made from one
/// another share their file's path.
///
/// A location is relative to the version of its file's text it was parsed from. When an editor
/// moves text (`forward(_:to:by:)`), the locations kept from an earlier version read, compare and
/// hash as the same text's place in the later one: a line added above a view leaves what was
/// derived from the view's parse valid, and only the edited part is parsed and checked again.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path, shared by reference: a copy costs what copying a `String` did. Also one version
    /// of the file's text: once that text is edited, where each of its positions went.
    @usableFromInline
    final class FilePath: Sendable {
        @usableFromInline let path: String
        /// Whether `state.forward` is set: read on every access to a line or column, so a
        /// location never forwarded costs one load, not a lock or a call.
        @usableFromInline let isForwarded = Atomic<Bool>(false)
        private let state = Mutex(ForwardState())

        init(_ path: String) {
            self.path = path
        }

        /// Whether a later version of the text exists. Inlined into callers in other modules:
        /// the checker reads millions of lines and columns, none of them forwarded.
        @inlinable @inline(__always)
        var wasForwarded: Bool { isForwarded.load(ordering: .acquiring) }

        /// Where this version's positions are in the latest version of the text, when a later version exists.
        fileprivate var forward: Forward? {
            guard wasForwarded else { return nil }
            return state.withLock { $0.forward }
        }

        /// The version locations made from this one's coordinates belong to: the latest.
        @usableFromInline
        var latest: FilePath { forward?.target ?? self }

        @usableFromInline
        func resolve(line: UInt32, column: UInt32) -> (line: UInt32, column: UInt32) {
            guard let forward else { return (line, column) }
            guard let moved = forward.shift.apply(TextPosition(line: line, column: column)) else { return (0, 0) }
            return (moved.line, moved.column)
        }

        /// Forwards this version, and every version forwarded to it, to `target`.
        fileprivate func forward(to target: FilePath, by shift: TextShift) {
            let earlier = state.withLock { state -> [FilePath] in
                let alive = state.predecessors.compactMap(\.version)
                state.predecessors = []
                state.forward = Forward(target: target, shift: shift)
                return alive
            }
            isForwarded.store(true, ordering: .releasing)
            for version in earlier {
                version.state.withLock { state in
                    guard let through = state.forward else { return }
                    state.forward = Forward(target: target, shift: through.shift.then(shift))
                }
            }
            // Held weakly: a version no location uses any more is not kept for its edits.
            target.state.withLock { $0.predecessors += (earlier + [self]).map(WeakVersion.init) }
        }
    }

    fileprivate struct Forward: Sendable {
        let target: FilePath
        let shift: TextShift
    }

    private struct WeakVersion: @unchecked Sendable {
        weak var version: FilePath?
    }

    private struct ForwardState: @unchecked Sendable {
        var forward: Forward?
        var predecessors: [WeakVersion] = []
    }

    @usableFromInline var filePath: FilePath
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32

    public var file: String {
        @inlinable get { filePath.path }
        set { filePath = FilePath(newValue) }
    }

    /// The line and column in the latest version of the text; (0, 0) for a position whose text was
    /// replaced since. A location never forwarded reads its own, without a call.
    @inlinable
    var resolved: (line: UInt32, column: UInt32) {
        filePath.wasForwarded ? filePath.resolve(line: storedLine, column: storedColumn) : (storedLine, storedColumn)
    }

    public var line: Int {
        @inlinable get { Int(resolved.line) }
        set { rebase(line: UInt32(clamping: newValue), column: resolved.column) }
    }

    public var column: Int {
        @inlinable get { Int(resolved.column) }
        set { rebase(line: resolved.line, column: UInt32(clamping: newValue)) }
    }

    private mutating func rebase(line: UInt32, column: UInt32) {
        filePath = filePath.latest
        storedLine = line
        storedColumn = column
    }

    public init(file: String, line: Int, column: Int) {
        filePath = FilePath(file)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// A location in the same file as `other`, sharing its path rather than storing it again.
    /// `line` and `column` are in the latest version of the text, as `other.line` reads.
    @inlinable
    public init(inFileOf other: SourceLocation, line: Int, column: Int) {
        filePath = other.filePath.wasForwarded ? other.filePath.latest : other.filePath
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// Tells every location of `old`'s version of its file's text that the text was edited as
    /// `shift` says, into `new`'s version: they read as the same text's place in it, and as
    /// line 0, column 0 where that text was replaced. Locations made from `new` are unaffected.
    /// The editor calls it between analyses; nothing else forwards.
    public static func forward(_ old: SourceLocation, to new: SourceLocation, by shift: TextShift) {
        let (from, to) = (old.filePath, new.filePath)
        guard from !== to, from.path == to.path, from.forward == nil, to.forward == nil else { return }
        from.forward(to: to, by: shift)
    }

    /// Whether the text it was parsed from was edited since (`forward(_:to:by:)`).
    public var isInEditedText: Bool { filePath.forward != nil }

    /// Whether the two were made from the same version of their file's text.
    public func isInSameVersion(as other: SourceLocation) -> Bool { filePath === other.filePath }

    @inlinable
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.filePath === rhs.filePath { return lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn }
        let (left, right) = (lhs.resolved, rhs.resolved)
        return left.line == right.line && left.column == right.column && lhs.filePath.path == rhs.filePath.path
    }

    /// Without the line, which an edit above the location changes: a location kept in a set
    /// or a dictionary is found again after a line is added above it.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(filePath.path)
        hasher.combine(resolved.column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.filePath !== rhs.filePath, lhs.filePath.path != rhs.filePath.path { return lhs.filePath.path < rhs.filePath.path }
        let (left, right) = (lhs.resolved, rhs.resolved)
        return (left.line, left.column) < (right.line, right.column)
    }

    /// The location `count` columns further along the same line.
    @inlinable
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
