import TrellisSyntax

/// A type after name resolution. `nil` where a type is expected means "unknown":
/// checks that need a type stay silent rather than guess.
public indirect enum ResolvedType: Hashable, Sendable, CustomStringConvertible {
    /// A Swift standard or Foundation type: `Int`, `String`, `Set<Int>`, ...
    case builtin(String, arguments: [ResolvedType])
    /// A `<model>`: a class, observed through `ObservableObject` or `@Observable`.
    case model(String, ModelKind)
    /// A `<struct>`: a value type.
    case structure(String)
    /// An `<enum>`: a value type whose values are its cases.
    case enumeration(String)
    case optional(ResolvedType)
    case array(ResolvedType)
    case dictionary(key: ResolvedType, value: ResolvedType)
    /// `Binding<T>`, what a `$` projection produces.
    case binding(ResolvedType)
    /// `any Store`: a value of any type conforming to a `<protocol>`.
    case existential(String)

    /// `T.Type`, the type of `T.self`.
    public static func metatype(_ instance: ResolvedType) -> ResolvedType { .builtin("Metatype", arguments: [instance]) }
    /// The `T` of a `T.Type`.
    public var metatypeInstance: ResolvedType? {
        if case .builtin("Metatype", let arguments) = self, arguments.count == 1 { return arguments[0] }
        return nil
    }

    public static let int = ResolvedType.builtin("Int", arguments: [])
    public static let double = ResolvedType.builtin("Double", arguments: [])
    public static let bool = ResolvedType.builtin("Bool", arguments: [])
    public static let string = ResolvedType.builtin("String", arguments: [])
    public static let void = ResolvedType.builtin("Void", arguments: [])

    /// The type as Swift spells it.
    public var description: String {
        switch self {
        case .builtin("Metatype", let arguments) where arguments.count == 1: "\(arguments[0]).Type"
        case .builtin(let name, let arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .model(let name, _), .structure(let name), .enumeration(let name): name
        case .optional(.existential(let name)): "(any \(name))?"
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .binding(let value): "Binding<\(value)>"
        case .existential(let name): "any \(name)"
        }
    }

    /// Classes are the only types the object wrappers accept.
    public var isValueType: Bool {
        switch self {
        case .model, .existential: false
        case .builtin(let name, _): BuiltinTypes.valueTypes.contains(name)
        case .structure, .enumeration, .array, .dictionary, .binding: true
        case .optional(let wrapped): wrapped.isValueType
        }
    }

    public var modelKind: ModelKind? {
        if case .model(_, let kind) = self { return kind }
        return nil
    }

    /// What `self[...]` gives, where known.
    var subscriptElement: ResolvedType? {
        switch self {
        case .array(let element): element
        case .dictionary(_, let value): .optional(value)
        default: nil
        }
    }

    var unwrappingOptional: ResolvedType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The name of a declared model, struct or enum.
    var declaredTypeName: String? {
        switch self {
        case .model(let name, _), .structure(let name), .enumeration(let name): name
        default: nil
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var isNumeric: Bool {
        if case .builtin(let name, let arguments) = self, arguments.isEmpty {
            return BuiltinTypes.numeric.contains(name)
        }
        return false
    }
}

extension ResolvedType {
    /// A standard or Foundation number type (`Int`, `Double`, `CGFloat`, `Decimal`, ...): one
    /// that `+=`, `-=` and `*=` take with a value of the same type.
    public var isNumber: Bool {
        if case .builtin(let name, let arguments) = self, arguments.isEmpty {
            return BuiltinTypes.numeric.contains(name) || name == "TimeInterval"
        }
        return false
    }
}

/// The builtin types Trellis knows by name. Their members are checked where the prelude's
/// Standard.xml describes them (`StandardLibrary`), and not otherwise.
enum BuiltinTypes {
    static let numeric: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal",
    ]
    static let valueTypes: Set<String> = numeric.union([
        "Bool", "String", "Character", "Substring", "UUID", "Date", "URL", "Data", "TimeInterval",
        "Void", "Never", "Array", "Dictionary", "Set", "Optional", "Range", "ClosedRange", "Result",
        "Binding", "Color", "Image", "Font", "Locale", "Calendar", "DateComponents", "IndexSet", "Notification",
        "AsyncStream", "AsyncThrowingStream",
        // Combine's timer, as a declared type names it: `Publishers.Autoconnect<Timer.TimerPublisher>`.
        "Timer.TimerPublisher",
    ])
    /// Reference types from Foundation that are nevertheless not observable.
    static let referenceTypes: Set<String> = ["Timer", "NSObject", "AnyObject", "AnyCancellable", "JSONDecoder", "JSONEncoder", "URLSession", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "LengthFormatter", "ByteCountFormatter", "NotificationCenter", "UserDefaults", "Publishers.Autoconnect"]
    /// `View` is the type of a computed view (`var label: some View`), which only swiftc judges.
    static let all: Set<String> = valueTypes.union(referenceTypes).union(["Any", "Error", "View", "AnyView"])

    /// Functions callable without a base.
    static let globalFunctions: Set<String> = ["print", "min", "max", "abs", "round", "floor", "ceil", "sqrt", "zip", "stride", "swap", "debugPrint", "withAnimation", "fatalError", "preconditionFailure"]
}
