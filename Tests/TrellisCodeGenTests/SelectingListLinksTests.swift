import Testing
import TrellisTestSupport

/// A `NavigationLink(value:)` row of a `List(selection:)` of the value's type sets the selection,
/// as in a split view's sidebar, so it needs no destination: the checker accepts it, and the
/// detail column built from the selection shows the row tapped.
@Suite struct SelectingListLinksTests {
    static func screens(sidebarExtra: String = "") -> [String: String] {
        ["Sidebar.xml": """
            <trellis>
              <enum name="Panel">
                <case name="truck"/>
                <case name="orders"/>
              </enum>
              <view name="Browser" root="true">
                <state name="selection" type="Panel?" initial="nil"/>
                <state name="colors" type="Set&lt;String&gt;" initial="[]"/>
                <body>
                  <NavigationSplitView>
                    <VStack>
                      <List selection="{$selection}">
                        <NavigationLink title="Truck" value="Panel.truck"/>
                        <NavigationLink title="Orders" value="Panel.orders"/>
                      </List>
                      <List selection="{$colors}">
                        <ForEach items="[&quot;Mint&quot;, &quot;Pink&quot;]" id="\\.self" item="color">
                          <NavigationLink title="{color}" value="{color}"/>
                        </ForEach>
                      </List>
                      \(sidebarExtra)
                    </VStack>
                    <detail>
                      <if condition="let selection">
                        <Text>Detail of {String(describing: selection)}</Text>
                      </if>
                      <else><Text>Pick a panel</Text></else>
                    </detail>
                  </NavigationSplitView>
                </body>
              </view>
            </trellis>
            """]
    }

    @Test func valueLinksInASelectingListNeedNoDestinationAndSetTheSelection() throws {
        let program = try GeneratedProgram(Self.screens())
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Browser())
            print(host.render().contains("Pick a panel"))
            try host.tap("Orders")
            print(host.render().contains("Detail of orders"))
            try host.tap("Truck")
            print(host.render().contains("Detail of truck"))
            """)
        #expect(output == "true\ntrue\ntrue\n")
    }

    @Test func aValueLinkOutsideTheSelectingListStillNeedsADestination() throws {
        let result = try checkFast(Self.screens(sidebarExtra: #"<NavigationLink title="Elsewhere" value="Panel.truck"/>"#))
        #expect(result.codes == ["TRL246"], "\(result.output)")
    }

    /// `trellis check --fast` on `screens`: the codes it reports, in order, and its output.
    private func checkFast(_ screens: [String: String]) throws -> (codes: [String], output: String) {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for (name, text) in screens { paths.append(try directory.write(name, text)) }
        let result = runTrellis(["check", "--fast"] + paths)
        let codes = result.errors.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"\[TRL\d+\]"#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst().dropLast())
        }
        return (codes, result.errors)
    }
}
