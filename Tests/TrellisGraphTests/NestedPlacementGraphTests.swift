import Testing
import TrellisBenchSupport
import TrellisGraph
import TrellisTestSupport

/// The graph of a program whose levels each place the level below twice grows by the same
/// nodes and edges per level: a member placed again with the same values is walked once.
@Suite struct NestedPlacementGraphTests {
    static func size(_ shape: NestedPlacements.Shape, depth: Int) throws -> (nodes: Int, edges: Int) {
        let built = try graph(ofScreen: NestedPlacements.xml(shape, depth: depth))
        return (built.nodes.count, built.edges.count)
    }

    /// At depth 30, and what one more level adds, by shape.
    static let expected: [NestedPlacements.Shape: (atDepth: [Int], perLevel: [Int])] = [
        // Members are the view's own body: a level adds no node and no edge.
        .computedViews: ([9, 12], [0, 0]),
        .viewFunctions: ([9, 12], [0, 0]),
        // A level is a view of its own: its node, and the edges to and from it.
        .nestedSlots: ([39, 72], [1, 2]),
        .forwardedSlots: ([39, 43], [1, 1]),
        .childViews: ([40, 71], [1, 2]),
        // An injection is a node of its own, with its edge to the `Leaf` it reaches.
        .injections: ([39, 72], [1, 2]),
    ]

    @Test(arguments: NestedPlacements.Shape.allCases)
    func eachLevelAddsTheSameNodesAndEdges(_ shape: NestedPlacements.Shape) throws {
        let atDepth = try Self.size(shape, depth: 30)
        let oneLevelMore = try Self.size(shape, depth: 31)
        let expected = try #require(Self.expected[shape])
        #expect([atDepth.nodes, atDepth.edges] == expected.atDepth)
        #expect([oneLevelMore.nodes - atDepth.nodes, oneLevelMore.edges - atDepth.edges] == expected.perLevel)
    }
}
