/// One diagnostic as swiftc printed it with `-diagnostic-style llvm`.
public struct SwiftcDiagnostic: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case error, warning, note, remark
    }

    /// nil for a diagnostic about no file (`<unknown>:0: error: ...`, `error: ...`).
    public var file: String?
    public var line: Int
    public var column: Int
    public var kind: Kind
    public var message: String
    /// How many columns the `^~~~` under the source line covers, when swiftc drew one.
    public var length: Int?
    /// The notes printed after it.
    public var notes: [SwiftcDiagnostic] = []
}

/// Reads swiftc's diagnostics out of its standard error with `-diagnostic-style llvm`: a line
/// `path:line:column: kind: message`, then the source line, a caret line and fix-it lines.
public enum SwiftcOutputParser {
    public static func parse(_ output: String) -> [SwiftcDiagnostic] {
        var diagnostics: [SwiftcDiagnostic] = []
        var expectsCaret = false
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if let diagnostic = header(line) {
                expectsCaret = diagnostic.file != nil
                if diagnostic.kind == .note, !diagnostics.isEmpty {
                    diagnostics[diagnostics.count - 1].notes.append(diagnostic)
                } else if diagnostic.kind != .note {
                    diagnostics.append(diagnostic)
                }
                continue
            }
            // The caret line under the quoted source: `    ^~~~~`.
            if expectsCaret, let caret = line.firstIndex(of: "^"), line[..<caret].allSatisfy({ $0 == " " }) {
                let underline = line[caret...].prefix { $0 == "^" || $0 == "~" }
                if var last = diagnostics.popLast() {
                    if last.notes.isEmpty { last.length = underline.count } else { last.notes[last.notes.count - 1].length = underline.count }
                    diagnostics.append(last)
                }
                expectsCaret = false
            }
        }
        return diagnostics
    }

    /// `path:line:column: kind: message`, `<unknown>:0: kind: message` or `kind: message`.
    static func header(_ line: Substring) -> SwiftcDiagnostic? {
        for kind in [SwiftcDiagnostic.Kind.error, .warning, .note, .remark] {
            let marker = ": \(kind.rawValue): "
            if line.hasPrefix("\(kind.rawValue): ") {
                return SwiftcDiagnostic(file: nil, line: 0, column: 0, kind: kind, message: String(line.dropFirst(kind.rawValue.count + 2)))
            }
            guard let range = line.range(of: marker) else { continue }
            let position = line[..<range.lowerBound]
            let message = String(line[range.upperBound...])
            // `path:line:column`, where the path itself may hold colons.
            let parts = position.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
                let file = parts.dropLast(2).joined(separator: ":")
                return SwiftcDiagnostic(file: file, line: lineNumber, column: column, kind: kind, message: message)
            }
            if parts.count >= 2, Int(parts[parts.count - 1]) != nil {
                return SwiftcDiagnostic(file: nil, line: 0, column: 0, kind: kind, message: message)
            }
        }
        return nil
    }
}
