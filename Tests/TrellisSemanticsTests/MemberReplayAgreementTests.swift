import Testing
import TrellisBenchSupport
import TrellisDiagnostics
@testable import TrellisSemantics
import TrellisSyntax

/// A computed view placed again where only the environment differs replays its first walk. On
/// random programs of members placing one another inside and beside injections of two models,
/// under `if`, in `ForEach` rows and through slots and navigation (which stop a replay), the
/// replay finds exactly what walking every place finds: the same diagnostics and the same call
/// sites, in the same order, with the same environments.
@Suite struct MemberReplayAgreementTests {
    /// A small deterministic generator (SplitMix64), so that each seed is one fixed program.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static func program(seed: UInt64) -> String {
        var random = Generator(state: seed)
        let memberCount = 3 + random.below(6)
        func injection() -> String {
            switch random.below(5) {
            case 0, 1: #"<environmentObject value="a"/>"#
            case 2: #"<environmentObject value="b"/>"#
            default: ""
            }
        }
        func content(_ placeable: [String], depth: Int) -> String {
            (0...random.below(3)).map { _ in node(placeable, depth: depth) }.joined()
        }
        func node(_ placeable: [String], depth: Int) -> String {
            let pick = depth > 3 ? 60 : random.below(100)
            switch pick {
            case ..<16: return "<VStack>\(content(placeable, depth: depth + 1))\(injection())</VStack>"
            case ..<24: return #"<if condition="flag">\#(content(placeable, depth: depth + 1))</if>"#
            case ..<30: return #"<ForEach items="rows" item="row">\#(content(placeable, depth: depth + 1))</ForEach>"#
            case ..<33: return "<NavigationStack>\(content(placeable, depth: depth + 1))</NavigationStack>"
            case ..<36: return "<Card>\(content(placeable, depth: depth + 1))</Card>"
            case ..<70 where !placeable.isEmpty: return "<\(placeable[random.below(placeable.count)])/>"
            default: return ["<LeafA/>", "<LeafB/>", "<LeafAB/>", "<Text>t</Text>"][random.below(4)]
            }
        }
        var lines = [
            "<trellis>",
            #"<struct name="Row" identifiable="true"><field name="id" type="Int"/></struct>"#,
            #"<model name="StoreA"><published name="count" type="Int" initial="0"/></model>"#,
            #"<model name="StoreB"><published name="count" type="Int" initial="0"/></model>"#,
            #"<view name="LeafA"><environmentObject name="a" type="StoreA"/><body><Text>{a.count}</Text></body></view>"#,
            #"<view name="LeafB"><environmentObject name="b" type="StoreB"/><body><Text>{b.count}</Text></body></view>"#,
            #"<view name="LeafAB"><environmentObject name="a" type="StoreA"/><environmentObject name="b" type="StoreB"/><body><Text>{a.count} {b.count}</Text></body></view>"#,
            #"<view name="Card"><slot name="content"/><body><VStack><slot/></VStack></body></view>"#,
            #"<view name="Screen" root="true">"#,
            #"<stateObject name="a" type="StoreA" initial="StoreA()"/>"#,
            #"<stateObject name="b" type="StoreB" initial="StoreB()"/>"#,
            #"<state name="flag" type="Bool" initial="false"/>"#,
            #"<state name="rows" type="[Row]" initial="[]"/>"#,
        ]
        for index in 0..<memberCount {
            let placeable = (0..<index).map { "m\($0)" }
            lines.append(#"<computed name="m\#(index)"><VStack>\#(content(placeable, depth: 0))\#(injection())</VStack></computed>"#)
        }
        let all = (0..<memberCount).map { "m\($0)" }
        lines.append("<body><VStack>\((0...1 + random.below(3)).map { _ in node(all, depth: 0) }.joined())\(injection())</VStack></body>")
        lines += ["</view>", "</trellis>"]
        return lines.joined(separator: "\n")
    }

    static func check(_ xml: String, walkingEveryPlace: Bool) -> (found: [String], nodeVisits: Int) {
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Random.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        let trace = NodeTrace()
        var analyzer = SemanticAnalyzer(trace: trace)
        analyzer.walksEveryMemberPlace = walkingEveryPlace
        let program = analyzer.analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        let diagnostics = collector.sorted().map { "\($0.code)@\($0.location.line):\($0.location.column): \($0.message.text) \($0.notes.map(\.text))" }
        let callSites = program.instantiationGraph.instantiations.map {
            "\($0.parent)→\($0.child)@\($0.location.line):\($0.location.column) \($0.environment) \($0.navigationEnvironment) \($0.environmentIgnoringNavigation) \($0.injectedAbove) \($0.isConditional) \($0.isInForEach)"
        }
        return (diagnostics + callSites, trace.visits)
    }

    @Test func replayingAMembersPlacesFindsWhatWalkingThemFinds() {
        var walkedVisits = 0
        var replayedVisits = 0
        for seed in UInt64(1)...120 {
            let xml = Self.program(seed: seed)
            let walked = Self.check(xml, walkingEveryPlace: true)
            let replayed = Self.check(xml, walkingEveryPlace: false)
            #expect(replayed.found == walked.found, "seed \(seed)")
            walkedVisits += walked.nodeVisits
            replayedVisits += replayed.nodeVisits
        }
        // The programs do place members again in other environments: replays happened.
        #expect(replayedVisits < walkedVisits)
    }

    /// Walking every place costs what it did before: quadratic in this shape's depth.
    @Test func walkingEveryPlaceOfTheInjectionShapeWalksEachLevelOncePerPlace() {
        let xml = NestedPlacements.xml(.injections, depth: 30)
        #expect(Self.check(xml, walkingEveryPlace: true).nodeVisits == 2399)
        #expect(Self.check(xml, walkingEveryPlace: false).nodeVisits == 164)
    }
}
