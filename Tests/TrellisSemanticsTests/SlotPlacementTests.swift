import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Content passed into a view declared in XML is instantiated where that view places the slot:
/// the environment, the identity rules and the graph see it there, not at the call site.
@Suite struct SlotPlacementTests {
    static func analyze(_ xml: String) -> (diagnostics: [Diagnostic], program: CheckedProgram) {
        VocabularyTests.analyze(xml)
    }

    static func codes(_ xml: String) -> [String] {
        analyze(xml).diagnostics.map { "\($0.code)@\($0.location.line)" }
    }

    /// A store, a view reading it, and `Panel`, whose body is `panelBody`.
    static func program(panelSlots: String = #"<slot name="content"/>"#, panelBody: String, screenBody: String, screenState: String = "") -> String {
        """
        <trellis>
          <model name="Store"><published name="count" type="Int" initial="0"/></model>
          <view name="Reader">
            <environmentObject name="store" type="Store"/>
            <body><Text>{store.count}</Text></body>
          </view>
          <view name="Panel">
            <stateObject name="store" type="Store" initial="Store()"/>
            \(panelSlots)
            <body>
        \(panelBody)
            </body>
          </view>
          <view name="Screen" root="true">
            \(screenState)
            <body>
        \(screenBody)
            </body>
          </view>
        </trellis>
        """
    }

    @Test("an object the view injects above its slot reaches the content passed to it")
    func injectionAboveTheSlotReachesTheContent() {
        let xml = Self.program(
            panelBody: #"<VStack><Text>{store.count}</Text><slot/><environmentObject value="store"/></VStack>"#,
            screenBody: "<Panel><Reader/></Panel>"
        )
        #expect(Self.codes(xml) == [])
    }

    @Test("an object the view injects beside its slot, not above it, does not")
    func injectionBesideTheSlotDoesNotReachTheContent() throws {
        let xml = Self.program(
            panelBody: #"<VStack><slot/><Text>{store.count}<environmentObject value="store"/></Text></VStack>"#,
            screenBody: "<Panel><Reader/></Panel>"
        )
        let outcome = Self.analyze(xml)
        // The consumer has no provider, and the injection on the `Text` reaches no consumer.
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL205", "TRL215"])
        let missing = try #require(outcome.diagnostics.first)
        #expect(missing.message.text == "no ancestor provides environment object `Store` to `Reader` when mounted from `Screen`")
        #expect(missing.notes.first?.text == "path: `Screen` → `Panel`'s slot `content` → `Reader`, starting at root `Screen`")
    }

    @Test("what the call site injects around the call still reaches the content")
    func callSiteInjectionStillReaches() {
        let xml = Self.program(
            panelBody: #"<VStack><Text>{store.count}</Text><slot/></VStack>"#,
            screenBody: #"<Panel><Reader/><environmentObject value="shared"/></Panel>"#,
            screenState: #"<stateObject name="shared" type="Store" initial="Store()"/>"#
        )
        #expect(Self.codes(xml) == [])
    }

    @Test("a slot placed twice builds its content twice, and each place must provide")
    func slotPlacedTwice() throws {
        let xml = Self.program(
            panelBody: #"<VStack><VStack><slot/><environmentObject value="store"/></VStack><slot/></VStack>"#,
            screenBody: "<Panel><Reader/></Panel>"
        )
        let outcome = Self.analyze(xml)
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL205"])
        let edges = outcome.program.instantiationGraph.callSites(of: "Reader")
        #expect(edges.count == 2)
        #expect(edges.map(\.placement).sorted() == [0, 1])
        #expect(edges.allSatisfy { $0.parent == "Screen" && $0.slotHost?.view == "Panel" && $0.slotHost?.slot == "content" })
    }

    @Test("named slots are each placed where the body places them")
    func namedSlots() {
        let xml = Self.program(
            panelSlots: #"<slot name="content"/><slot name="footer"/>"#,
            panelBody: #"<VStack><slot/><VStack><slot name="footer"/><environmentObject value="store"/></VStack></VStack>"#,
            screenBody: "<Panel><Text>a</Text><footer><Reader/></footer></Panel>"
        )
        #expect(Self.codes(xml) == [])
        let misplaced = Self.program(
            panelSlots: #"<slot name="content"/><slot name="footer"/>"#,
            panelBody: #"<VStack><slot name="footer"/><VStack><slot/><environmentObject value="store"/></VStack></VStack>"#,
            screenBody: "<Panel><Text>a</Text><footer><Reader/></footer></Panel>"
        )
        // The object now reaches only the content slot, where nothing reads it.
        #expect(Self.analyze(misplaced).diagnostics.map(\.code.rawValue) == ["TRL205", "TRL215"])
    }

    @Test("a slot never placed drops what call sites pass to it (TRL256), and its content is instantiated nowhere")
    func slotNeverPlaced() throws {
        let xml = Self.program(
            panelSlots: #"<slot name="content"/><slot name="footer"/>"#,
            panelBody: #"<VStack><slot/><Text>{store.count}</Text></VStack>"#,
            screenBody: "<Panel><Text>a</Text><footer><Reader/></footer></Panel>"
        )
        let outcome = Self.analyze(xml)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect("\(diagnostic.code) \(diagnostic.message.text)" == "TRL256 slot `footer` of `Panel` is never placed in its body, so the views a call site passes to it are never shown; place it with `<slot name=\"footer\"/>` or remove it")
        #expect(outcome.program.instantiationGraph.callSites(of: "Reader").isEmpty)
    }

    @Test("a slot inside a ForEach makes the content rows; inside an if, conditional; in a sheet, presented")
    func identityFollowsThePlace() throws {
        let xml = """
            <trellis>
              <model name="Store"><published name="count" type="Int" initial="0"/></model>
              <view name="Counter">
                <stateObject name="store" type="Store" initial="Store()"/>
                <body><Text>{store.count}</Text></body>
              </view>
              <view name="Repeater">
                <let name="items" type="[Int]"/>
                <let name="shown" type="Bool"/>
                <slot name="content"/>
                <slot name="extra"/>
                <body>
                  <VStack>
                    <ForEach items="items" id="\\.self" item="item"><slot/></ForEach>
                    <if condition="shown"><slot name="extra"/></if>
                  </VStack>
                </body>
              </view>
              <view name="Screen" root="true">
                <body>
                  <Repeater items="[1, 2]" shown="true">
                    <Counter/>
                    <extra><Counter/></extra>
                  </Repeater>
                </body>
              </view>
            </trellis>
            """
        let outcome = Self.analyze(xml)
        // `Counter` owns a `stateObject` and is now built once per row: TRL203.
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL203"])
        let edges = outcome.program.instantiationGraph.callSites(of: "Counter").sorted { $0.location < $1.location }
        #expect(edges.map(\.isInForEach) == [true, false])
        #expect(edges.map(\.isConditional) == [false, true])
        #expect(edges[0].forEach != nil)
    }

    @Test("content passed on through a second view's slot is placed through both")
    func nestedSlots() {
        let xml = """
            <trellis>
              <model name="Store"><published name="count" type="Int" initial="0"/></model>
              <view name="Reader">
                <environmentObject name="store" type="Store"/>
                <body><Text>{store.count}</Text></body>
              </view>
              <view name="Inner">
                <stateObject name="store" type="Store" initial="Store()"/>
                <slot name="content"/>
                <body><VStack><Text>{store.count}</Text><slot/><environmentObject value="store"/></VStack></body>
              </view>
              <view name="Outer">
                <slot name="content"/>
                <body><Inner><VStack><slot/></VStack></Inner></body>
              </view>
              <view name="Screen" root="true">
                <body><Outer><Reader/></Outer></body>
              </view>
            </trellis>
            """
        #expect(Self.codes(xml) == [])
    }

    @Test("an object injected below a navigation stack in the view does not reach content placed in a destination")
    func slotInsideADestination() {
        let xml = Self.program(
            panelBody: #"<NavigationStack><VStack><Text>{store.count}</Text><NavigationLink title="Open"><slot/></NavigationLink><environmentObject value="store"/></VStack></NavigationStack>"#,
            screenBody: "<Panel><Reader/></Panel>"
        )
        #expect(Self.analyze(xml).diagnostics.map(\.code.rawValue) == ["TRL205", "TRL215"])
        let above = Self.program(
            panelBody: #"<NavigationStack><VStack><Text>{store.count}</Text><NavigationLink title="Open"><slot/></NavigationLink></VStack><environmentObject value="store"/></NavigationStack>"#,
            screenBody: "<Panel><Reader/></Panel>"
        )
        #expect(Self.codes(above) == [])
    }
}

extension SlotPlacementTests {
    @Test("a destination in content that the view places inside a List is inside a lazy container (TRL245)")
    func destinationPlacedInALazyContainer() throws {
        func xml(_ panelBody: String) -> String {
            """
            <trellis>
              <struct name="Park" protocols="Hashable"><field name="name" type="String"/></struct>
              <view name="Rows">
                <slot name="content"/>
                <body>\(panelBody)</body>
              </view>
              <view name="Screen" root="true">
                <body>
                  <NavigationStack>
                    <Rows>
                      <VStack>
                        <NavigationLink title="Yosemite" value="{Park(name: &quot;Yosemite&quot;)}"/>
                        <navigationDestination for="Park.self" item="park"><Text>{park.name}</Text></navigationDestination>
                      </VStack>
                    </Rows>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """
        }
        let inList = Self.analyze(xml("<List><slot/></List>"))
        #expect(inList.diagnostics.map(\.code.rawValue) == ["TRL245"])
        let diagnostic = try #require(inList.diagnostics.first)
        #expect(diagnostic.notes.map(\.text) == ["`Rows` places this content inside this `List`, whose rows are built only when shown"])
        #expect(Self.codes(xml("<VStack><slot/></VStack>")) == [])
    }
}

extension SlotPlacementTests {
    @Test("views written directly and a named element for the same first slot: TRL117, never a silent drop")
    func firstSlotFilledTwice() {
        let xml = """
            <trellis>
              <view name="Card">
                <slot name="content"/>
                <body><VStack><slot/></VStack></body>
              </view>
              <view name="Screen" root="true">
                <body><Card><Text>direct</Text><content><Text>named</Text></content></Card></body>
              </view>
            </trellis>
            """
        #expect(Self.analyze(xml).diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column) \($0.message.text)" } == [
            "TRL117@7:17 slot `content` of `Card` is filled more than once; put all its views in one `content` element",
        ])
    }
}

extension SlotPlacementTests {
    @Test("content that its view places in a sheet is presented: dismiss there closes something (no TRL230)")
    func slotInsidePresentedContent() {
        func xml(_ panelBody: String) -> String {
            """
            <trellis>
              <view name="Closer">
                <environment name="dismiss" key="\\.dismiss"/>
                <body><Button title="Done" action="dismiss()"/></body>
              </view>
              <view name="Sheets">
                <state name="shown" type="Bool" initial="false"/>
                <slot name="content"/>
                <body>\(panelBody)</body>
              </view>
              <view name="Screen" root="true">
                <body><Sheets><Closer/></Sheets></body>
              </view>
            </trellis>
            """
        }
        let presented = #"<Button title="Open" action="shown = true"><sheet isPresented="{$shown}"><slot/></sheet></Button>"#
        #expect(Self.codes(xml(presented)) == [])
        let inline = #"<VStack><Button title="Open" action="shown = true"><sheet isPresented="{$shown}"><Text>x</Text></sheet></Button><slot/></VStack>"#
        #expect(Self.analyze(xml(inline)).diagnostics.map(\.code.rawValue) == ["TRL230"])
    }
}
