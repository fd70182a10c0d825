import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport

/// Every class of bad input of the "Bad input" table (docs/bad-input.md), run through `trellis build`
/// in-process the way a user runs it: the exit status, the diagnostic's code and location,
/// and that nothing is written outside the output folder and no user file is lost.
@Suite("Bad input through the CLI")
struct BadInputCLITests {
    // MARK: Input files

    @Test func malformedXMLFailsTheBuildAtLibxml2sLineAndColumn() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Screen.xml", "<view name=\"A\">\n  <body>\n  </bdy>\n</view>\n")
        try workspace.expectBuildFails(input, reporting: ["TRL001@3:9"], in: input)
    }

    @Test func invalidUTF8FailsTheBuildAtTheFirstBadByte() throws {
        let workspace = try Workspace()
        let bytes = Array("<view name=\"A\">\n  <body>é".utf8) + [0xC3, 0x28] + Array("</body></view>\n".utf8)
        let input = try workspace.directory.write("Screen.xml", bytes: bytes)
        try workspace.expectBuildFails(input, reporting: ["TRL002@2:10"], in: input)
    }

    @Test(.timeLimit(.minutes(3)))
    func billionLaughsIsRejectedAtTheDoctypeWithoutExpanding() throws {
        let workspace = try Workspace()
        var document = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            document += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        document += "]>\n<view name=\"A\"><body><Text>&lol9;</Text></body></view>\n"
        let input = try workspace.write("Laughs.xml", document)
        let result = try workspace.expectBuildFails(input, reporting: ["TRL003@2:1"], in: input)
        #expect(!result.errors.contains("lollol"))
    }

    @Test func externalEntityIsRejectedAndTheFileItNamesIsNeverRead() throws {
        let workspace = try Workspace()
        let marker = "TRELLIS-SECRET-\(UInt64.random(in: 0...UInt64.max))"
        let secret = try workspace.write("secret.txt", marker)
        let input = try workspace.write("Leak.xml", """
            <?xml version="1.0"?>
            <!DOCTYPE view [ <!ENTITY secret SYSTEM "file://\(secret)"> ]>
            <view name="A"><body><Text>&secret;</Text></body></view>

            """)
        let result = try workspace.expectBuildFails(input, reporting: ["TRL003@2:1"], in: input)
        #expect(!result.errors.contains(marker))
        #expect(!result.output.contains(marker))
    }

    @Test func deepNestingFailsAtTheElementThatCrossesTheLimit() throws {
        let workspace = try Workspace()
        let depth = 300
        var document = "<view name=\"A\">\n<body>\n"
        for _ in 0..<depth { document += "<VStack>\n" }
        for _ in 0..<depth { document += "</VStack>\n" }
        document += "</body>\n</view>\n"
        let input = try workspace.write("Deep.xml", document)
        // `view` is level 1 and `body` level 2: the 255th VStack, on line 257, is level 257 > 256.
        try workspace.expectBuildFails(input, reporting: ["TRL004@257:1"], in: input)
    }

    @Test func fileOverTheDefaultSizeLimitIsRejectedBeforeParsing() throws {
        let workspace = try Workspace()
        let limit = 16 * 1024 * 1024
        let document = "<view name=\"A\"><body><Text>" + String(repeating: "a", count: limit) + "</Text></body></view>\n"
        let input = try workspace.write("Huge.xml", document)
        let result = try workspace.expectBuildFails(input, reporting: ["TRL005@1:1"], in: input)
        #expect(result.errors.contains("exceeds the size limit of \(limit) bytes"))
        // The limit is configurable.
        let small = try workspace.write("Small.xml", "<view name=\"A\"><body><Text>hello</Text></body></view>\n")
        try workspace.expectBuildFails(small, reporting: ["TRL005@1:1"], in: small, extraArguments: ["--max-file-size", "20"])
    }

    @Test func attributeOverTheDefaultSizeLimitIsRejectedAtItsName() throws {
        let workspace = try Workspace()
        let value = String(repeating: "a", count: 1024 * 1024 + 1)
        let input = try workspace.write("Wide.xml", "<view name=\"A\">\n  <let name=\"x\" type=\"String\" default=\"\(value)\"/>\n  <body/>\n</view>\n")
        let result = try workspace.expectBuildFails(input, reporting: ["TRL013@2:31"], in: input)
        // The megabyte-long line is quoted only around the attribute's name.
        #expect(result.errors.count < 1_000, "\(result.errors.prefix(1_000))")
        #expect(result.errors.contains("\n  <let name=\"x\" type=\"String\" default=\"aaaa"))
        #expect(result.errors.contains("aaaa…\n" + String(repeating: " ", count: 30) + "^\n"))
    }

    @Test func onlyTheColumnsAroundTheLocationOfAVeryLongLineAreQuoted() throws {
        let workspace = try Workspace()
        // One line, far wider than a terminal, with an unknown view in its middle.
        let filler = String(repeating: "<Spacer/>", count: 2_000)
        let input = try workspace.write("Wide.xml", "<view name=\"A\"><body><VStack>\(filler)<Txt/>\(filler)</VStack></body></view>\n")
        let column = "<view name=\"A\"><body><VStack>".count + filler.count + 1
        let result = try workspace.expectBuildFails(input, reporting: ["TRL101@1:\(column)"], in: input)
        let lines = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count >= 3)
        let spacers = String(repeating: "<Spacer/>", count: 10)
        let before = String(spacers.suffix(80))
        let after = String(spacers.prefix(74))
        #expect(lines[1] == "…" + before + "<Txt/>" + after + "…")
        // The underline covers the `<` and the whole name.
        #expect(lines[2] == String(repeating: " ", count: 81) + "^~~~")
    }

    /// 20,000 unknown attributes, 250 on each of 80 views, on one line: an error at each
    /// attribute, in time and output linear in their number (each error once searched every
    /// attribute, and quoted the whole line). More than 256 on one element are TRL014.
    @Test(.timeLimit(.minutes(3)))
    func thousandsOfUnknownAttributesOnOneLine() throws {
        let workspace = try Workspace()
        let perView = 250
        let views = 80
        var document = "<trellis>"
        var expected: [String] = []
        for view in 0..<views {
            let attributes = (0..<perView).map { "a\($0)=\"1\"" }
            let start = "<view name=\"V\(view)\" "
            var column = document.count + start.count + 1
            for attribute in attributes {
                expected.append("TRL010@1:\(column)")
                column += attribute.count + 1
            }
            document += start + attributes.joined(separator: " ") + "><body/></view>"
        }
        let input = try workspace.write("Attributes.xml", document + "</trellis>\n")
        let result = try workspace.expectBuildFails(input, reporting: expected, in: input, extraArguments: ["--max-diagnostics", "0"])
        #expect(result.errors.utf8.count < perView * views * 400)
    }

    /// 200,000 interpolations in one `Text`, with an unknown name in the last: each hole once
    /// located itself from the start of the text, which took minutes.
    @Test(.timeLimit(.minutes(3)))
    func hundredsOfThousandsOfInterpolationsInOneText() throws {
        let workspace = try Workspace()
        let holes = String(repeating: "{count}", count: 200_000)
        let prefix = "<view name=\"A\"><state name=\"count\" type=\"Int\" initial=\"0\"/><body><Text>"
        let input = try workspace.write("Holes.xml", prefix + holes + "{cuont}</Text></body></view>\n")
        let result = try workspace.expectBuildFails(input, reporting: ["TRL103@1:\(prefix.count + holes.count + 2)"], in: input)
        #expect(result.errors.contains("unknown identifier `cuont`; did you mean `count`"))
    }

    @Test func unknownElementsAreReportedWhereTheyAre() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Unknown.xml", """
            <view name="A">
              <widget name="x"/>
              <body>
                <VStack>
                  <Txt>hi</Txt>
                  <fontWidth value="1"/>
                </VStack>
              </body>
            </view>

            """)
        let result = try workspace.expectBuildFails(input, reporting: ["TRL010@2:3", "TRL101@5:7", "TRL024@6:7"], in: input)
        #expect(result.errors.contains("unknown view `Txt`; did you mean `Text`"))
        #expect(result.errors.contains("SwiftUI modifier `fontWidth` is not available in Trellis yet"))
    }

    @Test func keywordNamesAndNamesThatInjectCodeAreRejectedAtTheName() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Names.xml", """
            <trellis>
              <view name="X: View {} ; struct Y">
                <state name="count; var y" type="Int" initial="0"/>
                <let name="class" type="Int"/>
                <body/>
              </view>
              <struct name="self"><field name="`for`" type="Int"/></struct>
            </trellis>

            """)
        try workspace.expectBuildFails(input, reporting: ["TRL106@2:15", "TRL106@3:18", "TRL104@4:16", "TRL104@7:17", "TRL106@7:36"], in: input)
    }

    @Test func typesAndExpressionsThatInjectCodeAreRejectedAtTheFirstBadCharacter() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Inject.xml", """
            <view name="Screen">
              <state name="a" type="Int = 0; struct Y {}; var z: Int" initial="0"/>
              <state name="b" type="Int" initial="0 }; struct Y { var z = 0"/>
              <body>
                <Text>{b}</Text>
                <Button title="t" action="b = 1 } ; struct Z { func f() { "/>
                <Text>{ b }; struct W {} ; let v = { }</Text>
              </body>
            </view>

            """)
        try workspace.expectBuildFails(input, reporting: ["TRL023@2:29", "TRL020@3:41", "TRL020@6:37", "TRL020@7:28"], in: input)
    }

    /// "Generated code cannot be injected into": strings with quotes, backslashes, `#`,
    /// interpolation, triple quotes and comment ends, and names that are contextual keywords,
    /// go through the whole pipeline from XML, and swiftc compiles the output next to a file
    /// that declares every type the payloads try to declare, so any payload that escaped its
    /// literal would be a redeclaration. (Names that are reserved words or not identifiers
    /// never get this far: see `keywordNamesAndNamesThatInjectCodeAreRejectedAtTheName`.)
    @Test func hostileStringsAndNamesAreEscapedAndTheOutputCompiles() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Quotes.xml", #"""
            <view name="Quotes">
              <state name="s" type="String" initial="&quot;q \&quot; b \\ h # \&quot;# t \&quot;\&quot;\&quot; i \\(x) */ \&quot;); struct Injected1 {}; let y = (\&quot;&quot;"/>
              <body>
                <VStack>
                  <Text>quote " backslash \ interp \(s) hash "# #"raw"# triple """ close */ "); struct Injected2 {{}} //{s}</Text>
                  <Button title="\(&quot;#&quot;) {{braces}} &quot;#); struct Injected3 {{}}; _ = (#&quot;" action="s = &quot;\&quot;#\\(&quot; + s"/>
                  <Text>#sourceLocation(file: "Evil.swift", line: 1)&#10;""");struct Injected4 {{}}</Text>
                </VStack>
              </body>
            </view>

            """#)
        // Contextual keywords are valid names; the generated code must still compile.
        let contextual = try workspace.write("Contextual.xml", """
            <trellis>
              <model name="Store">
                <published name="some" type="Int" initial="0"/>
                <published name="any" type="String" initial="&quot;&quot;"/>
                <published name="get" type="Bool" initial="false"/>
                <published name="set" type="[Int]" initial="[]"/>
              </model>
              <view name="Contextual">
                <let name="actor" type="Int" default="1"/>
                <let name="async" type="String" default="&quot;a&quot;"/>
                <state name="willSet" type="Int" initial="0"/>
                <state name="Protocol" type="Bool" initial="false"/>
                <stateObject name="copy" type="Store" initial="Store()"/>
                <body>
                  <VStack>
                    <Text>{actor} {async} {willSet} {copy.some} {copy.any} {copy.set.count}</Text>
                    <Toggle title="{async}" isOn="{$Protocol}"/>
                    <Toggle title="get" isOn="{$copy.get}"/>
                    <Button title="+" action="willSet += 1; copy.some += actor; copy.any = async; Protocol.toggle()"/>
                  </VStack>
                </body>
              </view>
            </trellis>

            """)
        let result = workspace.build([input, contextual])
        #expect(result.status == 0, "\(result.errors)")
        #expect(workspace.changesOutsideOutput().isEmpty)
        let generated = try workspace.generated("Quotes.swift")
        let generatedContextual = try workspace.generated("Contextual.swift")
        // The string literals, escaped (whatever call the generator wraps them in).
        #expect(generated.contains(##""q \" b \\ h # \"# t \"\"\" i \\(x) */ \"); struct Injected1 {}; let y = (\"""##))
        // A text with Markdown characters (`*`) is SwiftUI's literal, a LocalizedStringKey.
        #expect(generated.contains(##"Text("quote \" backslash \\ interp \\(s) hash \"# #\"raw\"# triple \"\"\" close */ \"); struct Injected2 {} //\(String(describing: _s.wrappedValue))")"##))
        #expect(generated.contains(##"_s.wrappedValue = "\"#\\(" + _s.wrappedValue"##))
        // The only line directives are the generator's own.
        for line in generated.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            let directive = line.trimmingCharacters(in: .whitespaces)
            #expect(directive == "#sourceLocation()" || directive.hasPrefix("#sourceLocation(file: \"\(input)\", line: "), "\(directive)")
        }

        let caller = """
            import Trellis

            // Declared here, so a payload that escaped its literal would redeclare them.
            struct Injected1 {}
            struct Injected2 {}
            struct Injected3 {}
            struct Injected4 {}

            @MainActor func useQuotes() -> Quotes { Quotes() }
            @MainActor func useContextual() -> Contextual { Contextual(actor: 2, async: "b") }
            """
        try SwiftTypecheck.run(["Quotes.swift": generated, "Contextual.swift": generatedContextual, "Caller.swift": caller])
    }

    @Test func aForEachItemOrOnChangeParameterNamedLikeAStateMeansItselfInTheGeneratedCode() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Shadow.xml", #"""
            <trellis>
              <view name="ShadowList" root="true">
                <state name="item" type="String" initial="&quot;outer&quot;"/>
                <state name="items" type="[String]" initial="[&quot;a&quot;, &quot;b&quot;]"/>
                <state name="last" type="String" initial="&quot;&quot;"/>
                <body>
                  <VStack>
                    <Text>{item} {last}</Text>
                    <ForEach items="items" id="\.self" item="item">
                      <Text>{item}</Text>
                    </ForEach>
                    <Toggle title="t" isOn="{.constant(true)}">
                      <onChange of="item" old="oldValue" new="item" action="last = item"/>
                    </Toggle>
                  </VStack>
                </body>
              </view>
            </trellis>

            """#)
        let result = workspace.build([input])
        #expect(result.status == 0, "\(result.errors)")
        let generated = try workspace.generated("Shadow.swift")
        // Outside the scopes `item` is the state; inside, the row's item and the new value.
        #expect(generated.contains(#"Text(template: "{} {}", _item.wrappedValue, _last.wrappedValue)"#))
        #expect(generated.contains("ForEach(_items.wrappedValue, id: \\.self) { item$ in\n"))
        #expect(generated.contains("Text(concatenating: item$)"))
        #expect(generated.contains(".onChange(of: _item.wrappedValue) { oldValue$, item$ in\n"))
        #expect(generated.contains("_last.wrappedValue = item$\n"))
        try SwiftTypecheck.run(["Shadow.swift": generated])
    }

    @Test func containersAreBuiltByStatementsUnlessAnIfNeedsTheBuilderAndListNamesNeverShadowTheXML() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Forms.xml", #"""
            <trellis>
              <model name="Store">
                <published name="total" type="Int" initial="Int(&quot;7&quot;) ?? 1"/>
              </model>
              <model name="Profile">
                <published name="name" type="String"/>
                <published name="age" type="Int" initial="1"/>
              </model>
              <view name="Forms" root="true">
                <state name="children" type="Int" initial="0"/>
                <let name="children2" type="String" default="&quot;x&quot;"/>
                <stateObject name="store" type="Store" initial="Store()"/>
                <stateObject name="profile" type="Profile" initial="Profile(name: &quot;Ada&quot;)"/>
                <body>
                  <VStack>
                    <Text>{children} of {store.total} {children2} {profile.name}</Text>
                    <HStack>
                      <Text>nested</Text>
                      <Button title="Add" action="children += 1"/>
                    </HStack>
                    <VStack>
                      <if condition="children > 0">
                        <Text>some</Text>
                      </if>
                    </VStack>
                    <HStack/>
                  </VStack>
                </body>
              </view>
            </trellis>

            """#)
        let result = workspace.build([input])
        #expect(result.status == 0, "\(result.errors)")
        let generated = try workspace.generated("Forms.swift")
        // `as` binds tighter than `??`, so the initial value is parenthesized before its coercion.
        #expect(generated.contains(#"addProperty((Int("7") ?? 1) as Int)"#), "\(generated)")
        #expect(generated.contains("let store = context$.stateObject(2, Store.self)\n"), "\(generated)")
        #expect(generated.contains("let profile = context$.stateObject(3) { Profile(name: \"Ada\") }\n"), "\(generated)")
        // A property without an initial value keeps its slot, at its own XML line, so the
        // initializer holds one mapped region, whose directives stand outside it; the accessors
        // follow, unmapped.
        #expect(generated.contains("""
            final class Profile: GeneratedModel {
                #sourceLocation(file: "\(input)", line: 4)
                required init() {
                    super.init()
                    addUnsetProperty()
                    addProperty(1)
                }
                #sourceLocation()

                var name: String {
            """), "\(generated)")
        #expect(generated.contains("    convenience init(name: String) {\n        self.init()\n        self.name = name\n    }\n"), "\(generated)")
        // `children` and `children2` are the XML's names, so the lists are `children3` and up;
        // the nested stack is built first and added in its place; the `if` keeps the builder, and
        // so does the empty stack, which needs no list.
        #expect(generated.contains("""
                    let children3 = ChildViews()
                    children3.addText(Text(template: "{} of {} {} {}", _children.wrappedValue, store.total, children2, profile.name))
                    let children4 = ChildViews()
                    children4.addText(Text(verbatim: "nested"))
                    children4.addButton(Button(title: "Add") { Arithmetic.add(1, to: &_children.wrappedValue) })
                    children3.add(HStack.of(children4))
                    children3.add(VStack(children: ViewList {
                        if _children.wrappedValue > 0 {
                            Text(verbatim: "some")
                        }
                    }))
                    children3.add(HStack(children: ViewList {}))
                    return GeneratedBody(VStack.of(children3))

            """), "\(generated)")
        try SwiftTypecheck.run(["Forms.swift": generated])
    }

    // MARK: The output folder

    @Test func outputPathThatIsAFileIsAnIOFailureAndTheFileIsKept() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Screen.xml", Self.screen)
        let file = try workspace.write("out", "my notes\n")
        let result = workspace.build([input])
        #expect(result.status == 2)
        #expect(result.errors == "error: output path '\(file)' exists and is not a directory\n")
        #expect(workspace.changesOutsideOutput().isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "my notes\n")
    }

    @Test func readOnlyOutputFolderIsAnIOFailureAndNothingIsWritten() throws {
        let workspace = try Workspace()
        let input = try workspace.write("Screen.xml", Self.screen)
        try workspace.directory.makeDirectory("out")
        try workspace.write("out/Keep.swift", "// mine\n")
        chmod(workspace.output, 0o555)
        defer { chmod(workspace.output, 0o755) }
        let result = workspace.build([input])
        #expect(result.status == 2)
        #expect(result.errors == "error: output directory '\(workspace.output)' is not writable: \(geteuid() == 0 ? "it is read-only" : "permission denied")\n")
        #expect(workspace.changesOutsideOutput().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.output) == ["Keep.swift"])
    }

    @Test func filesInTheOutputFolderThatTrellisDidNotGenerateAreNeverReplaced() throws {
        let workspace = try Workspace()
        let screen = try workspace.write("Screen.xml", Self.screen)
        let other = try workspace.write("Other.xml", Self.screen.replacingOccurrences(of: "Greeting", with: "Other"))
        try workspace.directory.makeDirectory("out")
        let mine = try workspace.write("out/Screen.swift", "// hand-written, not generated\nstruct Mine {}\n")
        let result = workspace.build([screen, other])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(mine): error: refusing to overwrite '\(mine)': it was not generated by trellis"))
        #expect(workspace.changesOutsideOutput().isEmpty)
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "// hand-written, not generated\nstruct Mine {}\n")
        // All or nothing: the file that could have been written was not either.
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.output) == ["Screen.swift"])
    }

    /// Two real `trellis` processes, started together, many times: both succeed, every file is
    /// complete, no temporary file is left, and the user's file in the folder is untouched.
    @Test(.timeLimit(.minutes(5)))
    func twoBuildProcessesWritingOneFolderAtOnce() throws {
        let executable = try #require(TrellisExecutable.path, "the `trellis` executable is built next to the tests")
        let workspace = try Workspace()
        var inputs: [String] = []
        for index in 0..<20 {
            inputs.append(try workspace.write("screens/Screen\(index).xml", Self.screen.replacingOccurrences(of: "Greeting", with: "Greeting\(index)")))
        }
        let reference = try Workspace()
        #expect(runTrellis(["build", "--output", reference.output] + inputs).status == 0)
        var expected: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: reference.output) {
            expected[name] = FileManager.default.contents(atPath: reference.output + "/" + name)
        }
        #expect(expected.count == 20)

        try workspace.directory.makeDirectory("out")
        try workspace.write("out/Notes.txt", "keep me\n")
        expected["Notes.txt"] = Data("keep me\n".utf8)
        workspace.markBaseline()
        for round in 0..<5 {
            if round > 0 {
                // Alternate between an empty folder (both create) and stale files (both replace).
                for name in expected.keys where name.hasSuffix(".swift") {
                    let path = workspace.output + "/" + name
                    if round.isMultiple(of: 2) { unlink(path) } else { try Data((String(decoding: expected[name]!, as: UTF8.self) + "// stale\n").utf8).write(to: URL(fileURLWithPath: path)) }
                }
            }
            let processes = try (0..<2).map { index -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = ["build", "--output", workspace.output] + (index == 0 ? inputs : inputs.reversed())
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0], "round \(round)")
            var actual: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: workspace.output) {
                actual[name] = FileManager.default.contents(atPath: workspace.output + "/" + name)
            }
            #expect(actual == expected, "round \(round): complete files, no temporary files, the user's file kept")
        }
        #expect(workspace.changesOutsideOutput().isEmpty)
    }

    private static let screen = ScreenFixtures.greeting
}

/// A temporary folder holding the inputs and, at `out/`, the output folder; remembers every
/// file outside the output folder as it was before the build.
private final class Workspace {
    let directory: TemporaryDirectory
    var output: String { directory.path("out") }
    private var before: [String: Data]?

    init() throws {
        directory = try TemporaryDirectory()
    }

    @discardableResult
    func write(_ relativePath: String, _ contents: String) throws -> String {
        try directory.write(relativePath, contents)
    }

    /// The Swift that the last build wrote to `out/fileName`.
    func generated(_ fileName: String) throws -> String {
        try String(contentsOfFile: output + "/" + fileName, encoding: .utf8)
    }

    /// Remembers every file outside the output folder, for `changesOutsideOutput`.
    func markBaseline() {
        before = snapshotOutsideOutput()
    }

    /// `trellis build PATHS --output out`, in-process, after `markBaseline()`.
    func build(_ inputs: [String], extraArguments: [String] = []) -> CommandResult {
        markBaseline()
        return runTrellis(["build"] + inputs + extraArguments + ["--output", output])
    }

    /// Builds `input`, expecting exit status 1, exactly `diagnostics` (`CODE@line:column`, errors
    /// in `file`), no output folder, and every other file as it was.
    @discardableResult
    func expectBuildFails(_ input: String, reporting diagnostics: [String], in file: String, extraArguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> CommandResult {
        let result = build([input], extraArguments: extraArguments)
        #expect(result.status == 1, "\(result.errors)", sourceLocation: sourceLocation)
        #expect(Self.errorHeadlines(result.errors, file: file) == diagnostics, "\(result.errors.prefix(4000))", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written", sourceLocation: sourceLocation)
        #expect(changesOutsideOutput().isEmpty, sourceLocation: sourceLocation)
        return result
    }

    /// Paths outside the output folder that appeared, disappeared or changed since the last build.
    func changesOutsideOutput() -> [String] {
        let after = snapshotOutsideOutput()
        guard let previous = before else { return ["no baseline was marked"] }
        return Set(previous.keys).union(after.keys).filter { previous[$0] != after[$0] }.sorted()
    }

    private func snapshotOutsideOutput() -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return files }
        for case let relative as String in enumerator where relative != "out" && !relative.hasPrefix("out/") {
            let path = directory.path(relative)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            files[relative] = isDirectory.boolValue ? Data("<directory>".utf8) : (FileManager.default.contents(atPath: path) ?? Data("<unreadable>".utf8))
        }
        return files
    }

    /// `CODE@line:column` of every `error:` headline about `file`, in order; warnings are ignored.
    static func errorHeadlines(_ errors: String, file: String) -> [String] {
        errors.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(file + ":"), line.hasSuffix("]"), let codeStart = line.range(of: " [TRL", options: .backwards) else { return nil }
            let position = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
            guard position.count == 3, position[2].hasPrefix(" error: ") else { return nil }
            let code = line[codeStart.upperBound...].dropLast()
            return "TRL\(code)@\(position[0]):\(position[1])"
        }
    }
}

/// The `trellis` executable that `swift build` put next to the test bundle.
enum TrellisExecutable {
    static var buildDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static var path: String? {
        let candidate = buildDirectory.appendingPathComponent("trellis").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}

/// `swiftc -typecheck` in Swift 6 mode with warnings as errors, against the `Trellis` module built with the tests.
enum SwiftTypecheck {
    static func run(_ sources: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let swiftc = try #require(findExecutable("swiftc"), "swiftc is on PATH", sourceLocation: sourceLocation)
        let modules = TrellisExecutable.buildDirectory.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Trellis.swiftmodule").path), "the Trellis module is built next to the tests", sourceLocation: sourceLocation)
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for (name, contents) in sources.sorted(by: { $0.key < $1.key }) {
            paths.append(try directory.write(name, contents))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Generated", "-I", modules.path] + paths
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && output.isEmpty, "swiftc failed or warned:\n\(output)", sourceLocation: sourceLocation)
    }

    private static func findExecutable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
