import TrellisDiagnostics

/// `allow="TRL204" reason="..."` on a declaration or an injection: warnings its author has
/// looked at and accepts there, with the reason. Semantic analysis checks that every code
/// names a warning and that the reason is given.
public struct Allowance: Hashable, Sendable {
    /// The codes listed in `allow`, each at its own location; empty when only `reason` is written.
    public var codes: [Identifier]
    /// The `reason` text, trimmed; `nil` when the attribute is absent.
    public var reason: String?
    /// The `allow` attribute's value, or the `reason`'s when `allow` is absent.
    public var location: SourceLocation
    /// Whether `allow` is written at all, even empty.
    public var isAllowWritten: Bool

    public init(codes: [Identifier], reason: String?, location: SourceLocation, isAllowWritten: Bool = true) {
        self.codes = codes
        self.reason = reason
        self.location = location
        self.isAllowWritten = isAllowWritten
    }

    /// Whether this allowance silences `code`; an allowance without a reason silences nothing,
    /// so the missing reason is reported instead of the warning disappearing.
    public func permits(_ code: String) -> Bool {
        guard let reason, !reason.isEmpty else { return false }
        return codes.contains { $0.name == code }
    }
}
