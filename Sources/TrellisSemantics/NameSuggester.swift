import TrellisDiagnostics
import TrellisSyntax

/// "Did you mean" for one analysis run. The program-wide candidate lists (views, types, names
/// an expression sees besides its owner's members) are prepared once, on first use; and only
/// the first `limit` lookups of a run suggest, so that a file with thousands of unknown names
/// is checked in time linear in its size. Later diagnostics keep their message, without
/// "did you mean".
final class NameSuggester {
    /// Far more than a person fixes at once; enough to bound the work.
    static let limit = 100

    /// The names it suggests among and their indexes, made on first use and shared with the
    /// suggesters of later runs over the same names (`fresh()`), so that an edit that changed
    /// no name does not sort and index every type again.
    private final class Candidates {
        /// The names it suggests among, not the symbol table itself, which would keep every body
        /// alive. Sorted on first use: most runs never suggest.
        private let interfaceViewNames: Dictionary<String, InterfaceDecl>.Keys
        private let declaredViewNames: [String]
        private let typeNameSources: (models: Dictionary<String, ModelDecl>.Keys, structs: Dictionary<String, StructDecl>.Keys, enums: Dictionary<String, EnumDecl>.Keys, protocols: Dictionary<String, ProtocolDecl>.Keys)
        lazy var viewNames: [String] = Set(interfaceViewNames).union(declaredViewNames).sorted()
        /// Every name usable as a type.
        lazy var typeNames: [String] = Array(
            Set(BuiltinTypes.all).union(typeNameSources.models).union(typeNameSources.structs).union(typeNameSources.enums).union(typeNameSources.protocols)
        ).sorted()
        var views: Suggestions.Index?
        var types: Suggestions.Index?
        var globals: Suggestions.Index?

        init(symbols: SymbolTable) {
            interfaceViewNames = symbols.interfaceViews.keys
            declaredViewNames = symbols.viewNames
            typeNameSources = (symbols.models.keys, symbols.structs.keys, symbols.enums.keys, symbols.protocols.keys)
        }
    }

    private let candidates: Candidates
    private var remaining = NameSuggester.limit
    /// Names reported as unknown types (TRL102): the same name in an expression of the same
    /// program (`Itemz()` beside `type="Itemz"`) is the same mistake, reported already.
    private(set) var unknownTypeNames: Set<String> = []

    func noteUnknownType(_ name: String) { unknownTypeNames.insert(name) }

    init(symbols: SymbolTable) {
        candidates = Candidates(symbols: symbols)
    }

    private init(candidates: Candidates) {
        self.candidates = candidates
    }

    /// A suggester for another run over the same declared names: its own allowance and unknown
    /// types, the candidates and indexes this one made.
    func fresh() -> NameSuggester { NameSuggester(candidates: candidates) }

    /// Takes one lookup from the run's allowance; `false` once it is spent.
    private func spend() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }

    /// Among built-in and declared views.
    func view(_ name: String) -> String? {
        guard spend() else { return nil }
        if candidates.views == nil { candidates.views = Suggestions.Index(candidates.viewNames) }
        return candidates.views!.closest(to: name)
    }

    /// Among standard and declared types.
    func type(_ name: String) -> String? {
        guard spend() else { return nil }
        // A nested type's short name, used outside its enclosing type: `Outer.Inner`.
        if let nested = candidates.typeNames.first(where: { $0.hasSuffix("." + name) }) { return nested }
        if candidates.types == nil { candidates.types = Suggestions.Index(candidates.typeNames) }
        return candidates.types!.closest(to: name)
    }

    /// Among `nearby` (members and locals of the expression's owner), types and global functions.
    func identifier(_ name: String, nearby: @autoclosure () -> [String]) -> String? {
        guard spend() else { return nil }
        if candidates.globals == nil { candidates.globals = Suggestions.Index(candidates.typeNames + BuiltinTypes.globalFunctions) }
        // The closest overall is the closest of the closest global and the nearby names.
        let global = candidates.globals!.closest(to: name)
        return Suggestions.closest(to: name, among: (global.map { [$0] } ?? []) + nearby())
    }

    /// Among `candidates`, a plain typo only (see `Suggestions.typo`).
    func typo(among candidates: @autoclosure () -> [String], of name: String) -> String? {
        guard spend() else { return nil }
        return Suggestions.typo(of: name, among: candidates())
    }

    /// Among a list particular to the lookup: a type's members, a view's inputs.
    func among(_ candidates: @autoclosure () -> [String], closestTo name: String) -> String? {
        guard spend() else { return nil }
        return Suggestions.closest(to: name, among: candidates())
    }
}
