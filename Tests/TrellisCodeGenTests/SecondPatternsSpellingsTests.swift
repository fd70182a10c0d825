import Foundation
import Testing
import TrellisTestSupport

/// What the second set of correct patterns (`Tests/Patterns/41-…` to `65-…`) found missing, each
/// written as a SwiftUI developer writes it: checked clean, compiled with zero warnings, and run
/// as SwiftUI runs it.
@Suite struct SecondPatternsSpellingsTests {
    /// `ScrollViewReader { proxy in … }` named as Swift's closure names it (`proxy="proxy"`, read as
    /// `item`), and `proxy.scrollTo(id)` bringing a `List`'s row on screen: it appears then.
    @Test func scrollViewReaderScrollsARowOnScreen() throws {
        let xml = #"""
            <view name="LongLog" root="true">
              <state name="lines" type="[Int]" initial="Array(1...40)"/>
              <state name="seen" type="[Int]" initial="[]"/>
              <body>
                <ScrollViewReader proxy="proxy">
                  <VStack>
                    <Button title="Last" action="proxy.scrollTo(lines.last, anchor: .bottom)"/>
                    <Button title="Nowhere" action="proxy.scrollTo(99)"/>
                    <Text>Seen {seen.count}</Text>
                    <List>
                      <ForEach items="lines" id="\.self" item="line">
                        <Text>Line {line}<onAppear action="seen.append(line)"/></Text>
                      </ForEach>
                    </List>
                  </VStack>
                </ScrollViewReader>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["LongLog.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(LongLog())
            try host.tap("Nowhere")
            print("after nowhere:", host.scrolledToIDs.count)
            try host.tap("Last")
            print("ids:", host.scrolledToIDs.map { "\\($0)" })
            print(host.render().contains("Seen 30") ? "seen the last row" : host.render())
            """)
        #expect(output.contains("after nowhere: 0"), "\(output)")
        #expect(output.contains(#"ids: ["40"]"#), "\(output)")
        #expect(output.contains("seen the last row"), "\(output)")
    }

    /// `@Environment(\.horizontalSizeClass)`: compact on the host at first, regular once set.
    @Test func horizontalSizeClassFollowsTheHost() throws {
        let xml = #"""
            <view name="Adaptive" root="true">
              <environment name="sizeClass" key="\.horizontalSizeClass"/>
              <body>
                <if condition="sizeClass == .compact">
                  <Text>Stacked</Text>
                </if>
                <else>
                  <Text>Side by side</Text>
                </else>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Adaptive.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Adaptive())
            print("first:", host.render().contains("Stacked"))
            host.horizontalSizeClass = .regular
            print("regular:", host.render().contains("Side by side"))
            """)
        #expect(output.contains("first: true"), "\(output)")
        #expect(output.contains("regular: true"), "\(output)")
    }

    /// `LabeledContent` with a value or with views, `submitLabel` flowing down, a timer whose type
    /// is declared as Combine names it, and `ForEach` over pairs naming both parts.
    @Test func labeledContentSubmitLabelTimerAndPairs() throws {
        let xml = #"""
            <view name="Dashboard" root="true">
              <state name="ticks" type="Int" initial="0"/>
              <state name="players" type="[String]" initial="[&quot;Ana&quot;, &quot;Ben&quot;]"/>
              <let name="timer" type="Publishers.Autoconnect&lt;Timer.TimerPublisher&gt;"
                   initial="Timer.publish(every: 1, on: .main, in: .common).autoconnect()"/>
              <body>
                <Form>
                  <LabeledContent title="Version" value="1.2"/>
                  <LabeledContent title="Ticks">
                    <Text>{ticks}</Text>
                  </LabeledContent>
                  <ForEach items="Array(players.enumerated())" id="\.offset" item="(index, player)">
                    <Text>{index + 1}. {player}</Text>
                  </ForEach>
                  <ForEach items="Array(players.enumerated())" id="\.offset" item="(_, player)">
                    <Text>Hi {player}</Text>
                  </ForEach>
                  <Text>Return key<submitLabel value=".next"/></Text>
                  <onReceive value="timer" action="_ in ticks += 1"/>
                </Form>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Dashboard.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Dashboard.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Dashboard())
            host.advance(by: .seconds(3))
            print(host.render())
            print("submit:", try host.appearance(of: "Return key").submitLabel)
            """)
        #expect(output.contains(#"LabeledContent "Version""#), "\(output)")
        #expect(output.contains(#"Text "1.2""#), "\(output)")
        #expect(output.contains(#"Text "3""#), "\(output)")
        #expect(output.contains(#"Text "1. Ana""#) && output.contains(#"Text "2. Ben""#), "\(output)")
        #expect(output.contains(#"Text "Hi Ben""#), "\(output)")
        #expect(output.contains("submit: next"), "\(output)")
    }

    /// `async let` in an async function and in a `task`: both pieces of work start at once, and
    /// each read waits with `await`; a read without it is TRL144.
    @Test func asyncLetStartsWorkThatAReadAwaits() throws {
        let xml = #"""
            <view name="Totals" root="true">
              <state name="total" type="Int" initial="0"/>
              <state name="product" type="Int" initial="0"/>
              <function name="doubled" async="true" throws="true" returns="Int">
                <parameter name="n" label="_" type="Int"/>
                try await Task.sleep(for: .milliseconds(10))
                return n * 2
              </function>
              <function name="load" async="true" throws="true">
                async let first = doubled(1)
                async let second = doubled(20)
                total = try await first + second
              </function>
              <body>
                <Text>total {total}, product {product}</Text>
                <task action="try? await load()"/>
                <task action="async let three = 3 * 4; async let four = 4; product = await three * four"/>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Totals.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Totals.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Totals())
            await host.runTasks(advancingBy: .seconds(1))
            print(host.render())
            """)
        #expect(output.contains(#"Text "total 42, product 48""#), "\(output)")

        let unawaited = xml.replacingOccurrences(of: "total = try await first + second", with: "total = try await first + second; _ = second")
        let result = runTrellis(["check", "--fast", try directory.write("Unawaited.xml", unawaited)])
        #expect(result.errors.contains("Unawaited.xml:12:43: error: `second` is an `async let`; reading it is not marked with `await` [TRL144]"), "\(result.errors)")
    }

    /// A modifier after the one view of a `ForEach` over pairs is the row's, as for a plain item:
    /// it sees both names, and each row gets its own value.
    @Test func aModifierAfterAPairsRowIsEachRows() throws {
        let xml = #"""
            <view name="Podium" root="true">
              <state name="players" type="[String]" initial="[&quot;Ana&quot;, &quot;Ben&quot;, &quot;Cy&quot;]"/>
              <body>
                <VStack>
                  <ForEach items="Array(players.enumerated())" id="\.offset" item="(index, player)">
                    <Text>{index + 1}. {player}</Text>
                    <opacity value="{1 - Double(index) * 0.25}"/>
                  </ForEach>
                </VStack>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Podium.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Podium.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Podium())
            for row in ["1. Ana", "2. Ben", "3. Cy"] { print(row, try host.appearance(of: row).opacity) }
            """)
        #expect(output.contains("1. Ana 1.0\n2. Ben 0.75\n3. Cy 0.5"), "\(output)")
    }

    /// A view's `init` whose closure parameter is written `@escaping`, as Swift writes it.
    @Test func anInitParameterMayBeWrittenEscaping() throws {
        let xml = #"""
            <trellis>
              <view name="Editor">
                <state name="draft" type="String"/>
                <let name="onSave" type="(String) -> Void"/>
                <init>
                  <parameter name="text" type="String"/>
                  <parameter name="onSave" type="@escaping (String) -> Void"/>
                  _draft = State(initialValue: text)
                  self.onSave = onSave
                </init>
                <body>
                  <Button title="Save {draft}" action="onSave(draft + &quot;!&quot;)"/>
                </body>
              </view>
              <view name="Host" root="true">
                <state name="saved" type="String" initial="&quot;none&quot;"/>
                <body>
                  <VStack>
                    <Text>Saved {saved}</Text>
                    <Editor text="hi" onSave="saved = $0"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Editor.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Host())
            try host.tap("Save hi")
            print(host.render())
            """)
        #expect(output.contains(#"Text "Saved hi!""#), "\(output)")
    }
}
