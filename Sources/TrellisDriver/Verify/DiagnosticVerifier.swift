import TrellisDiagnostics
import TrellisSyntax

/// Verify mode: the diagnostics produced must match the expectations written
/// in the inputs exactly, nothing missing and nothing extra.
///
/// Every diagnostic counts, whatever file it is in. Notes attached to
/// diagnostics count only in files that contain at least one `expected-note`,
/// so a file can choose to test its notes or ignore them. Notes without a
/// location are never checked. Expectations are read from parsed comments
/// only, so a file libxml2 cannot parse has none.
public struct DiagnosticVerifier: Sendable {
    public init() {}

    /// What was produced, as verify mode compares it.
    public struct Produced: Hashable, Sendable {
        public var severity: Severity
        public var location: SourceLocation
        public var code: DiagnosticCode?
        public var message: String
    }

    public struct Outcome: Sendable {
        public var missing: [Expectation]
        public var unexpected: [Produced]
        public var malformed: [MalformedExpectation]
        public var matchedCount: Int

        public var passed: Bool { missing.isEmpty && unexpected.isEmpty && malformed.isEmpty }
    }

    public func verify(_ diagnostics: [Diagnostic], against files: [SourceFileSyntax]) -> Outcome {
        var expectations: [Expectation] = []
        var malformed: [MalformedExpectation] = []
        for file in files {
            let parsed = ExpectationParser.expectations(in: file.comments)
            expectations += parsed.expectations
            malformed += parsed.malformed
        }
        let filesCheckingNotes = Set(expectations.filter { $0.severity == .note }.map(\.file))
        var produced: [Produced] = []
        for diagnostic in diagnostics {
            produced.append(Produced(severity: diagnostic.severity, location: diagnostic.location, code: diagnostic.code, message: diagnostic.message.text))
            for note in diagnostic.notes {
                guard let location = note.location, filesCheckingNotes.contains(location.file) else { continue }
                produced.append(Produced(severity: .note, location: location, code: nil, message: note.text))
            }
        }

        // The most specific expectations choose first, so one without a column
        // cannot take the diagnostic that another one pins to its column.
        let ordered = expectations.sorted { specificity($0) > specificity($1) }
        var unmatched = produced
        var missing: [Expectation] = []
        for expectation in ordered {
            if let index = unmatched.firstIndex(where: { matches(expectation, $0) }) {
                unmatched.remove(at: index)
            } else {
                missing.append(expectation)
            }
        }
        return Outcome(
            missing: missing.sorted { ($0.file, $0.line, $0.column ?? 0, $0.message) < ($1.file, $1.line, $1.column ?? 0, $1.message) },
            unexpected: unmatched.sorted { ($0.location, $0.message) < ($1.location, $1.message) },
            malformed: malformed.sorted { $0.location < $1.location },
            matchedCount: expectations.count - missing.count
        )
    }

    private func specificity(_ expectation: Expectation) -> Int {
        (expectation.column == nil ? 0 : 2) + (expectation.code == nil ? 0 : 1)
    }

    private func matches(_ expectation: Expectation, _ produced: Produced) -> Bool {
        expectation.severity == produced.severity
            && expectation.file == produced.location.file
            && expectation.line == produced.location.line
            && (expectation.column.map { $0 == produced.location.column } ?? true)
            && (expectation.code.map { $0 == produced.code } ?? true)
            && expectation.message == produced.message
    }
}

extension DiagnosticVerifier.Outcome {
    /// One line per problem in the `path:line:column: error: ...` format, then a summary.
    public func report() -> [String] {
        var lines: [String] = []
        for problem in malformed {
            lines.append("\(problem.location): error: malformed expectation: \(problem.reason)")
        }
        for expectation in missing {
            let location = SourceLocation(file: expectation.file, line: expectation.line, column: expectation.column ?? 1)
            let code = expectation.code.map { " [\($0)]" } ?? ""
            lines.append("\(location): error: expected \(expectation.severity.rawValue) not produced: \(expectation.message)\(code)")
        }
        for produced in unexpected {
            let code = produced.code.map { " [\($0)]" } ?? ""
            lines.append("\(produced.location): error: unexpected \(produced.severity.rawValue) produced: \(produced.message)\(code)")
        }
        if passed {
            lines.append("verify: all \(matchedCount) expected diagnostics produced, none unexpected")
        } else {
            var counts = ["\(missing.count) missing", "\(unexpected.count) unexpected"]
            if !malformed.isEmpty { counts.append("\(malformed.count) malformed") }
            lines.append("verify failed: " + counts.joined(separator: ", "))
        }
        return lines
    }
}
