import TrellisDiagnostics
import TrellisSyntax

/// `<environmentValue>`: the program's own values of `EnvironmentValues` (Swift's `@Entry`).
/// Views read and write them as they do SwiftUI's, so every rule that follows the environment
/// (TRL190, TRL191, TRL112) sees them.
extension SymbolTable {
    /// The program's custom values by name. A name SwiftUI provides is TRL248; a name declared
    /// twice keeps the first in source order, the others are duplicates.
    static func environmentValueDecls(in files: [SourceFileSyntax], provided: StructDecl?, diagnostics: inout DiagnosticCollector) -> [String: EnvironmentValueDecl] {
        let declared = files.flatMap(\.environmentValues).sorted { $0.name.location < $1.name.location }
        guard !declared.isEmpty else { return [:] }
        let providedNames = Set((provided?.fields ?? []).filter { !$0.isStatic }.map(\.name.name))
        var values: [String: EnvironmentValueDecl] = [:]
        for value in declared {
            let name = value.name
            if providedNames.contains(name.name) {
                diagnostics.emit(Catalog.environmentValueRedeclared(name.name), at: name.location, highlights: [SourceRange(name.location, length: name.name.count)])
                continue
            }
            if let previous = values[name.name] {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(name.name), at: name.location,
                    highlights: [SourceRange(name.location, length: name.name.count)],
                    notes: [Note("previous declaration of `\(name.name)` is here", at: previous.name.location)]
                )
                continue
            }
            values[name.name] = value
        }
        return values
    }
}

extension SemanticAnalyzer {
    /// Each custom value's type exists and its default converts to it, as swiftc checks
    /// `@Entry var name: Type = default`.
    func checkEnvironmentValueDeclarations(_ symbols: SymbolTable, suggester: NameSuggester, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector) {
        guard !symbols.programEnvironmentValues.isEmpty else { return }
        var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: .empty, memberTypes: [:])
        for name in symbols.programEnvironmentValues.keys.sorted() {
            let value = symbols.programEnvironmentValues[name]!
            let type = symbols.check(value.type, suggester: suggester, diagnostics: &diagnostics)
            let defaultType = checker.infer(value.defaultValue, locals: nil).type
            checker.checkConversion(value.defaultValue, inferred: defaultType, to: type, in: "the default value of `\(name)`", locals: nil)
        }
        diagnostics.merge(checker.diagnostics)
        expressionTypes.merge(checker.expressionTypes)
    }
}
