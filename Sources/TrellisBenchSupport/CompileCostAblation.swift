/// Variants of a generated screen file with one construct taken out, to measure what that
/// construct costs swiftc (issue 8). A variant does not behave like the screen any more: it
/// bounds what any other spelling of the construct could save, since none can cost less than
/// nothing. The transforms know the generated form exactly and report when it has changed.
public enum CompileCostAblation: String, CaseIterable, Sendable {
    /// Model properties become get-only: no setter, no synthesized `modify` coroutine.
    case modelSetters = "model setters"
    /// No `override class func initialValues()`: the model's initial values are gone.
    case initialValues = "model initial values"
    /// `Text(verbatim: "Count \(x)")` keeps only its literal text: `Text(verbatim: "Count ")`.
    /// A value that only the text read is still looked up, unused (swiftc warns about it).
    case textInterpolation = "text interpolation"
    /// All three of the above at once.
    case allThree = "setters, initial values and interpolation together"
    /// Only the file's header and `import Trellis` remain: what a file costs on its own.
    case everythingButTheImport = "everything but `import Trellis`"

    /// A directory-name-friendly spelling.
    public var slug: String {
        switch self {
        case .modelSetters: "no-setters"
        case .initialValues: "no-initial-values"
        case .textInterpolation: "no-interpolation"
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
        case .textInterpolation: Self.removingInterpolations(source)
        case .allThree:
            Self.removingSetters(source)
                .flatMap(Self.removingInitialValues)
                .flatMap(Self.removingInterpolations)
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

    /// Drops the method up to the `}` at its own indentation, and the blank line after it.
    private static func removingInitialValues(_ source: String) -> String? {
        let all = lines(source)
        guard let start = all.firstIndex(where: { $0.contains("override class func initialValues()") }) else { return nil }
        let indentation = all[start].prefix { $0 == " " }
        guard let end = all[(start + 1)...].firstIndex(where: { $0 == indentation + "}" }) else { return nil }
        var upper = end + 1
        if upper < all.count, all[upper].allSatisfy({ $0 == " " }) { upper += 1 }
        return (all[..<start] + all[upper...]).joined(separator: "\n")
    }

    /// Removes every `\(...)` segment from string literals passed to `Text(verbatim:)`.
    private static func removingInterpolations(_ source: String) -> String? {
        let opener = Array("Text(verbatim: \"".utf8)
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var removed = false
        var index = 0
        while index < bytes.count {
            guard bytes[index...].starts(with: opener) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            output += opener
            index += opener.count
            // Inside the literal: copy text, skip `\(...)` with its nested parentheses.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                    index += 1
                    var depth = 0
                    repeat {
                        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                        if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                        index += 1
                    } while depth > 0 && index < bytes.count
                    removed = true
                } else if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    output += bytes[index...(index + 1)]
                    index += 2
                } else {
                    output.append(bytes[index])
                    index += 1
                }
            }
        }
        return removed ? String(decoding: output, as: UTF8.self) : nil
    }

    private static func keepingImport(_ source: String) -> String? {
        let all = lines(source)
        guard let importLine = all.firstIndex(of: "import Trellis") else { return nil }
        return all[...importLine].joined(separator: "\n") + "\n"
    }
}
