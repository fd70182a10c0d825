import TrellisDiagnostics
import TrellisSyntax

/// Emits one `<view>` as a `struct Name: View` whose body is a `GeneratedBody`.
///
/// The code is shaped for compile speed (issue 8). The struct stores only the view's inputs as
/// plain `let`s; state and owned objects live in the view's node and are reached through
/// `ViewContext.current`, slot by declaration. Each declaration becomes a
/// local with the name the XML uses, so the body reads like the XML. A container's children
/// are added by statements to `ChildViews`, the runtime's non-generic entry point, instead of a
/// `@ViewBuilder` block whose type nests every child's type; lists with an `if` use the
/// `ViewList { ... }` builder block.
struct ViewEmitter {
    let index: ProgramIndex
    let view: ViewDecl
    var expressions: ExpressionEmitter
    /// Every name the body, its actions, its computed views and the computed properties read
    /// (the helper functions, methods of the view, read theirs through `link$`).
    private let referenced: Set<String>
    /// The view's names each helper function reads, directly or through a computed property.
    let functionReads: [Set<String>]
    /// Names for the `ChildViews` variables of one body, shared by the emitter's copies.
    private let listNames: ListNames
    /// Records every body node emitted, when a test asks.
    var trace: NodeTrace?
    /// The checker's type of an expression, as Swift spells it.
    private let typeName: (Expr) -> String?

    /// The declaration the trace files nodes under: an app's, for the window view it is emitted as.
    var tracedDeclaration: String?

    func traced(_ kind: NodeTrace.Kind, at location: SourceLocation) {
        trace?.record(kind, at: location, in: tracedDeclaration ?? view.name.name)
    }

    static let containers: Set<String> = ["VStack", "HStack", "List", "Group", "NavigationStack"]

    init(
        index: ProgramIndex, view: ViewDecl, isNumber: @escaping (Expr) -> Bool = { _ in false },
        isOptional: @escaping (Expr) -> Bool = { _ in false }, typeName: @escaping (Expr) -> String? = { _ in nil }
    ) {
        self.index = index
        self.view = view
        self.typeName = typeName
        var expressions = ExpressionEmitter()
        expressions.isNumber = isNumber
        expressions.isOptional = isOptional
        for property in view.properties {
            let name = property.name.name
            switch property.kind {
            case .state, .binding, .appStorage, .sceneStorage, .focusBinding:
                // The storage's accessor, as the compiler lowers a property wrapper.
                expressions.identifiers[name] = "_\(name).wrappedValue"
            case .stateObject, .observedObject, .environmentObject:
                // `$object.property` binds through the object; a generated model hands out the
                // binding for a property's slot, other objects go through the key path.
                expressions.projections[name] = "ObservedObject.Wrapper(\(name))"
                if case .named(let typeName, let arguments) = property.type.reference, arguments.isEmpty,
                   let model = index.models[typeName], model.kind == .observableObject, !model.isExternal {
                    // Slots are numbered as the model's emitter numbers them: its `@Published`
                    // properties hold none, and bind through the key path like other objects'.
                    var members: [String: String] = [:]
                    let publishers = index.publishers(of: model)
                    let slotted = model.properties.filter { !TypeDeclEmitter.isPublishedWrapper($0, publishers: publishers) }
                    // A property with observers binds through its setter, which runs them.
                    let hasObservers = Set(model.code.compactMap(\.observedProperty))
                    for (slot, member) in slotted.enumerated() where member.isObserved && !hasObservers.contains(member.name.name) {
                        if let type = try? TypeEmitter.emit(member.type) {
                            members[member.name.name] = "\(name).binding(\(slot), as: \(type).self)"
                        }
                    }
                    expressions.memberProjections[name] = members
                }
            case .bindable, .environment:
                // An `environment` model binds through Swift's `@Bindable var model = model`.
                expressions.projections[name] = "Bindable(\(name))"
            case .gestureState:
                expressions.identifiers[name] = "_\(name).wrappedValue"
                expressions.projections[name] = "_\(name)"
            case .focusState:
                expressions.identifiers[name] = "_\(name).wrappedValue"
                if let type = try? TypeEmitter.emit(property.type) {
                    let reset = property.type.reference.description == "Bool" ? "false" : "nil"
                    expressions.projections[name] = "FocusState<\(type)>.Binding(_\(name), resetValue: \(reset))"
                }
            default: break
            }
        }
        // `self.name` is the member, spelled as the member is where no local hides it.
        var selfMembers: [String: String] = [:]
        for name in view.properties.map(\.name.name) + view.functions.map(\.name.name) + view.viewMembers.map(\.name.name) {
            selfMembers[name] = expressions.identifiers[name] ?? (try? SwiftSource.identifier(name))
        }
        expressions.selfMembers = selfMembers
        self.expressions = expressions
        referenced = Self.referencedNames(in: view)
        functionReads = view.functions.map { function in Self.namesRead(by: function, in: view) }
        // Nor the types the generated code names (a local declared later in the body would hide them).
        listNames = ListNames(avoiding: referenced.union(view.properties.map(\.name.name)).union(view.viewMembers.map(\.name.name)).union(view.functions.map(\.name.name)), index: index)
    }

    /// This emitter for code inside a closure whose parameters bind `names`.
    private func binding(_ names: [String]) throws(CodeGenError) -> ViewEmitter {
        var inner = self
        inner.expressions = try expressions.binding(names)
        return inner
    }

    func emit(into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(view.name.name)
        try printer.declaration("struct \(name): \(view.isViewModifier ? "ViewModifier" : "View") {") { printer throws(CodeGenError) in
            // Named, so swiftc looks the type witness up instead of inferring it from `body`.
            printer.print("typealias Body = GeneratedBody")
            printer.print("")
            // `static let helpURL = …`, the type's constants, read as `Self.helpURL`; then `let stats =
            // Stats()`, stored, so that each view value makes it once, as Swift does.
            try emitConstants(view.properties.filter(\.isStatic), keyword: "static let", into: &printer)
            try emitConstants(view.properties.filter(\.isStoredConstant), keyword: "let", into: &printer)
            let parameters: [PropertyDecl]
            if !view.initializers.isEmpty {
                parameters = try emitOwnInits(view.initializers, into: &printer)
                printer.print("")
            } else {
                parameters = index.initParameters(of: view)
                if !parameters.isEmpty || !storedSlots.isEmpty {
                    try emitInputs(parameters, into: &printer)
                    printer.print("")
                }
            }
            // The helper functions are methods; they reach the node's storage through the
            // context the body links.
            if linksContext {
                printer.print("let link$ = ViewContextLink()")
                printer.print("")
            }
            // A `ViewModifier`'s body receives the modified view, which its `<content/>` places.
            try printer.declaration(view.isViewModifier ? "func body(content: Content) -> GeneratedBody {" : "var body: GeneratedBody {") { printer throws(CodeGenError) in
                try emitBody(parameters: parameters, into: &printer)
            }
            try emitFunctions(parameters: parameters, into: &printer)
        }
    }

    /// `keyword name: Type = value` for each constant with a value, its type left to Swift where
    /// the XML leaves it out, then a blank line.
    private func emitConstants(_ constants: [PropertyDecl], keyword: String, into printer: inout CodePrinter) throws(CodeGenError) {
        var printed = false
        for property in constants {
            guard let value = property.initial else { continue }
            let constant = try SwiftSource.identifier(property.name.name)
            let type = property.type.reference == .unwritten ? "" : ": " + (try TypeEmitter.emit(property.type))
            printer.print("\(keyword) \(constant)\(type) = \(try expressions.emit(value))", mappedTo: value.location)
            printer.endMappedRegion()
            printed = true
        }
        if printed { printer.print("") }
    }

    // MARK: Inputs

    /// What a call site passes, stored as plain `let`s, and the `init` that takes them.
    /// The slots a call site fills and the view stores; a `ViewModifier`'s `content` is its body's parameter.
    private var storedSlots: [ParameterDecl] { view.isViewModifier ? [] : view.slots }

    private func emitInputs(_ parameters: [PropertyDecl], into printer: inout CodePrinter) throws(CodeGenError) {
        let slots = storedSlots
        for slot in slots {
            printer.print("let \(try SwiftSource.identifier(slot.name.name)): AnyView")
        }
        for parameter in parameters {
            let name = try SwiftSource.identifier(parameter.name.name)
            let type = try TypeEmitter.emit(parameter.type)
            switch parameter.kind {
            case .binding: printer.print("private let _\(parameter.name.name): Binding<\(type)>")
            case .focusBinding: printer.print("private let _\(parameter.name.name): FocusState<\(type)>.Binding")
            case .state: printer.print("private let \(Self.initialStorage(parameter)): InitialState<\(type)>")
            // Made only if this identity has no object yet, as `StateObject(wrappedValue:)` does.
            case .stateObject: printer.print("private let \(Self.initialStorage(parameter)): InitialState<() -> \(type)>")
            default: printer.print("let \(name): \(type)")
            }
        }
        // The memberwise initializer is the same when every input is stored under its own name
        // and has no default value.
        let needsInit = !slots.isEmpty || parameters.contains { parameter in
            switch parameter.kind {
            case .binding, .focusBinding, .state, .stateObject: true
            default: parameter.initial != nil
            }
        }
        guard needsInit else { return }
        // An `observedObject`'s initial value is a shared instance (anything else is TRL201).
        let hasDefault = { (parameter: PropertyDecl) in
            parameter.initial != nil && [.let, .state, .stateObject, .observedObject].contains(parameter.kind)
        }
        printer.print("")
        var spelled: [String] = []
        for parameter in parameters {
            let name = try SwiftSource.identifier(parameter.name.name)
            var type = try TypeEmitter.emit(parameter.type)
            if parameter.kind == .binding { type = "Binding<\(type)>" }
            if parameter.kind == .focusBinding { type = "FocusState<\(type)>.Binding" }
            if parameter.kind == .stateObject { type = "@autoclosure @escaping () -> \(type)" }
            // A function the view stores outlives the `init`, as the memberwise one marks it.
            if parameter.kind != .binding, parameter.kind != .focusBinding, parameter.kind != .stateObject, case .function = parameter.type.reference {
                type = "@escaping " + type
            }
            var text = "\(name): \(type)"
            if hasDefault(parameter), let value = parameter.initial {
                text += " = " + (try expressions.emit(value))
            }
            spelled.append(text)
        }
        // Each slot takes a view builder of its own content type, as a SwiftUI view's init does.
        var generics: [String] = []
        for (index, slot) in slots.enumerated() {
            let label = try SwiftSource.argumentLabel(slot.label ?? slot.name.name)
            let name = try SwiftSource.identifier(slot.name.name)
            let argument = label == name ? name : "\(label) \(name)"
            generics.append("Content\(index): View")
            spelled.append("@ViewBuilder \(argument): () -> Content\(index)")
        }
        // The default values are expressions from the XML, so the signature line is mapped.
        let genericClause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        let signature = "init\(genericClause)(\(spelled.joined(separator: ", "))) {"
        try printer.declaration { printer throws(CodeGenError) in
            if let withDefault = parameters.first(where: hasDefault) {
                printer.print(signature, mappedTo: withDefault.initial!.location)
                printer.endMappedRegion()
            } else {
                printer.print(signature)
            }
            try printer.withIndentation { printer throws(CodeGenError) in
                for slot in slots {
                    let name = try SwiftSource.identifier(slot.name.name)
                    printer.print("self.\(try SwiftSource.memberName(slot.name.name)) = AnyView(\(name)())")
                }
                for parameter in parameters {
                    let name = try SwiftSource.identifier(parameter.name.name)
                    switch parameter.kind {
                    case .binding, .focusBinding: printer.print("_\(parameter.name.name) = \(name)")
                    case .state, .stateObject: printer.print("\(Self.initialStorage(parameter)) = InitialState(\(name))")
                    default: printer.print("self.\(try SwiftSource.memberName(parameter.name.name)) = \(name)")
                    }
                }
            }
            printer.print("}")
        }
    }

    /// The view's own `init`, written in the XML, and the storage it gives values: a `let` for
    /// each input, `_name` for a binding, and the first value of each `state` and `stateObject`
    /// it gives one, which the body's storage takes as a passed initial value does, and the
    /// `Query` of each `query` it gives, which the body runs. Returns the `state`s,
    /// `stateObject`s and `query`s it gives.
    private func emitOwnInits(_ initializers: [ViewFunctionDecl], into printer: inout CodePrinter) throws(CodeGenError) -> [PropertyDecl] {
        // What each `init` gives, with its code rewritten to store it; the storage is declared
        // for what any of them gives.
        var rewritten: [(initializer: ViewFunctionDecl, given: Set<String>, body: [Statement])] = []
        var givenByAny: Set<String> = []
        for initializer in initializers {
            let parameterNames = Set(initializer.parameters.map(\.name.name))
            var given: Set<String> = []
            let body = ViewInitializerAssignment.rewriting(initializer.body) { statement in
                guard case .gives(let property, let value)? = ViewInitializerAssignment.match(statement, in: view, parameters: parameterNames) else { return nil }
                given.insert(property.name.name)
                return Self.storing(value, in: property, at: statement)
            }
            givenByAny.formUnion(given)
            rewritten.append((initializer, given, body))
        }
        var passedStates: [PropertyDecl] = []
        for property in view.properties {
            // Only the storage the `init` declares is typed here: an environment value read by its
            // key has no written type, and the other storage is declared with the view's.
            let declaresStorage = switch property.kind {
            case .let, .observedObject, .bindable, .binding, .focusBinding: true
            case .state, .stateObject, .query: givenByAny.contains(property.name.name)
            default: false
            }
            guard declaresStorage else { continue }
            let name = try SwiftSource.identifier(property.name.name)
            let type = try TypeEmitter.emit(property.type)
            switch property.kind {
            case .let, .observedObject, .bindable:
                printer.print("let \(name): \(type)")
            case .binding: printer.print("private let _\(property.name.name): Binding<\(type)>")
            case .focusBinding: printer.print("private let _\(property.name.name): FocusState<\(type)>.Binding")
            case .state:
                printer.print("private let \(Self.initialStorage(property)): InitialState<\(type)>")
                passedStates.append(property)
            case .stateObject:
                printer.print("private let \(Self.initialStorage(property)): InitialState<() -> \(type)>")
                passedStates.append(property)
            case .query:
                guard let element = property.queryElement else {
                    throw CodeGenError(.unexpectedContent("query `\(property.name.name)` is not an array of models"), at: property.location)
                }
                printer.print("private let _\(property.name.name): Query<\(try TypeEmitter.emit(element))>")
                passedStates.append(property)
            default:
                break
            }
        }
        for (initializer, given, body) in rewritten {
            // What this `init` leaves to its declaration's value: a `let`'s, or, where another
            // `init` gives a state or object, its `initial`.
            var defaults: [(PropertyDecl, Expr)] = []
            var initialStates: [Statement] = []
            var initialQueries: [(text: String, location: SourceLocation)] = []
            for property in view.properties where !given.contains(property.name.name) {
                if property.kind == .query, givenByAny.contains(property.name.name) {
                    // A query another `init` gives starts here from its declaration, as Swift's
                    // `@Query` property does.
                    guard let element = property.queryElement else { continue }
                    var declarations = expressions
                    declarations.selfMembers = nil
                    let arguments = try declarations.queryArguments(of: property)
                    let text = "_\(property.name.name) = Query<\(try TypeEmitter.emit(element))>(\(arguments.joined(separator: ", ")))"
                    initialQueries.append((text, property.filter?.location ?? property.keyPath?.location ?? property.location))
                    continue
                }
                guard let value = property.initial else { continue }
                switch property.kind {
                case .let, .observedObject, .bindable:
                    defaults.append((property, value))
                case .state where givenByAny.contains(property.name.name), .stateObject where givenByAny.contains(property.name.name):
                    initialStates.append(Self.storing(value, in: property, at: Statement(.expression(value), at: value.location)))
                default:
                    continue
                }
            }
            try emitOwnInit(initializer, defaults: defaults, initialStates: initialStates, initialQueries: initialQueries, body: body, into: &printer)
        }
        return passedStates
    }

    private func emitOwnInit(
        _ initializer: ViewFunctionDecl, defaults: [(PropertyDecl, Expr)], initialStates: [Statement], initialQueries: [(text: String, location: SourceLocation)],
        body: [Statement], into printer: inout CodePrinter
    ) throws(CodeGenError) {
        var spelled: [String] = []
        for parameter in initializer.parameters {
            guard let type = parameter.type else {
                throw CodeGenError(.unexpectedContent("parameter `\(parameter.name.name)` has no type"), at: parameter.location)
            }
            let label = try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) } ?? "_"
            var text = "\(label) \(try SwiftSource.boundLocal(parameter.name.name)): "
            // A function the `init` stores outlives it.
            if case .function = type.reference { text += "@escaping " }
            text += try TypeEmitter.emit(type)
            if let value = parameter.defaultValue { text += " = " + value }
            spelled.append(text)
        }
        var scope = try expressions.binding(initializer.parameters.map(\.name.name))
        // In `init`, `self` is the view being made: `self.title` is its stored `title`.
        scope.selfMembers = nil
        printer.print("")
        printer.endMappedRegion()
        printer.print("init(\(spelled.joined(separator: ", "))) {", mappedTo: initializer.location)
        try printer.withIndentation { printer throws(CodeGenError) in
            for (property, value) in defaults {
                printer.print("self.\(try SwiftSource.memberName(property.name.name)) = \(try expressions.emit(value))", mappedTo: value.location)
            }
            // A state another `init` gives starts here from its declaration's value.
            var declarations = expressions
            declarations.selfMembers = nil
            try declarations.printStatements(initialStates, into: &printer)
            for query in initialQueries {
                printer.print(query.text, mappedTo: query.location)
            }
            try scope.printStatements(body, into: &printer)
            printer.endMappedRegion()
        }
        printer.print("}")
    }

    /// The assignment that stores what the `init` gives `property`: the generated view keeps
    /// inputs in `let`s, a binding in `_name`, and the first value of a state or object in
    /// `_nameInitial` (an object as the closure that makes it, once per identity).
    private static func storing(_ value: Expr, in property: PropertyDecl, at statement: Statement) -> Statement {
        let location = statement.location
        let target: Expr
        var stored = value
        switch property.kind {
        case .binding, .focusBinding, .query:
            target = Expr(.identifier("_" + property.name.name), at: location)
        case .state:
            target = Expr(.identifier(initialStorage(property)), at: location)
            stored = Expr(.call(callee: Expr(.identifier("InitialState"), at: location), arguments: [CallArgument(label: nil, value: value)]), at: location)
        case .stateObject:
            target = Expr(.identifier(initialStorage(property)), at: location)
            let maker = Expr(.closure(Closure(parameters: nil, body: [Statement(.expression(value), at: value.location)], location: value.location)), at: value.location)
            stored = Expr(.call(callee: Expr(.identifier("InitialState"), at: location), arguments: [CallArgument(label: nil, value: maker)]), at: location)
        default:
            target = Expr(.member(base: Expr(.identifier("self"), at: location), name: property.name.name, nameLocation: location), at: location)
        }
        return Statement(.assignment(target: target, operator: "=", value: stored), at: location, end: statement.end)
    }

    /// A literal, or a negated number: evaluating it on every body costs nothing and does nothing.
    static func isLiteral(_ expr: Expr) -> Bool {
        if case .nilLiteral = expr.kind { return true }
        return ExpressionEmitter.literalType(expr) != nil
    }

    /// `_countInitial` for the passed initial value of the state `count`.
    private static func initialStorage(_ state: PropertyDecl) -> String { "_\(state.name.name)Initial" }

    // MARK: Declarations

    /// Whether the body declares `property` through the node's context: owned and observed
    /// objects always (they are made or observed even when unread), state and injected objects
    /// when the body reads them. The body reads `ViewContext.current` only if one does.
    private func readsContext(_ property: PropertyDecl) -> Bool {
        switch property.kind {
        case .stateObject, .observedObject: true
        default: Self.isStorage(property) && referenced.contains(property.name.name)
        }
    }

    /// Whether `property` is a local fetched through the node's context where it is read.
    private static func isStorage(_ property: PropertyDecl) -> Bool {
        switch property.kind {
        case .state, .stateObject, .environmentObject, .environment, .environmentValue, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState, .query: true
        case .let, .binding, .focusBinding, .bindable, .computed, .observedObject: false
        }
    }

    /// The storage a helper function reads, which its method fetches through `link$`.
    func storageRead(byFunctionAt position: Int) -> [PropertyDecl] {
        view.properties.filter { Self.isStorage($0) && functionReads[position].contains($0.name.name) }
    }

    /// Whether a method reads storage, so that the view stores the link its body sets.
    private var linksContext: Bool {
        view.functions.indices.contains { position in !view.functions[position].isGetter && !storageRead(byFunctionAt: position).isEmpty }
    }

    /// The declarations as locals of `body`, then the body itself as the return value.
    private func emitBody(parameters: [PropertyDecl], into printer: inout CodePrinter) throws(CodeGenError) {
        if view.properties.contains(where: readsContext) || linksContext {
            printer.print("let context$ = ViewContext.current")
        }
        if linksContext { printer.print("link$.link(context$)") }

        // Storage first, in declaration order: owned objects are made before the body runs.
        // A state only the methods read still starts when the node is new, from the values the
        // body sees, as a SwiftUI view's `@State` does.
        let readByMethods = Set(view.functions.indices.filter { !view.functions[$0].isGetter }.flatMap { storageRead(byFunctionAt: $0) }.map(\.name.name))
        let storage = view.properties.filter { readsContext($0) || ($0.kind == .state && readByMethods.contains($0.name.name)) }
        try emitStorage(storage, parameters: parameters, reads: referenced, into: &printer)
        try emitComputedProperties(reading: referenced, into: &printer)

        try emitViewMembers(into: &printer)

        if view.body.count == 1, case .element(let root) = view.body[0], Self.buildsWithStatements(root) {
            try emitContainer(root, into: &printer) { printer, container in printer.prefixNextLine("return GeneratedBody("); Self.printFinish(container, of: root, into: &printer) }
            printer.appendToLastLine(")")
        } else {
            printer.prefixNextLine("return GeneratedBody(")
            try emitChildren(view.body, into: &printer)
            printer.appendToLastLine(")")
        }
        printer.endMappedRegion()
    }

    /// `_count.observe(didSet: { self.didSet$count($0) })`: a state's observers, as methods of this view.
    private func printObserverRegistration(of state: String, into printer: inout CodePrinter) {
        let kinds = ["willSet", "didSet"].filter { kind in view.functions.contains { $0.observedProperty == state && $0.name.name == kind } }
        let arguments = kinds.map { "\($0): { self.\($0)$\(state)($0) }" }.joined(separator: ", ")
        printer.endMappedRegion()
        printer.print("_\(state).observe(\(arguments))")
    }

    /// Each of `properties` as a local fetched through `context$`, slot by declaration. Queries
    /// come last, since a query's filter may read any state of the view, as a `#Predicate` captures it.
    func emitStorage(_ properties: [PropertyDecl], parameters: [PropertyDecl], reads: Set<String>, into printer: inout CodePrinter) throws(CodeGenError) {
        let passed = Set(parameters.map(\.name.name))
        let emitted = Set(properties.map(\.name.name))
        let storage = view.properties.enumerated().filter { emitted.contains($0.element.name.name) }
        let observed = Set(view.functions.compactMap(\.observedProperty))
        for (slot, property) in storage.filter({ $0.element.kind != .query }) + storage.filter({ $0.element.kind == .query }) {
            let name = try SwiftSource.identifier(property.name.name)
            let isObserved = property.kind == .state && observed.contains(property.name.name)
            let isReferenced = reads.contains(property.name.name) || isObserved
            defer {
                // Its observers, made with this view: the assignments that follow run them.
                if isObserved { printObserverRegistration(of: property.name.name, into: &printer) }
            }
            switch property.kind {
            case .state:
                if passed.contains(property.name.name) {
                    printer.endMappedRegion()
                    printer.print("\(isReferenced ? "let _\(property.name.name)" : "_") = context$.state(\(slot), initial: \(Self.initialStorage(property)).value)")
                } else if let value = property.initial {
                    let typed = try expressions.typed(value, as: property.type)
                    // A literal is passed as a value: no closure for swiftc to emit (issue 8).
                    let label = Self.isLiteral(value) ? "literal" : "initial"
                    printer.print("\(isReferenced ? "let _\(property.name.name)" : "_") = context$.state(\(slot), \(label): \(typed))", mappedTo: value.location)
                } else {
                    throw CodeGenError(.unexpectedContent("state `\(property.name.name)` has no initial value"), at: property.location)
                }
            case .stateObject:
                // Made once per identity: by the runtime when the value is a generated model's
                // `init()`, otherwise through a closure.
                let binding = isReferenced ? "let \(name)" : "_"
                if passed.contains(property.name.name) {
                    printer.endMappedRegion()
                    printer.print("\(binding) = context$.stateObject(\(slot), \(Self.initialStorage(property)).value)")
                    continue
                }
                guard let value = property.initial else {
                    throw CodeGenError(.unexpectedContent("stateObject `\(property.name.name)` has no initial value"), at: property.location)
                }
                if let model = try generatedModelMadeByInit(value) {
                    printer.print("\(binding) = context$.stateObject(\(slot), \(model).self)", mappedTo: value.location)
                } else if Self.startsWithImplicitMember(value) {
                    // `.shared` needs its type, which the closure's result type gives it.
                    let type = try TypeEmitter.emit(property.type)
                    printer.print("\(binding) = context$.stateObject(\(slot)) { () -> \(type) in \(try expressions.emit(value)) }", mappedTo: value.location)
                } else {
                    printer.print("\(binding) = context$.stateObject(\(slot)) { \(try expressions.emit(value)) }", mappedTo: value.location)
                }
            case .observedObject:
                printer.endMappedRegion()
                printer.print("context$.observe(\(name))")
            case .environmentObject:
                let type = try TypeEmitter.emit(property.type)
                printer.print("let \(name) = context$.environmentObject(\(type).self)", mappedTo: property.location)
            case .environment:
                let type = try TypeEmitter.emit(property.type)
                printer.print("let \(name) = context$.environment(\(type).self)", mappedTo: property.location)
            case .appStorage, .sceneStorage:
                guard let value = property.initial, let key = property.key else {
                    throw CodeGenError(.unexpectedContent("\(property.kind.rawValue) `\(property.name.name)` has no key or initial value"), at: property.location)
                }
                let typed = try expressions.typed(value, as: property.type)
                let store = property.kind == .appStorage ? "appStorage" : "sceneStorage"
                // `@AppStorage(_:store:)`: the value is kept in that `UserDefaults`.
                let suite = try property.store.map { store throws(CodeGenError) in ", store: \(try expressions.emit(store))" } ?? ""
                printer.print("let _\(property.name.name) = context$.\(store)(\(SwiftSource.stringLiteral(key)), initial: \(typed)\(suite))", mappedTo: value.location)
            case .focusState:
                let type = try TypeEmitter.emit(property.type)
                let reset = property.type.reference.description == "Bool" ? "false" : "nil"
                printer.print("let _\(property.name.name): StateLocation<\(type)> = context$.state(\(slot), literal: \(reset))", mappedTo: property.location)
            case .namespace:
                printer.print("let \(name) = context$.namespace(\(slot))", mappedTo: property.location)
            case .gestureState:
                guard let value = property.initial else {
                    throw CodeGenError(.unexpectedContent("gestureState `\(property.name.name)` has no initial value"), at: property.location)
                }
                let typed = try expressions.typed(value, as: property.type)
                printer.print("let _\(property.name.name) = context$.gestureState(\(slot), initial: \(typed))", mappedTo: value.location)
            case .environmentValue:
                guard let keyPath = property.keyPath else { break }
                printer.print("let \(name) = context$.environment(\(try expressions.emit(keyPath)))", mappedTo: property.location)
            case .query:
                // `@Query(sort:order:)`: fetched on each body from the nearest container's context.
                if passed.contains(property.name.name) {
                    // The query the view's own `init` made, run on each body.
                    printer.endMappedRegion()
                    printer.print("let \(name) = context$.query(_\(property.name.name))")
                    continue
                }
                guard let element = property.queryElement else {
                    throw CodeGenError(.unexpectedContent("query `\(property.name.name)` is not an array of models"), at: property.location)
                }
                let arguments = ["\(try TypeEmitter.emit(element)).self"] + (try expressions.queryArguments(of: property))
                printer.print("let \(name) = context$.query(\(arguments.joined(separator: ", ")))", mappedTo: property.filter?.location ?? property.keyPath?.location ?? property.location)
            case .let, .binding, .focusBinding, .bindable, .computed:
                break
            }
        }
    }

    /// The computed properties `reads` names, as local computed variables: each read evaluates
    /// the XML expression again.
    func emitComputedProperties(reading reads: Set<String>, into printer: inout CodePrinter) throws(CodeGenError) {
        for property in view.properties where property.kind == .computed && !property.isStatic && !property.isStoredConstant && reads.contains(property.name.name) {
            let name = try SwiftSource.identifier(property.name.name)
            let type = try TypeEmitter.emit(property.type)
            if property.initial == nil, let getter = view.functions.first(where: { $0.isGetter && $0.name.name == property.name.name }) {
                let scope = try expressions.binding([])
                printer.endMappedRegion()
                printer.print("var \(name): \(type) {", mappedTo: getter.location)
                try printer.withIndentation { printer throws(CodeGenError) in
                    try scope.printStatements(getter.body, into: &printer)
                    printer.endMappedRegion()
                }
                printer.print("}")
                continue
            }
            guard let value = property.initial else { continue }
            printer.endMappedRegion()
            printer.print("var \(name): \(type) {")
            try printer.withIndentation { printer throws(CodeGenError) in
                printer.print(try expressions.emit(value), mappedTo: value.location)
                printer.endMappedRegion()
            }
            printer.print("}")
        }
    }

    /// `.shared`, `.shared.store`, `.make()`: a chain whose root is a member of the expected type.
    static func startsWithImplicitMember(_ value: Expr) -> Bool {
        var current = value
        while true {
            switch current.kind {
            case .implicitMember: return true
            case .member(let base, _, _), .call(let base, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .subscript(let base, _):
                current = base
            default: return false
            }
        }
    }

    /// `Model` when `value` is `Model()` for a model Trellis generates as a `GeneratedModel`,
    /// whose `init()` the runtime can call itself.
    private func generatedModelMadeByInit(_ value: Expr) throws(CodeGenError) -> String? {
        guard case .call(let callee, let arguments) = value.kind, arguments.isEmpty,
              case .identifier(let typeName) = callee.kind,
              let model = index.models[typeName], model.kind == .observableObject, !model.isExternal else { return nil }
        let emitted = try expressions.emit(callee)
        return emitted == typeName ? emitted : nil
    }

    /// The view's names that the body, its actions, its computed views and the computed
    /// properties read: a name inside a closure that binds it (a `ForEach` item, an `onChange`
    /// value) is the closure's.
    private static func referencedNames(in view: ViewDecl) -> Set<String> {
        var names = NameCollector()
        for property in view.properties where property.kind == .computed {
            if let value = property.initial { names.add(value) }
        }
        names.collect(in: view.body)
        for member in view.viewMembers { names.collect(in: member) }
        for function in view.functions where function.isGetter { names.collect(in: function) }
        return names.names
    }

    /// The view's names `function` reads, and those each computed property it reads reads, at
    /// any depth: its method declares them all.
    private static func namesRead(by function: ViewFunctionDecl, in view: ViewDecl) -> Set<String> {
        var collector = NameCollector()
        collector.collect(in: function)
        var names = collector.names
        var pending = Array(names)
        while let name = pending.popLast() {
            guard let property = view.properties.first(where: { $0.name.name == name && $0.kind == .computed && !$0.isStatic }) else { continue }
            var inner = NameCollector()
            if let value = property.initial { inner.add(value) }
            for getter in view.functions where getter.isGetter && getter.name.name == name { inner.collect(in: getter) }
            for read in inner.names where names.insert(read).inserted { pending.append(read) }
        }
        return names
    }

    // MARK: Body

    /// Whether a container's children are added by statements (`let children = ChildViews()`,
    /// `children.add(...)`) rather than a builder block. Statements cost swiftc less (no
    /// closure to capture and call, and the common controls are boxed by the runtime), but an
    /// `if` among the children needs the builder's conditional node, and an empty container
    /// needs no list.
    static func buildsWithStatements(_ element: ElementNode) -> Bool {
        containers.contains(element.name.name) && usesRuntimeForm(element) && !element.children.isEmpty
            && addsWithStatements(element.children)
    }

    /// The statement that finishes a container in statement form. With modifiers it is mapped to
    /// the first one's line, so the chain that continues it counts from there, never past it.
    static func printFinish(_ line: String, of element: ElementNode, into printer: inout CodePrinter) {
        if let first = element.modifiers.first { printer.print(line, mappedTo: first.location) } else { printer.print(line) }
    }

    /// A container in statement form: its list, its children added in order, then `finish`
    /// with the container's expression (`VStack.of(children)`) and its modifiers.
    func emitContainer(_ element: ElementNode, into printer: inout CodePrinter, finish: (inout CodePrinter, String) -> Void) throws(CodeGenError) {
        let list = listNames.next()
        traced(.element, at: element.name.location)
        printer.print("let \(list) = ChildViews()", mappedTo: element.name.location)
        try emitAdds(element.children, to: list, into: &printer)
        // Without modifiers the runtime makes and boxes the container (`VStack.of(children)`);
        // modifiers need its concrete type.
        finish(&printer, element.modifiers.isEmpty ? "\(element.name.name).of(\(list))" : "\(element.name.name)(children: \(list).viewList)")
        try emitModifiers(element.modifiers, afterBlock: false, into: &printer)
    }

    /// Whether `nodes` can be added to a `ChildViews` one statement each: an `if` or a `switch`
    /// needs the builder's conditional node.
    private static func addsWithStatements(_ nodes: [ViewNode]) -> Bool {
        !nodes.contains { node in
            switch node {
            case .conditional, .switchNode: true
            case .localConstant(let constant): !addsWithStatements(constant.body)
            default: false
            }
        }
    }

    /// `let total = ...` before the views that see it, and the emitter they are emitted with.
    private func localConstant(_ constant: LocalConstantNode) throws(CodeGenError) -> (String, ViewEmitter) {
        var scope = expressions
        let text = try scope.inlineStatement(Statement(.declaration(isConstant: true, name: constant.name, type: constant.type, value: constant.value), at: constant.name.location))
        if constant.isBindable {
            // `@Bindable var model = model`: the model in a `let`, whose `$model.name` is
            // `Bindable(model).name`, as SwiftUI's wrapper projects it. A property wrapper on a
            // local inside the body's builder would change how swiftc reads its closures.
            let local = scope.identifiers[constant.name.name] ?? constant.name.name
            scope.projections[constant.name.name] = "Bindable(\(local))"
        }
        var inner = self
        inner.expressions = scope
        return (text, inner)
    }

    /// Statements adding each of `nodes` to the `ChildViews` named `list`.
    private func emitAdds(_ nodes: [ViewNode], to list: String, into printer: inout CodePrinter) throws(CodeGenError) {
        for child in nodes {
            switch child {
            case .element(let childElement) where Self.buildsWithStatements(childElement):
                try emitContainer(childElement, into: &printer) { printer, container in Self.printFinish("\(list).add(\(container)", of: childElement, into: &printer) }
                printer.appendToLastLine(")")
            case .element(let childElement):
                printer.prefixNextLine("\(list).\(Self.addMethod(for: childElement))(")
                try emitElement(childElement, into: &printer)
                printer.appendToLastLine(")")
            case .forEach(let forEach):
                printer.prefixNextLine("\(list).add(")
                try emitForEach(forEach, into: &printer)
                printer.appendToLastLine(")")
            case .slot(let placement):
                printer.print("\(list).add(\(try slotContent(placement)))", mappedTo: placement.location)
            case .member(let use):
                printer.print("\(list).add(\(try memberUse(use)))", mappedTo: use.location)
            case .localConstant(let constant):
                let (text, inner) = try localConstant(constant)
                printer.print(text, mappedTo: constant.name.location)
                try inner.emitAdds(constant.body, to: list, into: &printer)
            case .conditional(let conditional):
                throw CodeGenError(.unexpectedContent("an `if` in views built with statements"), at: conditional.location)
            case .switchNode(let node):
                throw CodeGenError(.unexpectedContent("a `switch` in views built with statements"), at: node.location)
            }
        }
    }

    /// `ChildViews`' method for adding `element`: the common controls without modifiers have
    /// their own (`addText`, ...), which take the concrete type that `emitElement` writes for
    /// them; anything else is added as `any View`.
    static func addMethod(for element: ElementNode) -> String {
        guard element.modifiers.isEmpty, usesRuntimeForm(element) else { return "add" }
        switch element.name.name {
        case "Text": return "addText"
        case "Toggle": return "addToggle"
        case "Button": return "addButton"
        case "TextField": return "addTextField"
        default: return "add"
        }
    }

    /// One element as itself; anything else (several nodes, an `if`, a `ForEach` body with
    /// more than one row view) as a `ViewList`.
    func emitChildren(_ nodes: [ViewNode], into printer: inout CodePrinter) throws(CodeGenError) {
        if nodes.count == 1, case .element = nodes[0] {
            try emitNodes(nodes, into: &printer)
            return
        }
        try emitList(opening: "ViewList", closing: "}", nodes, into: &printer)
    }

    /// `opening {` children `closing`: a `ViewListBuilder` block, one child per statement, so
    /// each child keeps its own `#sourceLocation`.
    func emitList(opening: String, mappedTo location: SourceLocation? = nil, closing: String, _ nodes: [ViewNode], into printer: inout CodePrinter) throws(CodeGenError) {
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
            case .switchNode(let node): try emitSwitch(node, into: &printer)
            case .forEach(let forEach): try emitForEach(forEach, into: &printer)
            case .slot(let placement): printer.print(try slotContent(placement), mappedTo: placement.location)
            case .member(let use): printer.print(try memberUse(use), mappedTo: use.location)
            case .localConstant(let constant):
                let (text, inner) = try localConstant(constant)
                printer.print(text, mappedTo: constant.name.location)
                try inner.emitNodes(constant.body, into: &printer)
            }
        }
    }

    /// The stored content of the slot a `<slot/>` places.
    private func slotContent(_ placement: SlotPlacement) throws(CodeGenError) -> String {
        traced(.slot, at: placement.location)
        guard let slot = placement.name.map({ name in view.slots.first { $0.name.name == name.name } }) ?? view.slots.first else {
            throw CodeGenError(.unexpectedContent("a slot `\(view.name.name)` does not declare"), at: placement.location)
        }
        return try SwiftSource.identifier(slot.name.name)
    }

    private func emitConditional(_ node: ConditionalNode, into printer: inout CodePrinter) throws(CodeGenError) {
        if let compilation = node.compilationCondition {
            // Swift's `#if`: swiftc builds the branch whose condition holds where it compiles.
            traced(.conditional, at: node.location)
            printer.print("#if \(compilation)", mappedTo: node.location)
            try printer.withIndentation { printer throws(CodeGenError) in try emitNodes(node.thenBody, into: &printer) }
            if let elseBody = node.elseBody {
                traced(.elseBranch, at: node.location)
                printer.print("#else")
                try printer.withIndentation { printer throws(CodeGenError) in try emitNodes(elseBody, into: &printer) }
            }
            printer.print("#endif")
            return
        }
        let (condition, scope) = try expressions.conditions(node.conditions)
        traced(.conditional, at: node.location)
        printer.print("if \(condition) {", mappedTo: node.conditionLocation)
        var then = self
        then.expressions = scope
        try printer.withIndentation { printer throws(CodeGenError) in try then.emitNodes(node.thenBody, into: &printer) }
        if let elseBody = node.elseBody {
            traced(.elseBranch, at: node.location)
            printer.print("} else {")
            try printer.withIndentation { printer throws(CodeGenError) in try emitNodes(elseBody, into: &printer) }
        }
        printer.print("}")
    }

    /// A `switch` in a builder block: each case's views, which see the names its patterns bind.
    /// A case without views builds an `EmptyView`, since Swift needs a statement in every case.
    /// A case's label is not mapped: a `#sourceLocation` directive between a `switch` and its
    /// cases is a statement outside any case to Swift; the views inside are mapped.
    private func emitSwitch(_ node: SwitchNode, into printer: inout CodePrinter) throws(CodeGenError) {
        // Swift nests the cases of a longer `switch` as `if`/`else`s, which needs the builder
        // that takes them; the common `switch` of one or two cases stays in the lean one.
        if node.cases.count > 2 {
            printer.print("ViewList.cases {")
            try printer.withIndentation { printer throws(CodeGenError) in try emitSwitchStatement(node, into: &printer) }
            printer.print("}")
        } else {
            try emitSwitchStatement(node, into: &printer)
        }
    }

    private func emitSwitchStatement(_ node: SwitchNode, into printer: inout CodePrinter) throws(CodeGenError) {
        printer.print("switch \(try expressions.emit(node.subject)) {", mappedTo: node.subject.location)
        for switchCase in node.cases {
            traced(.switchCase, at: switchCase.location)
            let (label, scope) = try expressions.caseLabel(SwitchCase(items: switchCase.items, body: [], location: switchCase.location))
            printer.print(label)
            var inner = self
            inner.expressions = scope
            try printer.withIndentation { printer throws(CodeGenError) in
                if switchCase.body.isEmpty {
                    printer.print("EmptyView()")
                } else {
                    try inner.emitNodes(switchCase.body, into: &printer)
                }
            }
        }
        printer.print("}")
    }

    private func emitForEach(_ node: ForEachNode, into printer: inout CodePrinter) throws(CodeGenError) {
        let items = try expressions.emit(node.items)
        let item = try SwiftSource.boundLocal(node.itemName.name)
        var head = "ForEach(\(items)"
        traced(.forEach, at: node.location)
        if let id = node.id {
            traced(.forEachID, at: id.location)
            head += ", id: " + (try expressions.emit(id))
        }
        head += ") { \(item) in"
        printer.print(head, mappedTo: node.items.location)
        var row = try binding([node.itemName.name])
        if node.bindsElements {
            // The row's parameter is a `Binding`: the name reads its value, `$name` is the binding.
            row.expressions.identifiers[node.itemName.name] = item + ".wrappedValue"
            row.expressions.projections[node.itemName.name] = item
        }
        try printer.withIndentation { printer throws(CodeGenError) in try row.emitChildren(node.body, into: &printer) }
        printer.print("}")
        try emitModifiers(node.modifiers, afterBlock: true, into: &printer)
    }

    /// Whether the call has one of the runtime's concrete spellings for generated code
    /// (`VStack(children:)`, `Button(title:)`, ...): the common calls, written with only the
    /// arguments those take. Any other call is written as SwiftUI declares it.
    static func usesRuntimeForm(_ element: ElementNode) -> Bool {
        let name = element.name.name
        // A tree no checker resolved is written in the runtime's forms already.
        guard let call = element.call else { return true }
        let labels = call.arguments.map(\.label.name)
        let slots = call.entries.compactMap { entry -> String? in
            if case .slot(let label, _, _) = entry { return label ?? "_" }
            return nil
        }
        switch name {
        case _ where containers.contains(name): return labels.isEmpty
        case "Button": return labels == ["title", "action"] && slots.isEmpty
        case "Toggle": return labels == ["title", "isOn"] && slots.isEmpty
        case "TextField": return labels == ["title", "text"]
        case "NavigationLink": return labels == ["title"] && slots == ["destination"]
        case "Spacer", "EmptyView": return labels.isEmpty
        default: return false
        }
    }

    private func emitElement(_ element: ElementNode, into printer: inout CodePrinter) throws(CodeGenError) {
        let location = element.name.location
        let name = element.name.name
        traced(.element, at: location)
        if element.placesValue {
            // A value in scope placed as a view: `image.resizable()`.
            printer.print(try expressions.emit(element.placedValue), mappedTo: location)
            try emitModifiers(element.modifiers, afterBlock: false, into: &printer)
            return
        }
        // Modifiers after a closing brace line up with it, as Xcode formats them.
        var endsWithBlock = true
        if let call = element.call, index.views[name] == nil, !Self.usesRuntimeForm(element) {
            if let text = element.text { traced(.text, at: text.location) }
            if let lowered = try loweredControl(name, call) {
                printer.print(lowered, mappedTo: location)
                try emitModifiers(element.modifiers, afterBlock: false, into: &printer)
                return
            }
            if name.utf8.contains(UInt8(ascii: ".")) && call.entries.isEmpty {
                // A static member that is a view (`Color.clear`): the member itself.
                printer.print(try SwiftSource.typeName(name), mappedTo: location)
                try emitModifiers(element.modifiers, afterBlock: false, into: &printer)
                return
            }
            let callee = name.utf8.contains(UInt8(ascii: ".")) ? try SwiftSource.typeName(name) : try SwiftSource.identifier(name)
            endsWithBlock = try emitCall(callee + "(", call, mappedTo: location, into: &printer)
            try emitModifiers(element.modifiers, afterBlock: endsWithBlock, into: &printer)
            return
        }
        switch name {
        case _ where Self.containers.contains(name):
            try emitList(opening: "\(name)(children: ViewList", mappedTo: location, closing: "})", element.children, into: &printer)
            endsWithBlock = !element.children.isEmpty
        case "Text":
            // `verbatim:` takes a `String`; the `StringProtocol` initializer makes the type
            // checker infer the literal's type.
            if let text = element.text { traced(.text, at: text.location) }
            let text = try element.text.map { string throws(CodeGenError) in try expressions.text(string) } ?? "Text(verbatim: \"\")"
            printer.print(text, mappedTo: element.text?.location ?? location)
            endsWithBlock = false
        case "Button":
            let title = try stringArgument("title", of: element)
            if case .expression(let function)? = element.argument("action")?.value {
                // A function passed by name: `Button(title: "Save", action: save)`.
                traced(.argument, at: element.argument("action")!.label.location)
                printer.print("Button(title: \(title), action: \(try expressions.emit(function)))", mappedTo: location)
                endsWithBlock = false
                break
            }
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
            // The destination as the call resolved it: written inside, or in `<destination>`.
            let destination = element.call?.entries.lazy.compactMap { entry -> [ViewNode]? in
                if case .slot(_, let content, _) = entry { content } else { nil }
            }.first ?? element.children
            try emitList(opening: "NavigationLink(title: \(title), destination: ViewList", mappedTo: location, closing: "})", destination, into: &printer)
            endsWithBlock = !destination.isEmpty
        case "Spacer", "EmptyView":
            printer.print("\(name)()", mappedTo: location)
            endsWithBlock = false
        default:
            guard let callee = index.views[name] else { throw CodeGenError(.unknownView(name), at: location) }
            let call = try callSite(element, callee: callee)
            if let slots = element.call, !callee.slots.isEmpty {
                // The arguments, then each slot's views as a closure.
                let opening = String(call.dropLast())
                endsWithBlock = try emitCall(opening, slots, mappedTo: location, into: &printer, continuesArguments: !opening.hasSuffix("("))
            } else {
                printer.print(call, mappedTo: location)
                endsWithBlock = false
            }
        }
        try emitModifiers(element.modifiers, afterBlock: endsWithBlock, into: &printer)
    }

    /// `Slider(value: $volume, in: 0...1)` over a `Double` and `Stepper("Steps", value: $count,
    /// in: 0...10)` over an `Int`, as the runtime's non-generic forms (`Slider.of(value:from:through:)`):
    /// swiftc infers the generic initializers' value type from the binding and the range's
    /// literals, which cost a screen more than any other control. Other spellings stay generic.
    private func loweredControl(_ name: String, _ call: ResolvedCall) throws(CodeGenError) -> String? {
        guard name == "Slider" || name == "Stepper" else { return nil }
        var labels: [String?] = []
        var values: [Argument] = []
        for entry in call.entries {
            guard case .argument(let label, let argument) = entry else { return nil }
            labels.append(label)
            values.append(argument)
        }
        let (valueType, literal): (String, (Expr) -> Bool) = name == "Slider"
            ? ("Binding<Double>", { if case .integerLiteral = $0.kind { true } else if case .floatLiteral = $0.kind { true } else { false } })
            : ("Binding<Int>", { if case .integerLiteral = $0.kind { true } else { false } })
        let title: Argument?
        switch (name, labels) {
        case ("Slider", ["value", "in"]): title = nil
        case ("Stepper", [nil, "value", "in"]): title = values.removeFirst()
        default: return nil
        }
        guard case .expression(let value) = values[0].value, typeName(value) == valueType,
              case .expression(let range) = values[1].value, case .infix("...", let lower, let upper) = range.kind,
              literal(lower), literal(upper) else { return nil }
        var arguments: [String] = []
        if let title {
            guard case .string(let string) = title.value else { return nil }
            traced(.argument, at: title.label.location)
            arguments.append(try expressions.interpolatedLiteral(string))
        }
        for argument in values { traced(.argument, at: argument.label.location) }
        arguments.append("value: \(try expressions.emit(value))")
        arguments.append("from: \(try expressions.emit(lower))")
        arguments.append("through: \(try expressions.emit(upper))")
        return "\(name).of(\(arguments.joined(separator: ", ")))"
    }

    /// `HogeView(count: count)`, arguments in the callee's parameter order.
    private func callSite(_ element: ElementNode, callee: ViewDecl) throws(CodeGenError) -> String {
        var arguments: [String] = []
        if callee.initializers.count > 1, let call = element.call {
            // The `init` the checker chose among several, its arguments in its parameters' order.
            for case .argument(let label, let argument) in call.entries {
                traced(.argument, at: argument.label.location)
                arguments.append(try expressions.labeledArgument(argument, label: label))
            }
            return "\(try SwiftSource.identifier(callee.name.name))(\(arguments.joined(separator: ", ")))"
        }
        if let initializer = callee.initializers.first {
            // The view's own `init`: each attribute is a parameter's Swift label (its name where
            // Swift takes none), passed with its label.
            for parameter in initializer.parameters {
                let attribute = parameter.label.flatMap { $0 == parameter.name.name ? nil : $0 } ?? parameter.name.name
                guard let argument = element.argument(attribute) else { continue }
                traced(.argument, at: argument.label.location)
                arguments.append(try expressions.labeledArgument(argument, label: parameter.label))
            }
            return "\(try SwiftSource.identifier(callee.name.name))(\(arguments.joined(separator: ", ")))"
        }
        for parameter in index.initParameters(of: callee) {
            guard let argument = element.argument(parameter.name.name) else { continue }
            traced(.argument, at: argument.label.location)
            let value: String
            switch argument.value {
            case .expression(let expr): value = try expressions.emit(expr)
            case .string(let string): value = try expressions.interpolatedLiteral(string)
            case .action: throw CodeGenError(.unexpectedContent("an action cannot be passed to input `\(parameter.name.name)`"), at: argument.valueLocation)
            case .source: throw CodeGenError(.unexpectedContent("an attribute the checker has not read"), at: argument.valueLocation)
            }
            arguments.append("\(try SwiftSource.argumentLabel(parameter.name.name)): \(value)")
        }
        return "\(try SwiftSource.identifier(callee.name.name))(\(arguments.joined(separator: ", ")))"
    }

    /// A title: always a `String`, so `title="{name}"` becomes `"\(name)"`.
    private func stringArgument(_ label: String, of element: ElementNode) throws(CodeGenError) -> String {
        guard let argument = element.argument(label) else { return "\"\"" }
        traced(.argument, at: argument.label.location)
        switch argument.value {
        case .string(let string): return try expressions.interpolatedLiteral(string)
        case .expression(let expr):
            return try expressions.interpolatedLiteral(InterpolatedString(segments: [.expression(expr)], location: argument.valueLocation))
        case .action, .source: throw CodeGenError(.unexpectedContent("`\(label)` must be text"), at: argument.valueLocation)
        }
    }

    private func expressionArgument(_ label: String, of element: ElementNode) throws(CodeGenError) -> String {
        guard let argument = element.argument(label) else {
            throw CodeGenError(.unexpectedContent("`\(element.name.name)` needs `\(label)`"), at: element.name.location)
        }
        traced(.argument, at: argument.label.location)
        switch argument.value {
        case .expression(let expr): return try expressions.emit(expr)
        case .string(let string): return try expressions.interpolatedLiteral(string)
        case .action, .source: throw CodeGenError(.unexpectedContent("`\(label)` must be an expression"), at: argument.valueLocation)
        }
    }

    /// `<onAppear action="load"/>`: an action that is a name alone passes that function (the
    /// checker rejects a name alone that holds no function, TRL143).
    static func functionPassedByName(_ statements: [Statement]) -> Expr? {
        guard statements.count == 1, case .expression(let expr) = statements[0].kind, case .identifier = expr.kind else { return nil }
        return expr
    }

    /// `<onAppear action="timer.start"/>`: a method named alone is passed (the checker rejects
    /// a member alone that is no method, TRL143); the action calls it.
    static func methodPassedByReference(_ statements: [Statement]) -> Expr? {
        guard statements.count == 1, case .expression(let expr) = statements[0].kind, case .member = expr.kind else { return nil }
        return expr
    }

    private func actionArgument(_ label: String, of element: ElementNode) -> [Statement] {
        guard let argument = element.argument(label) else { return [] }
        traced(.argument, at: argument.label.location)
        if case .action(let statements) = argument.value { return statements }
        return []
    }

    // MARK: Modifiers

    private func emitModifiers(_ modifiers: [Modifier], afterBlock: Bool, into printer: inout CodePrinter) throws(CodeGenError) {
        guard !modifiers.isEmpty else { return }
        if !afterBlock { printer.indent() }
        // Modifiers written inside `<if condition="os(macOS)">`: Swift's postfix `#if`.
        var openCondition: String?
        defer { if openCondition != nil { printer.printConditionalDirective("#endif") } }
        for (position, modifier) in modifiers.enumerated() {
            traced(.modifier, at: modifier.location)
            if modifier.compilationCondition != openCondition {
                if openCondition != nil { printer.printConditionalDirective("#endif") }
                if let condition = modifier.compilationCondition { printer.printConditionalDirective("#if \(condition)") }
                openCondition = modifier.compilationCondition
            }
            printer.continueExpression(at: modifier.location, keepsClosingBrace: position + 1 < modifiers.count)
            switch modifier.kind {
            case .id(let value):
                printer.print(".id(\(try expressions.emit(value)))")
            case .onAppear(let statements):
                if let function = Self.functionPassedByName(statements) {
                    printer.print(".onAppear(perform: \(try expressions.emit(function)))")
                } else if let method = Self.methodPassedByReference(statements) {
                    printer.print(".onAppear { \(try expressions.emit(method))() }")
                } else {
                    try emitClosure(opening: ".onAppear", parameters: nil, statements: statements, mappedTo: nil, into: &printer)
                }
            case .onDisappear(let statements):
                if let function = Self.functionPassedByName(statements) {
                    printer.print(".onDisappear(perform: \(try expressions.emit(function)))")
                } else if let method = Self.methodPassedByReference(statements) {
                    printer.print(".onDisappear { \(try expressions.emit(method))() }")
                } else {
                    try emitClosure(opening: ".onDisappear", parameters: nil, statements: statements, mappedTo: nil, into: &printer)
                }
            case .onChange(let value, let oldName, let newName, let initial, let statements):
                let old = oldName?.name ?? "oldValue"
                let new = newName?.name ?? "newValue"
                // With one name for both, the name means the new value, as the checker resolves it.
                // `_` names no value, as Swift's closure writes it.
                let parameters = "\(old == new || old == "_" ? "_" : try SwiftSource.boundLocal(old)), \(new == "_" ? "_" : try SwiftSource.boundLocal(new))"
                let initially = try initial.map { value throws(CodeGenError) in ", initial: " + (try expressions.emit(value)) } ?? ""
                try binding([old, new].filter { $0 != "_" }).emitClosure(opening: ".onChange(of: \(try expressions.emit(value))\(initially))", parameters: parameters, statements: statements, mappedTo: nil, into: &printer)
            case .environmentObject(let value):
                printer.print(".environmentObject(\(try expressions.emit(value)))")
            case .environment(let value):
                printer.print(".environment(\(try expressions.emit(value)))")
            case .environmentValue(let key, let value):
                printer.print(".environment(\(try expressions.emit(key)), \(try expressions.emit(value)))")
            case .call(let call):
                guard let resolved = call.resolved else { throw CodeGenError(.unexpectedContent("modifier `\(call.name.name)` the checker has not resolved"), at: modifier.location) }
                _ = try emitCall("." + (try SwiftSource.argumentLabel(call.name.name)) + "(", resolved, mappedTo: nil, into: &printer)
            }
        }
        if !afterBlock { printer.outdent() }
    }

    /// A call as SwiftUI declares it: `Label("Rows", systemImage: "list.bullet")`,
    /// `.overlay(alignment: .top, content: { ViewList { ... } })`, arguments in the declaration's
    /// order, each slot a closure building its views, each action a closure of its statements.
    /// Returns whether the call ends with a closing brace.
    /// `opening` is the callee and its opening parenthesis, and any arguments already written
    /// (`continuesArguments`).
    private func emitCall(_ opening: String, _ call: ResolvedCall, mappedTo location: SourceLocation?, into printer: inout CodePrinter, continuesArguments: Bool = false) throws(CodeGenError) -> Bool {
        var line = opening
        var isFirst = !continuesArguments
        var printedHead = false
        var endsWithBlock = false
        func flush(_ text: String, printer: inout CodePrinter) {
            if !printedHead, let location {
                printer.print(text, mappedTo: location)
            } else {
                printer.print(text)
            }
            printedHead = true
        }
        for (entryIndex, entry) in call.entries.enumerated() {
            let separator = isFirst ? "" : ", "
            isFirst = false
            switch entry {
            case .argument(let label, let argument), .closure(let label, let argument, _, _):
                traced(.argument, at: argument.label.location)
                let prefix = separator + (label.map { "\($0): " } ?? "")
                var parameters = ""
                var body = self
                if case .closure(_, _, let count, let names) = entry, count > 0 {
                    if names.isEmpty {
                        // A body that uses `$0` names no parameters, as Swift requires.
                        if case .action(let statements) = argument.value,
                           Closure(parameters: nil, body: statements, location: argument.valueLocation).anonymousParameterCount > 0 {
                            parameters = ""
                        } else {
                            parameters = " " + Array(repeating: "_", count: count).joined(separator: ", ") + " in"
                        }
                    } else {
                        var spelled: [String] = []
                        // `_ in`: a value left unnamed, as Swift writes it.
                        for name in names { spelled.append(name.name == "_" ? "_" : try SwiftSource.boundLocal(name.name)) }
                        parameters = " " + spelled.joined(separator: ", ") + " in"
                        body = try binding(names.map(\.name).filter { $0 != "_" })
                    }
                }
                switch argument.value {
                case .string(let string):
                    line += prefix + (try expressions.interpolatedLiteral(string))
                    endsWithBlock = false
                case .expression(let expr):
                    line += prefix + (try expressions.emit(expr))
                    endsWithBlock = false
                case .action(let statements):
                    if statements.isEmpty {
                        line += prefix + (parameters.isEmpty ? "{}" : "{\(parameters) }")
                        endsWithBlock = false
                        continue
                    }
                    flush(line + prefix + "{" + parameters, printer: &printer)
                    // One scope for the statements, so a local one declares is read by the next.
                    var scope = body.expressions
                    try printer.withIndentation { printer throws(CodeGenError) in
                        for statement in statements {
                            printer.print(try scope.inlineStatement(statement), mappedTo: statement.location)
                        }
                    }
                    line = "}"
                    endsWithBlock = true
                case .source:
                    throw CodeGenError(.unexpectedContent("an attribute the checker has not read"), at: argument.valueLocation)
                }
            case .slot(let label, let content, let fill):
                if let fill { traced(.modifier, at: fill) }
                let prefix = separator + (label.map { "\($0): " } ?? "")
                if call.valueSlots.contains(entryIndex) {
                    // The one view as the value itself: `navigationTitle(Text(...))`.
                    guard content.count == 1, case .element(let element) = content[0] else {
                        throw CodeGenError(.unexpectedContent("a slot passed as a value without its one view"), at: fill ?? location)
                    }
                    // Written where the argument goes, without directives: none may stand in an
                    // argument list, and the view is on the modifier's line or just after it.
                    var view = CodePrinter()
                    view.writesDirectives = false
                    try emitElement(element, into: &view)
                    let lines = view.content.split(separator: "\n").map(String.init).filter { !$0.allSatisfy { $0 == " " } }
                    guard let first = lines.first else {
                        throw CodeGenError(.unexpectedContent("a slot passed as a value whose view wrote nothing"), at: fill ?? location)
                    }
                    if lines.count == 1 {
                        line += prefix + first
                    } else {
                        flush(line + prefix + first, printer: &printer)
                        for middle in lines.dropFirst().dropLast() { printer.print(middle) }
                        line = lines[lines.count - 1]
                    }
                    endsWithBlock = false
                    continue
                }
                // A slot whose closure takes a value names it as the call site's `item` does.
                var parameter = ""
                var slotBody = self
                if let name = call.slotValueNames[entryIndex] {
                    if name.name == "_" {
                        parameter = " _ in"
                    } else {
                        // The call's `item`, or the slot element's (`<content item="scrum">`).
                        traced(.argument, at: call.slotValueArgument?.label.location ?? name.location)
                        parameter = " " + (try SwiftSource.boundLocal(name.name)) + " in"
                        slotBody = try binding([name.name])
                    }
                }
                if content.isEmpty {
                    line += prefix + "{\(parameter) ViewList {} }"
                    endsWithBlock = false
                    continue
                }
                endsWithBlock = true
                // A closure that takes a value keeps the builder block: its parameter's type is
                // the call's to infer.
                guard parameter.isEmpty, Self.addsWithStatements(content) else {
                    flush(line + prefix + "{\(parameter) ViewList {", printer: &printer)
                    try printer.withIndentation { printer throws(CodeGenError) in try slotBody.emitNodes(content, into: &printer) }
                    line = "} }"
                    continue
                }
                // Statements cost swiftc less than a builder block: each is checked on its own,
                // and no builder methods are looked up, since the explicit `return` turns the
                // builder off. They fill a list in a plain closure (`ChildViews.list`), so that the
                // Swift pass can check the same code as a one-expression builder closure to find a
                // statement that fails (`SwiftTypeCheck.locatingVariant`): with the `return`, swiftc
                // reports only that `return`. The list opens on the first line and closes on the
                // last, so the lines between keep step with the XML as a builder block's do.
                let list = listNames.next()
                flush(line + prefix + "{ " + GeneratedFile.slotListOpening + " \(list) in", printer: &printer)
                try printer.withIndentation { printer throws(CodeGenError) in try emitAdds(content, to: list, into: &printer) }
                line = "} }"
            }
        }
        flush(line + ")", printer: &printer)
        return endsWithBlock
    }

    /// `opening { params in` statements `}`; each statement is mapped to its XML location.
    private func emitClosure(opening: String, parameters: String?, statements: [Statement], mappedTo location: SourceLocation?, into printer: inout CodePrinter) throws(CodeGenError) {
        let head = parameters.map { "\(opening) { \($0) in" } ?? "\(opening) {"
        if statements.isEmpty && parameters == nil {
            if let location { printer.print("\(opening) {}", mappedTo: location) } else { printer.print("\(opening) {}") }
            return
        }
        // One statement written on its element's line stays on one line, so the lines that
        // follow keep step with the XML without another directive.
        if let location, parameters == nil,
           statements.allSatisfy({ $0.location.file == location.file && $0.location.line == location.line }) {
            printer.print("\(opening) { \(try expressions.inlineStatements(statements)) }", mappedTo: location)
            return
        }
        if let location { printer.print(head, mappedTo: location) } else { printer.print(head) }
        try printer.withIndentation { printer throws(CodeGenError) in
            try expressions.printStatements(statements, into: &printer)
        }
        // A modifier's closure continues the modified view's expression.
        if location == nil { printer.closeContinuation() }
        printer.print("}")
    }
}

/// Collects the names an expression tree reads, leaving out those bound by enclosing closures.
private struct NameCollector {
    private(set) var names: Set<String> = []
    private var bound: [String] = []

    mutating func add(_ expr: Expr) {
        names.formUnion(bound.isEmpty ? expr.identifiers : expr.identifiers.subtracting(bound))
    }

    mutating func collect(in nodes: [ViewNode]) {
        for node in nodes {
            switch node {
            case .element(let element):
                // `<mode.icon/>` and `{mode.icon}` read `mode`.
                if element.placesValue { add(element.placedValue) }
                for argument in element.arguments {
                    switch argument.value {
                    case .expression(let expr): add(expr)
                    case .string(let string): collect(in: string)
                    case .action(let statements): collect(in: statements)
                    case .source: break
                    }
                }
                if let text = element.text { collect(in: text) }
                collect(in: element.modifiers)
                collect(in: element.children)
                if let call = element.call {
                    for case .slot(_, let content, _?) in call.entries { collect(in: content) }
                }
            case .conditional(let conditional):
                for expr in conditional.conditionExpressions { add(expr) }
                bound += conditional.boundNames.map(\.name)
                collect(in: conditional.thenBody)
                bound.removeLast(conditional.boundNames.count)
                collect(in: conditional.elseBody ?? [])
            case .localConstant(let constant):
                add(constant.value)
                bound.append(constant.name.name)
                collect(in: constant.body)
                bound.removeLast()
            case .switchNode(let node):
                add(node.subject)
                for switchCase in node.cases {
                    let names = switchCase.items.flatMap(\.pattern.boundNames)
                    for item in switchCase.items {
                        if case .expression(let expr) = item.pattern { add(expr) }
                    }
                    bound += names
                    for item in switchCase.items {
                        if let guardExpression = item.guardExpression { add(guardExpression) }
                    }
                    collect(in: switchCase.body)
                    bound.removeLast(names.count)
                }
            case .forEach(let forEach):
                add(forEach.items)
                if let id = forEach.id { add(id) }
                collect(in: forEach.modifiers)
                bound.append(forEach.itemName.name)
                collect(in: forEach.body)
                bound.removeLast()
            case .slot:
                break
            case .member(let use):
                for argument in use.arguments {
                    switch argument.value {
                    case .expression(let expr): add(expr)
                    case .string(let string): collect(in: string)
                    case .action(let statements): collect(in: statements)
                    case .source: break
                    }
                }
            }
        }
    }

    /// A helper function's code, where its parameters hide the view's names.
    mutating func collect(in function: ViewFunctionDecl) {
        bound += function.parameters.map(\.name.name)
        collect(in: function.body)
        bound.removeLast(function.parameters.count)
    }

    /// A view-building function's views, where its parameters hide the view's names.
    mutating func collect(in member: ViewMemberDecl) {
        bound += member.parameters.map(\.name.name)
        collect(in: member.body)
        bound.removeLast(member.parameters.count)
    }

    mutating func collect(in string: InterpolatedString) {
        for segment in string.segments {
            if case .expression(let expr) = segment { add(expr) }
        }
    }

    mutating func collect(in statements: [Statement]) {
        names.formUnion(StatementNames.reads(in: statements, bound: Set(bound)))
    }

    mutating func collect(in modifiers: [Modifier]) {
        for modifier in modifiers {
            switch modifier.kind {
            case .id(let value), .environmentObject(let value), .environment(let value):
                add(value)
            case .onAppear(let statements), .onDisappear(let statements):
                collect(in: statements)
            case .onChange(let value, let oldName, let newName, let initial, let statements):
                add(value)
                if let initial { add(initial) }
                bound += [oldName?.name ?? "oldValue", newName?.name ?? "newValue"]
                collect(in: statements)
                bound.removeLast(2)
            case .environmentValue(_, let value):
                add(value)
            case .call(let call):
                for argument in call.arguments {
                    switch argument.value {
                    case .expression(let expr): add(expr)
                    case .string(let string): collect(in: string)
                    case .action(let statements): collect(in: statements)
                    case .source: break
                    }
                }
                collect(in: call.allContent)
            }
        }
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
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath, .anonymousParameter: break
        case .closure:
            result.formUnion(StatementNames.reads(in: self, bound: []))
        case .try(_, let operand), .await(let operand), .cast(_, let operand, _), .postfix(_, let operand):
            operand.collectIdentifiers(into: &result)
        case .operatorFunction, .specializedType: break
        case .stringLiteral(let string):
            for segment in string.segments { if case .expression(let expr) = segment { expr.collectIdentifiers(into: &result) } }
        case .arrayLiteral(let elements): for element in elements { element.collectIdentifiers(into: &result) }
        case .tuple(let elements): for element in elements { element.value.collectIdentifiers(into: &result) }
        case .dictionaryLiteral(let elements):
            for element in elements {
                element.key.collectIdentifiers(into: &result)
                element.value.collectIdentifiers(into: &result)
            }
        case .member where selfMember != nil:
            result.insert(selfMember!.name)
        case .member(let base, _, _), .publisher(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base):
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
        case .named("inout", let arguments) where arguments.count == 1:
            // A function type's parameter the closure changes in place: `(inout Int) -> Void`.
            return "inout " + (try emit(arguments[0]))
        case .named(let name, let arguments):
            let base = try SwiftSource.typeName(name)
            if arguments.isEmpty { return base }
            var spelled: [String] = []
            for argument in arguments { spelled.append(try emit(argument)) }
            return "\(base)<\(spelled.joined(separator: ", "))>"
        case .optional(let wrapped):
            // `(any Store)?` and `(() -> Void)?`: a bare `?` would bind to the last type inside.
            return wrapped.needsParenthesesBeforeSuffix ? "(" + (try emit(wrapped)) + ")?" : try emit(wrapped) + "?"
        case .array(let element): return "[" + (try emit(element)) + "]"
        case .dictionary(let key, let value): return "[" + (try emit(key)) + ": " + (try emit(value)) + "]"
        case .function(let parameters, let result, let effects):
            var spelled: [String] = []
            for parameter in parameters { spelled.append(try emit(parameter)) }
            return TypeReference.attributes(of: effects) + "(" + spelled.joined(separator: ", ") + ")" + TypeReference.markers(of: effects) + " -> " + (try emit(result))
        case .existential(let name): return "any " + (try SwiftSource.typeName(name))
        case .tuple(let labels, let elements):
            var spelled: [String] = []
            for (label, element) in zip(labels, elements) {
                spelled.append((try label.map { label throws(CodeGenError) in try SwiftSource.memberName(label) + ": " } ?? "") + (try emit(element)))
            }
            return "(" + spelled.joined(separator: ", ") + ")"
        }
    }
}

/// Hands out `children`, `children2`, ... for one body's lists, skipping every name the view
/// declares or reads and every type, so a list never shadows a name the XML's expressions or
/// the generated code use.
final class ListNames {
    private let taken: Set<String>
    /// The program's types: a list declared later in a body would hide one named the same.
    private let index: ProgramIndex
    private var count = 0

    init(avoiding taken: Set<String>, index: ProgramIndex) {
        self.taken = taken
        self.index = index
    }

    func next() -> String {
        while true {
            count += 1
            let name = count == 1 ? "children" : "children\(count)"
            if !taken.contains(name) && index.views[name] == nil && index.models[name] == nil && index.structs[name] == nil && index.enums[name] == nil { return name }
        }
    }
}

extension ExpressionEmitter {
    /// What a `query` declaration asks for, as `@Query(filter:sort:order:animation:)` spells it.
    func queryArguments(of property: PropertyDecl) throws(CodeGenError) -> [String] {
        var arguments: [String] = []
        if let filter = property.filter {
            // `#Predicate<Item> { … }` and a value without `$0` are predicates already;
            // `$0.isDone` is one's body.
            arguments.append(filter.isFilterValue ? "filter: \(try emit(filter))" : "filter: { \(try emit(filter)) }")
        }
        if let sort = property.keyPath { arguments.append("sort: \(try emit(sort))") }
        if property.isReverseOrder { arguments.append("order: .reverse") }
        if let order = property.order { arguments.append("order: \(try emit(order))") }
        if let animation = property.animation { arguments.append("animation: \(try emit(animation))") }
        return arguments
    }
}
