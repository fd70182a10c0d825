import Foundation
import Testing
import TrellisGraph
import TrellisTestSupport

/// All three formats come out for every sample, and each is structurally right.
@Suite struct OutputFormatTests {
    private static let schemaText: String = {
        (try? String(contentsOfFile: PackagePaths.path("Grammar/graph.schema.json"), encoding: .utf8)) ?? ""
    }()

    @Test func thereAreSamplesToDraw() {
        #expect(correctSamples.count >= 5)
        #expect(correctSamples.contains(samplePath("ProfileScreen.xml")))
    }

    @Test(arguments: correctSamples)
    func jsonValidatesAgainstTheSchema(sample: String) throws {
        let validator = try JSONSchemaValidator(schemaText: Self.schemaText)
        let graph = try graph(of: [sample])
        let json = graph.jsonText()
        #expect(validator.violations(in: json) == [])
        let document = try JSONDocument(parsing: json)
        #expect(document["schemaVersion"] == .string(DependencyGraph.schemaVersion))
        #expect(document["nodes"]?.arrayValue?.count == graph.nodes.count)
        #expect(document["edges"]?.arrayValue?.count == graph.edges.count)
    }

    @Test func jsonOfAllSamplesTogetherValidatesAndNamesOnlyItsOwnNodes() throws {
        let validator = try JSONSchemaValidator(schemaText: Self.schemaText)
        let graph = try graph(of: correctSamples)
        #expect(validator.violations(in: graph.jsonText()) == [])
        let ids = Set(graph.nodes.map(\.id))
        #expect(ids.count == graph.nodes.count, "node ids are unique")
        for edge in graph.edges {
            #expect(ids.contains(edge.from) && ids.contains(edge.to), "\(edge.kind) \(edge.from) -> \(edge.to)")
        }
    }

    @Test func outputDoesNotDependOnTheOrderOfTheInputs() throws {
        let forward = try graph(of: correctSamples)
        let backward = try graph(of: correctSamples.reversed())
        #expect(forward.jsonText() == backward.jsonText())
        #expect(forward.dotText() == backward.dotText())
        #expect(forward.mermaidText() == backward.mermaidText())
    }

    @Test(arguments: correctSamples)
    func dotHasAClusterPerViewAndBalancedBraces(sample: String) throws {
        let graph = try graph(of: [sample])
        let dot = graph.dotText()
        #expect(dot.hasPrefix("digraph trellis {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count)
        #expect(!graph.viewNames.isEmpty)
        for view in graph.viewNames {
            #expect(dot.contains("subgraph \"cluster_view:\(view)\" {"), "a cluster for \(view)")
        }
        for edge in graph.edges {
            #expect(dot.contains("\"\(edge.from)\" -> \"\(edge.to)\""), "\(edge.kind) \(edge.from) -> \(edge.to) is drawn")
        }
    }

    @Test(.enabled(if: Graphviz.dotPath != nil, "Graphviz is not installed; .ci/run installs it (apt package graphviz)"), arguments: correctSamples)
    func dotRendersWithGraphviz(sample: String) throws {
        let rendered = try Graphviz.svg(from: try graph(of: [sample]).dotText())
        #expect(rendered.status == 0, "\(rendered.errors)")
        #expect(rendered.errors == "")
        #expect(rendered.svg.contains("<svg"))
    }

    @Test func ownershipIsDrawnDifferentlyFromObservation() throws {
        let dot = try graph(of: [samplePath("ProfileScreen.xml")]).dotText()
        let owns = try #require(dot.split(separator: "\n").first { $0.contains("\"view:ProfileScreen\" -> \"decl:ProfileScreen.viewModel\"") })
        let reads = try #require(dot.split(separator: "\n").first { $0.contains("\"view:ProfileDetailView\" -> \"property:ProfileViewModel.displayName\"") && $0.contains("label=\"reads\"") })
        #expect(owns.contains("arrowhead=diamond") && !owns.contains("dashed"))
        #expect(reads.contains("style=dashed"))
    }

    @Test(arguments: correctSamples)
    func mermaidIsAFlowchartWithEveryViewAndEdge(sample: String) throws {
        let graph = try graph(of: [sample])
        let mermaid = graph.mermaidText()
        let lines = mermaid.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        let opened = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("subgraph ") }.count
        let closed = lines.filter { $0.trimmingCharacters(in: .whitespaces) == "end" }.count
        #expect(opened == closed)
        #expect(opened == graph.viewNames.count + graph.nodes.filter { $0.kind == .model }.count)
        // Every arrow joins node ids declared in the chart, and each arrow has its style.
        let declared = Set(lines.compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("n"), let end = trimmed.firstIndex(where: { !$0.isLetter && !$0.isNumber }) else { return nil }
            let rest = trimmed[end...]
            return rest.hasPrefix("[") || rest.hasPrefix("(") || rest.hasPrefix(">") ? String(trimmed[..<end]) : nil
        })
        #expect(declared.count == graph.nodes.count)
        let arrows = lines.filter { $0.contains("-->") || $0.contains("==>") || $0.contains("-.->") }
        for arrow in arrows {
            let words = arrow.split(separator: " ")
            #expect(declared.contains(String(words[0])) && declared.contains(String(words[words.count - 1])), "\(arrow)")
        }
        #expect(lines.filter { $0.hasPrefix("  linkStyle ") }.count == arrows.count)
        #expect(!mermaid.contains("\"\""), "no empty labels")
    }

    @Test func mermaidEscapesWhatItsSyntaxReserves() throws {
        let graph = try graph(ofScreen: """
        <view name="Quoting">
          <state name="names" type="Set&lt;String&gt;" initial="[]"/>
          <body>
            <Text>{names.count}</Text>
          </body>
        </view>
        """)
        let mermaid = graph.mermaidText()
        #expect(mermaid.contains("@State names: Set#lt;String#gt;"))
        #expect(!mermaid.contains("Set<String>"))
    }
}
