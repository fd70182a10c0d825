import TrellisDiagnostics
import TrellisSyntax

/// Rules that look at one declaration: 1 (`observedObject` with an initial value) and
/// 8 (a wrapper that does not fit its type).
enum DeclarationRules {
    /// A fix-it that renames the declaration's element, such as `observedObject` to `stateObject`.
    /// A declaration's location is its `<`; declarations are written self-closing, so the
    /// start tag's name is the only one.
    static func renameElement(_ property: PropertyDecl, to newKind: String) -> FixIt {
        let name = property.location.advanced(byColumns: 1)
        return FixIt(
            "change `\(property.kind.rawValue)` to `\(newKind)`",
            edits: [TextEdit(range: SourceRange(name, length: property.kind.rawValue.count), replacement: newKind)]
        )
    }

    /// `isViewMember` tells the view's own properties, which an initial value cannot name.
    /// `rawType` gives a program enum's raw type (`String` for `enum Sort: String`).
    static func check(_ property: PropertyDecl, type: ResolvedType?, usesProjectedMembers: Bool, isViewMember: (String) -> Bool, rawType: (String) -> String? = { _ in nil }, isPersistentModel: (String) -> Bool = { _ in false }, diagnostics: inout DiagnosticCollector) {
        // An `observedObject` that creates its object (TRL201) is judged with its call sites, which
        // decide its fix: `ProgramRules.reportObservedObjectsCreating`.
        ObjectOwnershipRules.checkStateObjectCreates(property, diagnostics: &diagnostics)
        guard let type else { return }
        if property.kind == .query {
            checkQueryType(property, type: type, isPersistentModel: isPersistentModel, diagnostics: &diagnostics)
            return
        }
        if reportExistentialWrapper(property, type: type, diagnostics: &diagnostics) { return }
        checkWrapperFits(property, type: type, usesProjectedMembers: usesProjectedMembers, rawType: rawType, diagnostics: &diagnostics)
    }

    /// TRL233: a `query` holds `[Item]`, `Item` a `model kind="model"`; `Item` alone is read as
    /// `[Item]`.
    private static func checkQueryType(_ property: PropertyDecl, type: ResolvedType, isPersistentModel: (String) -> Bool, diagnostics: inout DiagnosticCollector) {
        let at = property.type.location
        let written = property.type.reference.description
        let highlight = [SourceRange(at, length: written.count)]
        switch type {
        case .array(.model(let name, _)) where isPersistentModel(name):
            return
        case .model(let name, _) where isPersistentModel(name):
            // The model alone names what SwiftData's `Query<Item, [Item]>` fetches: read as `[Item]`.
            return
        case .array(.model(let name, _)):
            diagnostics.emit(Catalog.queryNeedsModelArray(property.name.name, type: written, reason: "and `\(name)` is not declared `kind=\"model\"`"), at: at, highlights: highlight)
        default:
            diagnostics.emit(Catalog.queryNeedsModelArray(property.name.name, type: written, reason: "which holds no model"), at: at, highlights: highlight)
        }
    }

    /// `AppSettings.shared`, `.shared`, `Store.shared.settings`: a chain from a type's static
    /// member, which exists already and which an initial value may name.
    static func isSharedInstance(_ initial: Expr, isViewMember: (String) -> Bool) -> Bool {
        guard ExpressionText.isReferenceChain(initial), !ObjectOwnershipRules.isPlainName(initial) else { return false }
        var root = initial
        for _ in 0..<ExpressionText.depthLimit {
            switch root.kind {
            case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base):
                root = base
            case .identifier(let name):
                return name != "self" && !isViewMember(name)
            default:
                return true
            }
        }
        return false
    }

    private static func checkWrapperFits(_ property: PropertyDecl, type: ResolvedType, usesProjectedMembers: Bool, rawType: (String) -> String?, diagnostics: inout DiagnosticCollector) {
        let kind = property.kind.rawValue
        let at = property.type.location
        let highlight = [SourceRange(at, length: property.type.reference.description.count)]
        switch property.kind {
        case .stateObject, .observedObject, .environmentObject:
            if case .optional(let wrapped) = type, wrapped.modelKind != nil || wrapped == .builtin("Any", arguments: []) {
                diagnostics.emit(Catalog.objectWrapperNeedsModel(kind, type: type.description, reason: "an optional; declare `\(wrapped)`"), at: at, highlights: highlight)
            } else if type == .builtin("Any", arguments: []) {
                diagnostics.emit(Catalog.objectWrapperNeedsModel(kind, type: type.description, reason: "not a class; declare the model's own type"), at: at, highlights: highlight)
            } else if type.isValueType {
                diagnostics.emit(Catalog.objectWrapperOnValueType(kind, type: type.description), at: at, highlights: highlight)
            } else if type.modelKind == .observable {
                let replacement: (text: String, kind: PropertyKind) = switch property.kind {
                case .stateObject: ("`state` to own it", .state)
                case .environmentObject: ("`environment` to read it from the environment", .environment)
                default: usesProjectedMembers
                    ? ("`bindable` to bind to its properties", .bindable)
                    : ("a plain `let` to receive it", .let)
                }
                diagnostics.emit(
                    Catalog.objectWrapperOnObservable(kind, type: type.description, replacement: replacement.text), at: at,
                    highlights: highlight, fixIts: [renameElement(property, to: replacement.kind.rawValue)]
                )
            }
        case .environment, .bindable:
            if type == .builtin("Any", arguments: []) || type.isOptional && (type.unwrappingOptional.modelKind != nil || type.unwrappingOptional == .builtin("Any", arguments: [])) {
                let reason = type.isOptional ? "an optional" : "not a class"
                diagnostics.emit(Catalog.observationWrapperMismatch(kind, type: type.description, reason: reason, replacement: "the model's own type"), at: at, highlights: highlight)
            } else if type.isValueType {
                diagnostics.emit(Catalog.observationWrapperMismatch(kind, type: type.description, reason: "a value type", replacement: property.kind == .bindable ? "`binding`" : "a plain `let`"), at: at, highlights: highlight)
            } else if type.modelKind == .observableObject {
                let replacement: PropertyKind = property.kind == .bindable ? .observedObject : .environmentObject
                diagnostics.emit(
                    Catalog.observationWrapperMismatch(kind, type: type.description, reason: "an `ObservableObject`", replacement: "`\(replacement.rawValue)`"),
                    at: at, highlights: highlight, fixIts: [renameElement(property, to: replacement.rawValue)]
                )
            }
        case .state:
            if type.modelKind == .observableObject, !property.allows("TRL212") {
                diagnostics.emit(
                    Catalog.stateHoldsObservableObject(property.name.name, type: type.description), at: at,
                    highlights: highlight, fixIts: [renameElement(property, to: PropertyKind.stateObject.rawValue)]
                )
            }
        case .appStorage, .sceneStorage:
            // The generated view keeps the value in the host's store, which holds these types, an
            // optional of one, and an enum whose raw value is an `Int` or a `String` (or an optional
            // of one, which nil removes from the store), as `@AppStorage` does.
            let isStorable: Bool = switch type {
            case .optional(.enumeration(let name)), .enumeration(let name): ["Int", "String"].contains(rawType(name) ?? "")
            case .optional(let wrapped): storableTypes.contains(wrapped.description)
            default: storableTypes.contains(type.description)
            }
            if !isStorable {
                diagnostics.emit(Catalog.storageTypeNotStorable(kind, property.name.name, type: type.description), at: at, highlights: highlight)
            }
        case .focusState:
            // `@FocusState` holds `Bool` (initially false) or an optional (initially nil).
            if type.description != "Bool", !type.isOptional {
                diagnostics.emit(Catalog.focusStateType(property.name.name, type: type.description), at: at, highlights: highlight)
            }
        case .computed:
            guard property.isStoredConstant, let model = type.modelKind, let initial = property.initial,
                  constructs(initial, typeName: type.description), !property.allows("TRL234") else { break }
            // `let model = Model()`: made again with every view value its parent creates.
            let owner: PropertyKind = model == .observable ? .state : .stateObject
            let tag = property.location.advanced(byColumns: 1)
            diagnostics.emit(
                Catalog.constantCreatesModel(property.name.name, type: type.description, owner: owner.rawValue), at: initial.location,
                highlights: [SourceRange(initial.location, length: ExpressionText.render(initial).unicodeScalars.count)],
                fixIts: [FixIt("change `let` to `\(owner.rawValue)`", edits: [TextEdit(range: SourceRange(tag, length: 3), replacement: owner.rawValue)])]
            )
        case .binding, .focusBinding, .let, .environmentValue, .query, .namespace, .gestureState:
            break
        }
    }

    /// Whether `value` is `T()`, `T(x: 1)`, `T.init()` or `.init()` for the type named `typeName`.
    private static func constructs(_ value: Expr, typeName: String) -> Bool {
        guard case .call(let callee, _) = value.kind else { return false }
        switch callee.kind {
        case .identifier(let name): return name == typeName
        case .implicitMember("init"): return true
        case .member(let base, "init", _):
            if case .identifier(let name) = base.kind { return name == typeName }
            return false
        default: return false
        }
    }

    /// What `appStorage` and `sceneStorage` may hold: the types `@AppStorage` stores as they are.
    static let storableTypes: Set<String> = ["Bool", "Int", "Double", "String", "URL", "Data", "Date"]
}
