import TrellisDiagnostics
import TrellisSyntax

/// Rules of navigation by value: where destinations are registered (TRL245) and whether a
/// pushed value's type has one at all (TRL246).
enum NavigationRules {
    /// Containers that build their rows only when they are shown: a `navigationDestination`
    /// inside one may not be seen by the stack.
    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    /// A value some view pushes: a `NavigationLink(value:)`, or the element type of a typed path.
    struct PushedValue {
        enum Kind { case link, path }
        let typeName: String
        let kind: Kind
        let location: SourceLocation
    }

    /// A pushed type with no `navigationDestination(for:)` anywhere in the program: the link
    /// does nothing (and a value appended to the path shows no screen).
    static func reportUnregisteredValues(_ pushed: [PushedValue], registered: Set<String>, diagnostics: inout DiagnosticCollector) {
        for value in pushed where !registered.contains(value.typeName) {
            diagnostics.emit(Catalog.pushedValueWithoutDestination(value.typeName, isPath: value.kind == .path), at: value.location)
        }
    }
}

extension ExpressionChecker {
    /// `path.append(value)` on a `NavigationPath`: the value's type needs a destination, as a
    /// link's does (TRL246). A typed path's element type is recorded with its stack.
    mutating func recordPathAppend(to baseType: ResolvedType, arguments: [CallArgument], types: [ResolvedType?]) {
        guard baseType.unwrappingOptional.description == "NavigationPath", arguments.count == 1, arguments[0].label == nil,
              let type = types[0], TypeCompatibility.judges(type) else { return }
        appendedPathValues.append(NavigationRules.PushedValue(typeName: type.description, kind: .path, location: arguments[0].value.location))
    }
}

extension BodyChecker {
    /// Records the type a `NavigationLink(value:)` pushes, or the element type of a stack's
    /// typed path, for TRL246. A `NavigationPath` takes any type and records nothing.
    mutating func recordPushedValue(_ call: ResolvedCall, of name: String, locals: LocalScope?) {
        let label = name == "NavigationLink" ? "value" : "path"
        guard let argument = call.arguments.first(where: { $0.label.name == label }), case .expression(let expr) = argument.value else { return }
        var scratch = expressions
        guard let type = scratch.type(of: expr, locals: locals) else { return }
        let pushed: ResolvedType
        switch (name, type) {
        case ("NavigationLink", _):
            if case .builtin("Optional", _) = type { return }
            pushed = type.unwrappingOptional
        case (_, .binding(.array(let element))):
            pushed = element
        default:
            return
        }
        guard TypeCompatibility.judges(pushed) else { return }
        recordPushed(NavigationRules.PushedValue(typeName: pushed.description, kind: name == "NavigationLink" ? .link : .path, location: argument.valueLocation))
    }
}
