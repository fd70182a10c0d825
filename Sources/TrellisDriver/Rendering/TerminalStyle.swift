import TrellisDiagnostics

/// ANSI styling in clang's scheme; every method returns its input unchanged when colour is off.
struct TerminalStyle: Sendable {
    let isEnabled: Bool

    private static let reset = "\u{1B}[0m"

    func bold(_ text: String) -> String { apply("1", text) }
    func caret(_ text: String) -> String { apply("1;32", text) }
    func fixIt(_ text: String) -> String { apply("32", text) }

    func label(_ severity: Severity) -> String {
        let code = switch severity {
        case .error: "1;31"
        case .warning: "1;35"
        case .note: "1;36"
        case .remark: "1;34"
        }
        return apply(code, "\(severity.rawValue):")
    }

    private func apply(_ code: String, _ text: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\(Self.reset)" : text
    }
}
