import Foundation
import Testing
import TrellisTestSupport

/// SwiftUI's animations as a SwiftUI developer writes them: `trellis build`, swiftc with warnings
/// as errors, then the program. Headless a change inside an animation applies at once, with
/// exactly the body evaluations it would cost without one; the host records the animation.
@Suite struct AnimationCompileAndRunTests {
    @Test func withAnimationAndTheAnimationModifierApplyAtOnceWithTheSameBodyCounts() throws {
        let program = try GeneratedProgram(["Card.xml": #"""
            <trellis>
              <view name="ExpandingCard" root="true">
                <state name="isExpanded" type="Bool" initial="false"/>
                <state name="taps" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Button title="Expand" action="withAnimation(.spring) { isExpanded.toggle() }"/>
                    <Button title="Slowly" action="withAnimation(.easeInOut(duration: 0.3).delay(0.1)) { taps += 1 }"/>
                    <Button title="Default" action="withAnimation { taps += 1 }"/>
                    <Button title="Plain" action="taps += 1"/>
                    <if condition="isExpanded">
                      <Text>Details</Text>
                    </if>
                    <Text>Taps: {taps}<animation animation=".easeInOut" value="{isExpanded}"/></Text>
                    <CardFooter/>
                  </VStack>
                </body>
              </view>
              <view name="CardFooter">
                <body>
                  <Text>Footer</Text>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ExpandingCard())
            print("mounted", host.bodyEvaluations(of: ExpandingCard.self), host.bodyEvaluations(of: CardFooter.self))
            print(try host.appearance(of: "Taps: 0").modifiers)
            try host.tap("Expand")
            print("expanded", host.render().contains("Details"), host.bodyEvaluations(of: ExpandingCard.self), host.bodyEvaluations(of: CardFooter.self))
            print("animation", host.animationOfLastUpdate.map(String.init(describing:)) ?? "nil")
            print(try host.appearance(of: "Taps: 0").modifiers)
            try host.tap("Slowly")
            print("slowly", host.bodyEvaluations(of: ExpandingCard.self), host.animationOfLastUpdate.map(String.init(describing:)) ?? "nil")
            try host.tap("Default")
            print("default", host.bodyEvaluations(of: ExpandingCard.self), host.animationOfLastUpdate.map(String.init(describing:)) ?? "nil")
            try host.tap("Plain")
            print("plain", host.bodyEvaluations(of: ExpandingCard.self), host.animationOfLastUpdate.map(String.init(describing:)) ?? "nil")
            print(host.render().contains("Taps: 3"))
            print(Animation.spring(bounce: 0.3), Animation.spring())
            """)
        #expect(output == """
            mounted 1 1
            ["animation(.easeInOut, value: false)"]
            expanded true 2 1
            animation .spring
            ["animation(.easeInOut, value: true)"]
            slowly 3 .easeInOut(duration: 0.3).delay(0.1)
            default 4 .default
            plain 5 nil
            true
            .spring(duration: 0.5, bounce: 0.3, blendDuration: 0) .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)

            """, "\(output)")
    }

    /// SwiftData's `@Query(sort: \.date, animation: .default)`, with an insert inside
    /// `withAnimation`: the list shows the new note at once, sorted, for one body of the list per tap.
    @Test func aQueryWithAnAnimationShowsItsChangesAtOnce() throws {
        let program = try GeneratedProgram(["Notes.xml": #"""
            <trellis>
              <model name="Note" kind="model">
                <var name="date" type="Date"/>
                <var name="title" type="String"/>
              </model>
              <view name="NotesScreen" root="true">
                <body>
                  <NoteList>
                    <modelContainer for="Note.self"/>
                  </NoteList>
                </body>
              </view>
              <view name="NoteList">
                <query name="notes" type="[Note]" sort="\Note.date" order="reverse" animation=".default"/>
                <environment name="modelContext" key="\.modelContext"/>
                <state name="added" type="Int" initial="0"/>
                <body>
                  <List>
                    <Button title="Add" action="withAnimation { added += 1; modelContext.insert(Note(date: Date(timeIntervalSinceReferenceDate: Double(added)), title: &quot;Note \(added)&quot;)) }"/>
                    <ForEach items="notes" item="note">
                      <Text>{note.title}</Text>
                    </ForEach>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(NotesScreen())
            print("mounted", host.bodyEvaluations(of: NotesScreen.self), host.bodyEvaluations(of: NoteList.self))
            try host.tap("Add")
            try host.tap("Add")
            print("added", host.bodyEvaluations(of: NotesScreen.self), host.bodyEvaluations(of: NoteList.self))
            print("animation", host.animationOfLastUpdate.map(String.init(describing:)) ?? "nil")
            print(host.render())
            """)
        #expect(output == """
            mounted 1 1
            added 1 3
            animation .default
            List
              Button "Add"
              Text "Note 2"
              Text "Note 1"

            """, "\(output)")
    }
}
