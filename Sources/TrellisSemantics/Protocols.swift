import TrellisDiagnostics
import TrellisSyntax

/// `<protocol>` declarations, the conformances models and structs declare with `protocols`, and
/// `any Protocol` values, whose members are the protocol's requirements.
extension SymbolTable {
    /// Whether a model or struct declares the conformance, or one to a protocol refining it.
    func conforms(_ typeName: String, to protocolName: String) -> Bool {
        let declared = models[typeName]?.protocols ?? structs[typeName]?.protocols ?? []
        return declared.contains { $0 == protocolName || protocolChain($0).contains { $0.name.name == protocolName } }
    }

    /// A declared protocol and the declared protocols it refines, transitively, each once: what
    /// `any Name` offers and what a conforming type provides.
    func protocolChain(_ name: String) -> [ProtocolDecl] {
        var chain: [ProtocolDecl] = []
        var pending = [name]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let declaration = protocols[next] else { continue }
            chain.append(declaration)
            pending += declaration.refines
        }
        return chain
    }

    /// The property requirement `name` of `any protocolName`, with the protocol declaring it.
    func requirement(_ name: String, of protocolName: String) -> (property: ProtocolDecl.Property, isClassBound: Bool)? {
        let chain = protocolChain(protocolName)
        for declaration in chain {
            if let property = declaration.property(named: name) { return (property, chain.contains(where: \.isClassBound)) }
        }
        return nil
    }

    /// The method requirements named `name` of `any protocolName`.
    func methodRequirements(_ name: String, of protocolName: String) -> [MethodDecl] {
        protocolChain(protocolName).flatMap { $0.methods(named: name) }
    }

    /// A protocol written as a type without `any` (TRL265), with a fix-it where the type is the
    /// protocol's name alone.
    func reportProtocolsWithoutAny(_ type: TypeSyntax, diagnostics: inout DiagnosticCollector) {
        var reported: Set<String> = []
        var pending = [type.reference]
        while let reference = pending.popLast() {
            switch reference {
            case .named(let name, let arguments):
                pending += arguments
                guard arguments.isEmpty, protocols[name] != nil, reported.insert(name).inserted else { continue }
                let isWhole = type.reference == reference
                diagnostics.emit(
                    Catalog.protocolWithoutAny(name), at: type.location,
                    highlights: [SourceRange(type.location, length: type.reference.description.unicodeScalars.count)],
                    fixIts: isWhole ? [FixIt("insert `any `", edits: [TextEdit(range: SourceRange(start: type.location, end: type.location), replacement: "any ")])] : []
                )
            case .optional(let wrapped), .array(let wrapped): pending.append(wrapped)
            case .dictionary(let key, let value): pending += [key, value]
            case .function(let parameters, let result, _): pending += parameters + [result]
            case .tuple(_, let elements): pending += elements
            case .existential: break
            }
        }
    }
}

extension TypeCompatibility {
    /// Whether a value of `actual` is an `any protocolName`: `nil` where the conformance is not
    /// the question (an optional, a builtin). Without `symbols`, declared types are let through.
    static func conformance(of actual: ResolvedType, to protocolName: String, symbols: SymbolTable?) -> Bool? {
        switch actual {
        case .existential(let name): name == protocolName
        case .model(let name, _), .structure(let name), .enumeration(let name): symbols?.conforms(name, to: protocolName) ?? true
        default: nil
        }
    }
}

extension DeclarationRules {
    /// An object wrapper of `any P` (TRL264): SwiftUI's wrappers need the concrete class.
    /// Returns whether it reported.
    static func reportExistentialWrapper(_ property: PropertyDecl, type: ResolvedType, diagnostics: inout DiagnosticCollector) -> Bool {
        guard case .existential = type.unwrappingOptional else { return false }
        let needs: String
        switch property.kind {
        case .stateObject, .observedObject, .environmentObject: needs = "`ObservableObject`"
        case .environment, .bindable: needs = "`@Observable`"
        default: return false
        }
        diagnostics.emit(
            Catalog.existentialInObjectWrapper(property.kind.rawValue, type: type.description, needs: needs), at: property.type.location,
            highlights: [SourceRange(property.type.location, length: property.type.reference.description.unicodeScalars.count)]
        )
        return true
    }
}

extension ExpressionChecker {
    /// `store.items` on `any Store`: a property requirement's type; `nil` for a method or, reported, nothing.
    mutating func existentialMemberType(_ protocolName: String, name: String, at location: SourceLocation, reportMissing: Bool) -> ResolvedType? {
        guard symbols.protocols[protocolName] != nil else { return nil }
        if let (property, _) = symbols.requirement(name, of: protocolName) { return symbols.resolve(property.type.reference) }
        if symbols.methodRequirements(name, of: protocolName).contains(where: { !$0.isStatic }) { return nil }
        if reportMissing {
            let chain = symbols.protocolChain(protocolName)
            let candidates = chain.flatMap { $0.properties.map(\.name.name) + $0.methods.map(\.name.name) }
            diagnostics.emit(
                Catalog.unknownMember(name, of: "any \(protocolName)", suggestion: suggester.among(candidates, closestTo: name)),
                at: location, highlights: [SourceRange(location, length: name.unicodeScalars.count)]
            )
        }
        return nil
    }

    /// `store.load(count: 3)` on `any Store`: the requirement the labels choose, checked as a
    /// method's call; `nil` when the protocol has no method of that name.
    mutating func existentialMethodCall(_ protocolName: String, name: String, callee: Expr, arguments: [CallArgument], argumentTypes: [ResolvedType?], at location: SourceLocation, locals: LocalScope?) -> ResolvedType?? {
        let candidates = symbols.methodRequirements(name, of: protocolName).filter { !$0.isStatic }
        guard !candidates.isEmpty else { return nil }
        guard let method = chooseOverload(candidates, name: name, owner: "any \(protocolName)", arguments: arguments, at: location) else { return .some(nil) }
        return .some(checkDeclaredMethodCall(method, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: location, locals: locals))
    }
}

extension SemanticAnalyzer {
    /// Protocols' requirement types, and every conformance a generated model or struct declares
    /// (TRL263, TRL267). Types written in Swift are checked by their witness instead.
    func checkProtocolDeclarations(_ symbols: SymbolTable, suggester: NameSuggester, diagnostics: inout DiagnosticCollector) {
        let declared = symbols.protocols.keys.filter { !symbols.preludeNames.contains($0) }
        for name in declared.sorted() {
            let declaration = symbols.protocols[name]!
            for property in declaration.properties { _ = symbols.check(property.type, suggester: suggester, diagnostics: &diagnostics) }
            for method in declaration.methods {
                for parameter in method.parameters { _ = symbols.check(parameter.type, suggester: suggester, diagnostics: &diagnostics) }
                if let returnType = method.returnType { _ = symbols.check(returnType, suggester: suggester, diagnostics: &diagnostics) }
            }
            for refined in declaration.refines where refined != "AnyObject" && refined != "Sendable" && symbols.protocols[refined] == nil {
                diagnostics.emit(
                    Catalog.cannotConform(name, to: refined, reason: "a protocol refines `AnyObject`, `Sendable` or a protocol the program declares"),
                    at: declaration.name.location
                )
            }
            Self.reportDuplicateRequirements(declaration, diagnostics: &diagnostics)
        }
        for name in symbols.programModelNames {
            let model = symbols.models[name]!
            for protocolName in model.protocols {
                guard let requirements = symbols.protocols[protocolName] else {
                    guard !model.isExternal else { continue }
                    let reason = symbols.isTypeName(protocolName)
                        ? "`\(protocolName)` is not a protocol the program declares"
                        : "a generated model conforms only to protocols the program declares with `<protocol>`; declare `\(protocolName)`, or write the model in Swift (`external=\"true\"`)"
                    diagnostics.emit(Catalog.cannotConform(name, to: protocolName, reason: reason), at: model.name.location)
                    continue
                }
                guard !model.isExternal else { continue }
                let members = Members(
                    properties: model.properties.map { ($0.name.name, $0.type, !$0.isSetterPrivate) },
                    methods: model.methods, staticMethods: model.staticMethods
                )
                for declaration in symbols.protocolChain(requirements.name.name) {
                    Self.checkRequirements(declaration, of: model.name, members: members, symbols: symbols, diagnostics: &diagnostics)
                }
            }
        }
        for name in symbols.programStructNames {
            let structure = symbols.structs[name]!
            for protocolName in structure.protocols {
                guard let requirements = symbols.protocols[protocolName] else { continue }
                if symbols.protocolChain(protocolName).contains(where: \.isClassBound) {
                    diagnostics.emit(
                        Catalog.cannotConform(name, to: protocolName, reason: "only classes conform to `\(protocolName)`, which refines `AnyObject`, and a struct is a value type"),
                        at: structure.name.location, notes: [Note("`\(protocolName)` declared here", at: requirements.name.location)]
                    )
                    continue
                }
                guard !structure.isExternal else { continue }
                // A field with its own value is a `let`; the others are `var`s.
                let members = Members(
                    properties: structure.fields.filter { !$0.isStatic }.map { ($0.name.name, $0.type, $0.initial == nil && !$0.isComputed) },
                    methods: structure.instanceMethods, staticMethods: structure.staticMethods
                )
                for declaration in symbols.protocolChain(requirements.name.name) {
                    Self.checkRequirements(declaration, of: structure.name, members: members, symbols: symbols, diagnostics: &diagnostics)
                }
            }
        }
    }

    /// What a conforming type declares, by the shape requirements are matched against.
    private struct Members {
        var properties: [(name: String, type: TypeSyntax, isSettable: Bool)]
        var methods: [MethodDecl]
        var staticMethods: [MethodDecl]
    }

    private static func sameType(_ lhs: TypeSyntax, _ rhs: TypeSyntax, symbols: SymbolTable) -> Bool {
        if let left = symbols.resolve(lhs.reference), let right = symbols.resolve(rhs.reference) { return left == right }
        return lhs.reference.description == rhs.reference.description
    }

    /// `load(count:) async throws -> String`, as a requirement is named in messages.
    private static func describe(_ method: MethodDecl) -> String {
        let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
        return (method.isStatic ? "static " : "") + method.signature + effects + (method.returnType.map { " -> \($0.reference)" } ?? "")
    }

    private static func checkRequirements(_ requirements: ProtocolDecl, of type: Identifier, members: Members, symbols: SymbolTable, diagnostics: inout DiagnosticCollector) {
        var missing: [String] = []
        var notes: [Note] = []
        for requirement in requirements.properties {
            let name = requirement.name.name
            let wanted = "\(requirement.isSettable ? "settable " : "")property `\(name)` with type `\(requirement.type.reference)`"
            guard let property = members.properties.first(where: { $0.name == name }) else {
                missing.append("`\(name)`")
                notes.append(Note("protocol requires \(wanted)", at: requirement.location))
                continue
            }
            if !sameType(property.type, requirement.type, symbols: symbols) {
                missing.append("`\(name)` of type `\(requirement.type.reference)`")
                notes.append(Note("protocol requires \(wanted); `\(type.name).\(name)` is `\(property.type.reference)`", at: requirement.location))
            } else if requirement.isSettable, !property.isSettable {
                missing.append("a settable `\(name)`")
                notes.append(Note("protocol requires \(wanted); `\(type.name).\(name)` cannot be set", at: requirement.location))
            }
        }
        for requirement in requirements.methods {
            let candidates = (requirement.isStatic ? members.staticMethods : members.methods).filter { $0.signature == requirement.signature }
            let fits = candidates.contains { method in
                method.parameters.count == requirement.parameters.count
                    && zip(method.parameters, requirement.parameters).allSatisfy { sameType($0.type, $1.type, symbols: symbols) }
                    && (method.returnType == nil) == (requirement.returnType == nil)
                    && (method.returnType.map { sameType($0, requirement.returnType!, symbols: symbols) } ?? true)
                    // Fewer effects satisfy a requirement, more do not: a caller would not `await` them.
                    && (!method.isAsync || requirement.isAsync) && (!method.isThrowing || requirement.isThrowing)
            }
            guard !fits else { continue }
            missing.append("`\(requirement.signature)`")
            let found = candidates.first.map { "; `\(type.name)` declares `\(describe($0))`" } ?? ""
            notes.append(Note("protocol requires method `\(describe(requirement))`\(found)", at: requirement.location))
        }
        guard !missing.isEmpty else { return }
        diagnostics.emit(
            Catalog.protocolNotSatisfied(type.name, protocolName: requirements.name.name, missing: missing), at: type.location,
            highlights: [SourceRange(type.location, length: type.name.unicodeScalars.count)], notes: notes
        )
    }

    /// Two requirements of one name (methods: of one name and the same labels), TRL100.
    private static func reportDuplicateRequirements(_ declaration: ProtocolDecl, diagnostics: inout DiagnosticCollector) {
        var seen: [String: Identifier] = [:]
        let names = declaration.properties.map { ($0.name.name, $0.name) } + declaration.methods.map { ($0.signature, $0.name) }
        var methodNames: Set<String> = []
        for method in declaration.methods { methodNames.insert(method.name.name) }
        for (key, name) in names {
            if let previous = seen[key] ?? (methodNames.contains(key) ? declaration.methods.first { $0.name.name == key }?.name : nil), previous != name {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(name.name), at: name.location,
                    highlights: [SourceRange(name.location, length: name.name.unicodeScalars.count)],
                    notes: [Note("previous declaration of `\(name.name)` is here", at: previous.location)]
                )
            } else {
                seen[key] = name
            }
        }
    }
}

extension CheckedProgram {
    /// A `<protocol>` by name: the members of `any Name`.
    public func protocolDecl(named name: String) -> ProtocolDecl? { symbols.protocols[name] }
}
