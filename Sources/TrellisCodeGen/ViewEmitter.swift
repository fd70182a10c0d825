import TrellisDiagnostics
import TrellisSyntax

/// Emits one `<view>` as a `struct Name: View`.
///
/// The code is shaped for compile speed (issue 8): each property wrapper is spelled as its
/// explicit storage (`private let _count = State<Int>(...)`) plus a plain accessor, and
/// children are built with `ViewList { ... }`, the runtime's non-generic entry point, instead
/// of `@ViewBuilder` blocks whose types nest every child's type.
struct ViewEmitter {
    let index: ProgramIndex
    let view: ViewDecl

    static let containers: Set<String> = ["VStack", "HStack", "List", "Group", "NavigationStack"]

    func emit(into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(view.name.name)
        printer.print("struct \(name): View, PreciseInvalidation {")
        printer.indent()

        let members = view.properties.filter { $0.kind != .computed }
        let computed = view.properties.filter { $0.kind == .computed }
        let parameters = index.initParameters(of: view)
        let memberNames = Set(view.properties.map(\.name.name))

        // Stored properties; one with an initial value is mapped to that expression.
        for property in members {
            let initial = inlineInitial(property, parameters: parameters, memberNames: memberNames)
            let line = try storage(property, inlineInitial: initial)
            if let initial { printer.print(line, mappedTo: initial.location) } else { printer.print(line) }
        }
        printer.endMappedRegion()
        for property in members where property.kind != .let {
            printer.print("")
            try emitAccessor(property, into: &printer)
        }

        // The initializer: inputs, then state that needs an initial value computed in `init`.
        let initialized = members.filter { property in
            switch property.kind {
            case .stateObject: true
            case .state:
                !parameters.contains { $0.name.name == property.name.name }
                    && inlineInitial(property, parameters: parameters, memberNames: memberNames) == nil
            default: false
            }
        }
        if !parameters.isEmpty || !initialized.isEmpty {
            if !members.isEmpty { printer.print("") }
            try emitInit(parameters: parameters, initialized: initialized, into: &printer)
        }

        for property in computed {
            printer.print("")
            let type = try TypeEmitter.emit(property.type)
            printer.print("var \(try SwiftSource.identifier(property.name.name)): \(type) {")
            try printer.withIndentation { printer throws(CodeGenError) in
                if let value = property.initial {
                    printer.print(try ExpressionEmitter.emit(value), mappedTo: value.location)
                }
                printer.endMappedRegion()
            }
            printer.print("}")
        }

        if !members.isEmpty || !computed.isEmpty || !parameters.isEmpty { printer.print("") }
        // A named body type, not `some View`: swiftc need not type-check the body to learn
        // the view's type, so the module-emitting job skips it.
        let rootType = try namedType(ofRoot: view.body)
        printer.print("var body: \(rootType ?? "ViewList") {")
        try printer.withIndentation { printer throws(CodeGenError) in
            if rootType != nil {
                try emitNodes(view.body, into: &printer)
            } else {
                try emitList(opening: "ViewList", closing: "}", view.body, into: &printer)
            }
            printer.endMappedRegion()
        }
        printer.print("}")
        printer.outdent()
        printer.print("}")
    }

    // MARK: Declarations

    /// A `@State` whose initial value reads nothing of the view is initialized where it is declared.
    private func inlineInitial(_ property: PropertyDecl, parameters: [PropertyDecl], memberNames: Set<String>) -> Expr? {
        guard property.kind == .state, let initial = property.initial else { return nil }
        if parameters.contains(where: { $0.name.name == property.name.name }) { return nil }
        if !initial.identifiers.isDisjoint(with: memberNames) { return nil }
        return initial
    }

    /// The wrapper's storage, named `_name` as the compiler would name a wrapper's backing.
    private func storage(_ property: PropertyDecl, inlineInitial: Expr?) throws(CodeGenError) -> String {
        let name = try SwiftSource.identifier(property.name.name)
        let storage = "_" + property.name.name
        let type = try TypeEmitter.emit(property.type)
        switch property.kind {
        case .state:
            if let inlineInitial { return "private let \(storage) = State<\(type)>(wrappedValue: \(try ExpressionEmitter.emit(inlineInitial)))" }
            return "private let \(storage): State<\(type)>"
        case .binding: return "private let \(storage): Binding<\(type)>"
        case .stateObject: return "private let \(storage): StateObject<\(type)>"
        case .observedObject: return "private let \(storage): ObservedObject<\(type)>"
        case .environmentObject: return "private let \(storage) = EnvironmentObject<\(type)>()"
        case .environment: return "private let \(storage): Environment<\(type)> = Environment(\(type).self)"
        case .bindable: return "private let \(storage): Bindable<\(type)>"
        case .let: return "let \(name): \(type)"
        case .computed: throw CodeGenError(.unexpectedContent("computed property in stored properties"), at: property.location)
        }
    }

    /// `count` for `_count`: what the property wrapper's `wrappedValue` accessor would be.
    private func emitAccessor(_ property: PropertyDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(property.name.name)
        let storage = "_" + property.name.name
        let type = try TypeEmitter.emit(property.type)
        let access: String
        switch property.kind {
        case .state, .stateObject, .environment: access = "private var"
        default: access = "var"
        }
        switch property.kind {
        case .state, .binding:
            printer.print("\(access) \(name): \(type) {")
            printer.withIndentation { printer in
                printer.print("get { \(storage).wrappedValue }")
                printer.print("nonmutating set { \(storage).wrappedValue = newValue }")
            }
            printer.print("}")
        default:
            printer.print("\(access) \(name): \(type) { \(storage).wrappedValue }")
        }
    }

    private func emitInit(parameters: [PropertyDecl], initialized: [PropertyDecl], into printer: inout CodePrinter) throws(CodeGenError) {
        var spelled: [String] = []
        for parameter in parameters {
            let name = try SwiftSource.identifier(parameter.name.name)
            var type = try TypeEmitter.emit(parameter.type)
            if parameter.kind == .binding { type = "Binding<\(type)>" }
            var text = "\(name): \(type)"
            if parameter.kind == .let || parameter.kind == .state, let value = parameter.initial {
                text += " = " + (try ExpressionEmitter.emit(value))
            }
            spelled.append(text)
        }
        // The default values are expressions from the XML, so the signature line is mapped.
        let signature = "init(\(spelled.joined(separator: ", "))) {"
        if let withDefault = parameters.first(where: { $0.initial != nil && ($0.kind == .let || $0.kind == .state) }) {
            printer.print(signature, mappedTo: withDefault.initial!.location)
            printer.endMappedRegion()
        } else {
            printer.print(signature)
        }
        try printer.withIndentation { printer throws(CodeGenError) in
            for parameter in parameters {
                let name = try SwiftSource.identifier(parameter.name.name)
                let storage = "_" + parameter.name.name
                switch parameter.kind {
                case .let: printer.print("self.\(try SwiftSource.memberName(parameter.name.name)) = \(name)")
                case .binding: printer.print("\(storage) = \(name)")
                case .observedObject: printer.print("\(storage) = ObservedObject(wrappedValue: \(name))")
                case .bindable: printer.print("\(storage) = Bindable(wrappedValue: \(name))")
                case .state: printer.print("\(storage) = State(initialValue: \(name))")
                default: break
                }
            }
            for property in initialized {
                guard let initial = property.initial else { continue }
                let storage = "_" + property.name.name
                let value = try ExpressionEmitter.emit(initial)
                switch property.kind {
                case .stateObject:
                    // Always through the autoclosure: the object is created once per identity, lazily.
                    printer.print("\(storage) = StateObject(wrappedValue: \(value))", mappedTo: initial.location)
                default:
                    printer.print("\(storage) = State(initialValue: \(value))", mappedTo: initial.location)
                }
            }
            printer.endMappedRegion()
        }
        printer.print("}")
    }

    // MARK: Body

    /// The type of a body that is one element without modifiers (modifiers return opaque
    /// types); nil when the body must be a `ViewList`.
    private func namedType(ofRoot nodes: [ViewNode]) throws(CodeGenError) -> String? {
        guard nodes.count == 1, case .element(let element) = nodes[0], element.modifiers.isEmpty else { return nil }
        let name = element.name.name
        switch name {
        case _ where Self.containers.contains(name): return "\(name)<ViewList>"
        case "Text", "Spacer", "EmptyView": return name
        case "Button", "Toggle", "TextField": return "\(name)<Text>"
        case "NavigationLink": return "NavigationLink<Text, ViewList>"
        default:
            guard let callee = index.views[name] else { throw CodeGenError(.unknownView(name), at: element.name.location) }
            return try SwiftSource.identifier(callee.name.name)
        }
    }

    /// One element as itself; anything else (several nodes, an `if`, a `ForEach` body with
    /// more than one row view) as a `ViewList`.
    private func emitChildren(_ nodes: [ViewNode], into printer: inout CodePrinter) throws(CodeGenError) {
        if nodes.count == 1, case .element = nodes[0] {
            try emitNodes(nodes, into: &printer)
            return
        }
        try emitList(opening: "ViewList", closing: "}", nodes, into: &printer)
    }

    /// `opening {` children `closing`: a `ViewListBuilder` block, one child per statement, so
    /// each child keeps its own `#sourceLocation`.
    private func emitList(opening: String, mappedTo location: SourceLocation? = nil, closing: String, _ nodes: [ViewNode], into printer: inout CodePrinter) throws(CodeGenError) {
        if nodes.isEmpty {
            let line = "\(opening) {\(closing)"
            if let location { printer.print(line, mappedTo: location) } else { printer.print(line) }
            return
        }
        let head = "\(opening) {"
        if let location { printer.print(head, mappedTo: location) } else { printer.print(head) }
        try printer.withIndentation { printer throws(CodeGenError) in try emitNodes(nodes, into: &printer) }
        printer.print(closing)
    }

    private func emitNodes(_ nodes: [ViewNode], into printer: inout CodePrinter) throws(CodeGenError) {
        for node in nodes {
            switch node {
            case .element(let element): try emitElement(element, into: &printer)
            case .conditional(let conditional): try emitConditional(conditional, into: &printer)
            case .forEach(let forEach): try emitForEach(forEach, into: &printer)
            }
        }
    }

    private func emitConditional(_ node: ConditionalNode, into printer: inout CodePrinter) throws(CodeGenError) {
        let condition = try ExpressionEmitter.emit(node.condition)
        printer.print("if \(condition) {", mappedTo: node.condition.location)
        try printer.withIndentation { printer throws(CodeGenError) in try emitNodes(node.thenBody, into: &printer) }
        if let elseBody = node.elseBody {
            printer.print("} else {")
            try printer.withIndentation { printer throws(CodeGenError) in try emitNodes(elseBody, into: &printer) }
        }
        printer.print("}")
    }

    private func emitForEach(_ node: ForEachNode, into printer: inout CodePrinter) throws(CodeGenError) {
        let items = try ExpressionEmitter.emit(node.items)
        let item = try SwiftSource.identifier(node.itemName.name)
        var head = "ForEach(\(items)"
        if let id = node.id { head += ", id: " + (try ExpressionEmitter.emit(id)) }
        head += ") { \(item) in"
        printer.print(head, mappedTo: node.items.location)
        try printer.withIndentation { printer throws(CodeGenError) in try emitChildren(node.body, into: &printer) }
        printer.print("}")
        try emitModifiers(node.modifiers, afterBlock: true, into: &printer)
    }

    private func emitElement(_ element: ElementNode, into printer: inout CodePrinter) throws(CodeGenError) {
        let location = element.name.location
        let name = element.name.name
        // Modifiers after a closing brace line up with it, as Xcode formats them.
        var endsWithBlock = true
        switch name {
        case _ where Self.containers.contains(name):
            try emitList(opening: "\(name)(children: ViewList", mappedTo: location, closing: "})", element.children, into: &printer)
            endsWithBlock = !element.children.isEmpty
        case "Text":
            // `verbatim:` takes a `String`; the `StringProtocol` initializer makes the type
            // checker infer the literal's type.
            var text = "\"\""
            if let string = element.text { text = try ExpressionEmitter.interpolatedLiteral(string) }
            printer.print("Text(verbatim: \(text))", mappedTo: element.text?.location ?? location)
            endsWithBlock = false
        case "Button":
            let title = try stringArgument("title", of: element)
            let statements = actionArgument("action", of: element)
            try emitClosure(opening: "Button(title: \(title))", parameters: nil, statements: statements, mappedTo: location, into: &printer)
            endsWithBlock = !statements.isEmpty
        case "Toggle":
            printer.print("Toggle(title: \(try stringArgument("title", of: element)), isOn: \(try expressionArgument("isOn", of: element)))", mappedTo: location)
            endsWithBlock = false
        case "TextField":
            printer.print("TextField(title: \(try stringArgument("title", of: element)), text: \(try expressionArgument("text", of: element)))", mappedTo: location)
            endsWithBlock = false
        case "NavigationLink":
            let title = try stringArgument("title", of: element)
            try emitList(opening: "NavigationLink(title: \(title), destination: ViewList", mappedTo: location, closing: "})", element.children, into: &printer)
            endsWithBlock = !element.children.isEmpty
        case "Spacer", "EmptyView":
            printer.print("\(name)()", mappedTo: location)
            endsWithBlock = false
        default:
            guard let callee = index.views[name] else { throw CodeGenError(.unknownView(name), at: location) }
            printer.print(try callSite(element, callee: callee), mappedTo: location)
            endsWithBlock = false
        }
        try emitModifiers(element.modifiers, afterBlock: endsWithBlock, into: &printer)
    }

    /// `HogeView(count: count)`, arguments in the callee's parameter order.
    private func callSite(_ element: ElementNode, callee: ViewDecl) throws(CodeGenError) -> String {
        var arguments: [String] = []
        for parameter in index.initParameters(of: callee) {
            guard let argument = element.argument(parameter.name.name) else { continue }
            let value: String
            switch argument.value {
            case .expression(let expr): value = try ExpressionEmitter.emit(expr)
            case .string(let string): value = try ExpressionEmitter.interpolatedLiteral(string)
            case .action: throw CodeGenError(.unexpectedContent("an action cannot be passed to input `\(parameter.name.name)`"), at: argument.valueLocation)
            }
            arguments.append("\(try SwiftSource.argumentLabel(parameter.name.name)): \(value)")
        }
        return "\(try SwiftSource.identifier(callee.name.name))(\(arguments.joined(separator: ", ")))"
    }

    /// A title: always a `String`, so `title="{name}"` becomes `"\(name)"`.
    private func stringArgument(_ label: String, of element: ElementNode) throws(CodeGenError) -> String {
        guard let argument = element.argument(label) else { return "\"\"" }
        switch argument.value {
        case .string(let string): return try ExpressionEmitter.interpolatedLiteral(string)
        case .expression(let expr):
            return try ExpressionEmitter.interpolatedLiteral(InterpolatedString(segments: [.expression(expr)], location: argument.valueLocation))
        case .action: throw CodeGenError(.unexpectedContent("`\(label)` must be text"), at: argument.valueLocation)
        }
    }

    private func expressionArgument(_ label: String, of element: ElementNode) throws(CodeGenError) -> String {
        guard let argument = element.argument(label) else {
            throw CodeGenError(.unexpectedContent("`\(element.name.name)` needs `\(label)`"), at: element.name.location)
        }
        switch argument.value {
        case .expression(let expr): return try ExpressionEmitter.emit(expr)
        case .string(let string): return try ExpressionEmitter.interpolatedLiteral(string)
        case .action: throw CodeGenError(.unexpectedContent("`\(label)` must be an expression"), at: argument.valueLocation)
        }
    }

    private func actionArgument(_ label: String, of element: ElementNode) -> [Statement] {
        if case .action(let statements)? = element.argument(label)?.value { return statements }
        return []
    }

    // MARK: Modifiers

    private func emitModifiers(_ modifiers: [Modifier], afterBlock: Bool, into printer: inout CodePrinter) throws(CodeGenError) {
        guard !modifiers.isEmpty else { return }
        if !afterBlock { printer.indent() }
        for modifier in modifiers {
            switch modifier.kind {
            case .id(let value):
                printer.print(".id(\(try ExpressionEmitter.emit(value)))")
            case .onAppear(let statements):
                try emitClosure(opening: ".onAppear", parameters: nil, statements: statements, mappedTo: nil, into: &printer)
            case .onDisappear(let statements):
                try emitClosure(opening: ".onDisappear", parameters: nil, statements: statements, mappedTo: nil, into: &printer)
            case .onChange(let value, let oldName, let newName, let statements):
                let old = try SwiftSource.identifier(oldName?.name ?? "oldValue")
                let new = try SwiftSource.identifier(newName?.name ?? "newValue")
                try emitClosure(opening: ".onChange(of: \(try ExpressionEmitter.emit(value)))", parameters: "\(old), \(new)", statements: statements, mappedTo: nil, into: &printer)
            case .environmentObject(let value):
                printer.print(".environmentObject(\(try ExpressionEmitter.emit(value)))")
            case .environment(let value):
                printer.print(".environment(\(try ExpressionEmitter.emit(value)))")
            }
        }
        if !afterBlock { printer.outdent() }
    }

    /// `opening { params in` statements `}`; each statement is mapped to its XML location.
    private func emitClosure(opening: String, parameters: String?, statements: [Statement], mappedTo location: SourceLocation?, into printer: inout CodePrinter) throws(CodeGenError) {
        let head = parameters.map { "\(opening) { \($0) in" } ?? "\(opening) {"
        if statements.isEmpty && parameters == nil {
            if let location { printer.print("\(opening) {}", mappedTo: location) } else { printer.print("\(opening) {}") }
            return
        }
        if let location { printer.print(head, mappedTo: location) } else { printer.print(head) }
        try printer.withIndentation { printer throws(CodeGenError) in
            for statement in statements {
                printer.print(try ExpressionEmitter.statement(statement), mappedTo: statement.location)
            }
        }
        printer.print("}")
    }
}

extension Expr {
    /// Every bare identifier the expression reads (not member names).
    var identifiers: Set<String> {
        var result: Set<String> = []
        collectIdentifiers(into: &result)
        return result
    }

    private func collectIdentifiers(into result: inout Set<String>) {
        switch kind {
        case .identifier(let name), .projection(let name): result.insert(name)
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath: break
        case .stringLiteral(let string):
            for segment in string.segments { if case .expression(let expr) = segment { expr.collectIdentifiers(into: &result) } }
        case .arrayLiteral(let elements): for element in elements { element.collectIdentifiers(into: &result) }
        case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base):
            base.collectIdentifiers(into: &result)
        case .call(let base, let arguments), .subscript(let base, let arguments):
            base.collectIdentifiers(into: &result)
            for argument in arguments { argument.value.collectIdentifiers(into: &result) }
        case .prefix(_, let operand): operand.collectIdentifiers(into: &result)
        case .infix(_, let lhs, let rhs):
            lhs.collectIdentifiers(into: &result)
            rhs.collectIdentifiers(into: &result)
        case .ternary(let condition, let then, let otherwise):
            condition.collectIdentifiers(into: &result)
            then.collectIdentifiers(into: &result)
            otherwise.collectIdentifiers(into: &result)
        }
    }
}

enum TypeEmitter {
    static func emit(_ type: TypeSyntax) throws(CodeGenError) -> String {
        do {
            return try emit(type.reference)
        } catch {
            throw error.located(at: type.location)
        }
    }

    static func emit(_ reference: TypeReference) throws(CodeGenError) -> String {
        switch reference {
        case .named(let name, let arguments):
            let base = try SwiftSource.typeName(name)
            if arguments.isEmpty { return base }
            var spelled: [String] = []
            for argument in arguments { spelled.append(try emit(argument)) }
            return "\(base)<\(spelled.joined(separator: ", "))>"
        case .optional(let wrapped): return try emit(wrapped) + "?"
        case .array(let element): return "[" + (try emit(element)) + "]"
        case .dictionary(let key, let value): return "[" + (try emit(key)) + ": " + (try emit(value)) + "]"
        }
    }
}
