import TrellisSyntax

/// Declarations by name across all files: names are global to one invocation.
struct ProgramIndex {
    var views: [String: ViewDecl] = [:]
    var models: [String: ModelDecl] = [:]
    var structs: [String: StructDecl] = [:]
    var enums: [String: EnumDecl] = [:]
    /// `<protocol>`s, generated and written in Swift.
    var protocols: [String: ProtocolDecl] = [:]
    /// `View.state` and `View.stateObject` names that some call site passes a value to; those
    /// become init parameters (with their initial value as the default). A passed value is only
    /// the initial value: the view keeps the first one per identity.
    var passedStates: Set<String> = []
    /// `Model.property` for each published property whose `$property` publisher the program uses.
    var projectedPublishers: Set<String> = []
    /// The generated models, `@MainActor` classes (a model written in Swift is not among them).
    var mainActorModels: Set<String> = []

    /// The published properties of `model` whose publisher the program uses: Swift's
    /// `@Published` properties of the generated class, which hold no slot.
    func publishers(of model: ModelDecl) -> Set<String> {
        let prefix = model.name.name + "."
        return Set(projectedPublishers.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
    }

    init(files: [SourceFileSyntax], projectedPublishers: Set<String> = []) {
        self.projectedPublishers = projectedPublishers
        for file in files {
            // First declaration wins; duplicates are a checker error (TRL100).
            for view in file.views where views[view.name.name] == nil { views[view.name.name] = view }
            for model in file.models where models[model.name.name] == nil { models[model.name.name] = model }
            for decl in file.structs where structs[decl.name.name] == nil { structs[decl.name.name] = decl }
            for decl in file.enums where enums[decl.name.name] == nil { enums[decl.name.name] = decl }
            for decl in file.protocols where protocols[decl.name.name] == nil { protocols[decl.name.name] = decl }
        }
        mainActorModels = Set(models.values.filter { !$0.isExternal }.map(\.name.name))
        for file in files {
            for view in file.views {
                collectPassedStates(in: view.body)
                for member in view.viewMembers { collectPassedStates(in: member.body) }
            }
        }
    }

    private mutating func collectPassedStates(in modifiers: [Modifier]) {
        for case .call(let call) in modifiers.map(\.kind) { collectPassedStates(in: call.allContent) }
    }

    private mutating func collectPassedStates(in nodes: [ViewNode]) {
        for node in nodes {
            switch node {
            case .element(let element):
                if let callee = views[element.name.name] {
                    for argument in element.arguments {
                        if callee.properties.contains(where: { ($0.kind == .state || $0.kind == .stateObject) && $0.name.name == argument.label.name }) {
                            passedStates.insert("\(callee.name.name).\(argument.label.name)")
                        }
                    }
                }
                collectPassedStates(in: element.children)
                if let call = element.call {
                    for case .slot(_, let content, _?) in call.entries { collectPassedStates(in: content) }
                }
                collectPassedStates(in: element.modifiers)
            case .conditional(let conditional):
                collectPassedStates(in: conditional.thenBody)
                collectPassedStates(in: conditional.elseBody ?? [])
            case .switchNode(let node):
                for switchCase in node.cases { collectPassedStates(in: switchCase.body) }
            case .forEach(let forEach):
                collectPassedStates(in: forEach.body)
                collectPassedStates(in: forEach.modifiers)
            case .localConstant(let constant):
                collectPassedStates(in: constant.body)
            case .slot, .member:
                break
            }
        }
    }

    /// The parameters of a view's generated `init`, in declaration order.
    func initParameters(of view: ViewDecl) -> [PropertyDecl] {
        view.properties.filter { property in
            switch property.kind {
            case .let, .binding, .focusBinding, .observedObject, .bindable: true
            case .state, .stateObject: passedStates.contains("\(view.name.name).\(property.name.name)")
            case .environmentObject, .environment, .environmentValue, .computed, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState, .query: false
            }
        }
    }
}
