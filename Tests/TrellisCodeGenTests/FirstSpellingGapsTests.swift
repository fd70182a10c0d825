import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// First spellings that used to check clean and build a wrong program, report one mistake
/// several times, or hide the diagnostics around them: each is now one diagnostic, where it is
/// written, or a program that means what it says.
@Suite struct FirstSpellingGapsTests {
    /// The `file:line:column: severity: message [code]` lines of `trellis check --fast`, without the path.
    private func headlines(_ xml: String, name: String = "Screen.xml") throws -> [String] {
        let directory = try TemporaryDirectory()
        let path = try directory.write(name, xml)
        let result = runTrellis(["check", "--fast", path])
        return result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
    }

    private func diagnostics(_ xml: String, name: String = "Screen.xml") throws -> [Diagnostic] {
        let directory = try TemporaryDirectory()
        return try CompilerDriver().check([try directory.write(name, xml)]).diagnostics
    }

    /// `value="Text(date, style: .date)"` would show its code as the title: one TRL128 (not a
    /// "`date` is never read" besides), whose fix-it passes the `Text`, and the fixed screen
    /// checks clean and shows the date.
    @Test func aTextCallWrittenAsTextIsReportedAndItsFixShowsTheDate() throws {
        let xml = #"""
            <trellis>
              <view name="History" root="true">
                <state name="date" type="Date" initial="Date(timeIntervalSince1970: 0)"/>
                <body>
                  <NavigationStack>
                    <Text>Meeting</Text>
                    <navigationTitle value="Text(date, style: .date)"/>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#
        let found = try diagnostics(xml)
        #expect(found.map { "\($0.code)@\($0.location.line):\($0.location.column)" } == ["TRL128@7:33"])
        // White space around the code (a character reference keeps a tab) hides nothing.
        let written = ##"value="Text(date, style: .date)""##
        let spacedOut = ##"value="&#9;  Text(date, style: .date) ""##
        let spaced = try diagnostics(xml.replacingOccurrences(of: written, with: spacedOut)).map { "\($0.code)" }
        #expect(spaced == ["TRL128"])
        let edits = try #require(found.first?.fixIts.first?.edits)
        var line = Array(xml.split(separator: "\n", omittingEmptySubsequences: false)[6])
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            line.replaceSubrange((edit.range.start.column - 1)..<(edit.range.end.column - 1), with: Array(edit.replacement))
        }
        #expect(String(line).contains(#"<navigationTitle value="{Text(date, style: .date)}"/>"#), "\(String(line))")
        var lines = xml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[6] = String(line)
        let fixed = lines.joined(separator: "\n")
        #expect(try diagnostics(fixed).isEmpty)
        let program = try GeneratedProgram(["History.xml": fixed])
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(History()).render())
            """)
        #expect(!output.contains("Text(date"), "\(output)")
        #expect(output.contains("1970"), "\(output)")
    }

    /// A text parameter with no `Text` form (`accessibilityLabel`) gets TRL128 with no fix-it;
    /// plain text and `{…}` values stay text.
    @Test func aTextCallGivenToATextOnlyParameterHasNoFixIt() throws {
        let xml = #"""
            <trellis>
              <view name="Label128" root="true">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <Text>People
                    <accessibilityLabel value="Text(count.formatted())"/>
                    <accessibilityHint value="Text of {count} people"/>
                  </Text>
                </body>
              </view>
            </trellis>
            """#
        let found = try diagnostics(xml)
        #expect(found.map(\.code.rawValue) == ["TRL128"])
        #expect(found.allSatisfy { $0.fixIts.isEmpty })
    }

    /// A declaration with one bad attribute is reported once and still declares its name: no
    /// TRL103 at its uses, whatever its kind.
    @Test func aDeclarationWithABadAttributeStillDeclaresItsName() throws {
        let xml = #"""
            <trellis>
              <view name="Themed" root="true">
                <environment name="colorScheme" kee="\.colorScheme"/>
                <state name="count" type="Int" initial="0" bogus="1"/>
                <state name="title" initial="&quot;Hi&quot;" tpye="String"/>
                <environmentObject name="store" tpye="Store"/>
                <body>
                  <VStack>
                    <Text>{colorScheme == .dark ? "dark" : "light"} {count} {title} {store.name}</Text>
                    <Row isOn="{$count}" label="x"/>
                  </VStack>
                </body>
              </view>
              <view name="Row">
                <binding name="isOn" tyep="Int"/>
                <let name="label" typ="String"/>
                <body><Text>{label} {isOn}</Text></body>
              </view>
            </trellis>
            """#
        // Schema errors: not a `Samples/Mistakes` case, which must validate against the schema.
        #expect(try headlines(xml) == [
            "3:37: error: `environment` takes no attribute `kee`; did you mean `key` [TRL010]",
            "4:48: error: attribute `bogus` is not allowed on `state` [TRL010]",
            "5:50: error: `state` takes no attribute `tpye`; did you mean `type` [TRL010]",
            "6:37: error: `environmentObject` takes no attribute `tpye`; did you mean `type` [TRL010]",
            "15:26: error: `binding` takes no attribute `tyep`; did you mean `type` [TRL010]",
            "16:23: error: `let` takes no attribute `typ`; did you mean `type` [TRL010]",
        ])
        // A `computed` without its `value` still declares its name too.
        let computed = xml
            .replacingOccurrences(of: #"<state name="count" type="Int" initial="0" bogus="1"/>"#, with: #"<state name="count" type="Int" initial="0"/><computed name="doubled" type="Int" vaule="count * 2"/>"#)
            .replacingOccurrences(of: "{title}", with: "{title} {doubled}")
        let withComputed = try headlines(computed)
        #expect(withComputed.filter { !$0.contains("takes no attribute") } == ["4:85: error: attribute `vaule` is not allowed on `computed` [TRL010]"], "\(withComputed)")
    }

    /// `fallthrough` names itself (TRL025) and hides nothing: the unknown names beside it, an
    /// `async let` read without `await` (TRL144), a `for await` over an array (TRL129), and
    /// `&value` passed where the parameter is not `inout` (TRL147), are still reported.
    @Test func unsupportedStatementsNameThemselvesAndHideNothing() throws {
        let xml = #"""
            <trellis>
              <view name="Probe" root="true">
                <state name="n" type="Int" initial="0"/>
                <function name="c">
                  switch n {
                  case 1:
                    n = 2
                    fallthrough
                  default:
                    n = 3
                  }
                  nn = 4
                </function>
                <function name="a" async="true">
                  async let x = compute()
                  print(x)
                  for await value in [1, 2] { print(value) }
                  bump(&amp;n)
                  n = mm
                </function>
                <function name="bump">
                  <parameter name="value" label="_" type="Int"/>
                  print(value)
                </function>
                <function name="compute" async="true" returns="Int">
                  return 1
                </function>
                <function name="platform" returns="String">
                  #if os(macOS)
                  return "mac"
                  #else
                  return "other"
                  #endif
                </function>
                <body>
                  <VStack>
                    <Text>{n} {platform()}</Text>
                    <Button title="b" action="c()"/>
                  </VStack>
                  <task>await a()</task>
                </body>
              </view>
            </trellis>
            """#
        let found = try headlines(xml).map { $0.split(separator: " ", maxSplits: 2).dropFirst(2).joined() }
        #expect(found == [
            "`fallthrough` is not supported yet [TRL025]",
            "unknown identifier `nn`; did you mean `n` [TRL103]",
            "`x` is an `async let`; reading it is not marked with `await` [TRL144]",
            "`for await` needs an `AsyncSequence`, but `[Int]` is a `Sequence`; iterate it with `for` [TRL129]",
            "`&` used with non-inout argument of type `Int` [TRL147]",
            "unknown identifier `mm` [TRL103]",
            "`#if` is not supported yet [TRL025]",
        ])
    }

    /// SwiftUI's shapes, gradients, scenes and modifiers that Trellis lacks get the one
    /// "not available yet" code wherever they are written, as elements or as values.
    @Test func missingSwiftUIAPIGetsOneCodeEverywhere() throws {
        let xml = #"""
            <trellis>
              <view name="Shapes" root="true">
                <body>
                  <VStack>
                    <Path/>
                    <EllipticalGradient colors="[.red, .blue]"/>
                    <UnevenRoundedRectangle topLeadingRadius="8"/>
                    <Rectangle><foregroundStyle value="EllipticalGradient(colors: [.red, .blue])"/></Rectangle>
                    <Circle><fill value="MeshGradient(width: 2, height: 2, points: [], colors: [])"/></Circle>
                    <Text>x<navigationDocument value="URL(string: &quot;a&quot;)!"/></Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let found = try headlines(xml).map { $0.split(separator: " ", maxSplits: 2).dropFirst(2).joined() }
        #expect(found == [
            "SwiftUI view `Path` is not available in Trellis yet [TRL114]",
            "SwiftUI view `EllipticalGradient` is not available in Trellis yet [TRL114]",
            "SwiftUI view `UnevenRoundedRectangle` is not available in Trellis yet [TRL114]",
            "SwiftUI view `EllipticalGradient` is not available in Trellis yet [TRL114]",
            "SwiftUI view `MeshGradient` is not available in Trellis yet [TRL114]",
            "SwiftUI modifier `navigationDocument` is not available in Trellis yet [TRL024]",
        ])
    }

    /// `Settings` beside the app's `WindowGroup` is TRL114 alone; an app without `<body>` is
    /// called an app.
    @Test func aSecondSceneIsReportedOnceAndAnAppIsCalledAnApp() throws {
        let scenes = #"""
            <trellis>
              <app name="NotesApp">
                <body>
                  <WindowGroup>
                    <NotesHome/>
                  </WindowGroup>
                  <Settings>
                    <Text>Settings</Text>
                  </Settings>
                </body>
              </app>
              <view name="NotesHome">
                <body><Text>Home</Text></body>
              </view>
            </trellis>
            """#
        #expect(try headlines(scenes) == ["7:7: error: SwiftUI view `Settings` is not available in Trellis yet [TRL114]"])
        let twoWindows = scenes.replacingOccurrences(of: "<Settings>", with: "<WindowGroup>").replacingOccurrences(of: "</Settings>", with: "</WindowGroup>")
        #expect(try headlines(twoWindows) == [
            "7:7: error: the `body` of app `NotesApp` holds one `WindowGroup`, whose content is the app's first screen [TRL197]",
        ])
        let noBody = #"""
            <trellis>
              <app name="ScrumdingerApp">
                <WindowGroup>
                  <ContentView/>
                </WindowGroup>
              </app>
              <view name="ContentView">
                <body><Text>Hello</Text></body>
              </view>
            </trellis>
            """#
        let found = try headlines(noBody)
        // One error: the group is read as the body it was meant to be, so nothing follows from it.
        #expect(found == [
            "3:5: error: element `WindowGroup` is not allowed here; expected one of `state`, `binding`, `stateObject`, `observedObject`, `environmentObject`, `environment`, `bindable`, `let`, `var`, `computed`; an app's `WindowGroup` goes inside its `body` [TRL010]",
        ], "\(found)")
        #expect(!found.contains { $0.contains("`view` `ScrumdingerApp`") }, "\(found)")
    }

    /// The fast pass checks the labels of calls of a model's, struct's and enum's methods as it
    /// checks a view's functions' (TRL188).
    @Test func methodCallLabelsAreCheckedByTheFastPass() throws {
        let xml = #"""
            <trellis>
              <model name="Store">
                <published name="total" type="Int" initial="0"/>
                <function name="add">
                  <parameter name="amount" type="Int"/>
                  total += amount
                </function>
              </model>
              <struct name="Meter">
                <let name="value" type="Int"/>
                <function name="scaled" returns="Int"><parameter name="factor" label="by" type="Int"/>return value * factor</function>
              </struct>
              <enum name="Genre">
                <case name="rock"/>
                <function name="describe" returns="String"><parameter name="prefix" label="_" type="String"/>return prefix</function>
              </enum>
              <view name="Shop" root="true">
                <stateObject name="store" type="Store" initial="Store()"/>
                <state name="meter" type="Meter" initial="Meter(value: 1)"/>
                <state name="genre" type="Genre" initial=".rock"/>
                <body>
                  <VStack>
                    <Text>{store.total} {meter.scaled(2)} {genre.describe(prefix: "g")}</Text>
                    <Button title="Add" action="store.add(5)"/>
                    <Button title="Right" action="store.add(amount: 5)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let found = try headlines(xml).map { $0.split(separator: " ", maxSplits: 2).dropFirst(2).joined() }
        #expect(found == [
            "call of `scaled` takes the arguments `scaled(by:)`, not `scaled(_:)` [TRL188]",
            "call of `describe` takes the arguments `describe(_:)`, not `describe(prefix:)` [TRL188]",
            "call of `add` takes the arguments `add(amount:)`, not `add(_:)` [TRL188]",
        ])
    }

    /// A class held in a `let` is a reference: setting its property through the `let` checks
    /// clean, compiles and changes the object the owner shows.
    @Test func aClassHeldInALetIsSetThroughIt() throws {
        let xml = #"""
            <trellis>
              <model name="Counter">
                <published name="count" type="Int" initial="0"/>
              </model>
              <view name="Row">
                <let name="counter" type="Counter"/>
                <body>
                  <Button title="Add" action="counter.count += 1"/>
                </body>
              </view>
              <view name="RowHost" root="true">
                <stateObject name="counter" type="Counter" initial="Counter()"/>
                <body>
                  <VStack>
                    <Text>count {counter.count}</Text>
                    <Row counter="{counter}"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        #expect(try headlines(xml) == [])
        let program = try GeneratedProgram(["RowHost.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(RowHost())
            try host.tap("Add")
            try host.tap("Add")
            print(host.render())
            """)
        #expect(output.contains("Text \"count 2\""), "\(output)")
    }

    /// Swift tells `var name` from `func name(locale:)` by the full name, so both are declared
    /// and each use reaches its own; `func name()` beside `var name` is still TRL100, as in Swift.
    @Test func aPropertyAndAMethodWithParametersShareABaseName() throws {
        let xml = #"""
            <trellis>
              <model name="Country" kind="observable">
                <var name="name" type="String" initial="&quot;France&quot;"/>
                <var name="translations" type="[String: String]" initial="[&quot;de&quot;: &quot;Frankreich&quot;]"/>
                <function name="name" parameters="locale: String" returns="String">
                  return translations[locale] ?? name
                </function>
              </model>
              <view name="CountryRow" root="true">
                <state name="country" type="Country" initial="Country()"/>
                <body>
                  <Text>{country.name} {country.name(locale: "de")}</Text>
                </body>
              </view>
            </trellis>
            """#
        #expect(try headlines(xml) == [])
        let program = try GeneratedProgram(["CountryRow.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(CountryRow()).render())
            """)
        #expect(output.contains("Text \"France Frankreich\""), "\(output)")
        let clashing = xml
            .replacingOccurrences(of: #" parameters="locale: String""#, with: "")
            .replacingOccurrences(of: "translations[locale] ?? name", with: "name")
            .replacingOccurrences(of: #"country.name(locale: "de")"#, with: "country.name()")
        #expect(try headlines(clashing).filter { $0.contains("[TRL100]") } == ["5:21: error: invalid redeclaration of `name` [TRL100]"])
    }
}
