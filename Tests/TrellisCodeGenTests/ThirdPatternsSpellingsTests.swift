import Foundation
import Testing
import TrellisTestSupport

/// What the third set of correct patterns (`Tests/Patterns/66-…` to `90-…`) found missing, each
/// written as a SwiftUI developer writes it: checked clean, compiled with zero warnings, and run
/// as SwiftUI runs it.
@Suite struct ThirdPatternsSpellingsTests {
    /// `alert(_:isPresented:presenting:)` passing the value to its actions and message, named as
    /// Swift's `{ file in … }` (`file="file"`); a sheet's item named the same way
    /// (`sheet="sheet"`), and `<switch on>` read as `<switch value>`.
    @Test func presentingAlertAndSheetNameTheirValues() throws {
        let xml = #"""
            <trellis>
              <struct name="FileItem" protocols="Identifiable">
                <field name="id" type="Int"/>
                <field name="name" type="String"/>
              </struct>
              <enum name="Panel" protocols="Identifiable">
                <case name="profile"/>
                <case name="settings"/>
                <computed name="id" type="Self" value="self"/>
              </enum>
              <view name="Files" root="true">
                <state name="files" type="[FileItem]" initial="[FileItem(id: 1, name: &quot;a.txt&quot;), FileItem(id: 2, name: &quot;b.txt&quot;)]"/>
                <state name="pending" type="FileItem?" initial="nil"/>
                <state name="isConfirming" type="Bool" initial="false"/>
                <state name="panel" type="Panel?" initial="nil"/>
                <body>
                  <VStack>
                    <Text>{files.count} files</Text>
                    <Button title="Settings" action="panel = .settings"/>
                    <ForEach items="files" item="file">
                      <Button title="Delete {file.name}" action="pending = file; isConfirming = true"/>
                    </ForEach>
                    <alert title="Delete the file?" isPresented="{$isConfirming}" presenting="{pending}" file="file">
                      <Button title="Delete" role=".destructive" action="files.removeAll { $0.id == file.id }"/>
                      <Button title="Cancel" role=".cancel" action=""/>
                      <message><Text>{file.name} will be removed.</Text></message>
                    </alert>
                    <sheet item="{$panel}" sheet="sheet">
                      <switch on="sheet">
                        <case pattern=".profile"><Text>Profile panel</Text></case>
                        <case pattern=".settings"><Text>Settings panel</Text></case>
                      </switch>
                    </sheet>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Files.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Files())
            try host.tap("Delete b.txt")
            print("message:", host.render().contains("b.txt will be removed."))
            try host.tap("Delete")
            print(host.render().contains("1 files") ? "one left" : host.render())
            try host.tap("Settings")
            print("sheet:", host.render().contains("Settings panel"), host.render().contains("Profile panel"))
            """)
        #expect(output.contains("message: true"), "\(output)")
        #expect(output.contains("one left"), "\(output)")
        #expect(output.contains("sheet: true false"), "\(output)")
    }

    /// `Grid` and `GridRow` print their rows and cells; `ViewThatFits` builds its first view only;
    /// a `Gauge` prints its current value label; `labelsHidden` and `redacted` flow down; a
    /// `ContentUnavailableView` shows its label, description and actions.
    @Test func gridGaugeRedactionAndEmptyStates() throws {
        let xml = #"""
            <view name="Board" root="true">
              <state name="progress" type="Double" initial="0.3"/>
              <state name="isLoading" type="Bool" initial="true"/>
              <state name="messages" type="[String]" initial="[]"/>
              <body>
                <VStack>
                  <Grid alignment=".leading" horizontalSpacing="12">
                    <GridRow>
                      <Text>Name</Text>
                      <Text>Score<gridColumnAlignment value=".trailing"/></Text>
                    </GridRow>
                    <GridRow>
                      <Text>Total<gridCellColumns value="2"/></Text>
                    </GridRow>
                  </Grid>
                  <ViewThatFits>
                    <Text>Wide layout</Text>
                    <Text>Narrow layout</Text>
                  </ViewThatFits>
                  <Gauge value="{progress}">
                    <label><Text>Upload</Text></label>
                    <currentValueLabel><Text>{Int(progress * 100)}%</Text></currentValueLabel>
                  </Gauge>
                  <Text>Headline<redacted reason="isLoading ? .placeholder : []"/></Text>
                  <Toggle title="Loading" isOn="{$isLoading}"><labelsHidden/></Toggle>
                  <if condition="messages.isEmpty">
                    <ContentUnavailableView>
                      <Label title="No Messages" systemImage="tray"/>
                      <description><Text>New messages appear here.</Text></description>
                      <actions><Button title="Load samples" action="messages = [&quot;Hello&quot;]"/></actions>
                    </ContentUnavailableView>
                  </if>
                  <else>
                    <Text>{messages.count} messages</Text>
                  </else>
                </VStack>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Board.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Board())
            let screen = host.render()
            print("grid:", screen.contains("Grid"), screen.contains("GridRow"))
            print("fits:", screen.contains("Wide layout"), screen.contains("Narrow layout"))
            print("gauge:", screen.contains(#"Gauge "Upload" 0.3 in 0...1 "30%""#))
            print("cells:", try host.appearance(of: "Total").modifiers, try host.appearance(of: "Score").modifiers)
            print("labels hidden:", try host.appearance(of: "Loading").areLabelsHidden, try host.appearance(of: "Headline").areLabelsHidden)
            print("redacted:", try host.appearance(of: "Headline").redactionReasons)
            try host.toggle("Loading")
            print("lifted:", try host.appearance(of: "Headline").redactionReasons)
            print("empty:", screen.contains("No Messages"), screen.contains("New messages appear here."))
            try host.tap("Load samples")
            print(host.render().contains("1 messages") ? "loaded" : host.render())
            """)
        #expect(output.contains("grid: true true"), "\(output)")
        #expect(output.contains("fits: true false"), "\(output)")
        #expect(output.contains("gauge: true"), "\(output)")
        #expect(output.contains(#"cells: ["gridCellColumns(2)"] ["gridColumnAlignment(.trailing)"]"#), "\(output)")
        #expect(output.contains("labels hidden: true false"), "\(output)")
        #expect(output.contains("redacted: [.placeholder]"), "\(output)")
        #expect(output.contains("lifted: []"), "\(output)")
        #expect(output.contains("empty: true true"), "\(output)")
        #expect(output.contains("loaded"), "\(output)")
    }

    /// `<observationIgnored>`, Swift's `@ObservationIgnored` written as the wrappers are: kept out
    /// of observation, so writing it alone updates no view, while the model still reads it.
    @Test func observationIgnoredPropertyIsNotObserved() throws {
        let xml = #"""
            <trellis>
              <model name="Counter" kind="observable">
                <published name="count" type="Int" initial="0"/>
                <observationIgnored name="history" type="[Int]" initial="[]" private="true"/>
                <observationIgnored name="calls" type="Int" initial="0"/>
                <function name="increment">
                  history.append(count)
                  count += 1
                </function>
                <function name="undo">
                  if let last = history.popLast() { count = last }
                </function>
              </model>
              <view name="Undo" root="true">
                <state name="model" type="Counter" initial="Counter()"/>
                <body>
                  <VStack>
                    <Text>Count {model.count}, calls {model.calls}</Text>
                    <Button title="Increment" action="model.increment()"/>
                    <Button title="Undo" action="model.undo()"/>
                    <Button title="Call" action="model.calls += 1"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Undo.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Undo())
            try host.tap("Increment")
            try host.tap("Increment")
            try host.tap("Undo")
            print(host.render().contains("Count 1, calls 0") ? "undone" : host.render())
            try host.tap("Call")
            print(host.render().contains("calls 0") ? "not observed" : host.render())
            try host.tap("Increment")
            print(host.render().contains("Count 2, calls 1") ? "read on the next update" : host.render())
            """)
        #expect(output.contains("undone"), "\(output)")
        #expect(output.contains("not observed"), "\(output)")
        #expect(output.contains("read on the next update"), "\(output)")
    }
}
