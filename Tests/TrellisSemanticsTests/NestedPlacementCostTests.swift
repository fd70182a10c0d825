import Testing
import TrellisBenchSupport
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// A level that places the level below twice, 30 levels deep, would be 2^30 copies written out.
/// The checker's work on such a program is counted in body nodes handled (`NodeTrace.visits`)
/// and instantiations built, and must grow by a fixed amount per level, as the file does.
@Suite struct NestedPlacementCostTests {
    struct Work: Equatable, CustomStringConvertible {
        var nodeVisits: Int
        var instantiations: Int
        var description: String { "\(nodeVisits) node visits, \(instantiations) instantiations" }
    }

    static func check(_ xml: String) -> (work: Work, diagnostics: [String]) {
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Nested.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        let trace = NodeTrace()
        let program = SemanticAnalyzer(trace: trace).analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        let work = Work(nodeVisits: trace.visits, instantiations: program.instantiationGraph.instantiations.count)
        return (work, collector.sorted().map { "\($0.code)@\($0.location.line):\($0.location.column): \($0.message.text)" })
    }

    /// At depth 30, and what one more level adds, by shape.
    static let expected: [NestedPlacements.Shape: (work: Work, perLevel: Work)] = [
        // A level's `VStack` and its two uses; the second use's body is the first's, not checked again.
        .computedViews: (Work(nodeVisits: 104, instantiations: 1), Work(nodeVisits: 3, instantiations: 0)),
        // The same, and each use's argument.
        .viewFunctions: (Work(nodeVisits: 165, instantiations: 1), Work(nodeVisits: 5, instantiations: 0)),
        // A wrapper's call, its `VStack` and its two slots; what the slots place is built once per
        // place, up to `SlotComposition.placementLimit` (64) places.
        .nestedSlots: (Work(nodeVisits: 133, instantiations: 1663), Work(nodeVisits: 4, instantiations: 64)),
        .forwardedSlots: (Work(nodeVisits: 104, instantiations: 94), Work(nodeVisits: 3, instantiations: 1)),
        .childViews: (Work(nodeVisits: 104, instantiations: 62), Work(nodeVisits: 3, instantiations: 2)),
    ]

    @Test(arguments: NestedPlacements.Shape.allCases.filter { $0 != .injections })
    func eachLevelCostsTheSame(_ shape: NestedPlacements.Shape) throws {
        let atDepth = Self.check(NestedPlacements.xml(shape, depth: 30))
        let oneLevelMore = Self.check(NestedPlacements.xml(shape, depth: 31))
        #expect(atDepth.diagnostics == [])
        #expect(oneLevelMore.diagnostics == [])
        let expected = try #require(Self.expected[shape])
        #expect(atDepth.work == expected.work)
        let added = Work(
            nodeVisits: oneLevelMore.work.nodeVisits - atDepth.work.nodeVisits,
            instantiations: oneLevelMore.work.instantiations - atDepth.work.instantiations
        )
        #expect(added == expected.perLevel)
    }

    /// A level placed inside and beside an injection of the same model: the places below differ
    /// only in which injection is nearest, so level K has depth - K + 1 places (2^31 paths at
    /// depth 31). Each level's views are walked once, in its first place; its other places replay
    /// that walk in their environment, and a level that only passes its place on to the level
    /// below is skipped to the bottom. Each level adds the same work, and the model reaches
    /// `Leaf` on every path, one instantiation per nearest injection.
    @Test func aLevelInsideAndBesideAnInjectionIsWalkedOnce() {
        let works = (29...31).map { Self.check(NestedPlacements.xml(.injections, depth: $0)) }
        #expect(works.allSatisfy { $0.diagnostics == [] })
        // One `Leaf` below each injection and below the root's.
        #expect(works[1].work == Work(nodeVisits: 164, instantiations: 31))
        let first = Work(nodeVisits: works[1].work.nodeVisits - works[0].work.nodeVisits, instantiations: works[1].work.instantiations - works[0].work.instantiations)
        let second = Work(nodeVisits: works[2].work.nodeVisits - works[1].work.nodeVisits, instantiations: works[2].work.instantiations - works[1].work.instantiations)
        // A level's two `VStack`s, its two uses and its injection.
        #expect(first == Work(nodeVisits: 5, instantiations: 1))
        #expect(second == first)
    }

    /// Members placing one another: a member placed where it is already being placed is still
    /// reported along the chain that reaches it, whichever members placed it first.
    @Test func cyclesAreReportedAlongTheirChainsWhenMembersAreCheckedOncePerPlace() {
        let found = Self.check("""
            <trellis>
            <view name="Screen" root="true">
              <state name="flag" type="Bool" initial="false"/>
              <computed name="a"><VStack><b/><c/></VStack></computed>
              <computed name="b"><VStack><a/><c/></VStack></computed>
              <computed name="c"><VStack><Text>c</Text><d/><d/></VStack></computed>
              <computed name="d"><Text>{flag}</Text></computed>
              <computed name="e"><VStack><e/><c/></VStack></computed>
              <computed name="f"><VStack><g/><g/></VStack></computed>
              <computed name="g"><VStack><h/><b/></VStack></computed>
              <computed name="h"><Text>h {missing}</Text></computed>
              <body>
                <VStack>
                  <f/>
                  <a/>
                  <f/>
                  <if condition="flag"><g/><a/></if>
                </VStack>
              </body>
            </view>
            </trellis>
            """)
        #expect(found.diagnostics == [
            "TRL183@4:30: `b` places itself (`b` → `a` → `b`); views built from themselves never end",
            "TRL183@5:30: `a` places itself (`a` → `b` → `a`); views built from themselves never end",
            "TRL183@8:30: `e` places itself (`e` → `e`); views built from themselves never end",
            "TRL103@11:31: unknown identifier `missing`; did you mean `Binding`",
        ])
    }

    /// A member placed twice in one place and once in another is checked in both places: what
    /// only the other place lacks is still found, and reported once however often it is placed.
    @Test func aMemberPlacedInAnotherPlaceIsCheckedThere() {
        let found = Self.check("""
            <trellis>
            <model name="Store"><published name="count" type="Int" initial="0"/></model>
            <view name="Counter">
              <environmentObject name="store" type="Store"/>
              <body><Text>{store.count}</Text></body>
            </view>
            <view name="Screen" root="true">
              <stateObject name="store" type="Store" initial="Store()"/>
              <computed name="counter"><Counter/></computed>
              <computed name="twice"><VStack><counter/><counter/></VStack></computed>
              <body>
                <VStack>
                  <VStack><twice/><twice/><environmentObject value="store"/></VStack>
                  <twice/>
                  <twice/>
                </VStack>
              </body>
            </view>
            </trellis>
            """)
        #expect(found.diagnostics.map { String($0.prefix(10)) } == ["TRL205@4:3"])
        // The two places of `counter`: under the injection and beside it.
        #expect(found.work.instantiations == 2)
    }
}
