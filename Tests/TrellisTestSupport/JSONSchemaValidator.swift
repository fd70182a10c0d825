import Foundation

/// A parsed JSON value. Parsed by hand so booleans and numbers stay apart on every platform.
public indirect enum JSONDocument: Equatable, Sendable, CustomStringConvertible {
    case object([String: JSONDocument])
    case array([JSONDocument])
    case string(String)
    case number(Double)
    case boolean(Bool)
    case null

    public struct SyntaxError: Error, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    public init(parsing text: String) throws(SyntaxError) {
        var parser = Parser(bytes: Array(text.utf8))
        self = try parser.value()
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.failure("trailing characters") }
    }

    /// Compact JSON text, keys sorted, for messages.
    public var description: String {
        switch self {
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\(JSONDocument.string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .string(let text): "\"" + text.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined() + "\""
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .boolean(let flag): String(flag)
        case .null: "null"
        }
    }

    public subscript(key: String) -> JSONDocument? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var arrayValue: [JSONDocument]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        func failure(_ reason: String) -> SyntaxError { SyntaxError(offset: position, reason: reason) }

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        }

        mutating func expect(_ literal: String) throws(SyntaxError) {
            let expected = Array(literal.utf8)
            guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected else {
                throw failure("expected `\(literal)`")
            }
            position += expected.count
        }

        mutating func value() throws(SyntaxError) -> JSONDocument {
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [String: JSONDocument] = [:]
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                while true {
                    skipWhitespace()
                    let key = try string()
                    skipWhitespace()
                    try expect(":")
                    guard members[key] == nil else { throw failure("duplicate key `\(key)`") }
                    members[key] = try value()
                    skipWhitespace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                    try expect("}")
                    return .object(members)
                }
            case UInt8(ascii: "["):
                position += 1
                var elements: [JSONDocument] = []
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
                while true {
                    elements.append(try value())
                    skipWhitespace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                    try expect("]")
                    return .array(elements)
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .boolean(true)
            case UInt8(ascii: "f"): try expect("false"); return .boolean(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            default: return .number(try number())
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            try expect("\"")
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw = [] }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard position < bytes.count else { throw failure("unterminated escape") }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{c}")
                    case UInt8(ascii: "u"):
                        guard position + 4 <= bytes.count,
                              let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
                              let scalar = Unicode.Scalar(code) else { throw failure("bad \\u escape") }
                        position += 4
                        scalars.append(scalar)
                    default: scalars.append(Unicode.Scalar(escape))
                    }
                case 0..<0x20:
                    throw failure("control character in string")
                default:
                    raw.append(byte)
                }
            }
            throw failure("unterminated string")
        }

        mutating func number() throws(SyntaxError) -> Double {
            let start = position
            while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
            guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { throw failure("bad number") }
            return number
        }
    }
}

/// Validates JSON against the subset of JSON Schema (draft 2020-12) that Trellis's schemas use:
/// `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `pattern`,
/// `minimum`, `minLength` and local `$ref`s into `$defs`. A keyword outside that subset is
/// reported as a violation, so a schema cannot silently rely on something left unchecked.
public struct JSONSchemaValidator {
    private let root: JSONDocument

    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]
    private static let validations: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "pattern", "minimum", "minLength", "$ref",
    ]

    public init(schemaText: String) throws(JSONDocument.SyntaxError) {
        root = try JSONDocument(parsing: schemaText)
    }

    /// Every violation, each as "path: what is wrong"; empty when the document is valid.
    public func violations(in documentText: String) -> [String] {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: documentText)
        } catch {
            return ["$: \(error)"]
        }
        var found: [String] = []
        check(document, against: root, at: "$", into: &found)
        return found
    }

    private func check(_ value: JSONDocument, against schema: JSONDocument, at path: String, into found: inout [String]) {
        guard case .object(let keywords) = schema else {
            found.append("\(path): the schema here is not an object")
            return
        }
        for keyword in keywords.keys.sorted() where !Self.annotations.contains(keyword) && !Self.validations.contains(keyword) {
            found.append("\(path): the validator does not support the keyword `\(keyword)`")
        }
        if let reference = keywords["$ref"]?.stringValue {
            guard let target = resolve(reference) else {
                found.append("\(path): unresolvable $ref `\(reference)`")
                return
            }
            check(value, against: target, at: path, into: &found)
        }
        if let type = keywords["type"]?.stringValue, !Self.value(value, hasType: type) {
            found.append("\(path): expected \(type), found \(value)")
            return
        }
        if let constant = keywords["const"], value != constant {
            found.append("\(path): expected the constant \(constant), found \(value)")
        }
        if let choices = keywords["enum"]?.arrayValue, !choices.contains(value) {
            found.append("\(path): \(value) is not one of the allowed values")
        }
        switch value {
        case .string(let text):
            if case .number(let minimum)? = keywords["minLength"], Double(text.count) < minimum {
                found.append("\(path): shorter than \(Int(minimum)) characters")
            }
            if let pattern = keywords["pattern"]?.stringValue {
                let expression = try? NSRegularExpression(pattern: pattern)
                if expression?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    found.append("\(path): `\(text)` does not match /\(pattern)/")
                }
            }
        case .number(let number):
            if case .number(let minimum)? = keywords["minimum"], number < minimum {
                found.append("\(path): \(JSONDocument.number(number)) is less than \(JSONDocument.number(minimum))")
            }
        case .object(let members):
            let properties = keywords["properties"]
            for case .string(let name) in keywords["required"]?.arrayValue ?? [] where members[name] == nil {
                found.append("\(path): missing required property `\(name)`")
            }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let propertySchema = properties?[name] {
                    check(member, against: propertySchema, at: "\(path).\(name)", into: &found)
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .boolean(false) {
                        found.append("\(path): property `\(name)` is not allowed")
                    } else if case .object = additional {
                        check(member, against: additional, at: "\(path).\(name)", into: &found)
                    }
                }
            }
        case .array(let elements):
            if let items = keywords["items"] {
                for (position, element) in elements.enumerated() {
                    check(element, against: items, at: "\(path)[\(position)]", into: &found)
                }
            }
        case .boolean, .null:
            break
        }
    }

    private func resolve(_ reference: String) -> JSONDocument? {
        guard reference.hasPrefix("#/") else { return nil }
        var current: JSONDocument? = root
        for component in reference.dropFirst(2).split(separator: "/") {
            current = current?[String(component)]
        }
        return current
    }

    private static func value(_ value: JSONDocument, hasType type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .boolean), ("number", .number), ("null", .null): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}
