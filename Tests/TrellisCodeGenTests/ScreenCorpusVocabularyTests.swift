import Foundation
import Testing
import TrellisBenchSupport
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// The compile-time benchmark's screens use SwiftUI's whole vocabulary as the prelude declares
/// it: any `vocabularySectionCount` consecutive screens hold every view and every modifier, the
/// language's own included, in both forms; the XML checks clean and both forms compile.
@Suite struct ScreenCorpusVocabularyTests {
    static let sectionCount = ScreenCorpus.vocabularySectionCount
    /// One screen of each section and the navigation screen.
    static let rotation = ScreenCorpus.rotationLength

    /// The prelude's views and modifiers, by name, read from its declarations.
    /// `WindowGroup` is a scene, which only an app holds, and the corpus is of screens.
    static func preludeNames(_ kind: InterfaceDecl.Kind) -> Set<String> {
        // A deprecated modifier draws a warning (TRL224), which no benchmark screen should.
        Set(Prelude.standard.flatMap(\.interfaces).filter { $0.kind == kind && !$0.isUnavailable && $0.deprecation == nil }.map(\.name.name)).subtracting(["WindowGroup"])
    }

    /// The views called and the modifiers applied in the checked bodies of `screens` screens.
    static func vocabulary(ofScreens screens: Int) throws -> (views: Set<String>, modifiers: Set<String>) {
        var collector = DiagnosticCollector()
        let inputs = [SourceInput(path: "\(ScreenCorpus.sessionFileName).xml", bytes: Array(ScreenCorpus.sessionXML.utf8))]
            + (0..<screens).map { SourceInput(path: "Screen\($0).xml", bytes: Array(ScreenCorpus.xml($0).utf8)) }
        let files = inputs.compactMap { SyntaxParser().parseFile($0, diagnostics: &collector) }
        let program = SemanticAnalyzer().analyze(files: files, diagnostics: &collector)
        try #require(collector.diagnostics.isEmpty, "\(collector.diagnostics.map(\.message))")

        var views: Set<String> = []
        var modifiers: Set<String> = []
        var pending = program.files.flatMap(\.views).flatMap { $0.body + $0.viewMembers.flatMap(\.body) }
        func apply(_ applied: [Modifier]) {
            for modifier in applied {
                switch modifier.kind {
                case .id: modifiers.insert("id")
                case .onAppear: modifiers.insert("onAppear")
                case .onDisappear: modifiers.insert("onDisappear")
                case .onChange: modifiers.insert("onChange")
                case .environmentObject: modifiers.insert("environmentObject")
                case .environment: modifiers.insert("environment")
                case .environmentValue: modifiers.insert("environment")
                case .call(let call):
                    modifiers.insert(call.name.name)
                    pending += call.content
                }
            }
        }
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                views.insert(element.name.name)
                apply(element.modifiers)
                pending += element.children
                // Named slots (`<header>`, `<detail>`) are no longer modifiers once checked.
                for case .slot(_, let content, _?) in element.call?.entries ?? [] { pending += content }
            case .conditional(let conditional):
                pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .switchNode(let node):
                pending += node.cases.flatMap(\.body)
            case .localConstant(let constant):
                pending += constant.body
            case .forEach(let forEach):
                apply(forEach.modifiers)
                pending += forEach.body
            case .slot, .member:
                break
            }
        }
        return (views, modifiers)
    }

    @Test func everyPreludeViewAndModifierIsInTheXMLOfOneRotation() throws {
        let views = Self.preludeNames(.view)
        let modifiers = Self.preludeNames(.modifier)
        // The prelude is read, not listed here: these hold as long as it declares these.
        try #require(views.isSuperset(of: ["Text", "NavigationSplitView", "ToolbarItemGroup", "EmptyView"]))
        try #require(modifiers.isSuperset(of: ["padding", "swipeActions", "id", "onChange", "environmentObject"]))

        let used = try Self.vocabulary(ofScreens: Self.rotation)
        #expect(views.subtracting(used.views).sorted() == [], "views of the prelude no benchmark screen calls")
        #expect(modifiers.subtracting(used.modifiers).sorted() == [], "modifiers of the prelude no benchmark screen applies")
    }

    @Test func aRotationWithoutItsLastSectionMissesSomeVocabulary() throws {
        // The sections are what cover the vocabulary: without the last one, something is missing.
        let views = Self.preludeNames(.view)
        let modifiers = Self.preludeNames(.modifier)
        let used = try Self.vocabulary(ofScreens: Self.sectionCount - 1)
        #expect(!views.subtracting(used.views).isEmpty || !modifiers.subtracting(used.modifiers).isEmpty)
    }

    @Test func everyPreludeViewAndModifierIsInTheHandWrittenSwiftOfOneRotation() {
        let swift = (0..<Self.rotation).map(ScreenCorpus.swift).joined(separator: "\n")
        func calls(_ pattern: String) -> Bool {
            (try? Regex(pattern)).map { swift.contains($0) } ?? false
        }
        // A static member that is a view (`Color.clear`) is read, not called.
        let missingViews = Self.preludeNames(.view).filter { name in
            name.contains(".") ? !calls(#"\b"# + name.replacingOccurrences(of: ".", with: #"\."#) + #"\b"#) : !calls(#"\b"# + name + #"\s*[({]"#)
        }
        let missingModifiers = Self.preludeNames(.modifier).filter { !calls(#"\."# + $0 + #"\s*[({]"#) }
        #expect(missingViews.sorted() == [], "views of the prelude the hand-written screens never call")
        #expect(missingModifiers.sorted() == [], "modifiers of the prelude the hand-written screens never apply")
    }

    @Test func eachSectionComesBackEveryRotation() {
        for index in 0..<(3 * Self.rotation) where index % Self.rotation != Self.sectionCount {
            let section = ScreenCorpus.vocabularySection(forScreen: index)
            #expect(section.name == ScreenCorpus.vocabularySection(forScreen: index % Self.rotation).name)
            #expect(ScreenCorpus.xml(index).contains(section.xmlContent.split(separator: "\n")[0]))
        }
        let names = Set((0..<Self.sectionCount).map { ScreenCorpus.vocabularySection(forScreen: $0).name })
        #expect(names.count == Self.sectionCount)
    }

    /// One screen of each section, on disk, as the benchmark writes them.
    static func writeOneRotation() throws -> (directory: TemporaryDirectory, xml: String, handWritten: String) {
        let directory = try TemporaryDirectory()
        let xml = directory.path("xml")
        let handWritten = directory.path("hand-written")
        try ScreenCorpus.write(screens: rotation, xmlDirectory: URL(fileURLWithPath: xml), handWrittenDirectory: URL(fileURLWithPath: handWritten))
        return (directory, xml, handWritten)
    }

    static func swiftFiles(in directory: String) throws -> [String: String] {
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        }
        return sources
    }

    @Test func theXMLChecksCleanAndBothFormsCompile() throws {
        let (directory, xml, handWritten) = try Self.writeOneRotation()
        let check = runTrellis(["check", xml], environment: toolchainEnvironment)
        #expect(check.status == 0 && check.output.isEmpty && check.errors.isEmpty, "\(check.output)\(check.errors)")

        let generated = directory.path("generated")
        let build = runTrellis(["build", xml, "--output", generated])
        try #require(build.status == 0, "\(build.errors)")
        let generatedSources = try Self.swiftFiles(in: generated)
        #expect(generatedSources.count == Self.rotation + 1)
        let generatedResult = try SwiftTypechecker.typecheck(generatedSources)
        #expect(generatedResult.status == 0, "\(generatedResult.output)")

        let handWrittenSources = try Self.swiftFiles(in: handWritten)
        #expect(handWrittenSources.count == Self.rotation + 1)
        let handWrittenResult = try SwiftTypechecker.typecheck(handWrittenSources, moduleName: "HandWritten")
        #expect(handWrittenResult.status == 0, "\(handWrittenResult.output)")
    }
}
