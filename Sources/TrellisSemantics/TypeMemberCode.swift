import TrellisDiagnostics
import TrellisSyntax

/// What `self` is in the code of a member of a generated model, struct or enum, and what that
/// code may change: Swift's rules for `self` in a method, a `mutating` method and an `init`.
struct MemberCodeContext {
    var typeName: String
    var selfType: ResolvedType?
    /// A struct or an enum: without `mutating`, its methods cannot change `self`.
    var isValueType: Bool
    var isStatic: Bool
    /// A `mutating` method or an `init`.
    var mayChangeSelf: Bool
    var isInitializer: Bool
    var function: ViewFunctionDecl
    /// The type's `let`s, with whether each has its own value (which not even an `init` may change).
    var constants: [String: (location: SourceLocation, hasValue: Bool)] = [:]
    /// The type's computed properties: nothing may assign them.
    var computed: [String: SourceLocation] = [:]
    /// Whether a TRL223 of this function already offers the fix-it that adds `mutating`: one
    /// edit fixes every assignment, so it is offered once.
    var offersMutating = false
}

/// A stored or computed member of a generated type, as its code sees it.
private struct OwnMember {
    var name: Identifier
    var type: TypeSyntax
    var isConstant: Bool
    var isComputed: Bool
    var hasValue: Bool
    var location: SourceLocation
}

extension SemanticAnalyzer {
    /// The code of the generated models', structs' and enums' members (`<function>`s, the getters
    /// of `<computed>`s, `<init>`s): checked as a view's helper functions are, with the type's
    /// members in scope, `self` the type, and Swift's rules for changing it.
    func checkMemberCode(_ symbols: SymbolTable, suggester: NameSuggester, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector, checks: DeclarationChecks? = nil) {
        for name in symbols.programModelNames {
            let model = symbols.models[name]!
            guard !model.isExternal, !model.code.isEmpty else { continue }
            func member(_ property: ModelProperty) -> OwnMember {
                OwnMember(name: property.name, type: property.type, isConstant: property.isConstant && !property.isComputed, isComputed: property.isComputed && property.isConstant, hasValue: property.initial != nil, location: property.location)
            }
            checkDeclaration("model code " + name, model, checks: checks, symbols: symbols, expressionTypes: &expressionTypes, diagnostics: &diagnostics) { symbols, expressionTypes, diagnostics in
                checkCode(
                    model.code, of: name, selfType: .model(name, model.kind), isValueType: false,
                    instanceMembers: model.properties.map(member), staticMembers: model.staticProperties.map(member),
                    symbols: symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &diagnostics
                )
            }
        }
        func member(_ field: StructDecl.Field) -> OwnMember {
            OwnMember(name: field.name, type: field.type, isConstant: field.isConstant && !field.isComputed, isComputed: field.isComputed && field.isConstant, hasValue: field.initial != nil, location: field.name.location)
        }
        // `private let limit: TimeInterval = 8 * 3600` at file level: its value is judged against its type.
        var fileChecker = ExpressionChecker(symbols: symbols, suggester: suggester, members: .empty, memberTypes: [:])
        swap(&fileChecker.expressionTypes, &expressionTypes)
        for constant in symbols.fileConstants.entries.values.sorted(by: { $0.name.location < $1.name.location }) {
            guard let initial = constant.initial else { continue }
            let type = fileChecker.infer(initial, locals: nil).type
            fileChecker.checkConversion(initial, inferred: type, to: symbols.resolve(constant.type.reference), in: "the initial value of `\(constant.name.name)`", locals: nil)
        }
        diagnostics.merge(fileChecker.diagnostics)
        swap(&fileChecker.expressionTypes, &expressionTypes)
        for name in symbols.programStructNames {
            let structure = symbols.structs[name]!
            guard !structure.isExternal, !structure.code.isEmpty else { continue }
            checkDeclaration("struct code " + name, structure, checks: checks, symbols: symbols, expressionTypes: &expressionTypes, diagnostics: &diagnostics) { symbols, expressionTypes, diagnostics in
                checkCode(
                    structure.code, of: name, selfType: .structure(name), isValueType: true,
                    instanceMembers: structure.fields.filter { !$0.isStatic }.map(member), staticMembers: structure.fields.filter(\.isStatic).map(member),
                    symbols: symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &diagnostics
                )
            }
        }
        for name in symbols.programEnumNames {
            let written = symbols.enums[name]!
            guard !written.isExternal else { continue }
            checkDeclaration("enum code " + name, written, checks: checks, symbols: symbols, expressionTypes: &expressionTypes, diagnostics: &diagnostics) { symbols, expressionTypes, diagnostics in
                let declaration = written.typeParametersReadAsAny
                var statics = declaration.properties.filter(\.isStatic).map(member)
                // `static let limit = 1440`: its value is judged against its type, as a struct's is.
                var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: .empty, memberTypes: [:])
                checker.selfTypeName = name
                swap(&checker.expressionTypes, &expressionTypes)
                for property in declaration.properties where property.isStatic {
                    guard let initial = property.initial else {
                        if !property.isComputed, !declaration.code.isEmpty || declaration.properties.contains(where: { $0.initial != nil }) {
                            diagnostics.emit(Catalog.staticWithoutValue(property.name.name, of: name), at: property.name.location)
                        }
                        continue
                    }
                    let type = checker.infer(initial, locals: nil).type
                    checker.checkConversion(initial, inferred: type, to: symbols.resolve(property.type.reference), in: "the initial value of `\(property.name.name)`", locals: nil)
                }
                diagnostics.merge(checker.diagnostics)
                swap(&checker.expressionTypes, &expressionTypes)
                guard !declaration.code.isEmpty else { return }
                var instance = declaration.properties.filter { !$0.isStatic }.map(member)
                // What Swift synthesizes: `rawValue`, and `allCases` on the type.
                if let rawType = declaration.rawType {
                    instance.append(OwnMember(name: Identifier("rawValue", at: declaration.location), type: rawType, isConstant: true, isComputed: true, hasValue: false, location: declaration.location))
                }
                if declaration.isCaseIterable {
                    let all = TypeSyntax(.array(.named(name, genericArguments: [])), at: declaration.location)
                    statics.append(OwnMember(name: Identifier("allCases", at: declaration.location), type: all, isConstant: true, isComputed: true, hasValue: false, location: declaration.location))
                }
                checkCode(
                    declaration.code, of: name, selfType: .enumeration(name), isValueType: true,
                    instanceMembers: instance, staticMembers: statics,
                    symbols: symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &diagnostics
                )
            }
        }
    }

    private func checkCode(
        _ code: [ViewFunctionDecl], of typeName: String, selfType: ResolvedType, isValueType: Bool,
        instanceMembers: [OwnMember], staticMembers: [OwnMember],
        symbols: SymbolTable, suggester: NameSuggester, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector
    ) {
        // Members are seen without `self.`: a `var` as a value the code may change, the rest read-only.
        func table(_ members: [OwnMember]) -> (MemberTable, [String: ResolvedType]) {
            let declarations = members.map { PropertyDecl(kind: $0.isConstant || $0.isComputed ? .computed : .state, name: $0.name, type: $0.type, location: $0.location) }
            var types: [String: ResolvedType] = [:]
            for member in members where types[member.name.name] == nil {
                if let type = symbols.resolve(member.type.reference) { types[member.name.name] = type }
            }
            return (MemberTable(declarations), types)
        }
        let instance = table(instanceMembers)
        let statics = table(staticMembers)
        // Observers are run by assignments, never called.
        let callable = code.filter { $0.observedProperty == nil }
        func functions(isStatic: Bool) -> [String: ViewFunctionDecl] {
            Dictionary(callable.filter { !$0.isGetter && $0.name.name != "init" && $0.isStatic == isStatic }.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let instanceFunctions = functions(isStatic: false)
        let staticFunctions = functions(isStatic: true)
        func signatures(isStatic: Bool) -> [String: [MethodDecl]] {
            Dictionary(grouping: callable.filter { !$0.isGetter && $0.name.name != "init" && $0.isStatic == isStatic }.map(\.signature), by: \.name.name)
        }
        let instanceSignatures = signatures(isStatic: false)
        let staticSignatures = signatures(isStatic: true)
        // A computed property's `set` is checked as a method that may change `self`, given `newValue`.
        var setters: Set<SourceLocation> = []
        var checked = code
        // A `willSet` or `didSet` is checked as a method given the property's new or old value, one
        // that may change `self` (a struct's observer runs inside the assignment, which mutates).
        let memberTypes = Dictionary(instanceMembers.map { ($0.name.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        for index in checked.indices {
            guard let property = checked[index].observedProperty else { continue }
            if let type = memberTypes[property], !checked[index].parameters.isEmpty { checked[index].parameters[0].type = type }
            checked[index].isMutating = true
        }
        for getter in code where getter.isGetter {
            guard let body = getter.setterBody, let location = getter.setterLocation, let type = getter.returnType else { continue }
            let newValue = ParameterDecl(
                name: Identifier(getter.setterValueName, at: location), label: nil, typeText: nil, type: type, defaultValue: nil,
                isSlot: false, isRequiredSlot: false, slotValueTypeText: nil, slotValueType: nil, location: location
            )
            var setter = ViewFunctionDecl(name: getter.name, parameters: [newValue], returnType: nil, isAsync: false, isThrowing: false, body: body, location: location)
            setter.isStatic = getter.isStatic
            setter.isMutating = true
            checked.append(setter)
            setters.insert(location)
        }
        // A computed view's Swift code builds views, which swiftc judges as it judges a view's own Swift.
        for function in checked where !function.isViewBuilder {
            let isInitializer = function.name.name == "init" && !function.isGetter
            let members = function.isStatic ? statics : instance
            var context = MemberCodeContext(
                typeName: typeName, selfType: selfType, isValueType: isValueType, isStatic: function.isStatic,
                mayChangeSelf: function.isMutating || isInitializer, isInitializer: isInitializer, function: function
            )
            for member in function.isStatic ? staticMembers : instanceMembers {
                if member.isComputed {
                    context.computed[member.name.name] = member.location
                } else if member.isConstant {
                    context.constants[member.name.name] = (member.location, member.hasValue)
                }
            }
            var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: members.0, memberTypes: members.1)
            swap(&checker.expressionTypes, &expressionTypes)
            checker.viewFunctions = function.isStatic ? staticFunctions : instanceFunctions
            checker.memberFunctions = function.isStatic ? staticSignatures : instanceSignatures
            checker.selfContext = context
            let scope = LocalScope.parameters(of: function, symbols: symbols, suggester: suggester, diagnostics: &diagnostics)
            let result = function.returnType.flatMap { symbols.check($0, suggester: suggester, diagnostics: &diagnostics) }
            let name = function.name.name
            let described = function.isGetter ? "computed `\(name)`"
                : setters.contains(function.location) ? "the setter of `\(name)`"
                : function.observedProperty.map { "`\(name)` of `\($0)`" } ?? (isInitializer ? "`init` of `\(typeName)`" : "function `\(name)`")
            var effects = EffectContext(isAsync: function.isAsync, canThrow: function.isThrowing, returnsValue: function.returnType != nil, described: described)
            effects.functionName = name
            effects.isGetter = function.isGetter
            effects.functionResult = result
            let leaves = checker.checkFunctionBody(function.body, effects: effects, locals: scope)
            if function.returnType != nil, !leaves, !function.hasUnparsedCode {
                diagnostics.emit(Catalog.functionMustReturn(name, type: result?.description ?? function.returnType!.reference.description, isGetter: function.isGetter), at: function.location)
            }
            diagnostics.merge(checker.diagnostics)
            swap(&checker.expressionTypes, &expressionTypes)
        }
    }
}

extension ExpressionChecker {
    /// An assignment in a generated type's member code, judged by Swift's rules for `self`:
    /// `true` when it was judged here (reported or accepted), `false` when it is not to a member.
    /// `hops` are the members and subscripts written after the root, in order.
    mutating func checkMemberCodeWrite(_ place: Expr, root rootName: String, hops written: [String], locals: LocalScope?) -> Bool {
        guard let context = selfContext, locals?.lookup(rootName) == nil else { return false }
        var hops = written
        var name = rootName
        if rootName == "self" {
            guard !hops.isEmpty else {
                // `self = .monday`, in an enum's `init` or a `mutating` method.
                if context.isValueType, !context.mayChangeSelf, !context.isStatic { reportImmutableSelf(place, member: "self", context: context) }
                return true
            }
            name = hops.removeFirst()
        }
        guard let property = members[name] else { return rootName == "self" }
        let rootType = memberTypes[name]
        // A write through a reference (a model held in a field) changes the object, not `self`.
        guard landsOnValueForMember(from: rootType, hops: hops) else { return true }
        if let location = context.computed[name] {
            diagnostics.emit(
                Catalog.assignToReadOnlyProperty(name, reason: "it is a computed property of `\(context.typeName)` with no setter", inoutArgument: writesInoutArgument), at: place.location,
                notes: [Note("`\(context.typeName).\(name)` declared here", at: location)]
            )
            return true
        }
        if let constant = context.constants[name], !context.isInitializer || constant.hasValue || context.isStatic {
            diagnostics.emit(
                Catalog.constantMember(name, of: context.typeName, action: "assign to", inoutArgument: writesInoutArgument), at: place.location,
                notes: [Note("`\(context.typeName).\(name)` declared here", at: constant.location)]
            )
            return true
        }
        if context.isValueType, !context.mayChangeSelf, !context.isStatic, property.kind == .state {
            reportImmutableSelf(place, member: name, context: context)
        }
        return true
    }

    /// Whether a write through `hops` from a member of type `type` changes the value the member
    /// holds: not when it goes through an object, or a type the checker does not know.
    private func landsOnValueForMember(from type: ResolvedType?, hops: [String]) -> Bool {
        guard let type else { return hops.isEmpty }
        if case .model = type.unwrappingOptional { return false }
        if case .existential = type.unwrappingOptional { return false }
        var current: ResolvedType? = type
        for hop in hops {
            guard let value = current?.unwrappingOptional else { return false }
            switch value {
            case .model, .existential: return false
            case .structure(let name):
                current = symbols.structs[name]?.fields.first { $0.name.name == hop && !$0.isStatic }.flatMap { symbols.resolve($0.type.reference) }
                if current == nil { return true }
            case .array(let element): current = hop == "[]" ? element : nil
            case .dictionary(_, let element): current = hop == "[]" ? .optional(element) : nil
            default: return true
            }
        }
        return true
    }

    private mutating func reportImmutableSelf(_ place: Expr, member: String, context: MemberCodeContext) {
        let function = context.function
        let offersFix = !function.isGetter && !context.offersMutating
        selfContext?.offersMutating = true
        // `<function name="rename"`: the element's name is written again with the attribute after it.
        let elementName = function.location.advanced(byColumns: 1)
        diagnostics.emit(
            Catalog.immutableSelf(member, function: function.name.name, type: context.typeName, inoutArgument: writesInoutArgument), at: place.location,
            highlights: [SourceRange(place.location, length: ExpressionText.render(place).unicodeScalars.count)],
            notes: [Note("`\(function.name.name)` declared here", at: function.location)],
            fixIts: !offersFix ? [] : [FixIt("mark `\(function.name.name)` `mutating`", edits: [TextEdit(range: SourceRange(elementName, length: "function".count), replacement: "function mutating=\"true\"")])]
        )
    }
}
