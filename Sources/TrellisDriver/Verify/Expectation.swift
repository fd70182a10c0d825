import TrellisDiagnostics
import TrellisSyntax

/// One `expected-SEVERITY[@±N][:COL] [CODE] {{message}}` written in an XML comment.
public struct Expectation: Hashable, Sendable {
    public var severity: Severity
    /// The file and line the diagnostic must be at.
    public var file: String
    public var line: Int
    /// Checked only when written.
    public var column: Int?
    /// Checked only when written.
    public var code: DiagnosticCode?
    public var message: String
    /// Where the expectation itself is written, for reporting.
    public var writtenAt: SourceLocation

    public init(severity: Severity, file: String, line: Int, column: Int?, code: DiagnosticCode?, message: String, writtenAt: SourceLocation) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.code = code
        self.message = message
        self.writtenAt = writtenAt
    }
}

/// A comment that starts like an expectation but cannot be read as one.
public struct MalformedExpectation: Hashable, Sendable {
    public var reason: String
    public var location: SourceLocation
}

/// Reads expectations out of parsed comments. Syntax, one or more per comment:
///
///     expected-error {{message}}              on the comment's own line
///     expected-warning@+1 {{message}}         N lines below (`@-N`: above)
///     expected-error@+1:12 TRL101 {{message}} also at column 12, with code TRL101
///
/// Offsets count from the line the expectation is written on. The code may
/// also be written in brackets, `[TRL101]`, as diagnostics print it.
public enum ExpectationParser {
    private static let marker = "expected-"

    public static func expectations(in comments: [Comment]) -> (expectations: [Expectation], malformed: [MalformedExpectation]) {
        var expectations: [Expectation] = []
        var malformed: [MalformedExpectation] = []
        for comment in comments {
            var scanner = Scanner(comment.text)
            while scanner.skip(until: marker) {
                let writtenAt = location(of: scanner.offset, in: comment)
                scanner.advance(by: marker.count)
                switch parseDirective(&scanner) {
                case .success(let directive):
                    // `@+N`/`@-N` may not point before the first line, nor overflow.
                    let (line, overflowed) = writtenAt.line.addingReportingOverflow(directive.lineOffset)
                    guard !overflowed, line >= 1 else {
                        malformed.append(MalformedExpectation(reason: "the line offset points outside the file", location: writtenAt))
                        continue
                    }
                    expectations.append(Expectation(
                        severity: directive.severity,
                        file: comment.location.file,
                        line: line,
                        column: directive.column,
                        code: directive.code,
                        message: directive.message,
                        writtenAt: writtenAt
                    ))
                case .failure(let problem):
                    malformed.append(MalformedExpectation(reason: problem.reason, location: writtenAt))
                }
            }
        }
        return (expectations, malformed)
    }

    private struct Directive {
        var severity: Severity
        var lineOffset = 0
        var column: Int?
        var code: DiagnosticCode?
        var message = ""
    }

    private struct Problem: Error {
        var reason: String
    }

    private static func parseDirective(_ scanner: inout Scanner) -> Result<Directive, Problem> {
        let kind = scanner.take { $0.properties.isAlphabetic }
        guard let severity = Severity(rawValue: kind) else {
            return .failure(Problem(reason: "`expected-\(kind)` must be `expected-error`, `expected-warning`, `expected-note` or `expected-remark`"))
        }
        var directive = Directive(severity: severity)
        if scanner.skip("@") {
            let sign = scanner.peek
            guard sign == "+" || sign == "-" else {
                return .failure(Problem(reason: "a line offset is written `@+N` or `@-N`"))
            }
            scanner.advance(by: 1)
            guard let amount = Int(scanner.take { $0.properties.numericType == .decimal }) else {
                return .failure(Problem(reason: "a line offset is written `@+N` or `@-N`"))
            }
            directive.lineOffset = sign == "+" ? amount : -amount
        }
        if scanner.skip(":") {
            guard let column = Int(scanner.take { $0.properties.numericType == .decimal }), column > 0 else {
                return .failure(Problem(reason: "a column is written `:N` with N at least 1"))
            }
            directive.column = column
        }
        scanner.skipSpaces()
        if scanner.peek != "{" {
            let bracketed = scanner.skip("[")
            let code = scanner.take { $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
            guard !code.isEmpty, !bracketed || scanner.skip("]") else {
                return .failure(Problem(reason: "expected a code such as `TRL101` or the message in `{{...}}`"))
            }
            directive.code = DiagnosticCode(code)
            scanner.skipSpaces()
        }
        guard scanner.skip("{{") else {
            return .failure(Problem(reason: "the message must be written in `{{...}}`"))
        }
        guard let message = scanner.take(until: "}}") else {
            return .failure(Problem(reason: "`{{` must be closed by `}}`"))
        }
        directive.message = message
        return .success(directive)
    }

    /// Comments start on `comment.location`, right before `<!--`.
    private static func location(of offset: Int, in comment: Comment) -> SourceLocation {
        let before = comment.text.unicodeScalars.prefix(offset)
        let newlines = before.count(where: { $0 == "\n" })
        let column: Int
        if let lastNewline = before.lastIndex(of: "\n") {
            column = before.distance(from: lastNewline, to: before.endIndex)
        } else {
            column = comment.location.column + "<!--".count + offset
        }
        return SourceLocation(file: comment.location.file, line: comment.location.line + newlines, column: column)
    }
}

/// A cursor over a comment's Unicode scalars.
private struct Scanner {
    private let scalars: [Unicode.Scalar]
    private(set) var offset = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var peek: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    mutating func advance(by count: Int) {
        offset = min(offset + count, scalars.count)
    }

    private func hasPrefix(_ text: String, at position: Int) -> Bool {
        let needle = Array(text.unicodeScalars)
        guard position + needle.count <= scalars.count else { return false }
        return scalars[position..<position + needle.count].elementsEqual(needle)
    }

    /// Moves to the next occurrence of `text`; false, at the end, when there is none.
    mutating func skip(until text: String) -> Bool {
        while offset < scalars.count {
            if hasPrefix(text, at: offset) { return true }
            offset += 1
        }
        return false
    }

    mutating func skip(_ text: String) -> Bool {
        guard hasPrefix(text, at: offset) else { return false }
        advance(by: text.unicodeScalars.count)
        return true
    }

    mutating func skipSpaces() {
        while let scalar = peek, scalar == " " || scalar == "\t" { offset += 1 }
    }

    mutating func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek, predicate(scalar) {
            text.append(scalar)
            offset += 1
        }
        return String(text)
    }

    /// The text up to `terminator`, consuming both; `nil` if it never comes.
    mutating func take(until terminator: String) -> String? {
        let start = offset
        while offset < scalars.count {
            if hasPrefix(terminator, at: offset) {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[start..<offset])
                advance(by: terminator.unicodeScalars.count)
                return String(text)
            }
            offset += 1
        }
        offset = start
        return nil
    }
}
