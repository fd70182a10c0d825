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
///
/// Emitters print each type, extension and member inside `declaration`, so that
/// the printer can move directives out of bodies. swiftc parses every file of a module in every
/// compile job. It skips the bodies of functions and types in files that the job does not
/// compile, unless a body holds a line directive; then it parses the body in full. With 1,000
/// generated screens, directives inside bodies cost each screen 22 % more instructions than no
/// directives at all, and as many directives between top-level declarations 6 % (issue 8). So
/// when a declaration ends holding one mapped region that only closing braces follow, the
/// region's directives move outside it: the opening one before the declaration, numbered so
/// that every mapped line keeps its XML line, and the closing one after it. The declaration's
/// own first lines then count as the XML lines just above the first mapped one. A member ends
/// before its type, and a type holding that same one region moves it further out, so the
/// region leaves the outermost declaration that can take it.
///
/// A `#sourceLocation()` that only empty lines separate from the start of another region, or
/// from the end of the file, is left out: a region ends with its file, and each directive
/// costs every job.
public struct CodePrinter: Sendable {
    private var text: String = ""
    /// How many lines `text` holds.
    private var lineCount = 0
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
    /// Whether the next unmapped line is appended to the last one (`continueExpression(at:)`).
    private var joinsNextLine = false
    /// The last line is `#if`, `#else` or `#endif` among chained modifiers: nothing may join it.
    private var lastLineIsConditionalDirective = false
    /// The XML line of the last continuation begun, until its region ends.
    private var continuation: (file: String, line: Int)?
    /// The indentation of an `endMappedRegion()` not yet written.
    private var pendingEnd: Int?
    /// The last `#sourceLocation()` in `text` while only empty lines follow it: whether it
    /// stays depends on the next line.
    private var trailingEnd: RegionEnd?
    /// Whether every line printed since the last directive is a lone `}`.
    private var onlyClosingBracesSinceDirective = true
    /// Whether the declaration that the next non-empty line begins has attributes; nil when
    /// that line begins none.
    private var nextDeclarationIsAttributed: Bool?
    /// The declarations begun and not yet ended, outermost first.
    private var openDeclarations: [OpenDeclaration] = []
    /// The directives printed since the outermost open declaration began, in order.
    private var directivesInDeclarations: [PrintedDirective] = []

    private struct OpenDeclaration {
        /// The UTF-8 offset of its first line in `text`.
        let start: Int
        /// How many lines precede it.
        let lineNumber: Int
        let indentLevel: Int
        /// A directive may not come between an attribute and its declaration.
        let isAttributed: Bool
        /// Where its directives begin in `directivesInDeclarations`.
        let firstDirective: Int
        /// A `#sourceLocation()` that only empty lines separate from the declaration: redundant
        /// if a region's start moves in between, and both go if that region can continue the
        /// one it ends.
        let endAbove: RegionEnd?
    }

    /// A printed `#sourceLocation()` and the region it ends.
    private struct RegionEnd {
        /// The UTF-8 offsets of its line in `text`.
        let line: Range<Int>
        /// How many lines precede it.
        let lineNumber: Int
        /// The file literal of the region it ends.
        let fileLiteral: String
        /// The line swiftc would give the line after it, were it not there.
        let nextLine: Int
    }

    private struct PrintedDirective {
        /// The UTF-8 offsets of its line in `text`.
        let line: Range<Int>
        /// How many lines precede it.
        let lineNumber: Int
        /// The file literal and line of `#sourceLocation(file:line:)`; nil for `#sourceLocation()`.
        let regionStart: (fileLiteral: String, line: Int)?
    }

    /// Whether each mapped line ends with `// line N`, its XML line: tests check that swiftc
    /// numbers every such line N after the directives the printer chose.
    private let marksMappedLines: Bool

    /// Whether mapped lines get `#sourceLocation` directives: off for code that is spliced into
    /// an expression, where no directive may stand.
    public var writesDirectives = true

    public init(indentUnit: String = "    ") {
        self.init(indentUnit: indentUnit, marksMappedLines: false)
    }

    init(indentUnit: String = "    ", marksMappedLines: Bool) {
        self.indentUnit = indentUnit
        self.marksMappedLines = marksMappedLines
        text.reserveCapacity(16 * 1024)
    }

    /// The printed code. A region still open, or whose end directive only empty lines
    /// follow, ends with the file.
    public var content: String {
        guard let trailingEnd else { return text }
        var content = text
        content.removeSubrange(index(trailingEnd.line.lowerBound)..<index(trailingEnd.line.upperBound))
        return content
    }

    public var indentation: Int { indentLevel }

    /// Prints one line at the current indentation. An empty string prints an empty line.
    public mutating func print(_ line: String) {
        if joinsNextLine {
            joinsNextLine = false
            appendToLastLine(line.hasPrefix(".") ? line : " " + line)
            return
        }
        if let level = pendingEnd, let current = mapping {
            printRegionEnd(indentation: level, fileLiteral: fileLiteral(current.file), nextLine: current.nextLine)
            mapping = nil
            pendingEnd = nil
        }
        printLine(line)
    }

    /// `#if os(macOS)`, `#else` or `#endif` around chained modifiers, Swift's postfix `#if`: a
    /// line of its own, which the next modifier never joins (it may count a line past its XML line).
    public mutating func printConditionalDirective(_ line: String) {
        joinsNextLine = false
        printLine(line)
        lastLineIsConditionalDirective = true
    }

    private mutating func printLine(_ line: String) {
        lastLineIsConditionalDirective = false
        if line.isEmpty {
            onlyClosingBracesSinceDirective = false
        } else {
            if let isAttributed = nextDeclarationIsAttributed {
                beginDeclaration(isAttributed: isAttributed)
            } else {
                // Code follows the end directive, so it stays.
                trailingEnd = nil
            }
            text += indentStrings[indentLevel]
            if let prefix = pendingPrefix {
                text += prefix
                pendingPrefix = nil
                onlyClosingBracesSinceDirective = false
            } else if line != "}" {
                onlyClosingBracesSinceDirective = false
            }
            text += line
        }
        text += "\n"
        lineCount += 1
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
        // After `#endif`, the rest of the expression goes on a line of its own.
        if lastLineIsConditionalDirective {
            printLine(suffix)
            return
        }
        text.removeLast()
        text += suffix
        text += "\n"
        onlyClosingBracesSinceDirective = false
    }

    /// Prints several lines in order.
    public mutating func print(_ lines: String...) {
        for line in lines { print(line) }
    }

    /// Prints a line that starts a statement or declaration generated from `location`.
    public mutating func print(_ line: String, mappedTo location: SourceLocation) {
        joinsNextLine = false
        guard writesDirectives else { return printLine(line) }
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
        printLine(marksMappedLines ? "\(line) // line \(location.line)" : line)
    }

    /// Blank lines that may stand in for a directive when the next mapped line is a little ahead.
    static let maximumPadding = 2

    /// Places the next line, which continues an expression (a chained modifier), on
    /// `location`'s line while a mapping is active. A directive cannot stand inside an
    /// expression: a few blank lines move the line down to its XML line, and when swiftc
    /// already counts past that line the next line is appended to the last one instead. So a
    /// continuation never counts past the XML line it comes from, nor past the end of the file.
    /// With `keepsClosingBrace`, a closure it opens ends on that line too (`closeContinuation()`),
    /// so that what is chained after the brace does not count past it either.
    public mutating func continueExpression(at location: SourceLocation, keepsClosingBrace: Bool) {
        continuation = nil
        guard pendingEnd == nil, pendingPrefix == nil, let current = mapping, current.file == location.file, text.hasSuffix("\n") else { return }
        if keepsClosingBrace { continuation = (location.file, location.line) }
        let gap = location.line - current.nextLine
        if gap < 0 {
            joinsNextLine = !lastLineIsConditionalDirective
        } else if gap <= Self.maximumPadding {
            for _ in 0..<gap { printLine("") }
        }
    }

    /// Before the brace that closes a closure of the continuation begun by
    /// `continueExpression(at:)`: appends it to the last line if swiftc counts past the
    /// continuation's XML line, as it does after a statement written on that very line.
    public mutating func closeContinuation() {
        guard pendingEnd == nil, pendingPrefix == nil, let anchor = continuation, let current = mapping,
              current.file == anchor.file, current.nextLine > anchor.line, text.hasSuffix("\n") else { return }
        joinsNextLine = true
    }

    /// Returns swiftc to the generated file's own line numbers, if a mapping is active.
    public mutating func endMappedRegion() {
        continuation = nil
        guard mapping != nil, pendingEnd == nil else { return }
        pendingEnd = indentLevel
    }

    /// `#sourceLocation(file: "<file>", line: <line>)`, appended in place.
    private mutating func printLocationDirective(file: String, line: Int) {
        printRegionStart(fileLiteral: fileLiteral(file), line: line, indentation: indentLevel)
    }

    /// `file` as the string literal a directive names it with.
    private mutating func fileLiteral(_ file: String) -> String {
        if let cached = directiveFile, cached.file == file { return cached.literal }
        let literal = SwiftSource.stringLiteral(file)
        directiveFile = (file, literal)
        return literal
    }

    private mutating func printRegionStart(fileLiteral: String, line: Int, indentation: Int) {
        if let trailingEnd {
            // Another region starts: the end directive above is redundant.
            text.removeSubrange(index(trailingEnd.line.lowerBound)..<index(trailingEnd.line.upperBound))
            lineCount -= 1
            self.trailingEnd = nil
        }
        let start = text.utf8.count
        text += indentStrings[indentation]
        text += "#sourceLocation(file: "
        text += fileLiteral
        text += ", line: "
        text += String(line)
        text += ")\n"
        recordDirective(from: start, regionStart: (fileLiteral, line))
    }

    private mutating func printRegionEnd(indentation: Int, fileLiteral: String, nextLine: Int) {
        let start = text.utf8.count
        let lineNumber = lineCount
        text += indentStrings[indentation]
        text += "#sourceLocation()\n"
        recordDirective(from: start, regionStart: nil)
        trailingEnd = RegionEnd(line: start..<text.utf8.count, lineNumber: lineNumber, fileLiteral: fileLiteral, nextLine: nextLine)
    }

    /// Counts the directive line that `text` now ends with, from UTF-8 offset `start`. A
    /// directive line is not a source line for the active mapping.
    private mutating func recordDirective(from start: Int, regionStart: (fileLiteral: String, line: Int)?) {
        if !openDeclarations.isEmpty {
            directivesInDeclarations.append(PrintedDirective(line: start..<text.utf8.count, lineNumber: lineCount, regionStart: regionStart))
        }
        lineCount += 1
        onlyClosingBracesSinceDirective = true
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

    /// Prints `attributes`, then runs `body`, which prints one declaration: a type, an
    /// extension or a member of one, from its first line to its closing brace. A directive
    /// printed for its first line stays above it. When `body` returns, a region that the
    /// declaration alone holds moves outside it, unless it has attributes.
    public mutating func declaration<E: Error>(attributes: [String] = [], _ body: (inout CodePrinter) throws(E) -> Void) throws(E) {
        for attribute in attributes { print(attribute) }
        let depth = openDeclarations.count
        nextDeclarationIsAttributed = !attributes.isEmpty
        try body(&self)
        precondition(openDeclarations.count == depth + 1, "declaration(attributes:_:) printed no line")
        endDeclaration()
    }

    /// A declaration that is one block: `opening`, the indented `body`, then `}`.
    public mutating func declaration<E: Error>(
        _ opening: String,
        attributes: [String] = [],
        _ body: (inout CodePrinter) throws(E) -> Void
    ) throws(E) {
        try declaration(attributes: attributes) { printer throws(E) in try printer.block(opening, body) }
    }

    private mutating func beginDeclaration(isAttributed: Bool) {
        openDeclarations.append(OpenDeclaration(
            start: text.utf8.count, lineNumber: lineCount, indentLevel: indentLevel, isAttributed: isAttributed,
            firstDirective: directivesInDeclarations.count, endAbove: trailingEnd
        ))
        nextDeclarationIsAttributed = nil
        trailingEnd = nil
    }

    /// Moves the declaration's region outside it when the declaration holds exactly one
    /// region's two directives, only closing braces follow the second, and the numbering
    /// stays at line 1 or later.
    ///
    /// The directives counted are those printed: an end directive dropped because a region
    /// starts after it still counts, so the declarations holding it never move and its
    /// outdated offsets are never read.
    private mutating func endDeclaration() {
        let declaration = openDeclarations.removeLast()
        defer { if openDeclarations.isEmpty { directivesInDeclarations.removeAll(keepingCapacity: true) } }
        guard !declaration.isAttributed, onlyClosingBracesSinceDirective,
              directivesInDeclarations.count == declaration.firstDirective + 2 else { return }
        let start = directivesInDeclarations[declaration.firstDirective]
        let end = directivesInDeclarations[declaration.firstDirective + 1]
        guard let region = start.regionStart, end.regionStart == nil else { return }
        // Every line above the opening directive now counts as an XML line.
        let firstLine = region.line - (start.lineNumber - declaration.lineNumber)
        guard firstLine >= 1 else { return }

        // The declaration is printed again, without its directives, between new ones.
        let lineCountWithoutDirectives = lineCount - declaration.lineNumber - 2
        var withoutDirectives = String(text[index(declaration.start)..<index(start.line.lowerBound)])
        withoutDirectives += text[index(start.line.upperBound)..<index(end.line.lowerBound)]
        withoutDirectives += text[index(end.line.upperBound)...]
        text.removeSubrange(index(declaration.start)...)
        lineCount = declaration.lineNumber
        directivesInDeclarations.removeSubrange(declaration.firstDirective...)
        if let above = declaration.endAbove, above.fileLiteral == region.fileLiteral,
           case let separatorLines = firstLine - above.nextLine,
           separatorLines >= 0, separatorLines <= declaration.lineNumber - above.lineNumber - 1 + Self.maximumPadding {
            // The region above can go on to this declaration with as many empty lines between them
            // as its numbering needs, even none: the end directive goes, and no new region starts.
            text.removeSubrange(index(above.line.lowerBound)...)
            lineCount = above.lineNumber
            if !openDeclarations.isEmpty {
                // The enclosing declaration recorded that end directive last; it is gone.
                precondition(directivesInDeclarations.last?.line == above.line, "the end directive above is not the last one recorded")
                directivesInDeclarations.removeLast()
            }
            for _ in 0..<separatorLines { printLine("") }
            trailingEnd = nil
        } else {
            // Only empty lines separate the end directive above from the region's new start: it goes.
            trailingEnd = declaration.endAbove
            printRegionStart(fileLiteral: region.fileLiteral, line: firstLine, indentation: declaration.indentLevel)
        }
        text += withoutDirectives
        lineCount += lineCountWithoutDirectives
        printRegionEnd(indentation: declaration.indentLevel, fileLiteral: region.fileLiteral, nextLine: firstLine + lineCountWithoutDirectives)
    }

    private func index(_ utf8Offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
    }
}
