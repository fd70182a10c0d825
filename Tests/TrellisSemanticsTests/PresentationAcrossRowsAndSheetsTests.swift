import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// A presentation's content presenting one attached outside it (TRL293), a flag shared by every
/// `ForEach` row's presentation (TRL294), focus bindings passed down (TRL292), destinations in
/// other stacks (TRL291) and in views shown as lazy rows (TRL245).
@Suite struct PresentationAcrossRowsAndSheetsTests {
    static func codes(_ xml: String) -> [String] {
        IdentityAndPresentationFlagTests.codes(xml)
    }

    static func screen(_ body: String, declarations: String = "") -> String {
        """
        <trellis>
          <struct name="Row" identifiable="true"><field name="id" type="Int"/><field name="isOpen" type="Bool"/></struct>
          <view name="Home" root="true">
            <state name="rows" type="[Row]" initial="[]"/>
            <state name="isFirst" type="Bool" initial="false"/>
            <state name="isSecond" type="Bool" initial="false"/>
            <state name="chosen" type="Row?" initial="nil"/>
            \(declarations)
            <function name="openSecond">isSecond = true</function>
            <function name="closeFirst">isFirst = false</function>
            <body>
        \(body)
            </body>
          </view>
        </trellis>
        """
    }

    // MARK: TRL293

    @Test("an action in a sheet's content that presents a presentation attached outside it warns at the write")
    func presentedFromPresentation() {
        let wrong = [
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Button title="B" action="isSecond = true"/></sheet><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Button title="B" action="isSecond.toggle()"/></sheet><alert title="Two" isPresented="{$isSecond}"/></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true"/><fullScreenCover isPresented="{$isFirst}"><Button title="B" action="openSecond()"/></fullScreenCover><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Button title="B" action="if rows.isEmpty { chosen = Row(id: 1, isOpen: false) }"/></sheet><sheet item="{$chosen}"><content item="row"><Text>{row.id}</Text></content></sheet></VStack>"#,
        ]
        for body in wrong {
            #expect(Self.codes(Self.screen(body)).map { String($0.prefix(6)) } == ["TRL293"], "\(body)")
        }
        let found = PresentationContentTests.diagnostics(Self.screen(wrong[0])).filter { $0.code.rawValue == "TRL293" }
        #expect(found.first?.severity == .warning)
        #expect(found.first?.notes.count == 2)
    }

    @Test("$flag passed into a sheet to a view whose own action sets its binding warns at the $flag; a view that only reads it does not")
    func presentedThroughBinding() {
        func program(_ childAction: String) -> String {
            """
            <trellis>
              <view name="Opener">
                <binding name="isOpen" type="Bool"/>
                <body><Button title="Open" action="\(childAction)"/></body>
              </view>
              <view name="Home" root="true">
                <state name="isFirst" type="Bool" initial="false"/>
                <state name="isSecond" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Button title="A" action="isFirst = true"/>
                    <sheet isPresented="{$isFirst}"><Opener isOpen="{$isSecond}"/></sheet>
                    <sheet isPresented="{$isSecond}"><Text>2</Text></sheet>
                  </VStack>
                </body>
              </view>
            </trellis>
            """
        }
        let found = PresentationContentTests.diagnostics(program("isOpen = true")).filter { $0.code.rawValue == "TRL293" }
        #expect(found.map(\.codeAndPosition) == ["TRL293@12:57"])
        #expect(found.first?.notes.first?.text == "`Opener` sets `isOpen` here")
        #expect(Self.codes(program("isOpen = false")) == [])
        #expect(Self.codes(program("print(isOpen)")) == [])
    }

    @Test("a nested sheet, a hand-over, a write of false, side-by-side sheets and an allowance check clean")
    func presentedFromPresentationChecksClean() {
        let clean = [
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Button title="B" action="isSecond = true"><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></Button></sheet></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Button title="B" action="isFirst = false; isSecond = true"/></sheet><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Button title="B" action="closeFirst(); isSecond = true"/></sheet><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true; isSecond = false"/><sheet isPresented="{$isFirst}"><Button title="B" action="isSecond = false"/></sheet><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true"/><Button title="B" action="isSecond = true"/><sheet isPresented="{$isFirst}"><Text>1</Text></sheet><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></VStack>"#,
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Text>1<onDisappear action="isSecond = true"/></Text></sheet><sheet isPresented="{$isSecond}"><Text>2</Text></sheet></VStack>"#,
        ]
        for body in clean {
            #expect(Self.codes(Self.screen(body)) == [], "\(body)")
        }
        let allowed = Self.screen(
            #"<VStack><Button title="A" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Button title="B" action="isThird = true"/></sheet><sheet isPresented="{$isThird}"><Text>3</Text></sheet></VStack>"#,
            declarations: #"<state name="isThird" type="Bool" initial="false" allow="TRL293" reason="the first sheet dismisses itself before, in code the checker does not see"/>"#
        )
        #expect(Self.codes(allowed) == [])
    }

    // MARK: TRL294

    @Test("a presentation in every ForEach row, on the ForEach, or on a Section of rows, driven by one flag, is an error")
    func flagSharedByRows() {
        let wrong = [
            #"<List><ForEach items="rows" item="row"><Button title="{row.id}" action="isFirst = true"><sheet isPresented="{$isFirst}"><Text>{row.id}</Text></sheet></Button></ForEach></List>"#,
            #"<List><ForEach items="rows" item="row"><Text>{row.id}</Text><confirmationDialog title="Delete?" isPresented="{$isFirst}"><Button title="Delete" action="rows.removeAll()"/></confirmationDialog></ForEach></List>"#,
            #"<List><Section><ForEach items="rows" item="row"><Text>{row.id}</Text></ForEach><popover isPresented="{$isFirst}"><Text>P</Text></popover></Section></List>"#,
            #"<VStack><Group><ForEach items="rows" item="row"><Text>{row.id}</Text></ForEach><alert title="A" isPresented="{$isFirst}"/></Group></VStack>"#,
        ]
        for body in wrong {
            #expect(Self.codes(Self.screen(body)).map { String($0.prefix(6)) } == ["TRL294"], "\(body)")
        }
        let found = PresentationContentTests.diagnostics(Self.screen(wrong[0])).filter { $0.code.rawValue == "TRL294" }
        #expect(found.first?.severity == .error)
        #expect(found.first?.notes.map(\.text) == ["`isFirst` declared here, once for the whole view"])
    }

    @Test("a row's own flag, an item sheet outside the rows, an item sheet in rows and a Section of fixed rows check clean")
    func flagSharedByRowsChecksClean() {
        let clean = [
            #"<List><ForEach items="$rows" item="$row"><Toggle title="Open" isOn="{$row.isOpen}"><sheet isPresented="{$row.isOpen}"><Text>{row.id}</Text></sheet></Toggle></ForEach></List>"#,
            #"<List><ForEach items="rows" item="row"><Button title="{row.id}" action="chosen = row"/></ForEach><sheet item="{$chosen}"><content item="row"><Text>{row.id}</Text></content></sheet></List>"#,
            #"<List><ForEach items="rows" item="row"><Button title="{row.id}" action="chosen = row"><sheet item="{$chosen}"><content item="shown"><Text>{shown.id}</Text></content></sheet></Button></ForEach></List>"#,
            #"<List><Section><Button title="Open" action="isFirst = true"/><sheet isPresented="{$isFirst}"><Text>1</Text></sheet></Section></List>"#,
        ]
        for body in clean {
            #expect(Self.codes(Self.screen(body)) == [], "\(body)")
        }
    }

    // MARK: TRL292

    static func focus(_ parent: String, childType: String = "Field?") -> String {
        """
        <trellis>
          <enum name="Field"><case name="name"/><case name="email"/></enum>
          <view name="Fields">
            <focusBinding name="focused" type="\(childType)"/>
            <binding name="name" type="String"/>
            <body>
              <TextField title="Name" text="{$name}"><focused value="{$focused}" equals=".name"/><onSubmit action="focused = .email"/></TextField>
            </body>
          </view>
          <view name="Form" root="true">
            <state name="name" type="String" initial="&quot;&quot;"/>
            \(parent)
          </view>
        </trellis>
        """
    }

    @Test("a focusBinding takes $ of a focusState or focusBinding of its type, and nothing else")
    func focusBindingArguments() {
        let right = Self.focus(#"<focusState name="field" type="Field?"/><body><VStack><Fields focused="{$field}" name="{$name}"/><Button title="Email" action="field = .email"/></VStack></body>"#)
        #expect(Self.codes(right) == [])
        let stateGiven = Self.focus(#"<state name="field" type="Field?" initial="nil"/><body><Fields focused="{$field}" name="{$name}"/></body>"#)
        #expect(Self.codes(stateGiven).map { String($0.prefix(6)) } == ["TRL292"])
        let otherType = Self.focus(#"<focusState name="flag" type="Bool"/><body><Fields focused="{$flag}" name="{$name}"/></body>"#)
        #expect(Self.codes(otherType).map { String($0.prefix(6)) } == ["TRL112"])
        let missing = Self.focus(#"<focusState name="field" type="Field?"/><body><Fields name="{$name}"/></body>"#)
        #expect(Self.codes(missing).map { String($0.prefix(6)) } == ["TRL110"])
    }

    // MARK: TRL291 and TRL245 across views

    static func stacks(_ views: String) -> String {
        """
        <trellis>
          <struct name="Park" protocols="Hashable"><field name="name" type="String"/></struct>
          <view name="ParkList">
            <body><VStack><Text>Parks</Text><navigationDestination for="Park.self" item="park"><Text>{park.name}</Text></navigationDestination></VStack></body>
          </view>
          <view name="Other" root="true">
            <body><NavigationStack><VStack><ParkList/><navigationDestination for="Park.self" item="park"><Text>{park.name}</Text></navigationDestination></VStack></NavigationStack></body>
          </view>
          \(views)
        </trellis>
        """
    }

    @Test("a destination at a body's level reaches only the stacks that show its view")
    func bodyLevelDestinationReachesShowingStacks() {
        let unreached = Self.stacks(#"<view name="Links" root="true"><body><NavigationStack><NavigationLink title="Zion" value="{Park(name: &quot;Zion&quot;)}"/></NavigationStack></body></view>"#)
        #expect(Self.codes(unreached).map { String($0.prefix(6)) } == ["TRL291"])
        let shown = Self.stacks(#"<view name="Links" root="true"><body><NavigationStack><VStack><NavigationLink title="Zion" value="{Park(name: &quot;Zion&quot;)}"/><ParkList/></VStack></NavigationStack></body></view>"#)
        #expect(Self.codes(shown) == [])
    }

    @Test("a view shown as a row of a List with a destination at its body's level is TRL245, with a note at the row")
    func destinationInLazyRowView() {
        let xml = Self.stacks(#"<view name="Rows" root="true"><body><NavigationStack><List><ParkList/><NavigationLink title="Zion" value="{Park(name: &quot;Zion&quot;)}"/></List></NavigationStack></body></view>"#)
        let found = PresentationContentTests.diagnostics(xml).filter { $0.code.rawValue == "TRL245" }
        #expect(found.count == 1)
        #expect(found.first?.notes.map(\.text) == ["`ParkList` is shown here, as a row of a `List`"])
    }
}
