/// Variants of a generated screen file with one construct taken out, to measure what that
/// construct costs swiftc (issue 8). A variant does not behave like the screen any more: it
/// bounds what any other spelling of the construct could save, since none can cost less than
/// nothing. The transforms know the generated form exactly and report when it has changed.
public enum CompileCostAblation: String, CaseIterable, Sendable {
    /// Model properties become get-only: no setter, no synthesized `modify` coroutine.
    case modelSetters = "model setters"
    /// No `required init()` in the model: its properties and their initial values are gone.
    case initialValues = "model initial values"
    /// `Text(template: "Count {}", x)` keeps only its literal text: `Text(verbatim: "Count ")`.
    /// A value that only the text read is still looked up, unused (swiftc warns about it).
    case textValues = "values in texts"
    /// All three of the above at once.
    case allThree = "setters, initial values and values in texts together"
    /// Only the file's header and `import Trellis` remain: what a file costs on its own.
    case everythingButTheImport = "everything but `import Trellis`"

    /// A directory-name-friendly spelling.
    public var slug: String {
        switch self {
        case .modelSetters: "no-setters"
        case .initialValues: "no-initial-values"
        case .textValues: "no-text-values"
        case .allThree: "none-of-the-three"
        case .everythingButTheImport: "import-only"
        }
    }

    /// The file without the construct, or `nil` when the file has none of it, which for a
    /// benchmark screen means the generated form changed and the transform must follow it.
    public func apply(to source: String) -> String? {
        switch self {
        case .modelSetters: Self.removingSetters(source)
        case .initialValues: Self.removingInitialValues(source)
        case .textValues: Self.removingTextValues(source)
        case .allThree:
            Self.removingSetters(source)
                .flatMap(Self.removingInitialValues)
                .flatMap(Self.removingTextValues)
        case .everythingButTheImport: Self.keepingImport(source)
        }
    }

    private static func lines(_ source: String) -> [Substring] {
        source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Generated accessors are one line each: `set { setPublished(0, to: newValue) }`.
    private static func removingSetters(_ source: String) -> String? {
        let kept = lines(source).filter { line in
            let code = line.drop { $0 == " " }
            return !(code.hasPrefix("set { set") && code.hasSuffix("}"))
        }
        let result = kept.joined(separator: "\n")
        return result == source ? nil : result
    }

    /// Drops the model's `init()` up to the `}` at its own indentation, and the blank line after it.
    private static func removingInitialValues(_ source: String) -> String? {
        let all = lines(source)
        guard var start = all.firstIndex(where: { $0.hasSuffix("required init() {") }) else { return nil }
        let indentation = all[start].prefix { $0 == " " }
        guard let end = all[(start + 1)...].firstIndex(where: { $0 == indentation + "}" }) else { return nil }
        var upper = end + 1
        // The line directives around the initializer go with it.
        if start > 0, all[start - 1].contains("#sourceLocation(file:") { start -= 1 }
        if upper < all.count, all[upper].hasSuffix("#sourceLocation()") { upper += 1 }
        if upper < all.count, all[upper].allSatisfy({ $0 == " " }) { upper += 1 }
        return (all[..<start] + all[upper...]).joined(separator: "\n")
    }

    /// `Text(template: "Count {} for {}", x, y)` and `Text(concatenating: x, y)` become
    /// `Text(verbatim: "Count  for ")` and `Text(verbatim: "")`: the string-literal arguments
    /// joined, a template's holes taken out, every other argument dropped.
    private static func removingTextValues(_ source: String) -> String? {
        let openers = [Array("Text(template: ".utf8), Array("Text(concatenating: ".utf8)]
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var removed = false
        var index = 0
        while index < bytes.count {
            guard let opener = openers.first(where: { bytes[index...].starts(with: $0) }) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            index += opener.count
            // Up to the `)` that closes the call: literal contents are kept, code is skipped.
            var literals: [UInt8] = []
            var depth = 0
            while index < bytes.count, depth > 0 || bytes[index] != UInt8(ascii: ")") {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        let count = bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                        literals += bytes[index..<min(index + count, bytes.count)]
                        index += count
                    }
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"): depth -= 1
                default: break
                }
                index += 1
            }
            if opener == openers[0] {
                literals = Array(String(decoding: literals, as: UTF8.self)
                    .replacingOccurrences(of: "{}", with: "")
                    .replacingOccurrences(of: "{{", with: "{")
                    .replacingOccurrences(of: "}}", with: "}").utf8)
            }
            output += Array("Text(verbatim: \"".utf8) + literals + Array("\"".utf8)
            removed = true
        }
        return removed ? String(decoding: output, as: UTF8.self) : nil
    }

    private static func keepingImport(_ source: String) -> String? {
        let all = lines(source)
        guard let importLine = all.firstIndex(of: "import Trellis") else { return nil }
        return all[...importLine].joined(separator: "\n") + "\n"
    }
}
