import Foundation
import TrellisDiagnostics

/// The `--diagnostics-format json` document. Its schema is documented in
/// docs/cli.md; bump `currentVersion` on any change that is not a pure addition.
public struct DiagnosticsReport: Codable, Equatable, Sendable {
    public static let currentVersion = 1
    /// Entries encoded at once by `encoded()`.
    static let entriesPerChunk = 1_000

    public struct Location: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
    }

    public struct Range: Codable, Equatable, Sendable {
        public var start: Location
        public var end: Location
    }

    public struct Note: Codable, Equatable, Sendable {
        public var message: String
        /// Always present; `null` when the note points nowhere.
        public var location: Location?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            try container.encode(location, forKey: .location)
        }
    }

    public struct Edit: Codable, Equatable, Sendable {
        public var range: Range
        public var replacement: String
    }

    public struct FixIt: Codable, Equatable, Sendable {
        public var message: String
        public var edits: [Edit]
    }

    public struct Entry: Codable, Equatable, Sendable {
        public var code: String
        public var severity: String
        public var message: String
        public var location: Location
        public var highlights: [Range]
        public var notes: [Note]
        public var fixIts: [FixIt]
    }

    public struct Summary: Codable, Equatable, Sendable {
        public var files: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        public var remarks: Int
        /// Diagnostics counted above but left out of `diagnostics` by `--max-diagnostics`.
        public var omitted: Int
    }

    public var version: Int
    public var diagnostics: [Entry]
    public var summary: Summary

    /// `omitted` counts the diagnostics past the limit, which the summary includes.
    public init(diagnostics: [Diagnostic], fileCount: Int, omitted: SeverityCounts = SeverityCounts()) {
        version = Self.currentVersion
        self.diagnostics = diagnostics.map(Entry.init)
        let totals = SeverityCounts(diagnostics) + omitted
        summary = Summary(files: fileCount, errors: totals.errors, warnings: totals.warnings, notes: totals.notes, remarks: totals.remarks, omitted: omitted.total)
    }

    /// Pretty-printed with sorted keys, so equal reports are equal bytes.
    ///
    /// The entries are encoded a thousand at a time and spliced into the document, in the very
    /// bytes the encoder gives the whole: its intermediate tree for 500,000 entries took 2 GB.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var shell = self
        shell.diagnostics = []
        // Every member is a plain value, so encoding cannot fail.
        let document = String(decoding: try! encoder.encode(shell), as: UTF8.self)
        let emptyList = "\"diagnostics\" : [\n\n  ]"
        guard !diagnostics.isEmpty, let slot = document.range(of: emptyList) else { return document }
        var text = String(document[..<slot.lowerBound]) + "\"diagnostics\" : [\n"
        var start = 0
        while start < diagnostics.count {
            let end = min(start + Self.entriesPerChunk, diagnostics.count)
            let chunk = String(decoding: try! encoder.encode(Array(diagnostics[start..<end])), as: UTF8.self)
            // Without the chunk's own `[` and `]` lines, one level deeper; the encoder leaves the
            // blank line of an empty array blank.
            let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()
            for line in lines {
                if !line.isEmpty { text += "  " }
                text += line
                text += "\n"
            }
            text.removeLast()
            text += end < diagnostics.count ? ",\n" : "\n"
            start = end
        }
        text += "  ]"
        text += document[slot.upperBound...]
        return text
    }
}

extension DiagnosticsReport.Location {
    init(_ location: SourceLocation) {
        self.init(file: location.file, line: location.line, column: location.column)
    }
}

extension DiagnosticsReport.Range {
    init(_ range: SourceRange) {
        self.init(start: .init(range.start), end: .init(range.end))
    }
}

extension DiagnosticsReport.Entry {
    init(_ diagnostic: Diagnostic) {
        self.init(
            code: diagnostic.code.rawValue,
            severity: diagnostic.severity.rawValue,
            message: diagnostic.message.text,
            location: .init(diagnostic.location),
            highlights: diagnostic.highlights.map(DiagnosticsReport.Range.init),
            notes: diagnostic.notes.map { .init(message: $0.text, location: $0.location.map(DiagnosticsReport.Location.init)) },
            fixIts: diagnostic.fixIts.map { fixIt in
                .init(message: fixIt.message, edits: fixIt.edits.map { .init(range: .init($0.range), replacement: $0.replacement) })
            }
        )
    }
}
