import Foundation
import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Calls of views and modifiers declared in Swift (the prelude's and the program's own) are
/// checked against their declarations: overloads, the one argument rule, slots, receivers.
@Suite struct VocabularyTests {
    static func analyze(_ xml: String) -> (diagnostics: [Diagnostic], program: CheckedProgram) {
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        let program = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        return (diagnostics.sorted(), program)
    }

    static func screen(_ body: String, declarations: String = "") -> String {
        """
        <trellis>\(declarations)
          <view name="Home">
            <state name="flag" type="Bool" initial="false"/>
            <state name="count" type="Int" initial="0"/>
            <body>
              <VStack>
                <Text>{flag} {count}</Text>
        \(body)
              </VStack>
            </body>
          </view>
        </trellis>
        """
    }

    static func messages(_ body: String, declarations: String = "") -> [String] {
        analyze(screen(body, declarations: declarations)).diagnostics.map { "\($0.code) \($0.message.text)" }
    }

    @Test("the prelude parses without a diagnostic")
    func preludeIsClean() {
        #expect(Prelude.diagnostics.isEmpty)
        #expect(!Prelude.standard.isEmpty)
        // `standard` skips the schema pass; it must build the very same tree.
        #expect(Prelude.standard == Prelude.validated)
    }

    @Test("the embedded prelude is Grammar/Prelude, file for file (regenerate with embed.sh)")
    func embeddedPreludeMatchesTheFiles() throws {
        let directory = PackagePaths.root + "/Grammar/Prelude"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".xml") }.sorted()
        #expect(Prelude.sources.map(\.path) == names.map { "Grammar/Prelude/" + $0 })
        for source in Prelude.sources {
            let onDisk = try String(contentsOfFile: PackagePaths.root + "/" + source.path, encoding: .utf8)
            #expect(source.text + "\n" == onDisk, "\(source.path) differs from the embedded copy")
        }
        let listed = try String(contentsOfFile: directory + "/SwiftModuleNames.txt", encoding: .utf8)
        #expect(Prelude.swiftModuleNames == Set(listed.split(separator: "\n").map(String.init)), "SwiftModuleNames.txt differs from the embedded copy")
        #expect(Prelude.swiftModuleNames.isSuperset(of: ["FileManager", "CocoaError", "Bundle", "zip", "print"]))
        let members = try String(contentsOfFile: directory + "/SwiftMemberNames.txt", encoding: .utf8)
        #expect(members.split(separator: "\n").count == Prelude.swiftMembers.count, "SwiftMemberNames.txt differs from the embedded copy")
        #expect(Prelude.swiftMembers["Dictionary"]?.signatures["max"]?.contains("max(by:)") == true)
        #expect(Prelude.swiftMembers["String"]?.names.isSuperset(of: ["trimmingCharacters", "components", "count", "hasPrefix"]) == true)
    }

    @Test("no name is declared twice across the prelude's files, but a view and a value type may share one")
    func preludeNamesAreUnique() {
        var seen: [String: String] = [:]
        var clashes: [String] = []
        for file in Prelude.standard {
            let names = file.interfaces.map { ($0.kind == .view ? "view " : "modifier ") + $0.name.name } + file.structs.map { "type " + $0.name.name }
            for name in names {
                if let previous = seen[name] { clashes.append("\(name) in \(previous) and \(file.path)") }
                seen[name] = file.path
            }
        }
        #expect(clashes.isEmpty)
    }

    @Test("a lowercase element that is no modifier suggests a modifier, or the view it spells in lowercase")
    func modifierSuggestions() {
        #expect(Self.messages("        <Text>a<lst/></Text>") == ["TRL011 unknown modifier `lst`"])
        #expect(Self.messages("        <Text>a<onApear action=\"count += 1\"/></Text>") == ["TRL011 unknown modifier `onApear`; did you mean `onAppear`"])
        #expect(Self.messages("        <Text>a<vstack/></Text>") == ["TRL011 unknown modifier `vstack`; did you mean `VStack`"])
    }

    @Test("one argument rule: a String parameter takes text, any other type an expression, braces optional")
    func oneArgumentRule() {
        #expect(Self.messages("        <VStack alignment=\".leading\" spacing=\"8\"><Text>a</Text></VStack>").isEmpty)
        #expect(Self.messages("        <VStack alignment=\"{.leading}\" spacing=\"{count > 1 ? 8 : 4}\"><Text>a</Text></VStack>").isEmpty)
        #expect(Self.messages("        <VStack alignment=\".leadng\"/>") == ["TRL119 `HorizontalAlignment` has no member `.leadng`; did you mean `leading`"])
        #expect(Self.messages("        <VStack spacing=\"&quot;wide&quot;\"/>") == ["TRL112 cannot convert a value of type `String` to `CGFloat?` in argument `spacing` of `VStack`"])
    }

    @Test("content goes to the first slot; a view without slots rejects it")
    func contentAndSlots() {
        #expect(Self.messages("        <Button action=\"count += 1\"><Text>Add</Text></Button>").isEmpty)
        #expect(Self.messages("        <NavigationLink><Text>Detail</Text><label><Text>Open</Text></label></NavigationLink>").isEmpty)
        #expect(Self.messages("        <Spacer><Text>x</Text></Spacer>") == ["TRL113 `Spacer` takes no content; it accepts only the attribute `minLength`, and modifiers"])
        #expect(Self.messages("        <NavigationLink><Text>D</Text><label><Text>A</Text></label><label><Text>B</Text></label></NavigationLink>")
            == ["TRL117 slot `label` of `NavigationLink` is filled more than once; put all its views in one `label` element"])
        #expect(Self.messages("        <NavigationLink><Text>D</Text><label text=\"x\"><Text>A</Text></label></NavigationLink>")
            == ["TRL118 `label` fills a slot of `NavigationLink` and takes no attributes; write them on `NavigationLink`"])
    }

    @Test("a view and a modifier written in Swift are declared beside the XML and checked at every call")
    func userDeclarations() {
        let declarations = """

          <view name="MapCard" external="true">
            <parameter name="title" label="_" type="String"/>
            <parameter name="zoom" type="Double" default="1"/>
            <slot name="content"/>
          </view>
          <modifier name="cardStyle">
            <parameter name="elevated" type="Bool" default="false"/>
          </modifier>
        """
        #expect(Self.messages("        <MapCard title=\"Park {count}\" zoom=\"2.5\"><Text>x</Text><cardStyle elevated=\"true\"/></MapCard>", declarations: declarations).isEmpty)
        #expect(Self.messages("        <MapCard zoom=\"2\"/>", declarations: declarations)
            == ["TRL110 missing argument for input `title` of `MapCard`"])
        #expect(Self.messages("        <MapCard title=\"a\"><cardStyle elevatd=\"true\"/></MapCard>", declarations: declarations)
            == ["TRL111 `cardStyle` has no input `elevatd`; did you mean `elevated`"])
    }

    @Test("an unknown modifier is reported once, and what it holds concludes nothing")
    func unknownModifierConcludesNothing() {
        let messages = Self.messages("""
                <Text>a<fooBar isPresented="{$flag}"><Text>{count}</Text></fooBar><popOver/></Text>
        """)
        // A typo is suggested its modifier, and no unrelated one is suggested: `fooBar` is no typo of `toolbar`.
        #expect(messages == ["TRL011 unknown modifier `fooBar`", "TRL011 unknown modifier `popOver`; did you mean `popover`"])
        let program = Self.analyze("""
            <trellis>
              <view name="Home">
                <state name="shown" type="Bool" initial="false"/>
                <body><Text>a<fooBar isPresented="{$shown}"/></Text></body>
              </view>
            </trellis>
            """)
        #expect(program.diagnostics.map(\.code.rawValue) == ["TRL011"])
    }

    @Test("text inside a modifier or a slot is reported; inside an unknown element it is part of what is unknown")
    func textInCalls() {
        #expect(Self.messages("        <Text>a<cardStyle>8</cardStyle></Text>", declarations: "<modifier name=\"cardStyle\"/>") == ["TRL113 `cardStyle` takes no text; write text inside a `Text`"])
        #expect(Self.messages("        <Text>a<text>Hi</text></Text>") == ["TRL011 unknown modifier `text`; did you mean `Text`"])
    }

    @Test("a modifier declared on a protocol applies first on a view that conforms")
    func receivers() {
        #expect(Self.messages("        <Circle><fill value=\".blue\"/></Circle>").isEmpty)
        #expect(Self.messages("        <VStack><fill value=\".blue\"/></VStack>")
            == ["TRL116 modifier `fill` applies only to a view that conforms to `Shape` or `ShapeView`, and `VStack` here does not"])
        #expect(Self.messages("        <Circle><hidden/><fill value=\".blue\"/></Circle>")
            == ["TRL116 modifier `fill` applies only to a view that conforms to `Shape` or `ShapeView`, and `Circle` here does not"])
        // A painted shape is a `ShapeView` (iOS 17), which may be painted again.
        #expect(Self.messages("        <Circle><stroke value=\".red\" lineWidth=\"2\"/><fill value=\".blue\"/></Circle>").isEmpty)
        #expect(Self.messages("        <Circle><fill value=\".blue\"/><stroke value=\".red\"/><fill value=\".green\"/></Circle>").isEmpty)
    }

    @Test("Swift's name of an unlabeled argument is accepted, and a name it ends with suggests it")
    func swiftNamesOfUnlabeledArguments() {
        #expect(Self.messages("        <Text>a<navigationBarTitleDisplayMode displayMode=\".inline\"/></Text>").isEmpty)
        #expect(Self.messages("        <Text>a<navigationBarTitleDisplayMode mode=\".inline\"/></Text>")
            == ["TRL111 `navigationBarTitleDisplayMode` has no input `mode`; did you mean `displayMode`"])
    }

    @Test("a picker's tags have the selection's type, or the type it wraps")
    func pickerTags() {
        #expect(Self.messages("        <Picker title=\"N\" selection=\"{$count}\"><Text>One<tag value=\"1\"/></Text></Picker>").isEmpty)
        #expect(Self.messages("        <Picker title=\"N\" selection=\"{$count}\"><Text>One<tag value=\"&quot;1&quot;\"/></Text></Picker>")
            == ["TRL131 a tag of type `String` never matches a selection of type `Int`; the picker would select nothing"])
    }

    @Test("bindings into controls follow the binding rules")
    func controlBindings() {
        #expect(Self.messages("        <Stepper title=\"S\" value=\"{count}\" in=\"0...9\"/>")
            == ["TRL207 binding input `value` of `Stepper` must be given a `$` projection, not a value"])
        let computed = Self.analyze("""
            <trellis>
              <view name="Notes">
                <let name="draft" type="String"/>
                <body><TextEditor text="{$draft}"/></body>
              </view>
            </trellis>
            """)
        #expect(computed.diagnostics.map(\.code.rawValue) == ["TRL206"])
        #expect(Self.messages("        <Toggle title=\"{$flag}\" isOn=\"{$flag}\"/>")
            == ["TRL208 input `title` of `Toggle` takes a value, not a `$` binding"])
    }
}
