import Foundation
import TrellisDiagnostics

/// The `--diagnostics-format json` document. Its schema is documented in the
/// README; bump `currentVersion` on any change that is not a pure addition.
public struct DiagnosticsReport: Codable, Equatable, Sendable {
    public static let currentVersion = 1

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
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every member is a plain value, so encoding cannot fail.
        let data = try! encoder.encode(self)
        return String(decoding: data, as: UTF8.self)
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
