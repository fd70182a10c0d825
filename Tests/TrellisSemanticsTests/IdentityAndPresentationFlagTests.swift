import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Identity that churns (TRL284–TRL287) and presentations one flag drives (TRL288, TRL289).
@Suite struct IdentityAndPresentationFlagTests {
    static func codes(_ xml: String, ignoring ignored: Set<String> = ["TRL214"]) -> [String] {
        PresentationContentTests.diagnostics(xml).filter { !ignored.contains($0.code.rawValue) }.map(\.codeAndPosition)
    }

    // MARK: TRL284

    static func form(_ body: String, states: String = "") -> String {
        """
        <trellis>
          <model name="Send"><published name="amount" type="String" initial="&quot;&quot;"/><published name="token" type="String" initial="&quot;&quot;"/></model>
          <view name="Home" root="true">
            <state name="amount" type="String" initial="&quot;&quot;"/>
            <state name="revision" type="Int" initial="0"/>
            <state name="items" type="[Int]" initial="[]"/>
            <stateObject name="model" type="Send" initial="Send()"/>
            \(states)
            <function name="bump">revision += 1</function>
            <body>
        \(body)
            </body>
          </view>
        </trellis>
        """
    }

    @Test("an id written inside the view it identifies warns at the id, with a note at the write")
    func identityWrittenInside() throws {
        let found = PresentationContentTests.diagnostics(Self.form(#"<VStack><TextField title="A" text="{$amount}"/><id value="amount"/></VStack>"#))
            .filter { $0.code.rawValue == "TRL284" }
        #expect(found.map(\.codeAndPosition) == ["TRL284@11:59"])
        #expect(try #require(found.first).severity == .warning)
        #expect(found.first?.notes.map(\.text) == ["`$amount` is passed here, inside the view"])
        let writes = [
            #"<VStack><Button title="B" action="revision += 1"/><id value="revision"/></VStack>"#,
            #"<VStack><Button title="B" action="withAnimation { revision += 1 }"/><id value="revision"/></VStack>"#,
            #"<VStack><Button title="B" action="bump()"/><id value="revision"/></VStack>"#,
            #"<VStack><Button title="B" action="items.append(1)"/><id value="items.count"/></VStack>"#,
            #"<VStack><Text>x<onAppear action="revision = 2"/></Text><id value="&quot;r\(revision)&quot;"/></VStack>"#,
            #"<TextField title="A" text="{$model.amount}"><id value="model.amount"/></TextField>"#,
            #"<VStack><Text>x</Text><sheet isPresented="{.constant(false)}"><TextField title="A" text="{$amount}"/></sheet><id value="amount"/></VStack>"#,
        ]
        for body in writes {
            #expect(Self.codes(Self.form(body)).map { String($0.prefix(6)) } == ["TRL284"], "\(body)")
        }
    }

    @Test("an id written outside the view, an object identified by itself, a modifier after the id, or an allowance check clean")
    func identityWrittenOutsideChecksClean() {
        let clean = [
            #"<VStack><VStack><TextField title="A" text="{$amount}"/><id value="revision"/></VStack><Button title="R" action="revision += 1"/></VStack>"#,
            #"<TextField title="A" text="{$model.amount}"><id value="model.token"/></TextField>"#,
            #"<TextField title="A" text="{$model.amount}"><id value="model"/></TextField>"#,
            #"<Text>{revision}<id value="revision"/><onTapGesture action="revision += 1"/></Text>"#,
            #"<VStack><Button title="B" action="revision += 1"/><id value="revision" allow="TRL284" reason="a new round starts over"/></VStack>"#,
            #"<VStack><Text>{amount}</Text><id value="amount"/></VStack>"#,
        ]
        for body in clean {
            #expect(Self.codes(Self.form(body)).isEmpty, "\(body)")
        }
    }

    // MARK: TRL285, TRL286, TRL287

    static func rows(_ forEach: String) -> String {
        """
        <trellis>
          <struct name="Song" identifiable="true" protocols="Equatable"><field name="id" type="Int"/><field name="title" type="String"/></struct>
          <struct name="Point" protocols="Hashable"><field name="x" type="Int"/></struct>
          <enum name="Size" caseIterable="true"><case name="small"/><case name="large"/></enum>
          <view name="Home" root="true">
            <state name="songs" type="[Song]" initial="[]"/>
            <state name="names" type="[String]" initial="[]"/>
            <state name="points" type="[Point]" initial="[]"/>
            <state name="chosen" type="Set&lt;String&gt;" initial="[]"/>
            <state name="levels" type="[Double]" initial="[]"/>
            <state name="pages" type="[Int]" initial="[]"/>
            <state name="count" type="Int" initial="0"/>
            <body><VStack>\(forEach)</VStack></body>
          </view>
        </trellis>
        """
    }

    @Test("a row's id that is its position inside a ForEach keyed by element warns; an id of the element's key does not")
    func rowIdentityIsPosition() {
        #expect(Self.codes(Self.rows(#"<ForEach items="Array(songs.enumerated())" id="\.element.id" item="pair"><Text>{pair.element.title}<id value="pair.offset"/></Text></ForEach>"#)) == ["TRL285@13:129"])
        #expect(Self.codes(Self.rows(#"<ForEach items="songs" item="song"><Text>{song.title}<id value="songs.firstIndex(of: song) ?? 0"/></Text></ForEach>"#)).map { String($0.prefix(6)) } == ["TRL285"])
        for clean in [
            #"<ForEach items="songs" item="song"><Text>{song.title}<id value="song.id"/></Text></ForEach>"#,
            #"<ForEach items="Array(songs.enumerated())" id="\.offset" item="pair"><Text>{pair.element.title}<id value="pair.offset"/></Text></ForEach>"#,
            #"<ForEach items="songs" item="song"><Text>{song.title}<id value="songs.firstIndex(of: song)" allow="TRL285" reason="rows never move"/></Text></ForEach>"#,
        ] {
            #expect(Self.codes(Self.rows(clean)).isEmpty, "\(clean)")
        }
    }

    @Test("ForEach keyed by \\.self warns over measured numbers and values made from other data, and is silent where they cannot repeat")
    func selfKeyedValuesMayRepeat() {
        #expect(Self.codes(Self.rows(#"<ForEach items="levels" id="\.self" item="level"><Text>{level}</Text></ForEach>"#)) == ["TRL286@13:47"])
        for repeating in [
            #"<ForEach items="points.map { $0.x }" id="\.self" item="x"><Text>{x}</Text></ForEach>"#,
            #"<ForEach items="songs.map { $0.title }.sorted()" id="\.self" item="title"><Text>{title}</Text></ForEach>"#,
            #"<ForEach items="levels.filter { $0 &gt; 0 }" id="\.self" item="level"><Text>{level}</Text></ForEach>"#,
        ] {
            #expect(Self.codes(Self.rows(repeating)).map { String($0.prefix(6)) } == ["TRL286"], "\(repeating)")
        }
        for clean in [
            #"<ForEach items="names" id="\.self" item="name"><Text>{name}</Text></ForEach>"#,
            #"<ForEach items="pages" id="\.self" item="page"><Text>{page}</Text></ForEach>"#,
            #"<ForEach items="points" id="\.self" item="p"><Text>{p.x}</Text></ForEach>"#,
            #"<ForEach items="chosen" id="\.self" item="name"><Text>{name}</Text></ForEach>"#,
            #"<ForEach items="chosen.sorted()" id="\.self" item="name"><Text>{name}</Text></ForEach>"#,
            #"<ForEach items="Size.allCases" id="\.self" item="size"><Text>{size}</Text></ForEach>"#,
            #"<ForEach items="[1, 2, 3]" id="\.self" item="n"><Text>{n}</Text></ForEach>"#,
            #"<ForEach items="names.indices" id="\.self" item="i"><Text>{names[i]}</Text></ForEach>"#,
            #"<ForEach items="0..&lt;count" id="\.self" item="i"><Text>{i}</Text></ForEach>"#,
            #"<ForEach items="songs" item="song"><Text>{song.title}</Text></ForEach>"#,
        ] {
            #expect(Self.codes(Self.rows(clean)).isEmpty, "\(clean)")
        }
        // A repeated literal is no known-unique list.
        #expect(Self.codes(Self.rows(#"<ForEach items="[1.5, 1.5]" id="\.self" item="n"><Text>{n}</Text></ForEach>"#)).map { String($0.prefix(6)) } == ["TRL286"])
        #expect(Self.codes(Self.rows(#"<ForEach items="[1.5, 2.5]" id="\.self" item="n"><Text>{n}</Text></ForEach>"#)).isEmpty)
        #expect(Self.codes(Self.rows(#"<ForEach items="levels" id="\.self" item="level" allow="TRL286" reason="levels are unique"><Text>{level}</Text></ForEach>"#)).isEmpty)
        #expect(Self.codes(Self.rows(#"<ForEach items="levels" id="\.self" item="level" allow="TRL286"><Text>{level}</Text></ForEach>"#)).map { String($0.prefix(6)) }.sorted() == ["TRL228", "TRL286"])
    }

    @Test("ForEach over a range that changes without an id warns; a constant range or an id checks clean")
    func rangeWithoutID() {
        #expect(Self.codes(Self.rows(#"<ForEach items="0..&lt;count" item="i"><Text>{i}</Text></ForEach>"#)) == ["TRL287@13:35"])
        #expect(Self.codes(Self.rows(#"<ForEach items="0..&lt;names.count" item="i"><Text>{names[i]}</Text></ForEach>"#)).map { String($0.prefix(6)) } == ["TRL287"])
        for clean in [
            #"<ForEach items="0..&lt;5" item="i"><Text>{i}</Text></ForEach>"#,
            #"<ForEach items="0..&lt;count" id="\.self" item="i"><Text>{i}</Text></ForEach>"#,
            #"<ForEach items="0..&lt;count" item="i" allow="TRL287" reason="the count is fixed once shown"><Text>{i}</Text></ForEach>"#,
        ] {
            #expect(Self.codes(Self.rows(clean)).isEmpty, "\(clean)")
        }
    }

    // MARK: TRL288, TRL289

    static func presenter(_ body: String, flagAttributes: String = "", extra: String = "") -> String {
        """
        <trellis>
          <view name="Closer"><environment name="dismiss" key="\\.dismiss"/><body><Button title="Done" action="dismiss()"/></body></view>
          <view name="Plain"><body><Text>Plain</Text></body></view>
          <view name="Toggler"><binding name="isOn" type="Bool"/><body><Toggle title="On" isOn="{$isOn}"/></body></view>
          <view name="Home" root="true">
            <state name="isShowing" type="Bool" initial="false"\(flagAttributes)/>
            <state name="other" type="Bool" initial="false"/>
            \(extra)
            <body><VStack><Button title="Show" action="isShowing = true; other = true"/>\(body)</VStack></body>
          </view>
        </trellis>
        """
    }

    /// `Closer` is not shown by every fixture (TRL230), and not every fixture reads `other` (TRL214).
    static let presenterNoise: Set<String> = ["TRL214", "TRL230"]

    static func presenterCodes(_ xml: String) -> [String] { codes(xml, ignoring: presenterNoise) }

    @Test("two coexisting presentations of one flag are an error at the later one; other flags or branches are not")
    func presentationsShareFlag() throws {
        let found = PresentationContentTests.diagnostics(Self.presenter(#"<sheet isPresented="{$isShowing}"><Text>A</Text></sheet><fullScreenCover isPresented="{$isShowing}"><Closer/></fullScreenCover>"#))
            .filter { !Self.presenterNoise.contains($0.code.rawValue) }
        #expect(found.map(\.codeAndPosition) == ["TRL288@9:137"])
        #expect(try #require(found.first).severity == .error)
        #expect(found.first?.notes.map { $0.location?.column } == [81])
        for clean in [
            #"<sheet isPresented="{$isShowing}"><Text>A</Text></sheet><alert title="B" isPresented="{$other}"/>"#,
            #"<if condition="other"><Text>A<sheet isPresented="{$isShowing}"><Text>A</Text></sheet></Text></if><else><Text>B<popover isPresented="{$isShowing}"><Text>B</Text></popover></Text></else>"#,
        ] {
            #expect(Self.presenterCodes(Self.presenter(clean)).isEmpty, "\(clean)")
        }
    }

    @Test("a fullScreenCover nothing can dismiss warns; dismiss, a write, $flag passed on, a reset outside or an allowance is a way out")
    func coverWithoutWayOut() {
        #expect(Self.presenterCodes(Self.presenter(#"<fullScreenCover isPresented="{$isShowing}"><Plain/></fullScreenCover>"#)) == ["TRL289@9:81"])
        #expect(Self.presenterCodes(Self.presenter(#"<fullScreenCover isPresented="{$isShowing}"><VStack><Text>x</Text><Plain/></VStack></fullScreenCover>"#)).map { String($0.prefix(6)) } == ["TRL289"])
        for clean in [
            #"<fullScreenCover isPresented="{$isShowing}"><VStack><Plain/><Closer/></VStack></fullScreenCover>"#,
            #"<fullScreenCover isPresented="{$isShowing}"><Button title="Close" action="isShowing = false"/></fullScreenCover>"#,
            #"<fullScreenCover isPresented="{$isShowing}"><Button title="Close" action="isShowing.toggle()"/></fullScreenCover>"#,
            #"<fullScreenCover isPresented="{$isShowing}"><Toggler isOn="{$isShowing}"/></fullScreenCover>"#,
            #"<Text>x<task action="isShowing = false"/></Text><fullScreenCover isPresented="{$isShowing}"><Plain/></fullScreenCover>"#,
            #"<sheet isPresented="{$isShowing}"><Plain/></sheet>"#,
        ] {
            #expect(Self.presenterCodes(Self.presenter(clean)).isEmpty, "\(clean)")
        }
        #expect(Self.presenterCodes(Self.presenter(#"<fullScreenCover isPresented="{$isShowing}"><Plain/></fullScreenCover>"#, flagAttributes: #" allow="TRL289" reason="the host ends it""#)).isEmpty)
        #expect(Self.presenterCodes(Self.presenter(
            #"<fullScreenCover isPresented="{$isShowing}"><Button title="Close" action="close()"/></fullScreenCover>"#,
            extra: #"<function name="close">isShowing = false</function>"#
        )).isEmpty)
    }

    // MARK: TRL215's note

    @Test("TRL215's note gives the navigation reason only where destinations are below, and the presentation reason where content is presented")
    func unconsumedInjectionNoteFitsWhatIsBelow() throws {
        let xml = """
        <trellis>
          <model name="Session"><published name="name" type="String" initial="&quot;&quot;"/></model>
          <view name="Player"><environmentObject name="session" type="Session"/><environment name="dismiss" key="\\.dismiss"/><body><Button title="{session.name}" action="dismiss()"/></body></view>
          <view name="Home" root="true" hostProvides="Session">
            <environmentObject name="session" type="Session"/>
            <state name="isPlaying" type="Bool" initial="false"/>
            <body>
              <Button title="Play" action="isPlaying = true">
                <environmentObject value="session"/>
                <fullScreenCover isPresented="{$isPlaying}"><Player/></fullScreenCover>
              </Button>
            </body>
          </view>
        </trellis>
        """
        let found = PresentationContentTests.diagnostics(xml).filter { $0.code.rawValue == "TRL215" }
        #expect(found.count == 1)
        let note = try #require(found.first?.notes.first).text
        #expect(!note.contains("navigation destinations"))
        #expect(note.contains("a sheet, cover or popover shows its content with what is injected where its modifier is attached"))
    }

    // MARK: TRL290

    static func stacks(_ body: String, extra: String = "") -> String {
        """
        <trellis>
          <struct name="Park" protocols="Hashable"><field name="name" type="String"/></struct>
          <view name="Inner"><body><NavigationStack><Text>Inner</Text></NavigationStack></body></view>
          <view name="Shows"><body><VStack><Inner/></VStack></body></view>
          \(extra)
          <view name="Home" root="true">
            <state name="isShowing" type="Bool" initial="false"/>
            <body>\(body)</body>
          </view>
        </trellis>
        """
    }

    @Test("a stack inside a destination pushed onto a stack is an error, in the destination's content or in the body of a pushed view")
    func stackInsideDestination() throws {
        let inContent = PresentationContentTests.diagnostics(Self.stacks(
            #"<NavigationStack><NavigationLink title="A"><NavigationStack><Text>x</Text></NavigationStack></NavigationLink></NavigationStack>"#
        )).filter { $0.code.rawValue != "TRL214" }
        #expect(inContent.map(\.codeAndPosition) == ["TRL290@8:54"])
        #expect(try #require(inContent.first).severity == .error)
        #expect(inContent.first?.notes.map { $0.location?.column } == [11])
        for pushed in [
            #"<NavigationStack><NavigationLink title="A"><Inner/></NavigationLink></NavigationStack>"#,
            #"<NavigationStack><NavigationLink title="A"><Shows/></NavigationLink></NavigationStack>"#,
            #"<NavigationStack><VStack><NavigationLink title="A" value="{Park(name: &quot;x&quot;)}"/><navigationDestination for="Park.self" item="park"><Inner/></navigationDestination></VStack></NavigationStack>"#,
        ] {
            #expect(Self.codes(Self.stacks(pushed)) == ["TRL290@3:28"], "\(pushed)")
        }
        for clean in [
            #"<NavigationStack><Inner/></NavigationStack>"#,
            #"<NavigationSplitView><sidebar><NavigationLink title="A"><Inner/></NavigationLink></sidebar><detail><Text>d</Text></detail></NavigationSplitView>"#,
            #"<NavigationStack><NavigationLink title="A"><Button title="S" action="isShowing = true"><sheet isPresented="{$isShowing}"><Inner/></sheet></Button></NavigationLink></NavigationStack>"#,
            #"<VStack><Inner/><Shows/></VStack>"#,
        ] {
            #expect(Self.codes(Self.stacks(clean)).isEmpty, "\(clean)")
        }
    }

    @Test("a flag set back by a computed value outside the cover is a way out; a toggle or `true` presents and is not")
    func coverSetBackOutside() {
        #expect(Self.presenterCodes(Self.presenter(#"<Text>x<task action="isShowing = other"/></Text><fullScreenCover isPresented="{$isShowing}"><Plain/></fullScreenCover>"#)).isEmpty)
        #expect(Self.presenterCodes(Self.presenter(#"<Button title="T" action="isShowing.toggle()"/><Button title="N" action="isShowing = !isShowing"/><fullScreenCover isPresented="{$isShowing}"><Plain/></fullScreenCover>"#)).map { String($0.prefix(6)) } == ["TRL289"])
    }

    // MARK: Follow-on diagnostics

    @Test("a misspelled name is reported once: the member it was probably meant to be is not then never read, never set, or a cover with no way out")
    func noFollowOnAfterAnUnknownName() {
        let xml = """
        <trellis>
          <view name="Plain"><body><Text>Plain</Text></body></view>
          <view name="Home" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="isShowing" type="Bool" initial="false"/>
            <state name="isCovering" type="Bool" initial="false"/>
            <body>
              <VStack>
                <Text>{cout}</Text>
                <Button title="Show" action="isShowng = true"/>
                <Button title="Cover" action="isCovering = true"/>
                <sheet isPresented="{$isShowing}"><Text>x</Text></sheet>
                <fullScreenCover isPresented="{$isCovering}"><Button title="Close" action="isCoverng = false"/></fullScreenCover>
              </VStack>
            </body>
          </view>
        </trellis>
        """
        #expect(PresentationContentTests.diagnostics(xml).map(\.code.rawValue) == ["TRL103", "TRL103", "TRL103"])
    }

    // MARK: TRL217 through the caller's members

    @Test("a construction reached through a computed property or a view function is TRL217, with a note at the member and no fix-it")
    func constructionThroughMembers() throws {
        func program(_ value: String) -> String {
            """
            <trellis>
              <model name="Book"><published name="page" type="Int" initial="0"/></model>
              <view name="Page"><observedObject name="model" type="Book"/><body><Text>{model.page}</Text></body></view>
              <view name="Shelf" root="true">
                <stateObject name="owned" type="Book" initial="Book()"/>
                <computed name="fresh" type="Book" value="Book()"/>
                <computed name="kept" type="Book" value="owned"/>
                <function name="make" returns="Book">return Book()</function>
                <function name="pass" returns="Book"><parameter name="book" label="_" type="Book"/>return book</function>
                <body><Page model="{\(value)}"/></body>
              </view>
            </trellis>
            """
        }
        let found = PresentationContentTests.diagnostics(program("fresh")).filter { $0.code.rawValue == "TRL217" }
        #expect(found.map(\.codeAndPosition) == ["TRL217@10:24"])
        #expect(found.first?.notes.map(\.text).contains("`fresh` makes a new `Book` each time it is evaluated") == true)
        #expect(try #require(found.first).fixIts.isEmpty)
        for constructing in ["make()", "pass(Book())", "pass(make())", "true ? fresh : owned"] {
            #expect(PresentationContentTests.diagnostics(program(constructing)).map(\.code.rawValue).contains("TRL217"), "\(constructing)")
        }
        for kept in ["owned", "kept", "pass(owned)"] {
            #expect(!PresentationContentTests.diagnostics(program(kept)).map(\.code.rawValue).contains("TRL217"), "\(kept)")
        }
    }

    // MARK: The Observation era

    static let observable = """
      <model name="Profile" kind="observable"><property name="name" type="String" initial="&quot;&quot;"/></model>
      <view name="Editor"><bindable name="profile" type="Profile"/><body><TextField title="Name" text="{$profile.name}"/></body></view>
      <view name="Form"><state name="profile" type="Profile" initial="Profile()"/><body><TextField title="Name" text="{$profile.name}"/></body></view>
    """

    @Test("a new object passed to a bindable input is TRL217, and its fix-it owns the object in a state")
    func bindableGivenNewObject() throws {
        let xml = "<trellis>\(Self.observable)<view name=\"Home\" root=\"true\"><state name=\"count\" type=\"Int\" initial=\"0\"/><body><Editor profile=\"{Profile()}\"/><Text>{count}</Text></body></view></trellis>"
        let found = PresentationContentTests.diagnostics(xml).filter { $0.code.rawValue == "TRL217" }
        #expect(found.count == 1)
        #expect(try #require(found.first).message.text.contains("passes to `bindable` `profile` of `Editor`"))
        #expect(found.first?.fixIts.first?.edits.first?.replacement.hasPrefix("<state name=\"profile\" type=\"Profile\" initial=\"Profile()\"/>") == true)
        let kept = "<trellis>\(Self.observable)<view name=\"Home\" root=\"true\"><state name=\"profile\" type=\"Profile\" initial=\"Profile()\"/><body><Editor profile=\"{profile}\"/></body></view></trellis>"
        #expect(PresentationContentTests.diagnostics(kept).isEmpty)
    }

    @Test("an observable object passed to a child's state is TRL209, whose note offers bindable")
    func observableObjectPassedToState() throws {
        let xml = "<trellis>\(Self.observable)<view name=\"Home\" root=\"true\"><state name=\"profile\" type=\"Profile\" initial=\"Profile()\"/><body><Form profile=\"{profile}\"/><Editor profile=\"{profile}\"/></body></view></trellis>"
        let found = PresentationContentTests.diagnostics(xml)
        #expect(found.map(\.code.rawValue) == ["TRL209"])
        #expect(try #require(found.first?.notes.first).text.hasSuffix("make it a `let` to follow the object, or a `bindable` to edit its properties"))
    }

    // MARK: TRL291

    static func tabs(_ first: String, _ second: String, extra: String = "") -> String {
        """
        <trellis>
          <struct name="Park" protocols="Hashable"><field name="name" type="String"/></struct>
          <view name="Explore"><body><NavigationStack>\(first)</NavigationStack></body></view>
          <view name="Favorites"><body><NavigationStack>\(second)</NavigationStack></body></view>
          \(extra)
          <view name="Home" root="true"><body><TabView><Explore/><Favorites/></TabView></body></view>
        </trellis>
        """
    }

    static let link = #"<NavigationLink title="Zion" value="{Park(name: &quot;Zion&quot;)}"/>"#
    static let destination = #"<navigationDestination for="Park.self" item="park"><Text>{park.name}</Text></navigationDestination>"#

    @Test("a link whose type has destinations only in another tab's stack is an error; one in its own stack, or at a body's level, is not")
    func destinationInOtherStack() throws {
        let found = PresentationContentTests.diagnostics(Self.tabs(Self.link, "<VStack><Text>Favorites</Text>\(Self.destination)</VStack>"))
        #expect(found.map(\.codeAndPosition) == ["TRL291@3:83"])
        #expect(try #require(found.first).severity == .error)
        #expect(found.first?.notes.first?.location?.line == 4)
        for clean in [
            Self.tabs("<VStack>\(Self.link)\(Self.destination)</VStack>", "<VStack><Text>Favorites</Text>\(Self.destination)</VStack>"),
            Self.tabs("<VStack>\(Self.link)<ParkList/></VStack>", "<VStack><Text>Favorites</Text>\(Self.destination)</VStack>", extra: "<view name=\"ParkList\"><body><VStack><Text>Parks</Text>\(Self.destination)</VStack></body></view>"),
        ] {
            #expect(PresentationContentTests.diagnostics(clean).isEmpty)
        }
        // No destination anywhere stays TRL246.
        #expect(PresentationContentTests.diagnostics(Self.tabs(Self.link, "<Text>Favorites</Text>")).map(\.code.rawValue) == ["TRL246"])
    }
}
