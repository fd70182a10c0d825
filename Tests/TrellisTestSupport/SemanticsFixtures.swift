import TrellisDiagnostics
import TrellisSyntax

/// Builds syntax trees for semantics tests. Every node gets its own line, in the order the
/// builder is called, so each diagnostic's location names exactly one node.
public final class SemanticsBuilder {
    public let file: String
    public private(set) var views: [ViewDecl] = []
    public private(set) var models: [ModelDecl] = []
    public private(set) var structs: [StructDecl] = []
    private var line = 0

    /// Columns of the parts of a line, as if written `<kind name="..." type="..." initial="..."/>`.
    public static let declarationColumn = 5
    public static let typeColumn = 30
    public static let expressionColumn = 50

    public init(file: String = "Test.xml") {
        self.file = file
    }

    public var sourceFiles: [SourceFileSyntax] {
        [SourceFileSyntax(path: file, views: views, models: models, structs: structs)]
    }

    public func nextLocation(column: Int = SemanticsBuilder.declarationColumn) -> SourceLocation {
        line += 1
        return SourceLocation(file: file, line: line, column: column)
    }

    // MARK: Types and expressions

    public static func type(_ text: String, at location: SourceLocation) -> TypeSyntax {
        TypeSyntax(typeReference(Substring(text)), at: location)
    }

    private static func typeReference(_ text: Substring) -> TypeReference {
        var text = text
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        if text.hasSuffix("?") { return .optional(typeReference(text.dropLast())) }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            if let colon = inner.firstIndex(of: ":") {
                return .dictionary(key: typeReference(inner[..<colon]), value: typeReference(inner[inner.index(after: colon)...]))
            }
            return .array(typeReference(inner))
        }
        if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
            let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ",").map { typeReference($0) }
            return .named(String(text[..<open]), genericArguments: arguments)
        }
        return .named(String(text), genericArguments: [])
    }

    public func expression(_ text: String, at location: SourceLocation) -> Expr {
        SemanticsExpressionParser.expression(text, at: location)
    }

    // MARK: Declarations

    public func property(_ kind: PropertyKind, _ name: String, _ type: String, initial: String? = nil, perRow: Bool = false) -> PropertyDecl {
        let location = nextLocation()
        return PropertyDecl(
            kind: kind,
            name: Identifier(name, at: location.advanced(byColumns: kind.rawValue.count + 8)),
            type: Self.type(type, at: SourceLocation(file: file, line: location.line, column: Self.typeColumn)),
            initial: initial.map { expression($0, at: SourceLocation(file: file, line: location.line, column: Self.expressionColumn)) },
            ownsPerRow: perRow,
            location: location
        )
    }

    public func state(_ name: String, _ type: String, initial: String) -> PropertyDecl { property(.state, name, type, initial: initial) }
    public func binding(_ name: String, _ type: String) -> PropertyDecl { property(.binding, name, type) }
    public func stateObject(_ name: String, _ type: String, initial: String, perRow: Bool = false) -> PropertyDecl {
        property(.stateObject, name, type, initial: initial, perRow: perRow)
    }
    public func observedObject(_ name: String, _ type: String, initial: String? = nil) -> PropertyDecl { property(.observedObject, name, type, initial: initial) }
    public func environmentObject(_ name: String, _ type: String) -> PropertyDecl { property(.environmentObject, name, type) }
    public func environment(_ name: String, _ type: String) -> PropertyDecl { property(.environment, name, type) }
    public func bindable(_ name: String, _ type: String) -> PropertyDecl { property(.bindable, name, type) }
    public func input(_ name: String, _ type: String, default value: String? = nil) -> PropertyDecl { property(.let, name, type, initial: value) }
    public func computed(_ name: String, _ type: String, value: String) -> PropertyDecl { property(.computed, name, type, initial: value) }

    @discardableResult
    public func view(_ name: String, root: Bool = false, hostProvides: [String] = [], _ properties: [PropertyDecl] = [], body: [ViewNode]) -> ViewDecl {
        let location = nextLocation(column: 3)
        let decl = ViewDecl(
            name: Identifier(name, at: location.advanced(byColumns: 12)), isRoot: root,
            hostProvides: hostProvides.map { Identifier($0, at: location.advanced(byColumns: 40)) },
            properties: properties, body: body, location: location
        )
        views.append(decl)
        return decl
    }

    @discardableResult
    public func model(
        _ name: String, kind: ModelKind = .observableObject, external: Bool = false,
        published: [(String, String)] = [], plain: [(String, String)] = [], methods: [String] = []
    ) -> ModelDecl {
        let location = nextLocation(column: 3)
        var properties: [ModelProperty] = []
        for (observed, list) in [(true, published), (false, plain)] {
            for (propertyName, type) in list {
                let propertyLocation = nextLocation()
                properties.append(ModelProperty(
                    name: Identifier(propertyName, at: propertyLocation.advanced(byColumns: 17)),
                    type: Self.type(type, at: propertyLocation.advanced(byColumns: 30)),
                    initial: nil, isObserved: observed, location: propertyLocation
                ))
            }
        }
        let methodDecls = methods.map { methodName in
            let methodLocation = nextLocation()
            return MethodDecl(name: Identifier(methodName, at: methodLocation.advanced(byColumns: 14)), parameters: [], returnType: nil, location: methodLocation)
        }
        let decl = ModelDecl(name: Identifier(name, at: location.advanced(byColumns: 13)), kind: kind, isExternal: external, properties: properties, methods: methodDecls, location: location)
        models.append(decl)
        return decl
    }

    @discardableResult
    public func structure(_ name: String, fields: [(String, String)], statics: [(String, String)] = [], identifiable: Bool = false) -> StructDecl {
        let location = nextLocation(column: 3)
        let all = fields.map { ($0.0, $0.1, false) } + statics.map { ($0.0, $0.1, true) }
        let fieldDecls = all.map { fieldName, type, isStatic in
            let fieldLocation = nextLocation()
            return StructDecl.Field(name: Identifier(fieldName, at: fieldLocation.advanced(byColumns: 13)), type: Self.type(type, at: fieldLocation.advanced(byColumns: 30)), initial: nil, isStatic: isStatic)
        }
        // Statics without a value are declared by hand-written Swift: such a struct is external (TRL262 otherwise).
        let decl = StructDecl(name: Identifier(name, at: location.advanced(byColumns: 14)), isExternal: !statics.isEmpty, isIdentifiable: identifiable, fields: fieldDecls, location: location)
        structs.append(decl)
        return decl
    }

    // MARK: Bodies

    /// `arguments` are attribute values as written: `"{expr}"` is an expression, other text
    /// a string with `{expr}` holes; `action` is statements.
    public func element(_ name: String, _ arguments: [(String, String)] = [], children: [ViewNode] = [], modifiers: [Modifier] = []) -> ViewNode {
        .element(elementNode(name, arguments, children: children, modifiers: modifiers))
    }

    public func elementNode(_ name: String, _ arguments: [(String, String)] = [], children: [ViewNode] = [], modifiers: [Modifier] = []) -> ElementNode {
        let location = nextLocation(column: 9)
        var column = 10 + name.count + 1
        var parsed: [Argument] = []
        for (label, value) in arguments {
            let labelLocation = SourceLocation(file: file, line: location.line, column: column)
            let valueLocation = labelLocation.advanced(byColumns: label.count + 2)
            let argumentValue: ArgumentValue
            if label == "action" {
                argumentValue = .action(SemanticsExpressionParser.statements(value, at: valueLocation))
            } else if value.hasPrefix("{"), value.hasSuffix("}"), value.dropFirst().firstIndex(of: "{") == nil {
                argumentValue = .expression(expression(String(value.dropFirst().dropLast()), at: valueLocation.advanced(byColumns: 1)))
            } else {
                argumentValue = .string(SemanticsExpressionParser.interpolated(value, at: valueLocation))
            }
            parsed.append(Argument(label: Identifier(label, at: labelLocation), value: argumentValue, valueLocation: valueLocation))
            column += label.count + value.count + 4
        }
        return ElementNode(name: Identifier(name, at: location), arguments: parsed, children: children, modifiers: modifiers)
    }

    public func text(_ content: String, modifiers: [Modifier] = []) -> ViewNode {
        let location = nextLocation(column: 9)
        let string = SemanticsExpressionParser.interpolated(content, at: location.advanced(byColumns: 6))
        return .element(ElementNode(name: Identifier("Text", at: location), text: string, modifiers: modifiers))
    }

    public func ifNode(_ condition: String, then: [ViewNode], else otherwise: [ViewNode]? = nil) -> ViewNode {
        let location = nextLocation(column: 9)
        return .conditional(ConditionalNode(condition: expression(condition, at: location.advanced(byColumns: 15)), thenBody: then, elseBody: otherwise, location: location))
    }

    public func forEach(_ items: String, id: String? = nil, item: String, body: [ViewNode], modifiers: [Modifier] = []) -> ViewNode {
        let location = nextLocation(column: 9)
        return .forEach(ForEachNode(
            items: expression(items, at: location.advanced(byColumns: 17)),
            id: id.map { expression($0, at: location.advanced(byColumns: 40)) },
            itemName: Identifier(item, at: location.advanced(byColumns: 60)),
            body: body, modifiers: modifiers, location: location
        ))
    }

    // MARK: Modifiers

    private func modifier(_ make: (SourceLocation) -> ModifierKind) -> Modifier {
        let location = nextLocation(column: 11)
        return Modifier(make(location.advanced(byColumns: 20)), at: location)
    }

    public func id(_ value: String) -> Modifier { modifier { .id(expression(value, at: $0)) } }
    public func onAppear(_ action: String) -> Modifier { modifier { .onAppear(SemanticsExpressionParser.statements(action, at: $0)) } }
    public func onChange(of value: String, action: String) -> Modifier {
        modifier { .onChange(of: expression(value, at: $0), oldName: nil, newName: nil, initial: nil, action: SemanticsExpressionParser.statements(action, at: $0.advanced(byColumns: 30))) }
    }
    public func injectObject(_ value: String) -> Modifier { modifier { .environmentObject(expression(value, at: $0)) } }
    public func injectEnvironment(_ value: String) -> Modifier { modifier { .environment(expression(value, at: $0)) } }
}
