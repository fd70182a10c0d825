import TrellisDiagnostics

/// `<enum name external rawType caseIterable identifiable>` with `<case>` children: a Swift
/// `enum`, generated unless `external="true"`.
public struct EnumDecl: Hashable, Sendable {
    /// `<case name rawValue>` with `<parameter>` children for its associated values.
    public struct Case: Hashable, Sendable {
        public var name: Identifier
        /// The associated values in order, each with its label (`nil` for none).
        public var associatedValues: [MethodDecl.Parameter]
        /// `rawValue`: the case's raw value, when the enum has a raw type and the case does not
        /// take Swift's default (its name for `String`, the next integer for `Int`).
        public var rawValue: Expr?
        public var location: SourceLocation

        public init(name: Identifier, associatedValues: [MethodDecl.Parameter] = [], rawValue: Expr? = nil, location: SourceLocation) {
            self.name = name
            self.associatedValues = associatedValues
            self.rawValue = rawValue
            self.location = location
        }
    }

    public var name: Identifier
    public var isExternal: Bool
    /// `rawType="String"`: `enum Name: String`, with `rawValue` and `init?(rawValue:)`.
    public var rawType: TypeSyntax?
    /// `caseIterable="true"`: `CaseIterable`, with `allCases`.
    public var isCaseIterable: Bool
    /// `identifiable="true"`: `Identifiable`, each case its own `id`.
    public var isIdentifiable: Bool
    public var cases: [Case]
    /// `generics="Success Failure"`: type parameters the associated values name, bound at each
    /// use (the standard interface's `Result`).
    public var generics: [String] = []
    /// `<property>` (or `<var>`, `<let>`): computed properties and statics, written in Swift
    /// (in an extension of a generated enum); a static of the enum's own type is written
    /// `.name` where the enum is expected, as a case is.
    public var properties: [StructDecl.Field] = []
    /// `<method>`: methods written in Swift, static or not.
    public var methods: [MethodDecl] = []
    /// `protocols="Hashable"`: conformances beyond those the other attributes declare.
    public var protocols: [String] = []
    /// `<init>`s with code of a generated enum (`init(from day: Int) { self = ... }`).
    public var initializers: [MethodDecl] = []
    /// Members written with their code in the XML (see `ModelDecl.code`).
    public var code: [ViewFunctionDecl] = []
    public var location: SourceLocation

    public init(name: Identifier, isExternal: Bool = false, rawType: TypeSyntax? = nil, isCaseIterable: Bool = false, isIdentifiable: Bool = false, cases: [Case], location: SourceLocation) {
        self.name = name
        self.isExternal = isExternal
        self.rawType = rawType
        self.isCaseIterable = isCaseIterable
        self.isIdentifiable = isIdentifiable
        self.cases = cases
        self.location = location
    }

    public func enumCase(named name: String) -> Case? {
        cases.first { $0.name.name == name }
    }

    /// Whether it declares members written in Swift beyond its cases.
    public var hasMembers: Bool { !properties.isEmpty || !methods.isEmpty }
    /// Whether the XML declares the enum's own `id`, which an `identifiable` enum then conforms
    /// through, as Swift's `var id: String { … }` does, instead of the case itself.
    public var declaresOwnID: Bool {
        properties.contains { $0.name.name == "id" && !$0.isStatic } || code.contains { $0.isGetter && $0.name.name == "id" }
    }

    /// Whether it declares members written in Swift, which its witness requires (those written
    /// with their code in the XML are generated, not required).
    public var hasMembersWrittenInSwift: Bool {
        properties.contains { !$0.isComputed && !($0.isStatic && $0.initial != nil) } || methods.contains { method in !code.contains { $0.location == method.location } }
    }
}
