import Foundation
import Testing
import TrellisTestSupport

/// Spellings of `Tests/Patterns` that a SwiftUI developer writes first: `trellis build`, swiftc
/// with warnings as errors, then the program, which does what the XML says.
@Suite struct SwiftSpellingsCompileAndRunTests {
    /// `protocols` listed with commas, `CaseIterable` and `Identifiable` among them, `Self` in an
    /// enum's member, `<else if>`, a text hole's `specifier`, and a view-building function's
    /// argument named by its label, as Swift's call `stars(for: rating)` names it.
    @Test func swiftsSpellingsRunAsWritten() throws {
        let program = try GeneratedProgram(["Spellings.xml": #"""
            <trellis>
              <enum name="Flavor" rawType="String" protocols="CaseIterable, Identifiable">
                <case name="vanilla"/>
                <case name="chocolate"/>
                <computed name="id" type="Self" value="self"/>
              </enum>
              <struct name="Recipe" protocols="Hashable, Identifiable">
                <field name="id" type="Int"/>
                <field name="name" type="String"/>
              </struct>
              <view name="Spellings" root="true">
                <state name="rating" type="Int" initial="1"/>
                <state name="flavor" type="Flavor" initial=".vanilla"/>
                <state name="selected" type="Recipe?" initial="nil"/>
                <function name="stars">
                  <parameter name="count" label="for" type="Int"/>
                  <Text>{String(repeating: "*", count: count)}</Text>
                </function>
                <body>
                  <VStack>
                    <Picker title="Flavor" selection="{$flavor}">
                      <ForEach items="Flavor.allCases" item="flavor">
                        <Text>{flavor.rawValue}<tag value="flavor"/></Text>
                      </ForEach>
                    </Picker>
                    <ForEach items="Flavor.allCases" item="flavor">
                      <Text>{flavor.id.rawValue}</Text>
                    </ForEach>
                    <Text>Price: {Double(rating) * 1.25, specifier: "%.2f"}</Text>
                    <if condition="rating &gt;= 3">
                      <Text>Great</Text>
                    </if>
                    <else if="rating &gt;= 2">
                      <Text>OK</Text>
                    </else>
                    <else>
                      <Text>Poor</Text>
                    </else>
                    <stars for="{rating}"/>
                    <Button title="Up" action="rating += 1"/>
                    <Button title="Open" action="selected = Recipe(id: 1, name: &quot;Soup&quot;)"/>
                    <sheet item="{$selected}" content="recipe">
                      <Text>Recipe {recipe.name}</Text>
                    </sheet>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Spellings())
            print("first", host.render())
            try host.tap("Up")
            print("second", host.render())
            try host.tap("Up")
            print("third", host.render())
            try host.tap("Open")
            print("opened", host.render())
            """)
        #expect(output.contains("Text \"vanilla\""), "\(output)")
        #expect(output.contains("Text \"chocolate\""), "\(output)")
        let steps = output.components(separatedBy: "\n").filter { $0.contains("Price") || $0.contains("Great") || $0.contains("\"OK\"") || $0.contains("Poor") }
        #expect(steps.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "Text \"Price: 1.25\"", "Text \"Poor\"",
            "Text \"Price: 2.50\"", "Text \"OK\"",
            "Text \"Price: 3.75\"", "Text \"Great\"",
            "Text \"Price: 3.75\"", "Text \"Great\"",
        ], "\(output)")
        #expect(output.contains("Recipe Soup"), "\(output)")
        #expect(output.contains("first VStack") && output.contains("Text \"*\"\n") && output.contains("Text \"***\"\n"), "\(output)")
    }

    /// `@ViewBuilder let content: Content` written as a `let`: the call site's views are placed
    /// where the body writes `<content/>`.
    @Test func aViewBuilderLetShowsTheCallersViews() throws {
        let program = try GeneratedProgram(["Cards.xml": #"""
            <trellis>
              <view name="Card">
                <let name="title" type="String"/>
                <let name="content" type="Content" viewBuilder="true"/>
                <body>
                  <VStack alignment=".leading">
                    <Text>{title}</Text>
                    <content/>
                  </VStack>
                </body>
              </view>
              <view name="CardScreen" root="true">
                <state name="steps" type="Int" initial="1000"/>
                <body>
                  <Card title="Stats">
                    <Text>Steps: {steps}</Text>
                    <Button title="Walk" action="steps += 1"/>
                  </Card>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(CardScreen())
            try host.tap("Walk")
            print(host.render())
            """)
        #expect(output.contains("Text \"Stats\"\n") && output.contains("Text \"Steps: 1001\"\n") && output.contains("Button \"Walk\""), "\(output)")
    }
}
