import TrellisDiagnostics

/// A written type such as `Int`, `User?`, `[Item]`, `[String: Int]` or `Set<Int>`.
public struct TypeSyntax: Hashable, Sendable {
    public var reference: TypeReference
    public var location: SourceLocation

    public init(_ reference: TypeReference, at location: SourceLocation) {
        self.reference = reference
        self.location = location
    }
}

public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// The type of a declaration whose `type` is missing or unreadable, which is already
    /// reported: the declaration still declares its name, and its uses are checked against no type.
    public static let unwritten = TypeReference.named("_", genericArguments: [])

    case named(String, genericArguments: [TypeReference])
    case optional(TypeReference)
    case array(TypeReference)
    case dictionary(key: TypeReference, value: TypeReference)
    /// `(Int) -> Void`, `() async throws -> Data`; `effects` are `async` and `throws` as written.
    case function(parameters: [TypeReference], result: TypeReference, effects: [String])
    /// `any Store`: a value of any type conforming to the protocol named.
    case existential(String)
    /// `(Int, String)`, `(quotient: Int, remainder: Int)`: a tuple of two elements or more.
    case tuple(labels: [String?], elements: [TypeReference])

    /// `inout T` among a function type's parameters, named so that it needs no case of its own.
    public static func inoutParameter(_ type: TypeReference) -> TypeReference { .named("inout", genericArguments: [type]) }

    /// The type as Swift spells it.
    public var description: String {
        switch self {
        case .named("inout", let arguments) where arguments.count == 1: "inout \(arguments[0])"
        case .named(let name, let arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped): wrapped.needsParenthesesBeforeSuffix ? "(\(wrapped))?" : "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .function(let parameters, let result, let effects):
            Self.attributes(of: effects) + "(\(parameters.map(\.description).joined(separator: ", ")))\(Self.markers(of: effects)) -> \(result)"
        case .existential(let name): "any \(name)"
        case .tuple(let labels, let elements):
            "(" + zip(labels, elements).map { label, element in (label.map { $0 + ": " } ?? "") + element.description }.joined(separator: ", ") + ")"
        }
    }

    /// A function type's attributes, kept with its effects (`@MainActor`, `@Sendable`), as written
    /// before its parameters: `"@MainActor "`.
    public static func attributes(of effects: [String]) -> String {
        effects.filter { $0.hasPrefix("@") }.map { $0 + " " }.joined()
    }

    /// A function type's effects as written after its parameters: `" async throws"`.
    public static func markers(of effects: [String]) -> String {
        effects.filter { !$0.hasPrefix("@") }.map { " " + $0 }.joined()
    }

    /// `(any Store)?` and `(() -> Void)?`: Swift reads a `?` after these as part of the last type inside.
    public var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .existential, .function: true
        default: false
        }
    }

    /// Every named type mentioned, outermost first, for name resolution.
    public var namedTypes: [String] {
        switch self {
        // `inout` marks a function type's parameter (`(inout Int) -> Void`): no type of that name.
        case .named("inout", let arguments) where arguments.count == 1: arguments[0].namedTypes
        case .named(let name, let arguments): [name] + arguments.flatMap(\.namedTypes)
        case .optional(let wrapped): wrapped.namedTypes
        case .array(let element): element.namedTypes
        case .dictionary(let key, let value): key.namedTypes + value.namedTypes
        case .function(let parameters, let result, _): parameters.flatMap(\.namedTypes) + result.namedTypes
        case .existential(let name): [name]
        case .tuple(_, let elements): elements.flatMap(\.namedTypes)
        }
    }
}

/// A name as written, with where it was written.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }

    public var description: String { name }
}
