import TrellisDiagnostics

/// `<protocol name external protocols>` with `<property>` and `<method>` requirements: a Swift
/// `protocol`, generated unless `external="true"`. Models and structs conform with
/// `protocols="Name"`, and `any Name` is a type whose members are the requirements.
public struct ProtocolDecl: Hashable, Sendable {
    /// `<property name type access>`: `var name: Type { get }`, or `{ get set }` with
    /// `access="get set"`.
    public struct Property: Hashable, Sendable {
        public var name: Identifier
        public var type: TypeSyntax
        public var isSettable: Bool
        public var location: SourceLocation

        public init(name: Identifier, type: TypeSyntax, isSettable: Bool, location: SourceLocation) {
            self.name = name
            self.type = type
            self.isSettable = isSettable
            self.location = location
        }
    }

    public var name: Identifier
    public var isExternal: Bool
    /// `protocols="AnyObject"`: protocols it refines; `AnyObject` makes it class-bound.
    public var refines: [String]
    public var properties: [Property]
    public var methods: [MethodDecl]
    public var location: SourceLocation

    public init(name: Identifier, isExternal: Bool = false, refines: [String] = [], properties: [Property] = [], methods: [MethodDecl] = [], location: SourceLocation) {
        self.name = name
        self.isExternal = isExternal
        self.refines = refines
        self.properties = properties
        self.methods = methods
        self.location = location
    }

    /// Only classes conform, so a write through `any Name` changes the object, not a copy.
    public var isClassBound: Bool { refines.contains("AnyObject") }

    public func property(named name: String) -> Property? {
        properties.first { $0.name.name == name }
    }

    public func methods(named name: String) -> [MethodDecl] {
        methods.filter { $0.name.name == name }
    }
}
