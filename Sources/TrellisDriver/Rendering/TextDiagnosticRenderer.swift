import TrellisDiagnostics

/// Renders diagnostics the way swiftc and clang do:
///
///     path:line:column: severity: message [CODE]
///     <the source line>
///          ^~~~~~
///     path:line:column: note: text
///     <its source line>
///     ^
///     fix-it: message
///       path:line:column-line:column: replace with "text"
public struct TextDiagnosticRenderer: Sendable {
    public let sources: SourceTextStore
    private let style: TerminalStyle

    public init(sources: SourceTextStore, usesColor: Bool) {
        self.sources = sources
        self.style = TerminalStyle(isEnabled: usesColor)
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var text = heading(diagnostic.location, diagnostic.severity, "\(Self.escaped(diagnostic.message.text)) [\(diagnostic.code)]")
        text += excerpt(at: diagnostic.location, highlights: diagnostic.highlights)
        for note in diagnostic.notes {
            if let location = note.location {
                text += heading(location, .note, Self.escaped(note.text))
                text += excerpt(at: location, highlights: [])
            } else {
                text += "\(style.label(.note)) \(style.bold(Self.escaped(note.text)))\n"
            }
        }
        for fixIt in diagnostic.fixIts {
            text += "\(style.fixIt("fix-it:")) \(Self.escaped(fixIt.message))\n"
            for edit in fixIt.edits {
                text += "  " + style.fixIt(describe(edit)) + "\n"
            }
        }
        return text
    }

    /// `2 errors, 1 warning generated.`, or `nil` when there is neither.
    public static func summary(of diagnostics: [Diagnostic]) -> String? {
        summary(of: SeverityCounts(diagnostics))
    }

    /// The summary for these totals, shown and omitted alike.
    public static func summary(of totals: SeverityCounts) -> String? {
        let errors = totals.errors
        let warnings = totals.warnings
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ") + " generated."
    }

    /// The last line when diagnostics were left out past `--max-diagnostics`, else `nil`.
    public static func omission(_ omitted: SeverityCounts, shown: Int) -> String? {
        let count = omitted.total
        guard count > 0 else { return nil }
        let noun = count == 1 ? "diagnostic was" : "diagnostics were"
        return "note: \(count) more \(noun) left out after the first \(shown); '--max-diagnostics 0' reports all"
    }

    private func heading(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
        "\(style.bold("\(Self.escaped(location.description)):")) \(style.label(severity)) \(style.bold(message))\n"
    }

    /// Lines longer than this many columns are quoted only around the location, between
    /// `…`, so a file with one huge line (minified, generated, or hostile) cannot turn every
    /// diagnostic into megabytes of output.
    static let maxQuotedColumns = 160

    /// The source line and a marker line with `^` at the location and `~` under
    /// highlights on that line; empty when the line is not available.
    private func excerpt(at location: SourceLocation, highlights: [SourceRange]) -> String {
        guard let fullLine = sources.line(location.line, of: location.file) else { return "" }
        var line = fullLine
        var location = location
        var highlights = highlights
        if fullLine.utf8.count > Self.maxQuotedColumns {
            // Columns count scalars; the store finds the window's start without walking the line.
            let width = Self.maxQuotedColumns
            let view = fullLine.unicodeScalars
            let (start, startColumn) = sources.index(ofColumn: max(1, location.column - width / 2), line: location.line, of: location.file)
                ?? (view.startIndex, 1)
            let skipped = startColumn - 1
            var end = start
            var taken = 0
            while taken < width, end < view.endIndex {
                view.formIndex(after: &end)
                taken += 1
            }
            if end < view.endIndex || skipped > 0 {
                let leading = skipped > 0 ? "…" : ""
                line = Substring(leading + String(fullLine[start..<end]) + (end < view.endIndex ? "…" : ""))
                // Column `skipped + 1` of the file is column 1 (or 2, after `…`) of the excerpt.
                let shift = skipped - leading.unicodeScalars.count
                func shifted(_ point: SourceLocation) -> SourceLocation {
                    SourceLocation(file: point.file, line: point.line, column: min(max(point.column - shift, 1), taken + leading.unicodeScalars.count + 1))
                }
                location = shifted(location)
                highlights = highlights.map { SourceRange(start: shifted($0.start), end: $0.end.line == $0.start.line ? shifted($0.end) : $0.end) }
            }
        }
        let scalars = Array(line.unicodeScalars)
        var markers: [Character?] = Array(repeating: nil, count: scalars.count + 1)
        func mark(_ column: Int, _ marker: Character) {
            let index = column - 1
            guard index >= 0 else { return }
            if index >= markers.count {
                markers.append(contentsOf: repeatElement(nil, count: index - markers.count + 1))
            }
            markers[index] = marker
        }
        for range in highlights where range.start.file == location.file && range.start.line == location.line {
            let end = range.end.line == location.line ? range.end.column : scalars.count + 1
            for column in range.start.column..<max(end, range.start.column + 1) {
                mark(column, "~")
            }
        }
        mark(min(max(location.column, 1), scalars.count + 1), "^")

        var markerLine = ""
        let lastMarked = markers.lastIndex { $0 != nil } ?? 0
        for index in 0...lastMarked {
            let width = index < scalars.count ? Self.cellWidth(of: scalars[index]) : 1
            if let marker = markers[index] {
                // A wide character under a caret keeps the caret on its first cell.
                let filler: Character = marker == "^" ? " " : marker
                markerLine.append(marker)
                markerLine += String(repeating: filler, count: max(width - 1, 0))
            } else if index < scalars.count, scalars[index] == "\t" {
                markerLine += "\t" // The terminal expands it exactly as in the line above.
            } else {
                markerLine += String(repeating: " ", count: width)
            }
        }
        while markerLine.last == " " { markerLine.removeLast() }
        return "\(Self.escaped(line, keepingTabs: true))\n\(style.caret(markerLine))\n"
    }

    private func describe(_ edit: TextEdit) -> String {
        let start = Self.escaped(edit.range.start.description)
        let end = edit.range.end
        let replacement = Self.quoted(edit.replacement)
        if edit.range.start == end {
            return "\(start): insert \(replacement)"
        }
        let range = "\(start)-\(end.line):\(end.column)"
        return edit.replacement.isEmpty ? "\(range): remove" : "\(range): replace with \(replacement)"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result += escaped(String(character))
            }
        }
        return result + "\""
    }

    /// `text` with every scalar a terminal would act on instead of show (C0 and C1 controls,
    /// DEL, line separators, bidirectional overrides) written as `\u{1B}`: text from a file's
    /// contents or name can neither set the terminal's title nor forge a diagnostic line.
    /// With `keepingTabs`, tabs stay, so a quoted source line keeps its alignment.
    static func escaped(_ text: some StringProtocol, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { escape(of: $0, keepingTabs: keepingTabs) != nil }) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escape(of: scalar, keepingTabs: keepingTabs) { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// How `escaped` writes `scalar`, or `nil` when it is shown as itself.
    static func escape(of scalar: Unicode.Scalar, keepingTabs: Bool) -> String? {
        switch scalar.value {
        case 0x09 where keepingTabs: return nil
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: return nil
        }
    }

    /// Columns a scalar takes in a quoted source line: its escape's, or `displayWidth(of:)`.
    static func cellWidth(of scalar: Unicode.Scalar) -> Int {
        escape(of: scalar, keepingTabs: true).map { $0.unicodeScalars.count } ?? displayWidth(of: scalar)
    }

    /// Columns a terminal gives a scalar: two for East Asian wide characters and
    /// emoji (the Japanese samples), zero for combining marks, else one.
    static func displayWidth(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark {
            return 0
        }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
