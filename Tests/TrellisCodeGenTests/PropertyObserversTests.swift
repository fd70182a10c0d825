import Foundation
import Testing
import TrellisTestSupport

/// Swift's property observers, `willSet` and `didSet`, on a model's, a struct's and a view's
/// stored properties: checked as member code, generated so that swiftc accepts them with zero
/// warnings, and run as Swift runs them (once per assignment, `willSet`, the store, `didSet`).
@Suite struct PropertyObserversTests {
    /// An `ObservableObject` written as Swift's class: the observers of a `@Published` property run
    /// around each assignment, `didSet` sees the new value, an assignment of the property in its
    /// own `didSet` runs no observer again, and a `didSet` that sets another published property
    /// re-evaluates the view once per change.
    @Test func observableObjectObservers() throws {
        let xml = #"""
            <trellis>
            <model name="Cart">
              <published name="total" type="Int" initial="0">
                <willSet name="next">print("will", total, next)</willSet>
                <didSet>
                  print("did", oldValue, total)
                  if total > 10 { total = 10 }
                  summary = "total \(total)"
                </didSet>
              </published>
              <published name="summary" type="String" initial="&quot;empty&quot;"/>
              <var name="edits" type="Int" initial="0"><didSet>print("edits", edits)</didSet></var>
              <function name="add" params="_ amount: Int">
                total += amount
                edits += 1
              </function>
            </model>
            <view name="Till" root="true">
              <stateObject name="cart" initial="Cart()"/>
              <body>
                <VStack>
                  <Text>{cart.summary}</Text>
                  <Button title="Add" action="cart.add(4)"/>
                  <Button title="Set" action="cart.total = 2"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Till.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Till())
            print(host.bodyEvaluations(of: Till.self))
            try host.tap("Add")
            print(host.bodyEvaluations(of: Till.self))
            try host.tap("Set")
            try host.tap("Add")
            try host.tap("Add")
            try host.tap("Add")
            print(host.render(), host.bodyEvaluations(of: Till.self))
            """)
        #expect(output == """
            1
            will 0 4
            did 0 4
            edits 1
            2
            will 4 2
            did 4 2
            will 2 6
            did 2 6
            edits 2
            will 6 10
            did 6 10
            edits 3
            will 10 14
            did 10 14
            edits 4
            VStack
              Text "total 10"
              Button "Add"
              Button "Set" 6

            """, "\(output)")
    }

    /// An `@Observable` class: the same observers around the tracked store, a `didSet` reading the
    /// new value; the memberwise initializer sets the property without running them, as Swift's does.
    @Test func observableClassObservers() throws {
        let xml = #"""
            <trellis>
            <model name="Thermostat" kind="observable">
              <var name="target" type="Double">
                <willSet>print("will", target, newValue)</willSet>
                <didSet name="previous">
                  print("did", previous, target)
                  if target &lt; 10 { target = 10 }
                  reading = "\(Int(target))°"
                </didSet>
              </var>
              <var name="reading" type="String" initial="&quot;&quot;"/>
            </model>
            <view name="Panel" root="true">
              <state name="thermostat" initial="Thermostat(target: 20)"/>
              <body>
                <VStack>
                  <Text>{thermostat.reading}</Text>
                  <Button title="Warm" action="thermostat.target += 1.5"/>
                  <Button title="Cold" action="thermostat.target = 4"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Panel.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Panel())
            try host.tap("Warm")
            print(host.render(), host.bodyEvaluations(of: Panel.self))
            try host.tap("Cold")
            print(host.render(), host.bodyEvaluations(of: Panel.self))
            """)
        #expect(output == """
            will 20.0 21.5
            did 20.0 21.5
            VStack
              Text "21°"
              Button "Warm"
              Button "Cold" 2
            will 21.5 4.0
            did 21.5 4.0
            VStack
              Text "10°"
              Button "Warm"
              Button "Cold" 3

            """, "\(output)")
    }

    /// A struct's stored `var` keeps Swift's own observers; a view's `state` runs its observers when
    /// the view assigns it, and not when a child writes through the binding, as in SwiftUI.
    @Test func structAndStateObservers() throws {
        let xml = #"""
            <trellis>
            <struct name="Score">
              <var name="points" type="Int" initial="0">
                <didSet>
                  if points &lt; 0 { points = 0 }
                  print("points", oldValue, points)
                </didSet>
              </var>
            </struct>
            <view name="Counter" root="true">
              <state name="count" initial="0">
                <willSet>print("count will", count, newValue)</willSet>
                <didSet>
                  print("count did", oldValue, count)
                  score.points += count - oldValue
                </didSet>
              </state>
              <state name="score" initial="Score()"/>
              <body>
                <VStack>
                  <Text>{count} {score.points}</Text>
                  <Button title="Up" action="count += 1"/>
                  <Button title="Down" action="count -= 3"/>
                  <Bumper value="{$count}"/>
                </VStack>
              </body>
            </view>
            <view name="Bumper">
              <binding name="value" type="Int"/>
              <body>
                <Button title="Bump" action="value += 10"/>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Counter.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Counter())
            try host.tap("Up")
            try host.tap("Down")
            try host.tap("Bump")
            print(host.render(), host.bodyEvaluations(of: Counter.self))
            """)
        #expect(output == """
            count will 0 1
            count did 0 1
            points 0 1
            count will 1 -2
            count did 1 -2
            points 1 0
            VStack
              Text "8 0"
              Button "Up"
              Button "Down"
              Button "Bump" 4

            """, "\(output)")
    }
}
