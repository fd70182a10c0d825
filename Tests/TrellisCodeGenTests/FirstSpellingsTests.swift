import Foundation
import Testing
import TrellisTestSupport

/// Spellings a SwiftUI developer writes on a first try, each as SwiftUI spells it: they check
/// clean, compile with zero warnings and run as SwiftUI runs them.
@Suite struct FirstSpellingsTests {
    static let screen = #"""
        <trellis>
          <view name="Spellings" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="longSide" type="Double" initial="3"/>
            <state name="flag" type="Bool" initial="false"/>
            <state name="log" type="[String]" initial="[]"/>
            <state name="due" type="Date" initial="Date(timeIntervalSince1970: 0)"/>
            <environment name="colorScheme" key="\.colorScheme"/>
            <computed name="area" type="Double" value="2 * longSide"/>
            <body>
              <VStack>
                <Text>{count} {area} {flag} {log.joined(separator: &quot;,&quot;)}<padding value="[.top, .horizontal]"/></Text>
                <Text>edges<padding value=".horizontal"/><padding edges="[.top, .leading]" length="4"/></Text>
                <Toggle title="Flag" isOn="{Binding(get: { flag }, set: { flag = $0; log.append(&quot;set&quot;) })}"/>
                <DatePicker title="Due" selection="{$due}" displayedComponents="[.date, .hourAndMinute]"/>
                <Button title="Add" action="count += 1"/>
                <onChange of="count" action="oldValue, newValue in log.append(&quot;\(oldValue)>\(newValue)&quot;)"/>
                <onChange of="count" initial="true" action="log.append(&quot;seen \(count)&quot;)"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func theyCheckCleanCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Spellings.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Spellings.xml": Self.screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Spellings())
            print(host.render())
            try host.tap("Add")
            try host.toggle("Flag")
            print(host.render())
            """)
        // `initial` ran the action when the view appeared; `2 * longSide` is a Double.
        #expect(output.contains("Text \"0 6.0 false seen 0\""), "\(output)")
        #expect(output.contains("Text \"1 6.0 true seen 0,seen 1,0>1,set\""), "\(output)")
    }

    /// `.system(size:)` and `.system(_:design:)` where a `Font` is expected: `Font`'s static methods.
    @Test func systemFontsAreFontsStaticMethods() throws {
        let screen = #"""
            <trellis>
              <view name="Fonts" root="true">
                <body>
                  <VStack>
                    <Text>big<font value=".system(size: 30)"/></Text>
                    <Text>round<font value=".system(.title, design: .rounded)"/></Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Fonts.xml", screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Fonts.xml": screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Fonts())
            print(try host.appearance(of: "big").font == .system(size: 30))
            print(try host.appearance(of: "round").font == .system(.title, design: .rounded))
            """)
        #expect(output == "true\ntrue\n", "\(output)")
    }

    /// `throw` in a throwing function, caught by the action that calls it.
    @Test func throwLeavesAThrowingFunction() throws {
        let program = try GeneratedProgram(["Validation.xml": #"""
            <trellis>
              <struct name="Invalid" external="true" protocols="Error"/>
              <view name="Validation" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="message" type="String" initial="&quot;&quot;"/>
                <function name="validate" throws="true">
                  <parameter name="n" type="Int"/>
                  guard n &lt; 2 else { throw Invalid() }
                </function>
                <body>
                  <VStack>
                    <Text>{count} {message}</Text>
                    <Button title="Add" action="do { try validate(n: count); count += 1 } catch { message = &quot;too many&quot; }"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            struct Invalid: Error {}
            let host = ViewHost(Validation())
            for _ in 0..<3 { try host.tap("Add") }
            print(host.render())
            """)
        #expect(output.contains("Text \"2 too many\""), "\(output)")
    }

    /// An attribute named as SwiftUI names the parameter (`keyPath` for `key`, `data` for
    /// `items`) is accepted and read as what it means: `colorScheme` is declared and the rows
    /// checked, so only the real mistake inside is reported.
    @Test func anAttributeNamedAsSwiftUINamesItIsAcceptedAndRead() throws {
        let xml = #"""
            <trellis>
              <view name="Names" root="true">
                <state name="names" type="[String]" initial="[&quot;Ana&quot;]"/>
                <environment name="colorScheme" keyPath="\.colorScheme"/>
                <body>
                  <List>
                    <ForEach data="names" id="\.self" item="name">
                      <Text>{nme}</Text>
                    </ForEach>
                    <if condition="colorScheme == .dark"><Text>Dark</Text></if>
                  </List>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Names.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "8:18: error: unknown identifier `nme`; did you mean `name` [TRL103]",
        ], "\(result.errors)")

        // Beside Trellis's own attribute, one of the two would be ignored: that is reported.
        let both = xml.replacingOccurrences(of: "data=\"names\"", with: "data=\"names\" items=\"names\"")
        let bothResult = runTrellis(["check", "--fast", try directory.write("Both.xml", both)])
        #expect(bothResult.errors.contains("7:18: error: `data` names what `items` names, so it is ignored; write one of them [TRL010]"), "\(bothResult.errors)")
    }

    /// `[.top, .sideways]`: each member of an option set's array literal is checked.
    @Test func anOptionSetsUnknownMemberIsReported() throws {
        let directory = try TemporaryDirectory()
        let xml = Self.screen.replacingOccurrences(of: "[.top, .leading]", with: "[.top, .sideways]")
        let result = runTrellis(["check", "--fast", try directory.write("Spellings.xml", xml)])
        #expect(result.status == 1)
        #expect(result.errors.contains("error: `Edge.Set` has no member `.sideways`"), "\(result.errors)")
        #expect(result.errors.components(separatedBy: " error: ").count == 2, "\(result.errors)")
    }

    /// `ScrumsView(scrums: $scrums) { saves += 1 }`: an input of function type written as an
    /// element whose text is the closure, as a trailing closure is written in Swift; a closure
    /// that takes values names them first, and CDATA holds code that XML would have to escape.
    @Test func anInputWrittenAsAnElementIsPassedAsATrailingClosureIs() throws {
        let xml = #"""
            <trellis>
              <view name="ScrumsView">
                <binding name="scrums" type="[String]"/>
                <let name="saveAction" type="() -> Void"/>
                <let name="onRename" type="(String) -> Void"/>
                <body>
                  <VStack>
                    <Button title="Save" action="saveAction()"/>
                    <Button title="Rename" action="onRename(&quot;Daily&quot;)"/>
                  </VStack>
                </body>
              </view>
              <view name="ScrumsApp" root="true">
                <state name="scrums" type="[String]" initial="[&quot;Standup&quot;]"/>
                <state name="saves" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Text>{saves} {scrums.joined(separator: &quot;,&quot;)}</Text>
                    <ScrumsView scrums="{$scrums}">
                      <saveAction>
                        saves += 1
                        if saves < 3 { scrums.append("Retro") }
                      </saveAction>
                      <onRename><![CDATA[name in if scrums.count > 0 && name != "" { scrums[0] = name }]]></onRename>
                    </ScrumsView>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#.replacingOccurrences(of: "saves < 3", with: "saves &lt; 3")
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Scrums.xml", xml)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Scrums.xml": xml])
        // Passed as the call's arguments, not applied as modifiers.
        let swift = program.generated.values.joined()
        #expect(swift.contains("saveAction: {"), "\(swift)")
        #expect(!swift.contains(".saveAction("), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ScrumsApp())
            try host.tap("Save")
            try host.tap("Rename")
            print(host.render())
            """)
        #expect(output.contains("Text \"1 Daily,Retro\""), "\(output)")
    }

    /// An element named after no input of the call is still a modifier, reported as one; one
    /// named after an input and given as an attribute too is reported once.
    @Test func anInputElementThatNamesNoInputIsAModifier() throws {
        let xml = #"""
            <trellis>
              <view name="Row">
                <let name="onTap" type="() -> Void"/>
                <body><Button title="Tap" action="onTap()"/></body>
              </view>
              <view name="Rows" root="true">
                <state name="taps" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Row onTap="taps += 1"><onTapp>taps += 1</onTapp></Row>
                    <Row onTap="taps += 1"><onTap>taps += 2</onTap></Row>
                    <Row><onTap>tapz += 1</onTap></Row>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Rows.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "10:32: error: unknown modifier `onTapp` [TRL011]",
            "11:32: error: `onTap` is given both as an attribute and as code content; keep one [TRL164]",
            "12:21: error: unknown identifier `tapz`; did you mean `taps` [TRL103]",
        ], "\(result.errors)")
    }

    /// `<case value=".calm">`, written as its `switch` is: reported once, with a rename fix-it,
    /// and read as the pattern, so the switch is still checked; an enum's `<case>` is not told so.
    @Test func aCaseWrittenWithValueIsReadAsItsPattern() throws {
        let xml = #"""
            <trellis>
              <enum name="Mood"><case name="calm"/><case name="busy"/><case name="away"/></enum>
              <view name="Moods" root="true">
                <state name="mood" type="Mood" initial=".calm"/>
                <body>
                  <switch value="mood">
                    <case value=".calm"><Text>calm</Text></case>
                    <case value=".busy"><Text>busy</Text></case>
                  </switch>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Moods.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        // Read as patterns: the switch misses `.away`.
        #expect(headlines == [
            "6:7: error: `switch` over `Mood` must cover every case; missing `.away`; add it or a `default` [TRL170]",
        ], "\(result.errors)")

        // An enum's case given `value` is Swift's `case low = 1`: its raw value, never a pattern.
        let enumCase = #"<trellis><enum name="Level" rawType="Int"><case name="low" value="1"/></enum></trellis>"#
        let enumResult = runTrellis(["check", "--fast", try directory.write("Level.xml", enumCase)])
        #expect(enumResult.status == 0 && enumResult.errors.isEmpty, "\(enumResult.errors)")
    }

    /// One mistake, one diagnostic: an attribute no initializer takes, and a modifier Trellis
    /// does not have, followed by one that needs a `Shape`; a SwiftUI modifier Trellis lacks is
    /// named so, and no modifier it has is suggested for it.
    @Test func aMistakeIsReportedOnce() throws {
        let xml = #"""
            <trellis>
              <view name="SpeakerArc" external="true" protocols="Shape">
                <parameter name="speakerIndex" type="Int"/>
              </view>
              <view name="Arcs" root="true">
                <body>
                  <VStack>
                    <Text bogus="1">hello</Text>
                    <Text>glass<drawingGroup/><fooBar/></Text>
                    <SpeakerArc speakerIndex="0">
                      <rotation value=".degrees(-90)"/>
                      <stroke value="Color.red" lineWidth="12"/>
                    </SpeakerArc>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Arcs.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "8:15: error: `Text` has no input `bogus` [TRL111]",
            "9:20: error: SwiftUI modifier `drawingGroup` is not available in Trellis yet [TRL024]",
            "9:35: error: unknown modifier `fooBar` [TRL011]",
            "11:11: error: SwiftUI modifier `rotation` is not available in Trellis yet [TRL024]",
        ], "\(result.errors)")
    }

    /// `private var progress: Double { guard ... else { return 1 }; return ... }`: a computed
    /// property whose value needs statements holds them, as its getter; what they read is read
    /// by the view, and a getter that may end without a value is reported.
    @Test func aComputedValueMayNeedStatements() throws {
        let xml = #"""
            <trellis>
              <view name="MeetingHeader" root="true">
                <state name="secondsElapsed" type="Int" initial="0"/>
                <state name="secondsRemaining" type="Int" initial="0"/>
                <computed name="totalSeconds" type="Int" value="secondsElapsed + secondsRemaining"/>
                <computed name="progress" type="Double">
                  guard totalSeconds > 0 else { return 1 }
                  return Double(secondsElapsed) / Double(totalSeconds)
                </computed>
                <computed name="speakerText" type="String">
                  <![CDATA[if progress < 1 { return "Speaking" }]]>
                  return "Done"
                </computed>
                <body>
                  <VStack>
                    <Text>{progress} {speakerText}</Text>
                    <Button title="Start" action="secondsRemaining = 3; secondsElapsed = 1"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Header.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Header.xml": xml])
        #expect(program.generated.values.joined().contains("var progress: Double {"))
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(MeetingHeader())
            print(host.render())
            try host.tap("Start")
            print(host.render())
            """)
        #expect(output.contains("Text \"1.0 Done\""), "\(output)")
        #expect(output.contains("Text \"0.25 Speaking\""), "\(output)")

        let falling = xml.replacingOccurrences(of: "      return \"Done\"\n", with: "")
        let result = runTrellis(["check", "--fast", try directory.write("Falling.xml", falling)])
        #expect(result.status == 1)
        #expect(result.errors.contains("[TRL187]") && result.errors.components(separatedBy: " error: ").count == 2, "\(result.errors)")
    }

    /// An unknown type is reported once: the same name as the type's initial value is the same mistake.
    @Test func anUnknownTypeIsReportedOnce() throws {
        let xml = #"""
            <view name="Unknown" root="true">
              <state name="item" type="Itemz" initial="Itemz()"/>
              <body><Text>{item.name}</Text></body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Unknown.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == ["2:28: error: unknown type `Itemz` [TRL102]"], "\(result.errors)")

        // What reads a property of an unknown type, or passes a value of it, follows from the one mistake.
        let program = #"""
            <trellis>
              <enum name="Theme"><case name="sky"/></enum>
              <view name="Row">
                <let name="scrum" type="DailyScrm"/>
                <body><Text>{scrum.title}<foregroundStyle value="scrum.theme.color"/></Text></body>
              </view>
              <view name="Top" root="true">
                <state name="theme" type="Theme" initial=".bogus"/>
                <state name="items" type="[Itemz]" initial="[]"/>
                <body>
                  <VStack>
                    <Text>{theme}</Text>
                    <Row scrum="{DailyScrm()}"/>
                    <ForEach items="items" id="\.self" item="item"><Text>{item.name}</Text></ForEach>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let programPath = try directory.write("Program.xml", program)
        let programResult = runTrellis(["check", "--fast", programPath])
        let programHeadlines = programResult.errors.split(separator: "\n").filter { $0.hasPrefix(programPath + ":") }.map { String($0.dropFirst(programPath.count + 1)) }
        #expect(programHeadlines == [
            "4:29: error: unknown type `DailyScrm` [TRL102]",
            "8:48: error: type `Theme` has no member `bogus` [TRL105]",
            "9:31: error: unknown type `Itemz` [TRL102]",
        ], "\(programResult.errors)")
    }

    /// `var body: some View { VStack { ... }.padding().onAppear { ... } }`: modifiers after the
    /// body's one view apply to it; after two views they would apply to neither, and are reported.
    @Test func modifiersAfterTheBodysViewApplyToIt() throws {
        let xml = #"""
            <view name="Card" root="true">
              <state name="appeared" type="Int" initial="0"/>
              <body>
                <VStack>
                  <Text>{appeared}</Text>
                </VStack>
                <padding/>
                <onAppear action="appeared += 1"/>
                <opacity value="1"/>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Card.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Card.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Card())
            print(host.render())
            """)
        #expect(output.contains("Text \"1\""), "\(output)")
        let swift = program.generated.values.joined()
        #expect(swift.contains(".padding()") && swift.contains(".opacity(1)"), "\(swift)")

        let twoViews = xml.replacingOccurrences(of: "</VStack>\n", with: "</VStack>\n    <Spacer/>\n")
        let path = try directory.write("TwoViews.xml", twoViews)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "8:5: error: modifier `padding` must be inside the view it modifies [TRL010]",
            "9:5: error: modifier `onAppear` must be inside the view it modifies [TRL010]",
            "10:5: error: modifier `opacity` must be inside the view it modifies [TRL010]",
        ], "\(result.errors)")
    }

    /// `content.padding().opacity(0.5)`: modifiers inside a `<slot>` apply to the views the
    /// call site passes; a view inside it is reported, since the call site passes the views.
    @Test func modifiersApplyToAViewBuilderSlot() throws {
        let xml = #"""
            <trellis>
              <view name="Card">
                <slot name="content"/>
                <body>
                  <VStack>
                    <slot>
                      <padding/>
                      <opacity value="0.5"/>
                    </slot>
                  </VStack>
                </body>
              </view>
              <view name="Cards" root="true">
                <body>
                  <VStack>
                    <Text>top</Text>
                    <Card><Text>a</Text><Text>b</Text></Card>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Cards.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Cards.xml": xml])
        let swift = program.generated.values.joined()
        #expect(swift.contains("Group(") && swift.contains(".padding()") && swift.contains(".opacity(0.5)"), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Cards())
            print(host.render())
            """)
        #expect(output.contains("Text \"a\"") && output.contains("Text \"b\""), "\(output)")

        let withView = xml.replacingOccurrences(of: "<padding/>", with: "<Text>no</Text>")
        let path = try directory.write("WithView.xml", withView)
        let result = runTrellis(["check", "--fast", path])
        #expect(result.errors.contains("7:11: error: `slot` holds no views; the call site passes them, and modifiers inside apply to them [TRL010]"), "\(result.errors)")
    }

    /// `@AppStorage("sort") var sort: SortOrder = .name` and `@AppStorage("nickname") var
    /// nickname: String?`: an enum's raw value is stored, and an optional is nil while its key is
    /// absent, as in SwiftUI.
    @Test func appStorageHoldsARawRepresentableEnumAndAnOptional() throws {
        let xml = #"""
            <trellis>
              <enum name="SortOrder" rawType="String">
                <case name="name"/>
                <case name="date"/>
              </enum>
              <view name="Prefs" root="true">
                <appStorage name="sort" key="sort" type="SortOrder" initial=".name"/>
                <appStorage name="nickname" key="nickname" type="String?"/>
                <body>
                  <VStack>
                    <Text>{sort.rawValue} {nickname ?? &quot;none&quot;}</Text>
                    <Button title="Date" action="sort = .date; nickname = &quot;Ana&quot;"/>
                    <Button title="Forget" action="nickname = nil"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Prefs.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Prefs.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Prefs())
            print(host.render())
            try host.tap("Date")
            print(host.render())
            print("stored", host.storage.keys, host.storage.string(forKey: "sort") ?? "-", host.storage.string(forKey: "nickname") ?? "-")
            try host.tap("Forget")
            print(host.render())
            print("after", host.storage.keys)
            """)
        #expect(output.contains("Text \"name none\""), "\(output)")
        #expect(output.contains("Text \"date Ana\""), "\(output)")
        #expect(output.contains("stored [\"nickname\", \"sort\"] date Ana"), "\(output)")
        #expect(output.contains("after [\"sort\"]"), "\(output)")

        let unstorable = xml.replacingOccurrences(of: "rawType=\"String\"", with: "")
        let result = runTrellis(["check", "--fast", try directory.write("Unstorable.xml", unstorable)])
        #expect(result.errors.contains("[TRL240]"), "\(result.errors)")
    }

    /// `func add(_ item: String)` written inside a model as a view's `<function>` is: the model's
    /// method, which the view calls.
    @Test func aFunctionInsideATypeIsItsMethod() throws {
        let xml = #"""
            <trellis>
              <model name="Store">
                <var name="items" type="[String]" initial="[]"/>
                <function name="add"><parameter name="item" label="_" type="String"/>items.append(item)</function>
              </model>
              <view name="Shop" root="true">
                <stateObject name="store" type="Store" initial="Store()"/>
                <body><Button title="Add" action="store.add(&quot;x&quot;)"/></body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Store.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [], "\(result.errors)")
    }
}
