import TrellisDiagnostics
import TrellisSyntax

/// Calls through members of function type: a model's `<property name="onSave" type="(Int) -> Void">`,
/// a struct's field, a protocol's property requirement. Swift calls them without argument
/// labels; the arguments and the effects are checked as a method's are.
extension ExpressionChecker {
    /// The declared function type of member `name` on a value of `type`, with the member's name.
    func functionTypedMember(of type: ResolvedType, name: String) -> (name: Identifier, type: TypeSyntax)? {
        let member: (name: Identifier, type: TypeSyntax)?
        switch type {
        case .model(let modelName, _):
            member = symbols.models[modelName]?.properties.first { $0.name.name == name }.map { ($0.name, $0.type) }
        case .structure(let structName):
            member = symbols.structs[structName]?.fields.first { !$0.isStatic && $0.name.name == name }.map { ($0.name, $0.type) }
        case .existential(let protocolName):
            member = symbols.requirement(name, of: protocolName).map { ($0.property.name, $0.property.type) }
        default:
            member = nil
        }
        guard let member, case .function = member.type.reference else { return nil }
        return member
    }

    /// `store.onSave(3)`: the arguments, unlabeled as Swift calls a closure, each of its
    /// parameter's type, and `await` and `try` as the function type's effects require.
    mutating func checkCallOfFunctionTypedMember(_ member: (name: Identifier, type: TypeSyntax), callee: Expr, arguments: [CallArgument], argumentTypes: [ResolvedType?], at location: SourceLocation, locals: LocalScope?) -> ResolvedType? {
        guard case .function(let parameters, let result, let effects) = member.type.reference else { return nil }
        let name = member.name.name
        if arguments.count != parameters.count {
            diagnostics.emit(Catalog.methodArgumentMismatch(name, count: parameters.count, given: arguments.count), at: location)
        } else {
            for ((argument, type), parameter) in zip(zip(arguments, argumentTypes), parameters) {
                if argument.label != nil {
                    diagnostics.emit(
                        Catalog.functionArgumentLabels(name, expected: "\(name)(\(String(repeating: "_:", count: parameters.count)))", given: "\(name)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))"),
                        at: argument.value.location
                    )
                    break
                }
                checkArgument(argument.value, inferred: type, declared: parameter, in: "the argument of `\(name)`", locals: locals)
            }
        }
        let method = MethodDecl(
            name: member.name, parameters: [], returnType: TypeSyntax(result, at: member.type.location), location: member.name.location,
            isAsync: effects.contains("async"), isThrowing: effects.contains("throws")
        )
        checkEffects(of: method, call: callee, at: location)
        return symbols.resolve(result)
    }
}
