import Foundation
import Testing
import TrellisTestSupport

/// The spellings Backyard Birds' first tries met (`Tests/FirstTries/BackyardBirds`), each written
/// as the app's Swift writes it: they check clean with both passes, compile with zero warnings
/// and run as SwiftUI runs them.
@Suite struct BackyardBirdsSpellingsTests {
    /// The account form's fields: `textInputAutocapitalization`, `disableAutocorrection` (and its
    /// newer name), `textContentType`, `controlSize` and `formStyle` flow down to the fields below,
    /// as SwiftUI's environment carries them; `appearance(of:)` reports them.
    @Test func textEntryTraitsAndFormStyleFlowDownToTheirFields() throws {
        let xml = #"""
            <trellis>
              <view name="EditAccountForm" root="true">
                <state name="displayName" type="String" initial="&quot;&quot;"/>
                <state name="email" type="String" initial="&quot;&quot;"/>
                <body>
                  <Form>
                    <Section title="Name">
                      <TextField title="Display Name" text="{$displayName}">
                        <textInputAutocapitalization value=".words"/>
                        <disableAutocorrection value="true"/>
                        <textContentType value=".name"/>
                      </TextField>
                    </Section>
                    <Section title="Email">
                      <TextField title="Email Address" text="{$email}">
                        <textInputAutocapitalization value=".never"/>
                        <autocorrectionDisabled/>
                        <textContentType value=".emailAddress"/>
                      </TextField>
                      <Button title="Done" action="email = &quot;&quot;">
                        <controlSize value=".large"/>
                      </Button>
                    </Section>
                    <formStyle value=".grouped"/>
                  </Form>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("EditAccountForm.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["EditAccountForm.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(EditAccountForm())
            for title in ["Display Name", "Email Address", "Done"] {
                let look = try host.appearance(of: title)
                print(title + ":", look.textInputAutocapitalization?.description ?? "none", look.isAutocorrectionDisabled,
                      look.textContentType?.rawValue ?? "none", look.controlSize, look.formStyle ?? "none")
            }
            """)
        #expect(output.contains("Display Name: words true name regular grouped"), "\(output)")
        #expect(output.contains("Email Address: never true emailAddress regular grouped"), "\(output)")
        #expect(output.contains("Done: none false none large grouped"), "\(output)")
    }

    /// `background(.fill.tertiary, in: .circle)` fills a shape behind the view, and
    /// `ContentUnavailableView`'s `description` is shown under its title.
    @Test func aBackgroundInAShapeAndAnUnavailableViewsDescription() throws {
        let xml = #"""
            <trellis>
              <view name="DetailColumn" root="true">
                <state name="screen" type="String?" initial="nil"/>
                <body>
                  <VStack>
                    <Text>Plants
                      <padding value="4"/>
                      <background value=".fill.tertiary" in=".circle"/>
                    </Text>
                    <if condition="let screen">
                      <Text>{screen}</Text>
                    </if>
                    <else>
                      <ContentUnavailableView title="Select a Backyard" systemImage="bird" description="{Text(&quot;Pick something from the list.&quot;)}"/>
                    </else>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("DetailColumn.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["DetailColumn.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(DetailColumn())
            print(host.render())
            print("plants:", try host.appearance(of: "Plants").modifiers)
            """)
        #expect(output.contains("Text \"Pick something from the list.\""), "\(output)")
        #expect(output.contains("Select a Backyard"), "\(output)")
        #expect(output.contains("plants: [\"padding(") && output.contains("in: Circle)"), "\(output)")
    }

    /// A struct of static constants written as Swift writes them: `static let dove =
    /// Self(rawValue: "Bird 2")` without a type, and a `switch self` whose `default` is
    /// `fatalError()`, which ends its path as a `return` does.
    @Test func staticConstantsWithoutATypeAndAFatalErrorDefault() throws {
        let xml = #"""
            <trellis>
              <struct name="BirdSpeciesInfo" hashable="true">
                <var name="rawValue" type="String"/>
                <init parameters="rawValue: String">
                  self.rawValue = rawValue
                </init>
                <let name="swallow" static="true" initial="Self(rawValue: &quot;Bird 1&quot;)"/>
                <let name="dove" static="true" initial="Self(rawValue: &quot;Bird 2&quot;)"/>
                <let name="count" static="true" initial="2"/>
                <computed name="name" type="String">
                  switch self {
                  case .swallow:
                    "Swallow"
                  case .dove:
                    "Dove"
                  default:
                    fatalError("no bird \(rawValue)")
                  }
                </computed>
                <function name="summary" returns="String">
                  if self == .swallow {
                    return "A cutie"
                  }
                  preconditionFailure("no summary")
                </function>
              </struct>
              <view name="Birds" root="true">
                <state name="species" type="BirdSpeciesInfo" initial=".dove"/>
                <body>
                  <VStack>
                    <Text>{species.name} of {BirdSpeciesInfo.count}</Text>
                    <Button title="Swallow" action="species = .swallow"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Birds.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Birds.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Birds())
            print(host.render())
            try host.tap("Swallow")
            print(host.render())
            print(BirdSpeciesInfo.swallow.summary())
            """)
        #expect(output.contains("Text \"Dove of 2\""), "\(output)")
        #expect(output.contains("Text \"Swallow of 2\""), "\(output)")
        #expect(output.contains("A cutie"), "\(output)")
    }

    /// A generated struct's `var`s and `let`s, and an enum's statics, written without `type` as
    /// Swift writes `var tint = Palette.standard.tint`: each takes its value's type from the
    /// declarations, is generated with it, and works as written.
    @Test func aStructsPropertiesTakeTheirTypesFromTheirValues() throws {
        let xml = #"""
            <trellis>
              <struct name="Palette">
                <let name="standard" static="true" initial="Palette()"/>
                <var name="tint" type="Color" initial="Color.blue"/>
                <var name="spacing" type="Double" initial="1.5"/>
              </struct>
              <struct name="Style">
                <var name="tint" initial="Palette.standard.tint"/>
                <let name="spacing" initial="Palette.standard.spacing * 2"/>
                <var name="names" initial="[&quot;a&quot;, &quot;b&quot;]"/>
                <let name="base" static="true" initial="3"/>
                <let name="doubled" static="true" initial="base * 2"/>
              </struct>
              <enum name="Mood">
                <case name="happy"/>
                <let name="color" static="true" initial="Palette.standard.tint"/>
              </enum>
              <view name="Screen" root="true">
                <state name="style" type="Style" initial="Style()"/>
                <body>
                  <VStack>
                    <Text>{style.names.count + Style.doubled} {style.spacing}</Text>
                    <Button title="more" action="style.names.append(&quot;c&quot;)"/>
                  </VStack>
                  <foregroundColor value="{style.tint}"/>
                  <background value="{Mood.color}"/>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Style.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Style.xml": xml])
        let swift = program.generated.values.joined()
        #expect(swift.contains("var tint: Color = Palette.standard.tint") && swift.contains("let spacing: Double ="), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Screen())
            try host.tap("more")
            print(host.render())
            """)
        #expect(output.contains(#"Text "9 3.0""#), "\(output)")
    }

    /// A `let` whose type Swift infers from another static (`base * 2`) takes it from the
    /// declarations; one whose value tells no type (`[]`) still needs its `type`: one TRL136.
    @Test func aLetWhoseTypeCannotBeReadNeedsItsType() throws {
        let xml = #"""
            <trellis>
              <struct name="Limits">
                <let name="base" static="true" initial="3"/>
                <let name="doubled" static="true" initial="base * 2"/>
                <let name="none" static="true" initial="[]"/>
              </struct>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Limits.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "5:45: error: cannot infer the type of `none` from `[]`; write it in `type` [TRL136]",
        ], "\(result.errors)")
    }

    /// File-level constants with their values, as the app's Swift keeps them beside an enum
    /// (`private let timeIntervalUntilFoodLow = TimeInterval(8 * 60 * 60)`): generated, read by
    /// the enum's members, and their values judged against their types.
    @Test func fileLevelConstantsWithTheirValues() throws {
        let xml = #"""
            <trellis>
              <let name="hoursUntilFoodLow" type="Double" initial="8" private="true"/>
              <let name="hoursUntilFoodEmpty" type="Double" initial="hoursUntilFoodLow + 1" private="true"/>
              <let name="appName" type="String" initial="&quot;Backyard Birds&quot;"/>
              <enum name="BackyardSupplies" caseIterable="true">
                <case name="food"/>
                <case name="water"/>
                <computed name="totalHours" type="Double">
                  switch self {
                  case .food:
                    hoursUntilFoodEmpty
                  case .water:
                    16
                  }
                </computed>
              </enum>
              <view name="Supplies" root="true">
                <body>
                  <VStack>
                    <Text>{appName}</Text>
                    <ForEach items="{BackyardSupplies.allCases}" id="\.self" item="supplies">
                      <Text>{supplies} lasts {Int(supplies.totalHours)} hours</Text>
                    </ForEach>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Supplies.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Supplies.xml": xml])
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Supplies()).render())
            """)
        #expect(output.contains("Text \"Backyard Birds\""), "\(output)")
        #expect(output.contains("Text \"food lasts 9 hours\""), "\(output)")
        #expect(output.contains("Text \"water lasts 16 hours\""), "\(output)")

        let wrong = #"""
            <trellis>
              <let name="limit" type="Int" initial="&quot;eight&quot;"/>
              <let name="name" type="String" private="true"/>
            </trellis>
            """#
        let path = try directory.write("Wrong.xml", wrong)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)).components(separatedBy: ": error: ").first ?? "" }
        #expect(headlines == ["2:41", "3:43"], "\(result.errors)")
        #expect(result.errors.contains("`private` needs the `initial` Trellis generates it with"), "\(result.errors)")
    }

    /// `<extension type="Font">`, the type extended written as a type is elsewhere: accepted and
    /// read as `name`, so its members are declared and their uses draw nothing.
    @Test func anExtensionsTypeWrittenAsTypeIsReadAsItsName() throws {
        let xml = #"""
            <trellis>
              <extension type="Font">
                <let name="brandTitle" type="Font" static="true"/>
              </extension>
              <view name="Title" root="true">
                <body>
                  <Text>Birds<font value=".brandTitle"/></Text>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Title.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines.isEmpty, "\(result.errors)")
    }

    /// An enum's `@ViewBuilder var label: some View` and `var destination: some View`, written as
    /// Backyard Birds' `AppScreen` writes them (`switch self`, `Label { } icon: { }`), and their
    /// uses as a SwiftUI developer writes them: `{screen.label}` in a `NavigationLink`, a
    /// `tabItem` and a `ForEach` row, `<screen.destination/>`, and `{selection.destination}` in an
    /// `if let`. They check clean with both passes and show what the enum builds; the views
    /// `destination` mounts keep their state and their queries find the container's models.
    @Test func anEnumsComputedViewsArePlacedWhereViewsGo() throws {
        let xml = #"""
            <trellis>
              <model name="Plant" kind="model">
                <var name="name" type="String"/>
              </model>
              <enum name="AppScreen" hashable="true" identifiable="true" caseIterable="true">
                <case name="plants"/>
                <case name="account"/>
                <computed name="id" type="AppScreen" value="self"/>
                <computed name="label" type="some View" viewBuilder="true">
                  switch self {
                  case .plants:
                    Label {
                      Text("Plants")
                    } icon: {
                      Image(systemName: "leaf")
                    }
                  case .account:
                    Label("Account", systemImage: "person.crop.circle")
                  }
                </computed>
                <computed name="destination" type="some View">
                  switch self {
                  case .plants:
                    PlantsStack()
                  case .account:
                    Text("Account details")
                  }
                </computed>
              </enum>
              <view name="PlantsStack">
                <query name="plants" type="[Plant]" sort="\Plant.name"/>
                <state name="taps" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Button title="Tap {taps}" action="taps += 1"/>
                    <ForEach items="{plants}" item="plant">
                      <Text>{plant.name}</Text>
                    </ForEach>
                  </VStack>
                </body>
              </view>
              <view name="Sidebar">
                <binding name="selection" type="AppScreen?"/>
                <body>
                  <List items="{AppScreen.allCases}" selection="{$selection}" item="screen">
                    <NavigationLink value="{screen}">
                      {screen.label}
                    </NavigationLink>
                  </List>
                </body>
              </view>
              <view name="Tabs">
                <binding name="selection" type="AppScreen?"/>
                <body>
                  <TabView selection="{$selection}">
                    <ForEach items="{AppScreen.allCases}" item="screen">
                      <screen.destination/>
                      <tag value="{screen as AppScreen?}"/>
                      <tabItem>
                        {screen.label}
                      </tabItem>
                    </ForEach>
                  </TabView>
                </body>
              </view>
              <view name="ContentView" root="true">
                <state name="selection" type="AppScreen?" initial=".plants"/>
                <body>
                  <VStack>
                    <Sidebar selection="{$selection}"/>
                    <if condition="let selection">
                      {selection.destination}
                    </if>
                    <Tabs selection="{$selection}"/>
                    <modelContainer for="Plant.self"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Screens.xml", xml)
        let check = runTrellis(["check", path])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Screens.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ContentView())
            print(host.render())
            try host.tap("Tap 0")
            print("tapped:", host.render().contains("Tap 1"))
            """)
        #expect(output.contains("Plants"), "\(output)")
        #expect(output.contains("person.crop.circle"), "\(output)")
        #expect(output.contains("Tab \"Plants\" [selected]") && output.contains("Tab \"Account\""), "\(output)")
        #expect(output.contains("tapped: true"), "\(output)")
    }

    /// A misspelled member placed as a view is reported where it is written, once.
    @Test func aMisspelledComputedViewIsReportedAtItsUse() throws {
        let xml = #"""
            <trellis>
              <enum name="Screen" caseIterable="true">
                <case name="birds"/>
                <computed name="label" type="some View">
                  Label("Birds", systemImage: "bird")
                </computed>
              </enum>
              <view name="Sidebar" root="true">
                <body>
                  <List>
                    <ForEach items="{Screen.allCases}" item="screen">
                      {screen.lable}
                    </ForEach>
                  </List>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Sidebar.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines.count == 1 && headlines[0].contains("lable") && headlines[0].contains("label"), "\(result.errors)")
    }

    /// `#if os(macOS)` written as `<if condition="os(macOS)">`, around views and around a view's
    /// modifiers (Backyard Birds' `AppDetailColumn`): the generated Swift keeps the `#if`, so the
    /// branch that runs is the one of the machine that compiles it (on Linux, `os(Linux)`).
    @Test func platformConditionsAreSwiftsIf() throws {
        let xml = #"""
            <trellis>
              <view name="Detail" root="true">
                <body>
                  <Group>
                    <if condition="os(Linux)">
                      <Text>On Linux</Text>
                    </if>
                    <else>
                      <Text>Elsewhere</Text>
                    </else>
                    <if condition="os(iOS) || os(macOS)">
                      <Text>On an Apple platform</Text>
                    </if>
                    <Text>Padded</Text>
                    <if condition="os(macOS)">
                      <frame maxWidth=".infinity" maxHeight=".infinity"/>
                      <padding value="3"/>
                    </if>
                    <else>
                      <padding value="7"/>
                    </else>
                  </Group>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Detail.xml", xml)
        let check = runTrellis(["check", path])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let build = runTrellis(["build", path, "--output", directory.path + "/out"])
        #expect(build.status == 0, "\(build.errors)")
        let swift = try String(contentsOfFile: directory.path + "/out/Detail.swift", encoding: .utf8)
        #expect(swift.contains("#if os(Linux)") && swift.contains("#if os(iOS) || os(macOS)"), "\(swift)")
        #expect(swift.contains("#if os(macOS)\n        .frame(maxWidth: .infinity, maxHeight: .infinity).padding(3)\n        #endif\n        #if !(os(macOS))\n        .padding(7)\n        #endif"), "\(swift)")
        let program = try GeneratedProgram(["Detail.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Detail())
            print(host.render())
            """)
        #if os(Linux)
        #expect(output.contains("On Linux") && !output.contains("Elsewhere") && !output.contains("Apple platform"), "\(output)")
        #elseif os(macOS)
        #expect(output.contains("Elsewhere") && output.contains("Apple platform"), "\(output)")
        #endif
    }

    /// A compilation condition beside a value the program tests when it runs is neither Swift's
    /// `#if` nor its `if`: one TRL029, and the nested spelling checks clean.
    @Test func aCompilationConditionBesideARuntimeConditionIsOneError() throws {
        let xml = #"""
            <trellis>
              <view name="Detail" root="true">
                <state name="isWide" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Toggle title="Wide" isOn="{$isWide}"/>
                    <if condition="isWide &amp;&amp; !os(iOS)">
                      <Text>Wide</Text>
                    </if>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Detail.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "7:24: error: `isWide && !os(iOS)` holds a compilation condition, decided when the program is compiled, beside `isWide`, which is tested when the program runs; write the compilation condition alone in an `<if>` of its own, Swift's `#if` [TRL029]",
        ], "\(result.errors)")
    }

    /// A custom environment value as Swift writes it before `@Entry` (Backyard Birds'
    /// `prefersTabNavigation`): an `EnvironmentKey` struct and a `get`/`set` `<computed>` of
    /// `extension EnvironmentValues`. `@Environment(\.prefersTabNavigation)` reads the key's
    /// default, or the nearest write above the reader.
    @Test func anEnvironmentValueWrittenWithItsKey() throws {
        let xml = #"""
            <trellis>
              <struct name="PrefersTabNavigationEnvironmentKey" conforms="EnvironmentKey">
                <let name="defaultValue" type="Bool" initial="false" static="true"/>
              </struct>
              <extension type="EnvironmentValues">
                <computed name="prefersTabNavigation" type="Bool">
                  get { self[PrefersTabNavigationEnvironmentKey.self] }
                  set { self[PrefersTabNavigationEnvironmentKey.self] = newValue }
                </computed>
              </extension>
              <view name="Navigation">
                <environment name="prefersTabNavigation" key="\.prefersTabNavigation"/>
                <body>
                  <if condition="prefersTabNavigation">
                    <Text>Tabs</Text>
                  </if>
                  <else>
                    <Text>Split</Text>
                  </else>
                </body>
              </view>
              <view name="Root" root="true">
                <state name="prefersTabs" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Toggle title="Prefer tabs" isOn="{$prefersTabs}"/>
                    <Navigation/>
                    <Navigation>
                      <environment key="\.prefersTabNavigation" value="prefersTabs"/>
                    </Navigation>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Root.xml", xml)
        let check = runTrellis(["check", path])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Root.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Root())
            print("before:", host.render().components(separatedBy: "Split").count - 1, host.render().components(separatedBy: "Tabs\\"").count - 1)
            try host.toggle("Prefer tabs")
            print("after:", host.render().components(separatedBy: "Split").count - 1, host.render().components(separatedBy: "Tabs\\"").count - 1)
            """)
        #expect(output.contains("before: 2 0") && output.contains("after: 1 1"), "\(output)")
    }

    /// Any other code in such a `<computed>` is one error that shows both accepted spellings.
    @Test func anEnvironmentValueWithOtherCodeShowsTheAcceptedSpellings() throws {
        let xml = #"""
            <trellis>
              <extension name="EnvironmentValues">
                <computed name="accent" type="Int">
                  get { 3 }
                </computed>
              </extension>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Values.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "3:5: error: a value of `EnvironmentValues` reads and writes its key, `get { self[Key.self] } set { self[Key.self] = newValue }`; or declare it `<environmentValue name=\"accent\" type default/>` [TRL010]",
        ], "\(result.errors)")
    }

    /// `searchSuggestions { if searchText.isEmpty { … } }` (Backyard Birds' plants): the
    /// suggestions print under their own line while the search text is empty, and not after.
    @Test func searchSuggestionsShowWhileTheyHaveViews() throws {
        let xml = #"""
            <trellis>
              <view name="Plants" root="true">
                <state name="searchText" type="String" initial="&quot;&quot;"/>
                <body>
                  <NavigationStack>
                    <List>
                      <Text>Fern</Text>
                      <searchable text="{$searchText}"/>
                      <searchSuggestions>
                        <if condition="searchText.isEmpty">
                          <Text>Try daisy</Text>
                        </if>
                      </searchSuggestions>
                    </List>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Plants.xml", xml)
        let check = runTrellis(["check", path])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Plants.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Plants())
            print("empty:", host.render())
            try host.search("fe")
            print("typed:", host.render())
            """)
        let parts = output.components(separatedBy: "typed:")
        #expect(parts.count == 2 && parts[0].contains("Search suggestions") && parts[0].contains("Try daisy"), "\(output)")
        #expect(parts.count == 2 && !parts[1].contains("Search suggestions") && !parts[1].contains("Try daisy"), "\(output)")
    }

    /// `Gauge(value:in:label:)`, as `BackyardSupplyGauge` draws the supplies left, and an `init`
    /// written with its code in an extension of Foundation's type (`TimeInterval(hours:)`).
    @Test func aGaugeAndAnExtensionsInitWithCode() throws {
        let xml = #"""
            <trellis>
              <extension type="TimeInterval">
                <init parameters="hours: Double">
                  self = hours * 60 * 60
                </init>
              </extension>
              <view name="Supplies" root="true">
                <state name="left" type="TimeInterval" initial="TimeInterval(hours: 2)"/>
                <body>
                  <VStack>
                    <Gauge value="{left}" in="{0...TimeInterval(hours: 8)}">
                      <Text>Food</Text>
                    </Gauge>
                    <Button title="Eat" action="left -= TimeInterval(hours: 1)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Supplies.xml", xml)
        let check = runTrellis(["check", path])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Supplies.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Supplies())
            print(host.render())
            try host.tap("Eat")
            print(host.render())
            """)
        #expect(output.contains("Gauge \"Food\" 7200 in 0...28800"), "\(output)")
        #expect(output.contains("Gauge \"Food\" 3600 in 0...28800"), "\(output)")
    }

    /// SwiftData models that declare their own `id` (`@Attribute(.unique) var id: String`), as
    /// Backyard Birds' do, beside one that keeps the object's identity: each conforms to
    /// `Identifiable` through `PersistentModel`, rows are keyed by the declared `id`, and a unique
    /// `id` replaces the kept model on insert. Both passes are clean, and the program runs.
    static let ownIdentifiers = #"""
        <trellis>
          <model name="Species" kind="model">
            <var name="id" type="String" attribute=".unique"/>
            <var name="name" type="String"/>
            <init parameters="code: String, name: String">
              self.id = code
              self.name = name
            </init>
          </model>
          <model name="Sighting" kind="model">
            <var name="note" type="String"/>
          </model>
          <view name="SpeciesList" root="true" hostProvides="ModelContext">
            <query name="species" type="[Species]" sort="\Species.id"/>
            <query name="sightings" type="[Sighting]"/>
            <environment name="context" key="\.modelContext"/>
            <body>
              <List>
                <ForEach items="{species}" item="kind">
                  <Text>{kind.id}: {kind.name}</Text>
                </ForEach>
                <ForEach items="{sightings}" item="sighting">
                  <Text>{sighting.note}</Text>
                </ForEach>
                <Button title="Rename" action="context.insert(Species(code: &quot;b&quot;, name: &quot;Dove&quot;))"/>
              </List>
            </body>
          </view>
        </trellis>
        """#

    @Test func swiftDataModelsWithTheirOwnIdentifiersAreIdentifiable() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Species.xml", Self.ownIdentifiers)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Species.xml": Self.ownIdentifiers])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let container = try ModelContainer(for: Species.self, Sighting.self)
            container.mainContext.insert(Species(code: "b", name: "Swallow"))
            container.mainContext.insert(Species(code: "a", name: "Robin"))
            container.mainContext.insert(Sighting(note: "at dawn"))
            let host = ViewHost(SpeciesList().modelContainer(container))
            print(host.render())
            try host.tap("Rename")
            print(host.render())
            let ids: [String] = try container.mainContext.fetch(FetchDescriptor<Species>()).map(\\.id).sorted()
            print("ids:", ids)
            """)
        #expect(output.contains(#"Text "a: Robin""#), "\(output)")
        #expect(output.contains(#"Text "b: Swallow""#), "\(output)")
        #expect(output.contains(#"Text "at dawn""#), "\(output)")
        // The unique `id` replaced the kept model: two species, the second renamed.
        #expect(output.contains(#"Text "b: Dove""#), "\(output)")
        #expect(output.contains(#"ids: ["a", "b"]"#), "\(output)")
    }

    /// The whole first try (`Tests/FirstTries/BackyardBirds`): both passes report nothing but the
    /// one warning of a form its app presents outside the set, it compiles with zero warnings,
    /// and its screens run: `String(localized:)` titles, `contentShape(.containerRelative)`, and
    /// rows of models keyed by their own `id`.
    @Test func theBackyardBirdsFirstTryChecksCompilesAndRuns() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("Tests/FirstTries/BackyardBirds"))
            .filter { $0.hasSuffix(".xml") }.sorted()
        var screens: [String: String] = [:]
        for name in names {
            screens[name] = try String(contentsOfFile: PackagePaths.path("Tests/FirstTries/BackyardBirds/\(name)"), encoding: .utf8)
        }
        #expect(screens.count == 13)
        let check = runTrellis(["check", PackagePaths.path("Tests/FirstTries/BackyardBirds")])
        let reported = check.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(reported.count == 1 && reported.allSatisfy { $0.contains("EditAccountForm.xml") && $0.contains("[TRL230]") }, "\(check.errors)")
        let program = try GeneratedProgram(screens)
        let output = try program.run(main: """
            import Foundation
            import Trellis
            let container = try ModelContainer(for: Plant.self, PlantSpecies.self, Backyard.self, BirdFood.self)
            let fern = PlantSpecies(info: .fern)
            let daisy = PlantSpecies(info: .daisy)
            for (species, variant) in [(fern, 1), (daisy, 2)] {
                let plant = Plant(variant: variant)
                plant.species = species
                container.mainContext.insert(plant)
            }
            let plants = ViewHost(PlantsNavigationStack().modelContainer(container))
            print(plants.render())
            let backyard = Backyard(name: "Yard")
            let water = ViewHost(BackyardSupplyIndicator(backyard: backyard, supplies: .water))
            print(water.render())
            print("modifiers:", try water.appearance(of: "Refill Water").modifiers)
            print("titles:", BackyardSupplies.allCases.map(\\.title), String(localized: "\\(2) of \\(3) feeders"))
            let app = ViewHost(app: BackyardBirdsApp())
            print(app.render())
            """)
        #expect(output.contains(#"Text "Fern""#), "\(output)")
        #expect(output.contains(#"Text "Daisy""#), "\(output)")
        #expect(output.contains(#"Text "Water""#), "\(output)")
        #expect(output.contains("contentShape(ContainerRelativeShape)"), "\(output)")
        #expect(output.contains(#"titles: ["Food", "Water"] 2 of 3 feeders"#), "\(output)")
        #expect(output.contains("Select a Backyard") || output.contains("Backyards"), "\(output)")
    }
}
