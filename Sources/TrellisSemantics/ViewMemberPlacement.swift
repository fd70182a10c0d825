import TrellisDiagnostics
import TrellisSyntax

/// Computed views and view-building functions are the view's own body, factored out: every
/// rule sees their views where they are placed, as if written there. A member placed twice is
/// checked twice, each time in its place (its diagnostics are reported once); one placed
/// nowhere is checked alone.
extension BodyChecker {
    /// Elements of the language that a member's name would hide.
    static let languageElementNames: Set<String> = ["id", "onAppear", "onDisappear", "onChange", "environmentObject", "environment", "slot", "action"]

    /// How messages name a member: `header`, `row(for:)`.
    static func displayName(of member: ViewMemberDecl) -> String {
        guard member.isFunction else { return member.name.name }
        return member.name.name + "(" + member.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The scope a member's views see: the view's names and its parameters, never the locals
    /// around the place it is used (Swift's scoping).
    func memberParameterScope(_ member: ViewMemberDecl) -> LocalScope? {
        var scope: LocalScope?
        for parameter in member.parameters {
            let type = parameter.type.flatMap { symbols.resolve($0.reference) }
            scope = LocalScope(name: parameter.name.name, kind: .viewBuilderParameter, type: type, parent: scope)
        }
        return scope
    }

    /// TRL184 and TRL185 for the view's members; their parameters' types.
    mutating func checkMemberDeclarations() {
        var taken: [String: String] = [:]
        for property in view.decl.properties where taken[property.name.name] == nil {
            taken[property.name.name] = "a `\(property.kind.rawValue)`"
        }
        for slot in view.decl.slots where taken[slot.name.name] == nil { taken[slot.name.name] = "a `slot`" }
        for member in view.decl.viewMembers {
            let name = member.name.name
            if let other = taken[name] {
                diagnostics.emit(Catalog.viewMemberNameTaken(name, by: other), at: member.name.location)
            } else if symbols.modifiers[name] != nil || Self.languageElementNames.contains(name) {
                diagnostics.emit(Catalog.viewMemberNamesModifier(name), at: member.name.location)
            }
            if taken[name] == nil { taken[name] = member.isFunction ? "a `function`" : "a computed view" }
            for parameter in member.parameters {
                if let type = parameter.type { _ = symbols.check(type, suggester: suggester, diagnostics: &diagnostics) }
                if parameter.isAction {
                    diagnostics.emit(Catalog.viewMemberParameterIsFunction(parameter.name.name, of: Self.displayName(of: member)), at: parameter.type?.location ?? parameter.location)
                }
            }
        }
    }

    /// Checks a use's arguments against the member's parameters, and returns the member's views
    /// with the context they are checked in: the use's place, with the parameters as locals.
    /// `nil` when there is nothing to place (a use that would place the member inside itself).
    mutating func place(_ use: MemberViewUse, _ context: BodyContext) -> ([ViewNode], BodyContext)? {
        traced(.member, at: use.location)
        let name = use.name.name
        guard let member = view.decl.viewMembers.first(where: { $0.name.name == name }) else {
            let names = view.decl.viewMembers.map(\.name.name)
            diagnostics.emit(Catalog.unknownViewMember(name, suggestion: Suggestions.closest(to: name, among: names)), at: use.location)
            return nil
        }
        let callee = Self.displayName(of: member)
        for parameter in member.parameters {
            guard let argument = use.argument(parameter.name.name) else {
                diagnostics.emit(Catalog.memberArgumentMissing(parameter.name.name, of: callee), at: use.location)
                continue
            }
            let reading = reading(of: parameter, generics: [])
            let read = read(argument, as: reading)
            let passed = checkArgument(read, reading: reading, parameter: parameter.name.name, of: callee, declared: nil, locals: context.locals)
            resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = passed.value
        }
        for argument in use.arguments where !member.parameters.contains(where: { $0.name.name == argument.label.name }) {
            let suggestion = Suggestions.closest(to: argument.label.name, among: member.parameters.map(\.name.name))
            diagnostics.emit(Catalog.memberArgumentUnknown(argument.label.name, of: callee, suggestion: suggestion), at: argument.label.location)
            resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = readLeniently(argument).value
        }
        if let start = context.expandingMembers.firstIndex(of: name) {
            diagnostics.emit(Catalog.viewMemberRecursive(name, through: Array(context.expandingMembers[start...]) + [name]), at: use.location)
            return nil
        }
        placedMembers.insert(name)
        var inner = context
        inner.locals = memberParameterScope(member)
        inner.expandingMembers.append(name)
        return (member.body, inner)
    }
}
