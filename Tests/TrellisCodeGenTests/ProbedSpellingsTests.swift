import Foundation
import Testing
import TrellisTestSupport

/// Spellings a SwiftUI developer writes first that Trellis rejected although Swift accepts them:
/// each checked clean, compiled with zero warnings, and run.
@Suite struct ProbedSpellingsTests {
    /// `.onDelete { items.remove(atOffsets: $0) }` and `.onMove { items.move(fromOffsets: $0, toOffset: $1) }`:
    /// Swift's anonymous names of a modifier's closure values, generated as written.
    @Test func anonymousClosureValuesOfModifierActions() throws {
        let xml = #"""
            <view name="Shelf" root="true">
              <state name="books" type="[String]" initial="[&quot;Emma&quot;, &quot;Dune&quot;, &quot;Ulysses&quot;]"/>
              <body>
                <List>
                  <ForEach items="books" id="\.self" item="book"><Text>{book}</Text></ForEach>
                  <onDelete perform="books.remove(atOffsets: $0)"/>
                  <onMove perform="{ books.move(fromOffsets: $0, toOffset: $1) }"/>
                </List>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Shelf.xml": xml])
        let swift = program.generated.values.joined()
        #expect(swift.contains("remove(atOffsets: $0)") && swift.contains("move(fromOffsets: $0, toOffset: $1)"), "\(swift)")
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Shelf())
            try host.move("Ulysses", toOffset: 0)
            try host.delete("Dune")
            print(host.render())
            """)
        #expect(output == "List\n  Text \"Ulysses\"\n  Text \"Emma\"\n", "\(output)")
        #expect(!output.contains("Dune"), "\(output)")
    }

    /// `onDelete(perform: store.delete(at:))` and `reduce(0, combine(_:with:))`: a function named
    /// with its argument labels, passed as the closure that calls it; and `case high = 2`, an
    /// enum case's raw value written `value`, as after Swift's `=`.
    @Test func functionsNamedWithTheirLabelsAndRawValuesWrittenAsValue() throws {
        let xml = #"""
            <trellis>
            <enum name="Priority" rawType="Int">
              <case name="low" value="0"/>
              <case name="high" value="2"/>
            </enum>
            <model name="Shelf" kind="observable">
              <var name="books" type="[String]" initial="[&quot;Emma&quot;, &quot;Dune&quot;, &quot;Ulysses&quot;]"/>
              <function name="delete" params="at offsets: IndexSet">books.remove(atOffsets: offsets)</function>
              <function name="combine" params="_ total: Int, with book: String" returns="Int">total + book.count</function>
            </model>
            <view name="Books" root="true">
              <state name="shelf" initial="Shelf()"/>
              <computed name="letters" type="Int">shelf.books.reduce(0, shelf.combine(_:with:))</computed>
              <body>
                <VStack>
                  <List>
                    <ForEach items="shelf.books" id="\.self" item="book"><Text>{book}</Text></ForEach>
                    <onDelete perform="shelf.delete(at:)"/>
                  </List>
                  <Text>{letters} letters, priority {Priority.high.rawValue}</Text>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Books.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Books())
            try host.delete("Dune")
            print(host.render())
            """)
        #expect(output == "VStack\n  List\n    Text \"Emma\"\n    Text \"Ulysses\"\n  Text \"11 letters, priority 2\"\n", "\(output)")
    }

    /// `AsyncImage(url:) { image in … }`, `GeometryReader { proxy in … }` and `.sheet(item:) { photo in … }`
    /// with the closure's value named on the element that fills the slot, `<content image="image">`,
    /// where Swift writes `{ image in`.
    @Test func slotValuesNamedOnTheElementThatFillsTheSlot() throws {
        let xml = #"""
            <trellis>
            <struct name="Photo" conforms="Identifiable">
              <let name="id" type="Int"/>
              <let name="title" type="String"/>
            </struct>
            <view name="Gallery" root="true">
              <state name="selected" type="Photo?" initial="nil"/>
              <body>
                <VStack>
                  <AsyncImage url="URL(string: &quot;https://example.com/a.png&quot;)">
                    <content image="image">
                      <image>
                        <resizable/>
                      </image>
                    </content>
                    <placeholder><ProgressView/></placeholder>
                  </AsyncImage>
                  <GeometryReader>
                    <content proxy="proxy">
                      <Text>{proxy.size.width > 0 ? "wide" : "narrow"}</Text>
                    </content>
                  </GeometryReader>
                  <Button title="Open" action="selected = Photo(id: 1, title: &quot;Dunes&quot;)"/>
                </VStack>
                <sheet item="$selected">
                  <content photo="photo">
                    <Text>{photo.title}</Text>
                  </content>
                </sheet>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Gallery.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        #expect(swift.contains("image$ in") && swift.contains("proxy$ in") && swift.contains("photo$ in"), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Gallery())
            try host.tap("Open")
            print(host.render())
            """)
        #expect(output.contains("Text \"Dunes\""), "\(output)")
    }

    /// `let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()`: a constant whose
    /// type the checker does not model is generated as written, and swiftc judges its uses.
    @Test func constantOfATypeLeftToSwift() throws {
        let xml = #"""
            <view name="Ticker" root="true">
              <state name="seconds" initial="0"/>
              <let name="timer" value="Timer.publish(every: 1, on: .main, in: .common).autoconnect()"/>
              <body>
                <Text>{seconds} s<onReceive publisher="timer" perform="_ in seconds += 1"/></Text>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Ticker.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        #expect(swift.contains("let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()"), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Ticker())
            host.advance(by: .seconds(3))
            print(host.render())
            """)
        #expect(output == "Text \"3 s\"\n", "\(output)")
    }

    /// `NavigationSplitView { List { … }.toolbar { … } } detail: { … }`: modifiers after the one view
    /// of a view's slot modify that view, as after an `if` branch's one view.
    @Test func modifiersAfterTheOneViewOfAViewsSlot() throws {
        let xml = #"""
            <view name="Notes" root="true">
              <state name="count" initial="0"/>
              <body>
                <NavigationSplitView>
                  <sidebar>
                    <List>
                      <Text>Inbox</Text>
                    </List>
                    <toolbar>
                      <Button title="New" action="count += 1"/>
                    </toolbar>
                    <navigationTitle value="Notes"/>
                  </sidebar>
                  <detail>
                    <Text>{count} new</Text>
                  </detail>
                </NavigationSplitView>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Notes.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Notes())
            try host.tap("New")
            print(host.render())
            """)
        #expect(output.contains("Text \"1 new\""), "\(output)")
    }

    /// `guard case .high? = level` (Swift's `.some(.high)`), and `.environmentObject(store)`
    /// written with the attribute a first try names it, `object`.
    @Test func optionalCasePatternAndInjectedObjectNamedObject() throws {
        let xml = #"""
            <trellis>
            <enum name="Level"><case name="low"/><case name="high"/></enum>
            <model name="Meter" kind="observableObject">
              <published name="level" type="Level?" initial="nil"/>
            </model>
            <view name="Gauge2" root="true">
              <stateObject name="meter" type="Meter" initial="Meter()"/>
              <body>
                <Reading/>
                <environmentObject object="meter"/>
              </body>
            </view>
            <view name="Reading">
              <environmentObject name="meter" type="Meter"/>
              <function name="describe" returns="String">
                guard case .high? = meter.level else { return "calm" }
                return "loud"
              </function>
              <body>
                <VStack>
                  <Text>{describe()}</Text>
                  <Button title="Raise" action="meter.level = .high"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Gauge2.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Gauge2())
            print("before:", host.render().contains("calm"))
            try host.tap("Raise")
            print("after:", host.render().contains("loud"))
            """)
        #expect(output.contains("before: true"), "\(output)")
        #expect(output.contains("after: true"), "\(output)")
    }

    /// `.navigationDestination(for: Note.self, destination: { note in … })` with the value named
    /// by the slot's own attribute, as Swift's closure names it: `destination="note"`.
    @Test func destinationNamedByItsSlotAttribute() throws {
        let xml = #"""
            <trellis>
            <struct name="Note" protocols="Hashable">
              <var name="text" type="String"/>
            </struct>
            <view name="Notebook" root="true">
              <state name="notes" type="[Note]" initial="[Note(text: &quot;Milk&quot;), Note(text: &quot;Eggs&quot;)]"/>
              <body>
                <NavigationStack>
                  <List>
                    <ForEach items="notes" id="\.text" item="note">
                      <NavigationLink value="{note}"><Text>{note.text}</Text></NavigationLink>
                    </ForEach>
                    <navigationDestination for="Note.self" destination="note">
                      <Text>Detail of {note.text}</Text>
                    </navigationDestination>
                  </List>
                </NavigationStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Notebook.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Notebook())
            try host.tap("Eggs")
            print(host.render().contains("Detail of Eggs") ? "pushed" : host.render())
            """)
        #expect(output.contains("pushed"), "\(output)")
    }

    /// `keyboardType(.decimalPad)` on a field, as a first try writes for a number: it flows down
    /// to the fields below as SwiftUI's does, and `appearance(of:)` reports it.
    @Test func keyboardTypeFlowsDownToTheFieldsBelow() throws {
        let xml = #"""
            <view name="Tip" root="true">
              <state name="amount" type="String" initial="&quot;&quot;"/>
              <state name="note" type="String" initial="&quot;&quot;"/>
              <body>
                <Form>
                  <TextField title="Amount" text="$amount">
                    <keyboardType value=".decimalPad"/>
                  </TextField>
                  <TextField title="Note" text="$note"/>
                </Form>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Tip.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Tip())
            print(try host.appearance(of: "Amount").keyboardType, try host.appearance(of: "Note").keyboardType)
            """)
        #expect(output == "decimalPad default\n", "\(output)")
    }

    /// Looks a first try of an iOS screen writes often: a switch toggle, a graphical date picker,
    /// struck-through and underlined text with its line spacing, hidden scroll indicators, a
    /// scroll view that does not scroll, hidden row separators (for the views below, as SwiftUI's
    /// environment carries them), and `ignoresSafeArea` and `zIndex` recorded on their view.
    @Test func commonLooksFlowDownOrAreRecordedOnTheirView() throws {
        let xml = #"""
            <view name="Chores" root="true">
              <state name="done" type="Bool" initial="true"/>
              <state name="day" type="Date" initial="Date()"/>
              <body>
                <ZStack>
                  <Rectangle><ignoresSafeArea/></Rectangle>
                  <Text>Sky<ignoresSafeArea regions=".keyboard" edges=".bottom"/></Text>
                  <ScrollView>
                    <VStack>
                      <Toggle title="Done" isOn="$done"><toggleStyle value=".switch"/></Toggle>
                      <DatePicker title="Day" selection="$day"/>
                      <Text>Milk<strikethrough isActive="done" color=".gray"/><lineSpacing value="4"/></Text>
                      <Text>Eggs<underline/><zIndex value="2"/></Text>
                      <datePickerStyle value=".graphical"/>
                    </VStack>
                    <scrollIndicators value=".hidden"/>
                    <scrollDisabled value="done"/>
                  </ScrollView>
                  <List>
                    <Text>Row<listRowSeparator value=".hidden"/></Text>
                  </List>
                </ZStack>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Chores.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Chores())
            let milk = try host.appearance(of: "Milk")
            print(try host.appearance(of: "Done").toggleStyle ?? "none", milk.datePickerStyle ?? "none")
            print(milk.strikethrough?.isActive == true, milk.strikethrough?.color == .gray, milk.underline == nil, milk.lineSpacing)
            let eggs = try host.appearance(of: "Eggs")
            print(eggs.underline?.isActive == true, eggs.modifiers, eggs.scrollIndicators, eggs.isScrollDisabled)
            print(try host.appearance(of: "Row").listRowSeparator, try host.appearance(of: "Row").isScrollDisabled)
            print(try host.appearance(of: "Sky").modifiers == ["ignoresSafeArea(.keyboard, edges: .bottom)"], try host.appearance(of: "Row").modifiers.isEmpty)
            try host.toggle("Done")
            print(try host.appearance(of: "Milk").strikethrough?.isActive == false, try host.appearance(of: "Eggs").isScrollDisabled)
            """)
        #expect(output == """
            switch graphical
            true true true 4.0
            true ["zIndex(2.0)"] hidden true
            hidden false
            true true
            true false

            """, "\(output)")
    }

    /// `@State private var store = Store()` and `let id = UUID()` written with `value`, a first
    /// guess at `initial`: read as it in a state, a struct's `let`, a model's `let` and a view's
    /// own constant, so the memberwise initializer leaves the `let`s out as Swift's does.
    @Test func valueWrittenForTheFirstValueOfAStateOrALet() throws {
        let xml = #"""
            <trellis>
            <struct name="Expense" protocols="Identifiable">
              <let name="id" type="UUID" value="UUID()"/>
              <var name="title" type="String"/>
            </struct>
            <model name="Ledger" kind="observable">
              <let name="currency" type="String" value="&quot;EUR&quot;"/>
              <var name="expenses" type="[Expense]" initial="[]"/>
            </model>
            <view name="Expenses" root="true">
              <state name="ledger" value="Ledger()"/>
              <state name="count" value="0"/>
              <let name="heading" type="String" value="&quot;Spent&quot;"/>
              <body>
                <VStack>
                  <Text>{heading} in {ledger.currency}: {ledger.expenses.count} ({count})</Text>
                  <Button title="Add" action="ledger.expenses.append(Expense(title: &quot;Tea&quot;)); count += 1"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Expenses.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Expenses())
            try host.tap("Add")
            try host.tap("Add")
            print(host.render())
            """)
        #expect(output.contains("Text \"Spent in EUR: 2 (2)\""), "\(output)")
    }

    /// `@State private var selection = Tab.today` and `@AppStorage("hour") var hour = 9`: a view's
    /// own value written without `type` takes the type Swift infers from its value, read from the
    /// declarations (an enum's case, a static of the view), and is generated with it.
    @Test func ownValuesTakeTheTypeTheirValueHas() throws {
        let xml = #"""
            <trellis>
            <enum name="Pane"><case name="today"/><case name="all"/></enum>
            <view name="Panes" root="true">
              <let name="firstHour" initial="7" static="true"/>
              <state name="selection" initial="Pane.today"/>
              <appStorage name="hour" key="hour" initial="Self.firstHour"/>
              <appStorage name="compact" key="compact" initial="true"/>
              <body>
                <VStack>
                  <Text>{selection == .today ? "today" : "all"} at {hour}, {compact ? "compact" : "wide"}</Text>
                  <Button title="Switch" action="selection = .all; hour += 1; compact.toggle()"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Panes.xml": xml])
        let swift = program.generated.values.joined()
        #expect(swift.contains("Pane") && program.buildErrors.isEmpty, "\(program.buildErrors)\n\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Panes())
            print(host.render())
            try host.tap("Switch")
            print(host.render())
            """)
        #expect(output.contains("Text \"today at 7, compact\"") && output.contains("Text \"all at 8, wide\""), "\(output)")
    }

    /// Foundation's and the standard library's names that the prelude leaves out (`FileManager`,
    /// `CocoaError`, `ProcessInfo`, `JSONSerialization`, `URLRequest`): Swift's to judge, so the
    /// fast pass reports none of them, and the program compiles and runs; a misspelled name is
    /// still TRL103.
    @Test func namesOfSwiftsModulesAreSwiftsToJudge() throws {
        let xml = #"""
            <view name="Probe" root="true">
              <state name="report" initial="&quot;&quot;"/>
              <function name="gather">
                let directory = FileManager.default.temporaryDirectory
                let error = CocoaError(.fileNoSuchFile)
                let data = try? JSONSerialization.data(withJSONObject: ["a": 1])
                let request = URLRequest(url: URL(string: "https://example.com")!)
                let cores = ProcessInfo.processInfo.activeProcessorCount
                report = "\(directory.path.isEmpty) \(error.code == .fileNoSuchFile) \(data != nil) \(request.url?.host ?? "") \(cores > 0)"
              </function>
              <body>
                <Text>{report}<onAppear action="gather()"/></Text>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Probe.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Probe())
            print(host.render())
            """)
        #expect(output.contains("Text \"false true true example.com true\""), "\(output)")

        let directory = try TemporaryDirectory()
        let misspelled = try directory.write("Misspelled.xml", xml.replacingOccurrences(of: "FileManager.default", with: "FileManagr.default"))
        let check = runTrellis(["check", "--fast", misspelled])
        #expect(check.errors.contains("unknown identifier `FileManagr` [TRL103]") && check.errors.contains("1 error generated"), "\(check.errors)")
    }

    /// `if let message { … }` and `if let loud = message?.uppercased() { … }` written as
    /// attributes, `<if let="message">` and `<if let="loud" value="…">`, and `bold(_:)` given its
    /// value as `value`, as every other modifier's unlabeled value is written.
    @Test func optionalBindingWrittenAsAttributesAndBoldsValue() throws {
        let xml = #"""
            <view name="Banner" root="true">
              <state name="message" type="String?" initial="nil"/>
              <body>
                <VStack>
                  <if let="message"><Text>{message}<bold value="message.count > 3"/></Text></if>
                  <if let="loud" value="message?.uppercased()"><Text>{loud}</Text></if>
                  <Button title="Say" action="message = &quot;hello&quot;"/>
                </VStack>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Banner.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Banner())
            print(host.render())
            try host.tap("Say")
            print(host.render())
            """)
        #expect(!output.contains("Text \"hello\"\nVStack") && output.contains("Text \"hello\"") && output.contains("Text \"HELLO\""), "\(output)")
    }

    /// Everyday view code the probe of swift-code found rejected although Swift accepts it: a
    /// `switch` over a tuple with `_` and `let s?` elements, `if case (let a, 7?)`,
    /// `swap(&a, &b)`, `rows.lazy.filter { }.map(\.name)` and `DispatchQueue.main.asyncAfter(deadline:
    /// .now() + 1) { }` (compiled, not run: the headless host has no run loop to wait in). Checked clean by both passes,
    /// compiled with zero warnings, and run.
    @Test func tuplePatternsSwapAndLazy() throws {
        let xml = #"""
            <view name="Tally" root="true">
              <state name="count" type="Int" initial="0"/>
              <state name="selected" type="Int?" initial="nil"/>
              <state name="scores" type="[Int]" initial="[3, 1, 4]"/>
              <state name="text" type="String" initial="&quot;&quot;"/>
              <body>
                <VStack>
                  <Text>text {text}, count {count}, selected {selected ?? -1}</Text>
                  <Button title="Match" action="switch (count, selected) { case (0, nil): text = &quot;none&quot;; case (_, let s?): text = &quot;picked \(s)&quot;; default: text = &quot;other&quot; }"/>
                  <Button title="Pick" action="selected = 7"/>
                  <Button title="Swap" action="var a = count; var b = selected ?? 0; swap(&amp;a, &amp;b); count = a; selected = b"/>
                  <Button title="Lazy" action="text = scores.lazy.filter { $0 &gt; 1 }.map { String($0) }.joined(separator: &quot;+&quot;)"/>
                  <Button title="Pair" action="if case (let a, 7?) = (count, selected) { text = &quot;seven after \(a)&quot; }"/>
                  <Button title="Later" action="DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count += 1 }"/>
                </VStack>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Tally.xml", xml)
        let fast = runTrellis(["check", "--fast", path])
        #expect(fast.status == 0 && fast.errors.isEmpty, "\(fast.errors)")
        let swift = runTrellis(["check", path, "--runtime-modules", BuildProducts.modulesDirectory.path], environment: toolchainEnvironment)
        #expect(swift.status == 0 && swift.errors.isEmpty, "\(swift.errors)")
        let program = try GeneratedProgram(["Tally.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Tally())
            for title in ["Match", "Pick", "Match", "Swap", "Lazy"] {
                try host.tap(title)
                for line in host.render().split(separator: "\\n") where line.contains("text ") { print(line.trimmingCharacters(in: .whitespaces)) }
            }
            try host.tap("Swap")
            try host.tap("Pair")
            for line in host.render().split(separator: "\\n") where line.contains("text ") { print(line.trimmingCharacters(in: .whitespaces)) }
            """)
        #expect(output == """
            Text "text none, count 0, selected -1"
            Text "text none, count 0, selected 7"
            Text "text picked 7, count 0, selected 7"
            Text "text picked 7, count 7, selected 0"
            Text "text 3+4, count 7, selected 0"
            Text "text seven after 0, count 0, selected 7"

            """, "\(output)")
    }

    /// `Result<Int, Error>` failing with Foundation's `URLError(.badURL)`, and `catch let error
    /// as URLError where error.code == .timedOut`: the type is Swift's, declared in the prelude.
    @Test func urlErrorInResultsAndCatches() throws {
        let xml = #"""
            <view name="Fetcher" root="true">
              <state name="text" type="String" initial="&quot;&quot;"/>
              <state name="input" type="String" initial="&quot;x&quot;"/>
              <function name="parse" returns="Result&lt;Int, Error&gt;">
                if let value = Int(input) { return .success(value) }
                return .failure(URLError(.badURL))
              </function>
              <function name="load" throws="true" returns="Int">
                throw URLError(.timedOut)
              </function>
              <body>
                <VStack>
                  <Text>text {text}</Text>
                  <Button title="Parse" action="switch parse() { case .success(let v): text = &quot;\(v)&quot;; case .failure(let error): text = (error as? URLError)?.code == .badURL ? &quot;bad&quot; : &quot;other&quot; }"/>
                  <Button title="Load" action="do { text = &quot;\(try load())&quot; } catch let error as URLError where error.code == .timedOut { text = &quot;timed out&quot; } catch { text = &quot;failed&quot; }"/>
                </VStack>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Fetcher.xml", xml)
        let fast = runTrellis(["check", "--fast", path])
        #expect(fast.status == 0 && fast.errors.isEmpty, "\(fast.errors)")
        let program = try GeneratedProgram(["Fetcher.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Fetcher())
            for title in ["Parse", "Load"] {
                try host.tap(title)
                for line in host.render().split(separator: "\\n") where line.contains("text ") { print(line.trimmingCharacters(in: .whitespaces)) }
            }
            """)
        #expect(output == "Text \"text bad\"\nText \"text timed out\"\n", "\(output)")
    }

    /// `NavigationStack { List { … }.navigationTitle("Parks").toolbar { … }.navigationDestination(for:) { … } }`,
    /// written in Swift's order: the modifiers after the stack's one view are that view's, so the
    /// title shows in the stack's bar and the destination is registered; a `sheet` stays the stack's.
    @Test func navigationModifiersAfterTheStacksOneViewAreThatViews() throws {
        let xml = #"""
            <trellis>
            <struct name="Park" hashable="true">
              <let name="name" type="String"/>
            </struct>
            <view name="Parks" root="true">
              <state name="parks" type="[Park]" initial="[Park(name: &quot;Zion&quot;), Park(name: &quot;Arches&quot;)]"/>
              <state name="showsHelp" type="Bool" initial="false"/>
              <body>
                <NavigationStack>
                  <List>
                    <ForEach items="parks" id="\.name" item="park">
                      <NavigationLink title="{park.name}" value="park"/>
                    </ForEach>
                  </List>
                  <navigationTitle value="Parks"/>
                  <toolbar>
                    <Button title="Help" action="showsHelp = true"/>
                  </toolbar>
                  <navigationDestination for="Park.self" item="park">
                    <Text>Welcome to {park.name}</Text>
                    <navigationTitle value="park.name"/>
                  </navigationDestination>
                  <sheet isPresented="$showsHelp">
                    <Text>Tap a park</Text>
                  </sheet>
                </NavigationStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Parks.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        #expect(swift.contains(".navigationTitle(\"Parks\")"), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Parks())
            print(host.render())
            try host.tap("Arches")
            print(host.render())
            try host.back()
            try host.tap("Help")
            print(host.render())
            """)
        #expect(!output.contains("outside a NavigationStack"), "\(output)")
        #expect(output.contains("Navigation title \"Parks\""), "\(output)")
        #expect(output.contains("Text \"Welcome to Arches\""), "\(output)")
        #expect(output.contains("Text \"Tap a park\""), "\(output)")
    }

    /// `enum Condition: String`, its raw type first written `type="String"` (or `rawValue="String"`),
    /// as a property's type is: read as `rawType`, so `rawValue` and `init?(rawValue:)` work.
    @Test func anEnumsRawTypeWrittenAsItsType() throws {
        let xml = #"""
            <trellis>
            <enum name="Condition" type="String" caseIterable="true">
              <case name="sunny"/>
              <case name="cloudy"/>
            </enum>
            <enum name="Level" rawValue="Int">
              <case name="low" value="1"/>
            </enum>
            <view name="Sky" root="true">
              <body>
                <Text>{Condition.sunny.rawValue} {Condition(rawValue: "cloudy") == .cloudy} {Level.low.rawValue}</Text>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Sky.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Sky()).render())
            """)
        #expect(output == "Text \"sunny true 1\"\n", "\(output)")
    }

    /// Members Swift gives a standard type that the prelude does not declare (`max(by:)` of a
    /// dictionary, `min(by:)`, Foundation's `trimmingCharacters(in:)`, `split(separator:maxSplits:)`)
    /// are Swift's to judge: the fast pass reports none of them, and the program compiles and
    /// runs. A member Swift lacks is still TRL260, and labels no form of Swift's takes TRL261.
    @Test func membersSwiftGivesAStandardTypeAreSwiftsToJudge() throws {
        let xml = #"""
            <view name="Board" root="true">
              <state name="scores" type="[String: Int]" initial="[&quot;Ann&quot;: 82, &quot;Cy&quot;: 91]"/>
              <state name="names" type="[String]" initial="[&quot;b&quot;, &quot;a&quot;]"/>
              <state name="text" type="String" initial="&quot; hi there &quot;"/>
              <body>
                <VStack>
                  <Text>{scores.max(by: { $0.value &lt; $1.value })?.key ?? "-"} {names.min(by: { $0 &lt; $1 }) ?? ""}</Text>
                  <Text>{text.trimmingCharacters(in: .whitespaces)}|{text.split(separator: " ", maxSplits: 1).count}</Text>
                </VStack>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Board.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Board()).render())
            """)
        #expect(output == "VStack\n  Text \"Cy a\"\n  Text \"hi there|2\"\n", "\(output)")

        let wrong = xml.replacingOccurrences(of: "names.min(by:", with: "names.minimum(by:")
            .replacingOccurrences(of: "maxSplits: 1)", with: "maxSplits: 1, fromEnd: true)")
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Board.xml", wrong)])
        #expect(result.errors.contains("has no member `minimum`") && result.errors.contains("[TRL260]"), "\(result.errors)")
        #expect(result.errors.contains("no method `split(separator:maxSplits:fromEnd:)`") && result.errors.contains("[TRL261]"), "\(result.errors)")
    }

    /// `Text("All").tag(Course?.none)` in a `Picker` over an optional selection: `Course?.none` is
    /// `Optional<Course>.none`, not a case of `Course` (TRL105 before).
    @Test func anOptionalTypesNoneAsATag() throws {
        let xml = #"""
            <trellis>
            <enum name="Course" rawType="String" caseIterable="true" identifiable="true">
              <case name="starter"/>
              <case name="dessert"/>
            </enum>
            <view name="Menu" root="true">
              <state name="filter" type="Course?" initial="nil"/>
              <body>
                <VStack>
                  <Picker title="Course" selection="$filter">
                    <Text>All<tag value="Course?.none"/></Text>
                    <ForEach items="Course.allCases" item="course">
                      <Text>{course.rawValue}<tag value="Optional(course)"/></Text>
                    </ForEach>
                  </Picker>
                  <Text>{filter?.rawValue ?? "everything"}</Text>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Menu.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Menu()).render())
            """)
        #expect(output.contains("Text \"everything\""), "\(output)")
        #expect(output.contains("\"All\""), "\(output)")
    }

    /// `ZStack { Color.blue.ignoresSafeArea() … }`, the first screen of many tutorials: every
    /// colour SwiftUI names is a view of its own, `<Color.blue>`, and still the static colour in
    /// an expression (`foregroundStyle(Color.white)`).
    @Test func everyNamedColourIsAViewOfItsOwn() throws {
        let xml = #"""
            <view name="Flags" root="true">
              <state name="score" type="Int" initial="0"/>
              <body>
                <ZStack>
                  <Color.blue><ignoresSafeArea/></Color.blue>
                  <VStack>
                    <Text>Score {score}<foregroundStyle value="Color.white"/></Text>
                    <Color.mint><frame height="4"/></Color.mint>
                    <Button title="Tap" action="score += 1"/>
                  </VStack>
                </ZStack>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Flags.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Flags())
            try host.tap("Tap")
            print(host.render())
            """)
        let swift = program.generated.values.joined()
        #expect(swift.contains("Color.blue") && swift.contains(".ignoresSafeArea()") && swift.contains("Color.mint"), "\(swift)")
        #expect(output == "ZStack\n  VStack\n    Text \"Score 1\"\n    Button \"Tap\"\n", "\(output)")
    }

    /// `TextField("Amount", value: $checkAmount, format: .number)`, WeSplit's field: the value is
    /// shown through the format, and typed text that parses sets it.
    @Test func aTextFieldOverAFormattedValue() throws {
        let xml = #"""
            <view name="Split" root="true">
              <state name="checkAmount" type="Double" initial="0.0"/>
              <state name="people" type="Int" initial="2"/>
              <body>
                <Form>
                  <TextField title="Amount" value="$checkAmount" format=".number"/>
                  <Text>{checkAmount / Double(people), format: .number}</Text>
                </Form>
              </body>
            </view>
            """#
        let program = try GeneratedProgram(["Split.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Split())
            try host.type("25", into: "Amount")
            print(host.render())
            """)
        #expect(output.contains("Text \"12.5\""), "\(output)")
    }

    /// A view model written as Swift's class: `@Published var query = "" { didSet { search() } }`
    /// and `@Published private(set) var results`, the observer run by the text field's writes
    /// through `$model.query`, as a binding to an object's property writes through its setter.
    @Test func aViewModelWrittenAsSwiftsClassWithObservers() throws {
        let xml = #"""
            <trellis>
            <model name="SearchModel">
              <published name="query" type="String" initial="&quot;&quot;">
                <didSet>
                  guard query != oldValue else { return }
                  search()
                </didSet>
              </published>
              <published name="results" type="[String]" initial="[]" setter="private(set)"/>
              <let name="catalog" type="[String]" initial="[&quot;Apple&quot;, &quot;Apricot&quot;, &quot;Banana&quot;]"/>
              <function name="search">
                results = query.isEmpty ? [] : catalog.filter { $0.hasPrefix(query) }
              </function>
            </model>
            <view name="SearchScreen" root="true">
              <stateObject name="model" initial="SearchModel()"/>
              <body>
                <VStack>
                  <TextField title="Search" text="{$model.query}"/>
                  <ForEach items="model.results" id="\.self" item="result"><Text>{result}</Text></ForEach>
                </VStack>
              </body>
            </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["SearchScreen.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(SearchScreen())
            try host.type("Ap", into: "Search")
            print(host.render(), host.bodyEvaluations(of: SearchScreen.self))
            """)
        #expect(output == "VStack\n  TextField \"Search\": \"Ap\"\n  Text \"Apple\"\n  Text \"Apricot\" 2\n", "\(output)")
    }
}
