import TrellisDiagnostics

/// Builds generated Swift line by line with indentation, in the manner of
/// swift-protobuf's `CodePrinter`.
///
/// A line may carry the XML location it was generated from. The printer then
/// emits `#sourceLocation(file:line:)` before it, but only when swiftc's idea of
/// the current line would otherwise be wrong, so consecutive XML lines need one
/// directive. `endMappedRegion()` emits `#sourceLocation()` to return to the
/// generated file's own lines. Directives are only valid between statements and
/// declarations, so only lines that start one may carry a location.
public struct CodePrinter: Sendable {
    public private(set) var content: String = ""
    private var indentLevel: Int = 0
    private let indentUnit: String
    /// `indentUnit` repeated 0, 1, 2, ... times, built once per level as levels are reached.
    private var indentStrings: [String] = [""]
    /// File and line swiftc assigns to the next printed line while a mapping is active.
    private var mapping: (file: String, nextLine: Int)?
    /// The last file named in a directive and its escaped string literal, so a file's
    /// name is escaped once rather than once per directive.
    private var directiveFile: (file: String, literal: String)?

    public init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
        content.reserveCapacity(16 * 1024)
    }

    public var indentation: Int { indentLevel }

    /// Prints one line at the current indentation. An empty string prints an empty line.
    public mutating func print(_ line: String) {
        if !line.isEmpty {
            content += indentStrings[indentLevel]
            content += line
        }
        content += "\n"
        if mapping != nil { mapping!.nextLine += 1 }
    }

    /// Prints several lines in order.
    public mutating func print(_ lines: String...) {
        for line in lines { print(line) }
    }

    /// Prints a line that starts a statement or declaration generated from `location`.
    public mutating func print(_ line: String, mappedTo location: SourceLocation) {
        if let current = mapping, current.nextLine == location.line, current.file == location.file {
            // swiftc already counts this line as `location.line`.
        } else {
            printLocationDirective(file: location.file, line: location.line)
            mapping = (location.file, location.line)
        }
        print(line)
    }

    /// Returns swiftc to the generated file's own line numbers, if a mapping is active.
    public mutating func endMappedRegion() {
        guard mapping != nil else { return }
        printDirective("#sourceLocation()")
        mapping = nil
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
        content += indentStrings[indentLevel]
        content += "#sourceLocation(file: "
        content += literal
        content += ", line: "
        content += String(line)
        content += ")\n"
    }

    /// A directive line does not count as a source line for the active mapping.
    private mutating func printDirective(_ directive: String) {
        content += indentStrings[indentLevel]
        content += directive
        content += "\n"
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
