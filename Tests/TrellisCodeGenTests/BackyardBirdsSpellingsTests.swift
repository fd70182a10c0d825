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

    /// A `let` whose type Swift infers from something other than a literal or an initializer
    /// call still needs its `type`, and says what it can be read from: one error.
    @Test func aLetWhoseTypeCannotBeReadNeedsItsType() throws {
        let xml = #"""
            <trellis>
              <struct name="Limits">
                <let name="base" static="true" initial="3"/>
                <let name="doubled" static="true" initial="base * 2"/>
              </struct>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Limits.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "4:5: error: attribute `type` is required on `let`; Swift's inferred type is read from a literal or an initializer call (`Self(rawValue: …)`) only [TRL010]",
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

    /// An enum's `@ViewBuilder var destination: some View`, as Backyard Birds' `AppScreen` has it:
    /// one TRL025, and nothing for the views its unread code names, which it may mount (no
    /// TRL232 for the query of a screen only `destination` shows, no TRL103 for each view).
    @Test func anEnumsComputedViewIsOneErrorAndItsViewsAreNotTakenForRoots() throws {
        let xml = #"""
            <trellis>
              <model name="Plant" kind="model">
                <var name="name" type="String"/>
              </model>
              <enum name="AppScreen" caseIterable="true">
                <case name="plants"/>
                <case name="account"/>
                <computed name="destination" type="some View">
                  switch self {
                  case .plants:
                    PlantsStack()
                  case .account:
                    Text("Account")
                  }
                </computed>
              </enum>
              <view name="PlantsStack">
                <query name="plants" type="[Plant]" sort="\Plant.name"/>
                <body>
                  <List>
                    <ForEach items="{plants}" item="plant">
                      <Text>{plant.name}</Text>
                    </ForEach>
                  </List>
                </body>
              </view>
              <view name="ContentView">
                <body>
                  <Text>Birds</Text>
                </body>
              </view>
              <app name="PlantsApp">
                <body>
                  <WindowGroup>
                    <ContentView/>
                    <modelContainer for="Plant.self"/>
                  </WindowGroup>
                </body>
              </app>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Screens.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "8:5: error: `var destination: some View` in a model, struct or enum is not supported yet; place its views in a view's `<computed name=\"destination\">`, or in a view of their own that takes the value [TRL025]",
        ], "\(result.errors)")
    }
}
