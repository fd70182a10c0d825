/// How serious a diagnostic is. Ordered so `max` gives the worst.
public enum Severity: String, Comparable, Sendable, Codable, CaseIterable {
    case remark, note, warning, error

    private var rank: Int {
        switch self {
        case .remark: 0
        case .note: 1
        case .warning: 2
        case .error: 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable code from the catalog, such as `TRL201`.
public struct DiagnosticCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The text of a diagnostic, separate from where it points.
public struct DiagnosticMessage: Hashable, Sendable {
    public let code: DiagnosticCode
    public let severity: Severity
    public let text: String

    public init(code: DiagnosticCode, severity: Severity, text: String) {
        self.code = code
        self.severity = severity
        self.text = QuotedText.bounded(text)
    }
}

/// A secondary message attached to a diagnostic; it says what it points at.
public struct Note: Hashable, Sendable {
    public let text: String
    public let location: SourceLocation?

    public init(_ text: String, at location: SourceLocation?) {
        self.text = QuotedText.bounded(text)
        self.location = location
    }
}

/// The one bound on user text quoted in messages: a 10 MB identifier is quoted by its
/// first `maxScalars` scalars and `…`, never whole.
///
/// Messages quote user text between backticks (`` `name` ``), or as a word of libxml2's
/// text, so every backtick-quoted run and every word outside backticks is bounded;
/// the words of a message's own wording are far shorter.
public enum QuotedText {
    public static let maxScalars = 100

    public static func bounded(_ text: String) -> String {
        guard text.unicodeScalars.count > maxScalars, runs(of: text, into: nil) else { return text }
        var result = String.UnicodeScalarView()
        _ = runs(of: text, into: &result)
        return String(result)
    }

    /// Walks `text`'s runs; appends the bounded text to `result` if given. Returns whether a run is too long.
    private static func runs(of text: String, into result: UnsafeMutablePointer<String.UnicodeScalarView>?) -> Bool {
        var insideBackticks = false
        var run = 0
        var isTooLong = false
        for scalar in text.unicodeScalars {
            if scalar == "`" || (!insideBackticks && scalar.properties.isWhitespace) {
                if scalar == "`" { insideBackticks.toggle() }
                run = 0
                result?.pointee.append(scalar)
                continue
            }
            run += 1
            if run <= maxScalars {
                result?.pointee.append(scalar)
            } else if run == maxScalars + 1 {
                isTooLong = true
                guard let result else { return true }
                result.pointee.append("…")
            }
        }
        return isTooLong
    }
}

/// One textual edit: replace `range` with `replacement`.
public struct TextEdit: Hashable, Sendable {
    public let range: SourceRange
    public let replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A suggested change, offered only when it is the single obvious fix.
public struct FixIt: Hashable, Sendable {
    public let message: String
    public let edits: [TextEdit]

    public init(_ message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }
}

public struct Diagnostic: Hashable, Sendable {
    public let message: DiagnosticMessage
    public let location: SourceLocation
    public let highlights: [SourceRange]
    public let notes: [Note]
    public let fixIts: [FixIt]

    public init(
        _ message: DiagnosticMessage,
        at location: SourceLocation,
        highlights: [SourceRange] = [],
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        self.message = message
        self.location = location
        self.highlights = highlights
        self.notes = notes
        self.fixIts = fixIts
    }

    public var severity: Severity { message.severity }
    public var code: DiagnosticCode { message.code }

    /// The same diagnostic with a different severity, for `--warnings-as-errors`.
    public func withSeverity(_ severity: Severity) -> Diagnostic {
        Diagnostic(
            DiagnosticMessage(code: message.code, severity: severity, text: message.text),
            at: location, highlights: highlights, notes: notes, fixIts: fixIts
        )
    }

    /// Deterministic output order: file, line, column, then code.
    public static func reportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return lhs.message.text < rhs.message.text
    }
}

/// How many diagnostics there are of each severity.
public struct SeverityCounts: Equatable, Sendable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    public var remarks = 0

    public init() {}

    public init(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { self[diagnostic.severity] += 1 }
    }

    public subscript(severity: Severity) -> Int {
        get {
            switch severity {
            case .error: errors
            case .warning: warnings
            case .note: notes
            case .remark: remarks
            }
        }
        set {
            switch severity {
            case .error: errors = newValue
            case .warning: warnings = newValue
            case .note: notes = newValue
            case .remark: remarks = newValue
            }
        }
    }

    public var total: Int { errors + warnings + notes + remarks }

    public static func + (lhs: SeverityCounts, rhs: SeverityCounts) -> SeverityCounts {
        var sum = lhs
        for severity in Severity.allCases { sum[severity] += rhs[severity] }
        return sum
    }
}

/// Collects recoverable problems from every phase. Stages throw only when they cannot go on.
///
/// With a `limit`, only the first `limit` diagnostics in reporting order are kept and the
/// others are only counted, so a flood of errors (500,000 unknown views) costs memory for
/// `limit` of them, not for all: the kept ones are trimmed whenever they reach twice the limit.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many to keep; `nil` keeps every diagnostic.
    public let limit: Int?
    /// What was counted but not kept.
    public private(set) var omitted = SeverityCounts()
    /// The codes of the errors that were not kept, so a caller can still ask what kinds there were.
    public private(set) var omittedErrorCodes: Set<DiagnosticCode> = []

    public init() {
        limit = nil
    }

    public init(limit: Int?) {
        self.limit = limit.map { max($0, 1) }
    }

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        trimIfFull()
    }

    public mutating func emit(
        _ message: DiagnosticMessage,
        at location: SourceLocation,
        highlights: [SourceRange] = [],
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        emit(Diagnostic(message, at: location, highlights: highlights, notes: notes, fixIts: fixIts))
    }

    public mutating func merge(_ other: DiagnosticCollector) {
        diagnostics.append(contentsOf: other.diagnostics)
        omitted = omitted + other.omitted
        omittedErrorCodes.formUnion(other.omittedErrorCodes)
        trimIfFull()
    }

    public var hasErrors: Bool { omitted.errors > 0 || diagnostics.contains { $0.severity == .error } }

    /// Drops every repeat of a diagnostic already kept (same message, place, notes and fix-its):
    /// content checked once for each place it appears (a computed view placed twice) reports
    /// each problem once.
    public mutating func removeDuplicates() {
        var seen: Set<Diagnostic> = []
        diagnostics = diagnostics.filter { seen.insert($0).inserted }
    }

    /// Counts a diagnostic that the caller knows falls past `limit` in reporting order,
    /// without building it.
    public mutating func countOmitted(_ severity: Severity, code: DiagnosticCode) {
        omitted[severity] += 1
        if severity == .error { omittedErrorCodes.insert(code) }
    }

    /// Every kept diagnostic in reporting order; more than `limit` of them until `reported()` trims.
    public func sorted() -> [Diagnostic] { diagnostics.sorted(by: Diagnostic.reportingOrder) }

    /// The first `limit` diagnostics in reporting order, and what was left out.
    public func reported() -> (shown: [Diagnostic], omitted: SeverityCounts, omittedErrorCodes: Set<DiagnosticCode>) {
        var shown = sorted()
        var omitted = self.omitted
        var codes = omittedErrorCodes
        if let limit, shown.count > limit {
            for diagnostic in shown[limit...] {
                omitted[diagnostic.severity] += 1
                if diagnostic.severity == .error { codes.insert(diagnostic.code) }
            }
            shown.removeSubrange(limit...)
        }
        return (shown, omitted, codes)
    }

    private mutating func trimIfFull() {
        guard let limit, diagnostics.count >= 2 * limit + 64 else { return }
        let trimmed = reported()
        diagnostics = trimmed.shown
        omitted = trimmed.omitted
        omittedErrorCodes = trimmed.omittedErrorCodes
    }
}
