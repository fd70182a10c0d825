import Foundation
import Testing
import TrellisBenchSupport
import TrellisTestSupport

/// Programs the generator writes correct by construction (Sources/TrellisBenchSupport/ProgramGenerator.swift)
/// must pass the fast pass, build, and compile in Swift 6 with warnings as errors: a fixed-seed
/// slice of Tests/Fuzz/generated-programs.sh, compiled as one module.
@Suite struct GeneratedProgramsTests {
    static let seed: UInt64 = 20_261_207
    static let count = 30

    @Test func aSeedWritesTheSameProgramsEveryTime() {
        let generator = ProgramGenerator()
        #expect(generator.program(index: 3, seed: Self.seed).xml == ProgramGenerator().program(index: 3, seed: Self.seed).xml)
        #expect(generator.program(index: 3, seed: Self.seed).xml != generator.program(index: 4, seed: Self.seed).xml)
    }

    @Test func theSliceCoversEveryDeclarationKindAndEveryPlaceOfCode() {
        let generator = ProgramGenerator()
        let texts = (0..<Self.count).map { generator.program(index: $0, seed: Self.seed).xml }
        let forms = [
            "kind=\"observable\"", "<stateObject", "rawType=\"String\"", "rawType=\"Int\"", "<case name=\"tagged\"><parameter",
            "protocols=\"Hashable", "protocols=\"Equatable", "identifiable=\"true\"", "identifiable=\"false\"",
            "<action>", "<onAppear>", "<task", "<refreshable>", "<onChange", "<onSubmit>", "<function name=\"reload\" async=\"true\">",
            "Badge elevated", "guard let", "if let", "for element", "switch mode", "Task {", "await store.", "let next", "+=",
            "} else {", "withAnimation", "do {", "} else if", "default:", "try? await", "catch let",
            "<environmentObject name=", "<environment name=", "<bindable", "<appStorage", "<focusState", "items=\"$items\"",
            "<protocol", "type=\"any ", "<computed name=\"header\">", "<row entry=", "onRefresh=", "<navigationDestination",
            // The forms of the last rounds: `self.`, a modifier after a slot's one view, `navigationTitle`'s
            // `Text`, parameter clauses with defaults, `var` inputs, helpers after `body` and `private`,
            // SwiftData's macros, members with code, option-set arrays, `Binding(get:set:)`,
            // `onChange` naming its values with `initial`, and a `List` of bindings.
            "self.count", "let title = ", "self.title = title", "</Text><padding", "<navigationTitle><Text", "parameters=\"_ count: Int, plus extra",
            "<init parameters=\"count: Int = 0", "<var name=\"note\"", "private=\"true\"", "</body>\n    <computed name=\"header\"",
            "kind=\"model\"", "relationship=\"deleteRule:", "deleteRule=\"", "attribute=\".unique\"", "unique=\"true\"",
            "switch self", "static=\"true\"", "mutating=\"true\"", "ignored=\"true\"", "value=\"[.", "Binding(get:",
            "action=\"_, ", "<List items=\"$items\"", "setCount(3, plus:", "retitle(",
            // This round's: modifiers after a List's one ForEach and after its row, EditButton and
            // editMode, attribute synonyms, `else if`, a specifier, `@ViewBuilder let content`, a
            // file-level constant, a setter, `allCases`, a model's context, an init's Swift label.
            "</ForEach><onDelete", "</Text><onDelete", "<onMove", "perform=\"", "=\"removeNames\"", "<swipeActions>", "<EditButton/>",
            "keyPath=\"\\.editMode\"", "keyPath=\"\\.modelContext\"", "conformances=\"CaseIterable\"", "conforms=\"CaseIterable\"",
            "<ForEach data=", "<case value=", "<else if=", "specifier: \"%", "viewBuilder=\"true\"", "<content/>",
            "Step\" type=\"Double\" initial=", "set {", "set(newDoubled) {", "tally.doubled", "folder.modelContext", "from=\"",
            // The next round's: computed views of an enum and a struct placed as elements and holes,
            // compilation conditions around views and modifiers, a keyed environment value, a
            // body's bindable, closures as element code, modifiers inside a function's use, a
            // function named like `badge`, unquoted raw values, overloads, `perform=`, SwiftData's
            // descriptors and predicates, and the new vocabulary.
            "<computed name=\"icon\" type=\"some View\"", "<computed name=\"meter\" type=\"some View\">", "<mode.icon", "{mode.icon}",
            "{tally.meter}", ".icon}</ForEach>", "<if condition=\"os(", "<else if=\"", "</if><else><padding", "<extension name=\"EnvironmentValues\">",
            "<extension type=\"EnvironmentValues\">", "set(newAccent)", "<bindable name=\"store\" initial=\"store\"/>", "<onDelete>",
            "<onChange of=\"{", "</row>", "<badge for=\"{count}\"/>", "rawValue=\"second", "<function name=\"record\" parameters=",
            "<onAppear perform=\"record\"/>", "sort=\"[SortDescriptor(", "#Predicate&lt;", "FetchDescriptor<", "_notes = Query(",
            "<scrollContentBackground", "<presentationDetents", "<searchSuggestions>", "<Gauge value=\"{left}\" in=", "type=\"Duration\"",
            "Hours hours: Double\">",
            // A view's stored constant, typed and inferred.
            "<let name=\"captions\" type=\"[String]\"", "<let name=\"captions\" initial=",
        ]
        for form in forms {
            #expect(texts.contains { $0.contains(form) }, "no program of the slice has \(form)")
        }
        let changes = texts.flatMap { $0.split(separator: "\n") }.filter { $0.contains("<onChange ") }
        #expect(changes.contains { $0.contains(" initial=") && $0.contains(" in ") }, "no onChange of the slice names its values and has `initial`")
        // The prelude is read, not copied: most of its views and modifiers have a form the producers can fill.
        #expect(generator.skippedForms.count < 45, "\(generator.skippedForms)")
    }

    @Test(.timeLimit(.minutes(5)))
    func theFastPassAndSwiftAgreeOnGeneratedPrograms() throws {
        let swiftc = try #require(findExecutable("swiftc"))
        #expect(BuildProducts.hasModule("Trellis"))
        let directory = try TemporaryDirectory()
        let work = URL(fileURLWithPath: directory.path).appendingPathComponent("round")
        var round = GeneratedProgramRound(seed: Self.seed, work: work, modules: BuildProducts.modulesDirectory, swiftc: swiftc) { arguments in
            let result = runTrellis(arguments)
            return (result.status, result.output + result.errors)
        }
        round.batchSize = Self.count
        let counts = try round.run(0..<Self.count)
        let failures = (try? FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("failures").path)) ?? []
        let reports = try failures.filter { $0.hasSuffix(".txt") }.sorted().prefix(3).map {
            "\($0):\n" + (try String(contentsOf: work.appendingPathComponent("failures/\($0)"), encoding: .utf8))
        }
        #expect(counts.generated == Self.count)
        #expect(counts.disagreements == 0, "\(counts)\n\(reports.joined(separator: "\n"))")
        #expect(counts.swiftcInvocations == 1)
    }
}
