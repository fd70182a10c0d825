import Foundation
import Testing
import TrellisBenchSupport
@testable import TrellisCodeGen
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// The structural invariant: the program the checker analyses is exactly the program code
/// generation emits. Over every sample (the goldens' inputs), every file with mistakes, the fuzz
/// regressions and the benchmark's screens:
/// - the syntax stage turns every element and attribute into syntax, or reports it;
/// - for every view without errors, the body nodes of its syntax tree, the nodes the checker
///   analysed and the nodes code generation emitted are the same set. A file with mistakes
///   takes part through its views that have none.
@Suite struct CheckedIsEmittedTests {
    struct Program: CustomTestStringConvertible, Sendable {
        let name: String
        let inputs: [SourceInput]
        var testDescription: String { name }
    }

    static func read(_ path: String) -> SourceInput {
        SourceInput(path: path, bytes: Array(FileManager.default.contents(atPath: path) ?? Data()))
    }

    static let programs: [Program] = {
        var programs = [Program(name: "Samples", inputs: PackagePaths.xmlFiles(under: PackagePaths.samples).filter { !$0.contains("/Mistakes/") }.map(read))]
        for path in PackagePaths.xmlFiles(under: PackagePaths.mistakeSamples) {
            programs.append(Program(name: "Mistakes/" + URL(fileURLWithPath: path).lastPathComponent, inputs: [read(path)]))
        }
        for path in PackagePaths.xmlFiles(under: PackagePaths.path("Tests/Fuzz/Regressions")) {
            programs.append(Program(name: "Fuzz/" + URL(fileURLWithPath: path).lastPathComponent, inputs: [read(path)]))
        }
        let screens = [SourceInput(path: "BenchSession.xml", bytes: Array(ScreenCorpus.sessionXML.utf8))]
            + (0..<ScreenCorpus.rotationLength).map { SourceInput(path: "Screen\($0).xml", bytes: Array(ScreenCorpus.xml($0).utf8)) }
        programs.append(Program(name: "benchmark screens", inputs: screens))
        return programs
    }()

    struct Outcome {
        var unaccounted: [SyntaxAccounting.Unaccounted] = []
        var elementCount = 0
        var diagnostics: [Diagnostic] = []
        var program: CheckedProgram?
        var checked: Set<NodeTrace.Node> = []
    }

    /// With `validatesConcurrently`, the tree is built while libxml2 validates on another thread.
    static func check(_ inputs: [SourceInput], validatesConcurrently: Bool = false) -> Outcome {
        var outcome = Outcome()
        var collector = DiagnosticCollector()
        var files: [SourceFileSyntax] = []
        for input in inputs {
            let accounting = SyntaxAccounting()
            if let file = SyntaxParser().parseFile(input, diagnostics: &collector, validatesConcurrently: validatesConcurrently, accounting: accounting) {
                files.append(file)
            }
            outcome.unaccounted += accounting.unaccounted
            outcome.elementCount += accounting.elementCount
        }
        let trace = NodeTrace()
        outcome.program = SemanticAnalyzer(trace: trace).analyze(files: files, diagnostics: &collector)
        outcome.diagnostics = collector.diagnostics
        outcome.checked = trace.nodes
        return outcome
    }

    /// Every body node of `view`'s syntax tree.
    static func syntaxNodes(of view: ViewDecl) -> Set<NodeTrace.Node> {
        var nodes: Set<NodeTrace.Node> = []
        func add(_ kind: NodeTrace.Kind, _ location: TrellisDiagnostics.SourceLocation) {
            nodes.insert(NodeTrace.Node(view: view.name.name, kind: kind, location: location))
        }
        var pending = view.body + view.viewMembers.flatMap(\.body)
        func addModifiers(_ modifiers: [Modifier]) {
            for modifier in modifiers {
                add(.modifier, modifier.location)
                if case .call(let call) = modifier.kind {
                    for argument in call.arguments { add(.argument, argument.label.location) }
                    pending += call.content
                    // A modifier's slot elements (an alert's `<message>`) are checked as its slots.
                    for fill in call.slotFills {
                        guard case .call(let slot) = fill.kind else { continue }
                        add(.modifier, fill.location)
                        for argument in slot.arguments { add(.argument, argument.label.location) }
                        pending += slot.content
                    }
                }
            }
        }
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                add(.element, element.name.location)
                for argument in element.arguments { add(.argument, argument.label.location) }
                if let text = element.text { add(.text, text.location) }
                addModifiers(element.modifiers)
                pending += element.children
                // A named slot's element (`<header>`, `<label>`) was a modifier in the syntax;
                // the checked call holds it, with its content, as a slot entry.
                for case .slot(_, let content, let location?) in element.call?.entries ?? [] {
                    add(.modifier, location)
                    pending += content
                }
            case .conditional(let conditional):
                add(.conditional, conditional.location)
                if let elseBody = conditional.elseBody {
                    add(.elseBranch, conditional.location)
                    pending += elseBody
                }
                pending += conditional.thenBody
            case .localConstant(let constant):
                pending += constant.body
            case .switchNode(let node):
                for switchCase in node.cases {
                    add(.switchCase, switchCase.location)
                    pending += switchCase.body
                }
            case .forEach(let forEach):
                add(.forEach, forEach.location)
                if let id = forEach.id { add(.forEachID, id.location) }
                addModifiers(forEach.modifiers)
                pending += forEach.body
            case .slot(let placement):
                add(.slot, placement.location)
            case .member(let use):
                add(.member, use.location)
                for argument in use.arguments { add(.argument, argument.label.location) }
            }
        }
        return nodes
    }

    /// Views with no error, or note of an error, located between their `<view` and the next
    /// declaration of the file (an error at a declaration may be about call sites elsewhere).
    static func viewsWithoutErrors(_ program: CheckedProgram, diagnostics: [Diagnostic]) -> [ViewDecl] {
        var starts: [String: [TrellisDiagnostics.SourceLocation]] = [:]
        for file in program.files {
            starts[file.path] = (file.views.map(\.location) + file.models.map(\.location) + file.structs.map(\.location)).sorted()
        }
        let errorLocations = diagnostics.filter { $0.severity == .error }.flatMap { [$0.location] + $0.notes.compactMap(\.location) }
        return program.files.flatMap(\.views).filter { view in
            let next = starts[view.location.file]?.first { $0 > view.location }
            return !errorLocations.contains { location in
                location.file == view.location.file && location >= view.location && next.map { location < $0 } ?? true
            }
        }
    }

    /// What code generation emits for `views`: the whole program through the public entry point
    /// when it has no errors, otherwise each view on its own.
    static func emit(_ views: [ViewDecl], of program: CheckedProgram, hasErrors: Bool) throws -> Set<NodeTrace.Node> {
        let trace = NodeTrace()
        if !hasErrors {
            _ = try CodeGenerator(trace: trace).generate(program)
            return trace.nodes
        }
        let index = ProgramIndex(files: program.files)
        for view in views {
            var emitter = ViewEmitter(index: index, view: view) { program.type(of: $0, in: view.name.name)?.isNumber ?? false }
            emitter.trace = trace
            var printer = CodePrinter(marksMappedLines: false)
            try emitter.emit(into: &printer)
        }
        return trace.nodes
    }

    /// The nodes in one set and not the other, described; empty when the sets are equal.
    static func differences(_ lhs: Set<NodeTrace.Node>, _ lhsName: String, _ rhs: Set<NodeTrace.Node>, _ rhsName: String) -> [String] {
        lhs.subtracting(rhs).sorted().map { "\($0): \(lhsName), not \(rhsName)" }
            + rhs.subtracting(lhs).sorted().map { "\($0): \(rhsName), not \(lhsName)" }
    }

    @Test("every element and attribute becomes syntax or is reported", arguments: programs)
    func syntaxAccountsForEveryElementAndAttribute(_ program: Program) {
        for concurrently in [false, true] {
            let outcome = Self.check(program.inputs, validatesConcurrently: concurrently)
            #expect(outcome.unaccounted.isEmpty, "\(outcome.unaccounted)")
        }
    }

    @Test("the checked program is the emitted program", arguments: programs)
    func checkedProgramIsEmittedProgram(_ program: Program) throws {
        let outcome = Self.check(program.inputs)
        guard let checkedProgram = outcome.program else { return }
        let hasErrors = outcome.diagnostics.contains { $0.severity == .error }
        let views = Self.viewsWithoutErrors(checkedProgram, diagnostics: outcome.diagnostics)
        if !hasErrors { #expect(views.count == checkedProgram.viewNames.count) }
        let names = Set(views.map(\.name.name))
        let syntax = views.reduce(into: Set<NodeTrace.Node>()) { $0.formUnion(Self.syntaxNodes(of: $1)) }
        let checked = outcome.checked.filter { names.contains($0.view) }
        let emitted = try Self.emit(views, of: checkedProgram, hasErrors: hasErrors).filter { names.contains($0.view) }
        #expect(Self.differences(syntax, "in the syntax tree", checked, "checked") == [])
        #expect(Self.differences(checked, "checked", emitted, "emitted") == [])
    }

    @Test("the corpora hold clean views and views of every kind of node")
    func corporaAreNotVacuous() throws {
        var kinds: Set<NodeTrace.Kind> = []
        var cleanViews = 0
        for program in Self.programs {
            let outcome = Self.check(program.inputs)
            guard let checkedProgram = outcome.program else { continue }
            cleanViews += Self.viewsWithoutErrors(checkedProgram, diagnostics: outcome.diagnostics).count
            kinds.formUnion(outcome.checked.map(\.kind))
        }
        #expect(kinds == [.element, .argument, .text, .modifier, .conditional, .elseBranch, .forEach, .forEachID, .slot, .switchCase, .member])
        #expect(cleanViews >= 50)
    }

    @Test("a node the generator leaves out is found")
    func droppedNodeIsFound() throws {
        let outcome = Self.check(Self.programs[0].inputs)
        let program = try #require(outcome.program)
        var views = Self.viewsWithoutErrors(program, diagnostics: outcome.diagnostics)
        // The first view with a modifier on an element loses it on the way to the generator.
        let position = try #require(views.firstIndex { view in
            if case .element(let element)? = view.body.first { !element.modifiers.isEmpty } else { false }
        })
        guard case .element(var element) = views[position].body[0] else { return }
        let lost = element.modifiers.removeLast()
        views[position].body[0] = .element(element)
        let emitted = try Self.emit(views, of: program, hasErrors: true)
        let checked = outcome.checked.filter { node in views.contains { $0.name.name == node.view } }
        #expect(Self.differences(checked, "checked", emitted, "emitted") == [
            "\(NodeTrace.Node(view: views[position].name.name, kind: .modifier, location: lost.location)): checked, not emitted",
        ])
    }
}
