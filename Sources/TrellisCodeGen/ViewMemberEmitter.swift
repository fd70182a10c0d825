import TrellisDiagnostics
import TrellisSyntax

/// Computed views and view-building functions, emitted as Swift writes them by hand:
/// `var header: some View { ... }` and `func row(for item$: Item) -> some View { ... }`. They are
/// locals of `body`, beside the view's state, which they read as the body does; a member comes
/// before the members that place it.
extension ViewEmitter {
    func emitViewMembers(into printer: inout CodePrinter) throws(CodeGenError) {
        for member in Self.membersInPlacementOrder(view.viewMembers) {
            try emitViewMember(member, into: &printer)
        }
    }

    /// Each member after every member its views place (the checker rejects cycles).
    static func membersInPlacementOrder(_ members: [ViewMemberDecl]) -> [ViewMemberDecl] {
        var byName: [String: ViewMemberDecl] = [:]
        for member in members where byName[member.name.name] == nil { byName[member.name.name] = member }
        var ordered: [ViewMemberDecl] = []
        var done: Set<String> = []
        var visiting: Set<String> = []
        func visit(_ member: ViewMemberDecl) {
            let name = member.name.name
            guard !done.contains(name), visiting.insert(name).inserted else { return }
            for placed in placedNames(in: member.body) { if let inner = byName[placed] { visit(inner) } }
            visiting.remove(name)
            done.insert(name)
            ordered.append(member)
        }
        for member in members { visit(member) }
        return ordered
    }

    /// The members `nodes` place, at any depth.
    static func placedNames(in nodes: [ViewNode]) -> [String] {
        var names: [String] = []
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                pending += element.children
                if let call = element.call {
                    for case .slot(_, let content, _?) in call.entries { pending += content }
                }
                for case .call(let call) in element.modifiers.map(\.kind) { pending += call.allContent }
            case .conditional(let conditional): pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .switchNode(let node): pending += node.cases.flatMap(\.body)
            case .localConstant(let constant): pending += constant.body
            case .forEach(let forEach):
                pending += forEach.body
                for case .call(let call) in forEach.modifiers.map(\.kind) { pending += call.allContent }
            case .slot: break
            case .member(let use): names.append(use.name.name)
            }
        }
        return names
    }

    private func emitViewMember(_ member: ViewMemberDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(member.name.name)
        var inner = self
        let head: String
        if member.isFunction {
            var parameters: [String] = []
            for parameter in member.parameters {
                guard let type = parameter.type else {
                    throw CodeGenError(.unexpectedContent("parameter `\(parameter.name.name)` has no type"), at: parameter.location)
                }
                let label = try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) } ?? "_"
                parameters.append("\(label) \(try SwiftSource.boundLocal(parameter.name.name)): \(parameter.isAction ? "@escaping " : "")\(try TypeEmitter.emit(type))")
            }
            inner.expressions = try expressions.binding(member.parameters.map(\.name.name))
            head = "func \(name)(\(parameters.joined(separator: ", "))) -> some View {"
        } else {
            head = "var \(name): some View {"
        }
        printer.endMappedRegion()
        printer.print(head, mappedTo: member.location)
        try printer.withIndentation { printer throws(CodeGenError) in
            // Always a list: the runtime's boxed forms (`VStack.of`) are `any View`, and the
            // member returns one concrete type.
            printer.prefixNextLine("return ")
            try inner.emitList(opening: "ViewList", closing: "}", member.body, into: &printer)
            printer.endMappedRegion()
        }
        printer.print("}")
    }

    /// The view's helper functions, as Swift writes them: `func save(to url$: URL) async throws
    /// -> Int { ... }`, methods of the view, so that a child task (`async let`) may call them as
    /// it calls a SwiftUI view's. Each first fetches the storage it reads through the context the
    /// body linked, as the body does through its own.
    func emitFunctions(parameters viewParameters: [PropertyDecl], into printer: inout CodePrinter) throws(CodeGenError) {
        for (position, var function) in view.functions.enumerated() where !function.isGetter {
            if let property = function.observedProperty, !function.parameters.isEmpty,
               let state = view.properties.first(where: { $0.name.name == property }) {
                function.parameters[0].type = state.type
            }
            var parameters: [String] = []
            for parameter in function.parameters {
                guard let type = parameter.type else {
                    throw CodeGenError(.unexpectedContent("parameter `\(parameter.name.name)` has no type"), at: parameter.location)
                }
                let label = try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) } ?? "_"
                let marker = parameter.isInout ? "inout " : parameter.isAction ? "@escaping " : ""
                var text = "\(label) \(try SwiftSource.boundLocal(parameter.name.name)): \(marker)\(try TypeEmitter.emit(type))"
                // As a generated type's method writes it: swiftc judges the default's type.
                if let value = parameter.defaultValue { text += " = " + value }
                parameters.append(text)
            }
            // A state's observer, which its assignments run: `private func didSet$count(_ oldValue$: Int)`.
            var head = "func \(try SwiftSource.identifier(function.name.name))(\(parameters.joined(separator: ", ")))"
            if let property = function.observedProperty { head = "private func \(function.name.name)$\(property)(\(parameters.joined(separator: ", ")))" }
            if function.isAsync { head += " async" }
            if function.isThrowing { head += " throws" }
            if let result = function.returnType { head += " -> " + (try TypeEmitter.emit(result)) }
            let scope = try expressions.binding(function.parameters.map(\.name.name))
            let reads = functionReads[position]
            let storage = storageRead(byFunctionAt: position)
            printer.print("")
            printer.endMappedRegion()
            printer.print(head + " {", mappedTo: function.location)
            try printer.withIndentation { printer throws(CodeGenError) in
                if !storage.isEmpty {
                    printer.endMappedRegion()
                    printer.print("let context$ = link$.context")
                    try emitStorage(storage, parameters: viewParameters, reads: reads, into: &printer)
                }
                try emitComputedProperties(reading: reads, into: &printer)
                try scope.printStatements(function.body, into: &printer)
                printer.endMappedRegion()
            }
            printer.print("}")
        }
    }

    /// `header` or `row(for: item)`, as the use's arguments were read.
    func memberUse(_ use: MemberViewUse) throws(CodeGenError) -> String {
        traced(.member, at: use.location)
        guard let member = view.viewMembers.first(where: { $0.name.name == use.name.name }) else {
            throw CodeGenError(.unexpectedContent("a computed view `\(view.name.name)` does not declare"), at: use.location)
        }
        let name = try SwiftSource.identifier(member.name.name)
        guard member.isFunction else { return name }
        var arguments: [String] = []
        for parameter in member.parameters {
            guard let argument = use.argument(for: parameter, among: member.parameters) else {
                throw CodeGenError(.unexpectedContent("`\(member.name.name)` needs `\(parameter.name.name)`"), at: use.location)
            }
            traced(.argument, at: argument.label.location)
            arguments.append(try expressions.labeledArgument(argument, label: parameter.label))
        }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }
}
