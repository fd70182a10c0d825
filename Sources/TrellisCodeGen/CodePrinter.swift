import TrellisDiagnostics

/// Builds generated Swift line by line with indentation, in the manner of
/// swift-protobuf's `CodePrinter`.
///
/// A line may carry the XML location it was generated from. The printer then
/// emits `#sourceLocation(file:line:)` before it, but only when swiftc's idea of
/// the current line would otherwise be wrong, so consecutive XML lines need one
/// directive. `endMappedRegion()` returns to the generated file's own lines with
/// `#sourceLocation()`, written only once an unmapped line follows: a mapped line
/// that comes next needs at most its own directive. Directives are only valid between statements and
/// declarations, so only lines that start one may carry a location.
public struct CodePrinter: Sendable {
    private var text: String = ""
    private var indentLevel: Int = 0
    private let indentUnit: String
    /// `indentUnit` repeated 0, 1, 2, ... times, built once per level as levels are reached.
    private var indentStrings: [String] = [""]
    /// File and line swiftc assigns to the next printed line while a mapping is active.
    private var mapping: (file: String, nextLine: Int)?
    /// The last file named in a directive and its escaped string literal, so a file's
    /// name is escaped once rather than once per directive.
    private var directiveFile: (file: String, literal: String)?
    /// Text the next line starts with after its indentation, such as `return `.
    private var pendingPrefix: String?
    /// The indentation of an `endMappedRegion()` not yet written.
    private var pendingEnd: Int?

    public init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
        text.reserveCapacity(16 * 1024)
    }

    /// The printed code, ending any mapped region still open.
    public var content: String {
        guard let level = pendingEnd else { return text }
        return text + indentStrings[level] + "#sourceLocation()\n"
    }

    public var indentation: Int { indentLevel }

    /// Prints one line at the current indentation. An empty string prints an empty line.
    public mutating func print(_ line: String) {
        if let level = pendingEnd {
            printDirective("#sourceLocation()", indentation: level)
            mapping = nil
            pendingEnd = nil
        }
        printLine(line)
    }

    private mutating func printLine(_ line: String) {
        if !line.isEmpty {
            text += indentStrings[indentLevel]
            if let prefix = pendingPrefix {
                text += prefix
                pendingPrefix = nil
            }
            text += line
        }
        text += "\n"
        if mapping != nil { mapping!.nextLine += 1 }
    }

    /// Starts the next non-empty line with `prefix`, even when a directive comes first.
    public mutating func prefixNextLine(_ prefix: String) {
        pendingPrefix = prefix
    }

    /// Ends the last printed line with `suffix`, such as the `)` closing a call that a
    /// multi-line child opened with `prefixNextLine(_:)`.
    public mutating func appendToLastLine(_ suffix: String) {
        precondition(text.hasSuffix("\n"), "appendToLastLine(_:) before any line")
        text.removeLast()
        text += suffix
        text += "\n"
    }

    /// Prints several lines in order.
    public mutating func print(_ lines: String...) {
        for line in lines { print(line) }
    }

    /// Prints a line that starts a statement or declaration generated from `location`.
    public mutating func print(_ line: String, mappedTo location: SourceLocation) {
        if let current = mapping, current.file == location.file,
           case let gap = location.line - current.nextLine, gap >= 0, gap <= Self.maximumPadding {
            // swiftc already counts this line as `location.line`, or will after a few blank
            // lines: each directive costs every compile job that parses this file.
            for _ in 0..<gap { printLine("") }
        } else {
            printLocationDirective(file: location.file, line: location.line)
            mapping = (location.file, location.line)
        }
        pendingEnd = nil
        printLine(line)
    }

    /// Blank lines that may stand in for a directive when the next mapped line is a little ahead.
    static let maximumPadding = 2

    /// Returns swiftc to the generated file's own line numbers, if a mapping is active.
    public mutating func endMappedRegion() {
        guard mapping != nil, pendingEnd == nil else { return }
        pendingEnd = indentLevel
    }

    /// `#sourceLocation(file: "<file>", line: <line>)`, appended in place.
    private mutating func printLocationDirective(file: String, line: Int) {
        let literal: String
        if let cached = directiveFile, cached.file == file {
            literal = cached.literal
        } else {
            literal = SwiftSource.stringLiteral(file)
            directiveFile = (file, literal)
        }
        text += indentStrings[indentLevel]
        text += "#sourceLocation(file: "
        text += literal
        text += ", line: "
        text += String(line)
        text += ")\n"
    }

    /// A directive line does not count as a source line for the active mapping.
    private mutating func printDirective(_ directive: String, indentation: Int) {
        text += indentStrings[indentation]
        text += directive
        text += "\n"
    }

    public mutating func indent() {
        indentLevel += 1
        if indentLevel == indentStrings.count { indentStrings.append(indentStrings[indentLevel - 1] + indentUnit) }
    }

    public mutating func outdent() {
        precondition(indentLevel > 0, "outdent() without a matching indent()")
        indentLevel -= 1
    }

    /// Runs `body` one level deeper.
    public mutating func withIndentation<E: Error>(_ body: (inout CodePrinter) throws(E) -> Void) throws(E) {
        indent()
        try body(&self)
        outdent()
    }

    /// Prints `opening`, the indented `body`, then `closing`.
    public mutating func block<E: Error>(
        _ opening: String,
        mappedTo location: SourceLocation? = nil,
        closing: String = "}",
        _ body: (inout CodePrinter) throws(E) -> Void
    ) throws(E) {
        if let location { print(opening, mappedTo: location) } else { print(opening) }
        try withIndentation(body)
        print(closing)
    }
}
