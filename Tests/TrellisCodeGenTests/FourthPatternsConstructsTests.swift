import Foundation
import Testing
import TrellisTestSupport

/// Constructs the correct patterns `82-MatchedGeometry`, `85-GestureState` and
/// `89-ViewThatFitsAnyView` were rejected for, written as a SwiftUI developer writes them:
/// checked clean, compiled with zero warnings, and run as SwiftUI runs them.
@Suite struct FourthPatternsConstructsTests {
    /// `@GestureState` follows the drag while it lasts and returns to its initial value when it
    /// ends, after which the `@State` the drag's `onEnded` committed holds the whole translation.
    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() throws {
        let xml = #"""
            <view name="DragScreen" root="true">
              <gestureState name="dragOffset" type="CGSize" initial=".zero"/>
              <state name="position" type="CGSize" initial=".zero"/>
              <state name="seen" type="[Int]" initial="[]"/>
              <body>
                <VStack>
                  <Text>Card<gesture value="DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }.onEnded { value in position.width += value.translation.width }"/><onChange of="dragOffset.width" action="seen.append(Int(dragOffset.width))"/></Text>
                  <Text>offset {Int(dragOffset.width)}, position {Int(position.width)}, seen {seen.description}</Text>
                </VStack>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["DragScreen.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(DragScreen())
            try host.drag("Card", by: CGSize(width: 40, height: 0), steps: 4)
            for line in host.render().split(separator: "\\n") where line.contains("offset") { print(line.trimmingCharacters(in: .whitespaces)) }
            try host.drag("Card", by: CGSize(width: 20, height: 0), steps: 2)
            for line in host.render().split(separator: "\\n") where line.contains("offset") { print(line.trimmingCharacters(in: .whitespaces)) }
            """)
        #expect(output.contains("offset 0, position 40, seen [10, 20, 30, 40, 0]"), "\(output)")
        #expect(output.contains("offset 0, position 60, seen [10, 20, 30, 40, 0, 10, 20, 0]"), "\(output)")
    }

    /// `@GestureState` in a view written in the app's own Swift, declared to the XML as
    /// `<view external="true">`: the wrapper is linked to its view's storage as `@State` is, so
    /// it follows the drag and resets when it ends, exactly as the XML-view form does.
    @Test func gestureStateInAViewWrittenInSwiftFollowsTheDrag() throws {
        let xml = #"""
            <trellis>
              <view name="SwiftDragCard" external="true"/>
              <view name="DragRoot" root="true">
                <body>
                  <SwiftDragCard/>
                </body>
              </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["DragRoot.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis

            struct SwiftDragCard: View {
                @GestureState private var dragOffset: CGSize = .zero
                @State private var position: CGSize = .zero
                @State private var seen: [Int] = []

                var body: some View {
                    VStack {
                        Text("Card")
                            .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }.onEnded { value in position.width += value.translation.width })
                            .onChange(of: dragOffset.width) { seen.append(Int(dragOffset.width)) }
                        Text("offset \\(Int(dragOffset.width)), position \\(Int(position.width)), seen \\(seen.description)")
                    }
                }
            }

            let host = ViewHost(DragRoot())
            try host.drag("Card", by: CGSize(width: 40, height: 0), steps: 4)
            for line in host.render().split(separator: "\\n") where line.contains("offset") { print(line.trimmingCharacters(in: .whitespaces)) }
            try host.drag("Card", by: CGSize(width: 20, height: 0), steps: 2)
            for line in host.render().split(separator: "\\n") where line.contains("offset") { print(line.trimmingCharacters(in: .whitespaces)) }
            """)
        #expect(output.contains("offset 0, position 40, seen [10, 20, 30, 40, 0]"), "\(output)")
        #expect(output.contains("offset 0, position 60, seen [10, 20, 30, 40, 0, 10, 20, 0]"), "\(output)")
    }

    /// `@Namespace` is one identity per view identity, the same on every body; headless the
    /// `matchedGeometryEffect` is recorded with its id and namespace, on whichever branch shows.
    @Test func namespaceIsKeptAndMatchedGeometryIsRecorded() throws {
        let xml = #"""
            <view name="MatchedScreen" root="true">
              <namespace name="shapes"/>
              <state name="isCircle" type="Bool" initial="false"/>
              <body>
                <VStack>
                  <if condition="isCircle">
                    <Text>Circle<matchedGeometryEffect id="&quot;shape&quot;" in="shapes"/></Text>
                  </if>
                  <else>
                    <Text>Square<matchedGeometryEffect id="&quot;shape&quot;" in="shapes" properties=".position"/></Text>
                  </else>
                  <Text>namespace {String(describing: shapes)}</Text>
                  <Button title="Morph" action="withAnimation { isCircle.toggle() }"/>
                </VStack>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["MatchedScreen.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(MatchedScreen())
            print("before:", try host.appearance(of: "Square").modifiers.joined(separator: "; "))
            let namespace = host.render().split(separator: "\\n").first { $0.contains("namespace namespace#") }
            try host.tap("Morph")
            print("after:", try host.appearance(of: "Circle").modifiers.joined(separator: "; "))
            print("same namespace:", namespace != nil && namespace == host.render().split(separator: "\\n").first { $0.contains("namespace namespace#") })
            """)
        #expect(output.contains(#"before: matchedGeometryEffect(id: "shape", in: namespace#"#), "\(output)")
        #expect(output.contains(#"after: matchedGeometryEffect(id: "shape", in: namespace#"#), "\(output)")
        #expect(output.contains("same namespace: true"), "\(output)")
    }

    /// A helper function returning `AnyView`, placed by its name, shows the view it returns and
    /// follows the state it reads.
    @Test func helperFunctionReturningAnyViewIsPlaced() throws {
        let xml = #"""
            <view name="AdaptiveScreen" root="true">
              <state name="isCompact" type="Bool" initial="false"/>
              <body>
                <VStack>
                  <statusBadge/>
                  <Toggle title="Compact" isOn="{$isCompact}"/>
                </VStack>
              </body>
              <function name="statusBadge" returns="AnyView">
                if isCompact {
                    return AnyView(Text("Compact badge"))
                }
                return AnyView(Text("Full badge"))
              </function>
            </view>
            """#
        let program = try GeneratedProgram(["AdaptiveScreen.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(AdaptiveScreen())
            print("first:", host.render().contains("Full badge"))
            try host.toggle("Compact")
            print("then:", host.render().contains("Compact badge"), host.render().contains("Full badge"))
            """)
        #expect(output.contains("first: true"), "\(output)")
        #expect(output.contains("then: true false"), "\(output)")
    }
}
