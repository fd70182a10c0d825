import TrellisDiagnostics

/// Code generation runs on checked programs, so these only happen when the
/// checker let something through; generation then stops rather than emit Swift
/// whose structure the input could have changed.
public struct CodeGenError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case invalidIdentifier(String)
        case invalidLiteral(String)
        case unsupportedOperator(String)
        case unknownView(String)
        case unexpectedContent(String)
        case duplicateOutputName(String)
    }

    public var reason: Reason
    public var location: SourceLocation?

    public init(_ reason: Reason, at location: SourceLocation? = nil) {
        self.reason = reason
        self.location = location
    }

    static func invalidIdentifier(_ name: String) -> CodeGenError { CodeGenError(.invalidIdentifier(name)) }
    static func invalidLiteral(_ text: String) -> CodeGenError { CodeGenError(.invalidLiteral(text)) }
    static func unsupportedOperator(_ op: String) -> CodeGenError { CodeGenError(.unsupportedOperator(op)) }

    /// The same error pointing at `location`, unless it already points somewhere.
    func located(at location: SourceLocation) -> CodeGenError {
        var copy = self
        if copy.location == nil { copy.location = location }
        return copy
    }

    public var message: String {
        switch reason {
        case .invalidIdentifier(let name): "cannot generate Swift: `\(SwiftSource.commentText(name))` is not a Swift identifier"
        case .invalidLiteral(let text): "cannot generate Swift: `\(SwiftSource.commentText(text))` is not a valid literal"
        case .unsupportedOperator(let op): "cannot generate Swift: operator `\(SwiftSource.commentText(op))` is not supported"
        case .unknownView(let name): "cannot generate Swift: unknown view `\(SwiftSource.commentText(name))`"
        case .unexpectedContent(let detail): "cannot generate Swift: \(detail)"
        case .duplicateOutputName(let name): "two input files would both generate `\(SwiftSource.commentText(name))`; rename one of them"
        }
    }

    public var description: String {
        if let location { return "\(location): error: \(message)" }
        return "error: \(message)"
    }
}
