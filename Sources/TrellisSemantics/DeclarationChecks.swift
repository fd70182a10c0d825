import TrellisDiagnostics
import TrellisSyntax

/// The checks of the declarations other than views (a model's members, an enum's cases, a
/// struct's code), one declaration at a time, kept between analyses of a program that changes a
/// little at a time. A check that reported nothing is kept while its declaration is unchanged
/// and none of the names it looked up (`DeclarationReads`) changed since
/// (`AnalysisCache.ProgramShape.changedNames`); its expression types are recorded again. A check
/// that reported anything runs again: its "did you mean" suggestions read every name and spend
/// the run's allowance. None is kept after a run that noted unknown types, since a name noted
/// as one silences its later uses (`NameSuggester.unknownTypeNames`), which no read records.
final class DeclarationChecks {
    private struct Check {
        /// The declaration checked, compared with the next one by `==`.
        var declaration: Any
        var reads: Set<String>
        var types: [(type: ResolvedType, location: SourceLocation)]
    }

    private var kept: [String: Check] = [:]
    private var made: [String: Check] = [:]
    /// The names changed since `kept` was made; `nil` keeps none.
    private var changedNames: Set<String>?
    /// Checks kept and made by the last run; for tests and the benchmark.
    private(set) var lastKept = 0
    private(set) var lastMade = 0

    /// Starts a run over a program whose declarations other than views differ from those of the
    /// last run that ended in `changed` (`nil`: unknown, or nothing may be kept).
    func begin(changed: Set<String>?) {
        changedNames = changed
        made = [:]
        lastKept = 0
        lastMade = 0
    }

    /// Ends the run: its checks are those the next one may keep, unless it noted unknown types.
    func end(notedUnknownTypes: Bool) {
        kept = notedUnknownTypes ? [:] : made
        made = [:]
    }

    /// Forgets the checks that looked up one of `names`, which changed without a run.
    func forget(readingAnyOf names: Set<String>) {
        kept = kept.filter { $0.value.reads.isDisjoint(with: names) }
    }

    /// Runs `check` over `declaration` under `key`, with a symbol table that notes what it
    /// looks up, or records again what the kept check of the same declaration recorded.
    func check<Declaration: Equatable>(
        _ key: String, _ declaration: Declaration, symbols: SymbolTable, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector,
        _ body: (SymbolTable, inout ExpressionTypeTable, inout DiagnosticCollector) -> Void
    ) {
        if let changedNames, let previous = kept[key], previous.reads.isDisjoint(with: changedNames),
           let written = previous.declaration as? Declaration, written == declaration {
            expressionTypes.replay(previous.types)
            made[key] = previous
            lastKept += 1
            return
        }
        lastMade += 1
        let reads = DeclarationReads()
        let outer = expressionTypes.log
        expressionTypes.log = []
        let (reported, omitted) = (diagnostics.diagnostics.count, diagnostics.omitted)
        body(symbols.recordingReads(into: reads), &expressionTypes, &diagnostics)
        let types = expressionTypes.log ?? []
        expressionTypes.log = outer.map { $0 + types }
        if diagnostics.diagnostics.count == reported, diagnostics.omitted == omitted {
            made[key] = Check(declaration: declaration, reads: reads.names, types: types)
        }
    }
}

extension SemanticAnalyzer {
    /// Runs `body` for one declaration, through `checks` when the analysis keeps them; the key
    /// is made only then, as a batch check keeps none.
    func checkDeclaration<Declaration: Equatable>(
        _ key: @autoclosure () -> String, _ declaration: Declaration, checks: DeclarationChecks?, symbols: SymbolTable,
        expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector,
        _ body: (SymbolTable, inout ExpressionTypeTable, inout DiagnosticCollector) -> Void
    ) {
        guard let checks else { return body(symbols, &expressionTypes, &diagnostics) }
        checks.check(key(), declaration, symbols: symbols, expressionTypes: &expressionTypes, diagnostics: &diagnostics, body)
    }
}
