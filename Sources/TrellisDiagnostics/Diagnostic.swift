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
        self.text = text
    }
}

/// A secondary message attached to a diagnostic; it says what it points at.
public struct Note: Hashable, Sendable {
    public let text: String
    public let location: SourceLocation?

    public init(_ text: String, at location: SourceLocation?) {
        self.text = text
        self.location = location
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

/// Collects recoverable problems from every phase. Stages throw only when they cannot go on.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
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
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public func sorted() -> [Diagnostic] { diagnostics.sorted(by: Diagnostic.reportingOrder) }
}
