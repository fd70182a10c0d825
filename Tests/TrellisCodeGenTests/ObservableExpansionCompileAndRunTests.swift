import Testing
import TrellisTestSupport

/// An `@Observable` model is generated as the macro expands it, without the macro (whose
/// expansion costs swiftc's module job a syntax tree of the whole file each time), and behaves as
/// the macro's class does: reads are tracked, a write of an equal value and a write of an ignored
/// property re-evaluate no body, an `init` sets a tracked property through its storage, and a
/// method's `append` goes through the property's `_modify`.
@Suite struct ObservableExpansionCompileAndRunTests {
    @Test func anObservableModelWithoutTheMacroUpdatesAsTheMacrosDoes() throws {
        let program = try GeneratedProgram(["Shelf.xml": #"""
            <trellis>
              <model name="Shelf" kind="observable">
                <var name="titles" type="[String]"/>
                <var name="limit" type="Int" initial="2" private="true"/>
                <property name="visits" type="Int" initial="0" ignored="true"/>
                <computed name="isFull" type="Bool" value="titles.count &gt;= limit"/>
                <init>
                  <parameter name="titles" type="[String]" default="[]"/>
                  self.titles = titles
                </init>
                <function name="add">
                  <parameter name="title" label="_" type="String"/>
                  guard !isFull else { return }
                  titles.append(title)
                </function>
              </model>
              <view name="ShelfScreen" root="true">
                <state name="shelf" type="Shelf" initial="Shelf(titles: [&quot;Emma&quot;])"/>
                <body>
                  <VStack>
                    <Text>{shelf.titles.count} full {shelf.isFull}</Text>
                    <Button title="same" action="shelf.titles = shelf.titles"/>
                    <Button title="visit" action="shelf.visits += 1"/>
                    <Button title="add" action="shelf.add(&quot;Dune&quot;)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let swift = try #require(program.generated["Shelf.swift"])
        #expect(!swift.contains("@Observable"), "\(swift)")
        #expect(!swift.contains("@ObservationIgnored"), "\(swift)")
        #expect(swift.contains("extension Shelf: nonisolated Observation.Observable {}"), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ShelfScreen())
            var before = host.bodyEvaluations(of: ShelfScreen.self)
            for title in ["same", "visit", "add"] {
                try host.tap(title)
                let now = host.bodyEvaluations(of: ShelfScreen.self)
                print("\\(title): \\(now - before)")
                before = now
            }
            print(host.render())
            """)
        #expect(output.contains("same: 0\nvisit: 0\nadd: 1\n"), "\(output)")
        #expect(output.contains("Text \"2 full true\""), "\(output)")
    }
}
