import TrellisDiagnostics

/// Body content the syntax stage reported and left out of the tree: an unknown modifier with
/// whatever it contains, an `else` without an `if`, an `if` or `ForEach` whose header does
/// not parse. What it would have meant is unknown, so semantic analysis must not conclude
/// anything from its absence: a `state` it mentions may have been read there, a view named
/// in it may have been instantiated there.
public struct DroppedContent: Hashable, Sendable {
    /// The dropped element's `<`.
    public var location: SourceLocation
    /// Every name-like word of its attribute values and text (`$flag` gives `flag`).
    public var mentionedNames: Set<String>
    /// The capitalized elements inside it, itself included.
    public var elementNames: Set<String>

    public init(location: SourceLocation, mentionedNames: Set<String> = [], elementNames: Set<String> = []) {
        self.location = location
        self.mentionedNames = mentionedNames
        self.elementNames = elementNames
    }

    /// The names `nodes` mention and the views they name, for content semantic analysis leaves
    /// out (an unknown modifier's): its attributes, text and elements, at any depth.
    public mutating func addMentions(of arguments: [Argument], content nodes: [ViewNode]) {
        for argument in arguments { addMentions(of: argument) }
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                elementNames.insert(element.name.name)
                for argument in element.arguments { addMentions(of: argument) }
                if let text = element.text { addMentions(of: text) }
                pending += element.children
                for modifier in element.modifiers {
                    if case .call(let call) = modifier.kind {
                        for argument in call.arguments { addMentions(of: argument) }
                        pending += call.allContent
                    }
                }
            case .conditional(let conditional):
                pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .forEach(let forEach):
                pending += forEach.body
            case .switchNode(let node):
                pending += node.cases.flatMap(\.body)
            case .slot:
                break
            case .member(let use):
                for argument in use.arguments { addMentions(of: argument) }
            case .localConstant(let constant):
                Self.addNames(in: constant.value, to: &mentionedNames)
                pending += constant.body
            }
        }
    }

    private mutating func addMentions(of argument: Argument) {
        switch argument.value {
        case .source(let text): SyntaxBuilder.collectWords(ArraySlice(text.text.utf8), into: &mentionedNames)
        case .string(let string): addMentions(of: string)
        case .expression(let expr): Self.addNames(in: expr, to: &mentionedNames)
        case .action(let statements):
            StatementWalk.expressions(in: statements, enteringClosures: true) { Self.addNames(in: $0, to: &mentionedNames) }
        }
    }

    private mutating func addMentions(of text: InterpolatedString) {
        for segment in text.segments {
            if case .expression(let expr) = segment { Self.addNames(in: expr, to: &mentionedNames) }
        }
    }

    private static func addNames(in expr: Expr, to names: inout Set<String>) {
        switch expr.kind {
        case .identifier(let name), .projection(let name): names.insert(name)
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath: break
        case .stringLiteral(let string):
            for case .expression(let inner) in string.segments { addNames(in: inner, to: &names) }
        case .arrayLiteral(let elements): for element in elements { addNames(in: element, to: &names) }
        case .tuple(let elements): for element in elements { addNames(in: element.value, to: &names) }
        case .dictionaryLiteral(let elements):
            for element in elements {
                addNames(in: element.key, to: &names)
                addNames(in: element.value, to: &names)
            }
        case .member(let base, let name, _):
            // `self.isShowingForm`, in a view's code, is its member `isShowingForm`.
            if case .identifier("self") = base.kind { names.insert(name) } else { addNames(in: base, to: &names) }
        case .publisher(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .prefix(_, let base):
            addNames(in: base, to: &names)
        case .call(let base, let arguments), .subscript(let base, let arguments):
            addNames(in: base, to: &names)
            for argument in arguments { addNames(in: argument.value, to: &names) }
        case .infix(_, let lhs, let rhs):
            addNames(in: lhs, to: &names)
            addNames(in: rhs, to: &names)
        case .ternary(let condition, let then, let otherwise):
            addNames(in: condition, to: &names)
            addNames(in: then, to: &names)
            addNames(in: otherwise, to: &names)
        case .closure(let closure):
            StatementWalk.expressions(in: closure.body, enteringClosures: true) { addNames(in: $0, to: &names) }
        case .anonymousParameter:
            break
        case .try(_, let operand), .await(let operand), .cast(_, let operand, _), .postfix(_, let operand):
            addNames(in: operand, to: &names)
        case .operatorFunction, .specializedType:
            break
        }
    }
}
