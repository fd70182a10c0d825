import TrellisDiagnostics

extension Diagnostic {
    /// `file:line:column: severity: message [CODE]`, the first line of the text
    /// format, for assertions that compare code, location and message at once.
    public var headline: String {
        "\(location): \(severity.rawValue): \(message.text) [\(code)]"
    }

    /// `CODE@line:column`, for assertions about code and location only.
    public var codeAndPosition: String {
        "\(code)@\(location.line):\(location.column)"
    }
}
