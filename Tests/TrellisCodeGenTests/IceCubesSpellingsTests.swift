import Foundation
import Testing
import TrellisTestSupport

/// The spellings IceCubesApp's first tries met, each written as a SwiftUI developer writes it:
/// they check clean with both passes, compile with zero warnings and run as SwiftUI runs them.
@Suite struct IceCubesSpellingsTests {
    /// `LocalizedStringKey` as the type of a computed property, a function's result and an input:
    /// string literals, interpolated or chosen between, make one, and `Text(key)` shows it.
    @Test func aLocalizedStringKeyIsMadeFromLiteralsAndShown() throws {
        let xml = #"""
            <trellis>
              <enum name="Visibility" rawType="String" caseIterable="true">
                <case name="pub" rawValue="public"/>
                <case name="direct"/>
                <computed name="title" type="LocalizedStringKey">
                  switch self {
                  case .pub:
                    return "status.visibility.public"
                  case .direct:
                    return "status.visibility.direct"
                  }
                </computed>
                <function name="actionName" returns="LocalizedStringKey" parameters="isDone: Bool = false">
                  isDone ? "action.undo" : "action.do \(rawValue)"
                </function>
              </enum>
              <view name="VisibilityRow">
                <let name="label" type="LocalizedStringKey"/>
                <body>
                  <Text>{label}</Text>
                </body>
              </view>
              <view name="VisibilityScreen" root="true">
                <state name="visibility" type="Visibility" initial=".pub"/>
                <body>
                  <VStack>
                    <VisibilityRow label="{visibility.title}"/>
                    <VisibilityRow label="settings.visibility"/>
                    <Text>{visibility.actionName(isDone: true)}</Text>
                    <Text>{Visibility.direct.actionName()}</Text>
                    <Button title="Direct" action="visibility = .direct"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Visibility.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Visibility.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(VisibilityScreen())
            print(host.render())
            try host.tap("Direct")
            print(host.render())
            """)
        #expect(output.contains("Text \"status.visibility.public\""), "\(output)")
        #expect(output.contains("Text \"settings.visibility\""), "\(output)")
        #expect(output.contains("Text \"action.undo\""), "\(output)")
        #expect(output.contains("Text \"action.do direct\""), "\(output)")
        #expect(output.contains("Text \"status.visibility.direct\""), "\(output)")
    }

    /// Only a string literal makes a `LocalizedStringKey`: a number where one is returned is
    /// still a mismatch, as in Swift.
    @Test func aNumberIsNotALocalizedStringKey() throws {
        let xml = #"""
            <trellis>
              <enum name="Mode">
                <case name="on"/>
                <computed name="title" type="LocalizedStringKey">
                  switch self {
                  case .on:
                    return 1
                  }
                </computed>
              </enum>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", "--fast", try directory.write("Mode.xml", xml)])
        #expect(check.errors.components(separatedBy: "[TRL112]").count - 1 == 1, "\(check.errors)")
        #expect(check.errors.contains("cannot convert a value of type `Int` to `LocalizedStringKey`"), "\(check.errors)")
    }

    /// `NavigationLink(destination: DetailView(count: n)) { Label(…) }`, written with the
    /// destination as an attribute, pushes the destination; so does `NavigationLink("Plain",
    /// destination: …)`, and the title form with a `<destination>` element.
    @Test func aDestinationGivenAsAnAttributeIsPushed() throws {
        let xml = #"""
            <trellis>
              <view name="SettingsList" root="true">
                <state name="count" type="Int" initial="2"/>
                <body>
                  <NavigationStack>
                    <List>
                      <NavigationLink destination="{CountDetail(count: count)}">
                        <Label title="Counted" systemImage="number"/>
                      </NavigationLink>
                      <NavigationLink title="Plain" destination="{CountDetail(count: 40)}"/>
                      <NavigationLink title="Element">
                        <destination><CountDetail count="{7}"/></destination>
                      </NavigationLink>
                    </List>
                  </NavigationStack>
                </body>
              </view>
              <view name="CountDetail">
                <let name="count" type="Int"/>
                <body>
                  <Text>Count {count}</Text>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("SettingsList.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["SettingsList.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(SettingsList())
            try host.tap("Counted")
            print(host.render())
            let plain = ViewHost(SettingsList())
            try plain.tap("Plain")
            print(plain.render())
            let element = ViewHost(SettingsList())
            try element.tap("Element")
            print(element.render())
            """)
        #expect(output.contains("Text \"Count 2\""), "\(output)")
        #expect(output.contains("Text \"Count 40\""), "\(output)")
        #expect(output.contains("Text \"Count 7\""), "\(output)")
    }

    /// The ownership rules see a destination given as an attribute as they see the element form:
    /// a destination that reads an environment object nothing above the stack injects is TRL205
    /// in both, at the same declaration.
    @Test func anOwnershipErrorInADestinationAttributeIsFoundAsInTheElementForm() throws {
        func program(link: String) -> String {
            #"""
            <trellis>
              <model name="Store">
                <published name="count" type="Int" initial="0"/>
              </model>
              <view name="Host" root="true">
                <body>
                  <NavigationStack>
            \#(link)
                  </NavigationStack>
                </body>
              </view>
              <view name="Detail">
                <environmentObject name="store" type="Store"/>
                <body>
                  <Text>{store.count}</Text>
                </body>
              </view>
            </trellis>
            """#
        }
        let directory = try TemporaryDirectory()
        let attribute = runTrellis(["check", "--fast", try directory.write("Attribute.xml", program(link: #"<NavigationLink destination="{Detail()}"><Text>Open</Text></NavigationLink>"#))])
        let element = runTrellis(["check", "--fast", try directory.write("Element.xml", program(link: #"<NavigationLink><Detail/><label><Text>Open</Text></label></NavigationLink>"#))])
        func errors(_ output: String) -> [String] {
            output.split(separator: "\n").filter { $0.contains("error:") }.map { line in
                String(line.drop { $0 != ":" })
            }
        }
        #expect(errors(attribute.errors) == [":13:5: error: no ancestor provides environment object `Store` to `Detail` when mounted from `Host` [TRL205]"], "\(attribute.errors)")
        #expect(errors(attribute.errors) == errors(element.errors), "\(attribute.errors)\n\(element.errors)")
    }

    /// `scrollDismissesKeyboard(.immediately)`, as the account editor's form writes it: the mode
    /// flows down to the views in the form, as `ViewHost.appearance(of:)` reports.
    @Test func scrollDismissesKeyboardFlowsDown() throws {
        let xml = #"""
            <view name="AccountEditor" root="true">
              <state name="note" type="String" initial="&quot;&quot;"/>
              <body>
                <Form>
                  <TextField title="About" text="{$note}"/>
                  <Text>Note: {note}</Text>
                  <scrollDismissesKeyboard value=".immediately"/>
                </Form>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("AccountEditor.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["AccountEditor.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(AccountEditor())
            print("mode:", try host.appearance(of: "Note: ").scrollDismissesKeyboard)
            """)
        #expect(output.contains("mode: immediately"), "\(output)")
    }
}
