import Foundation
import Testing
import TrellisTestSupport

/// SwiftData's queries as a SwiftUI developer writes them: `sort` and `order` on a `<query>`, or
/// `filter="#Predicate<Tag> { … }"` and `sort="[SortDescriptor(…)]"` as `@Query` takes them,
/// `_items = Query(filter: #Predicate { … }, sort: [SortDescriptor(…)])` in a view's own `init`,
/// a `SortDescriptor<Tag>` computed by an enum and applied with `sorted(using:)`, and
/// `modelContext.fetch(FetchDescriptor(…))`. `trellis build`, swiftc in Swift 6 mode with
/// warnings as errors, then the program: inserting, changing and deleting models re-evaluates
/// each query's view once, with its order and filter applied again.
@Suite struct QuerySortingCompileAndRunTests {
    static let screens = #"""
        <trellis>
          <model name="Tag" kind="model">
            <var name="name" type="String"/>
            <var name="rank" type="Int"/>
            <var name="isPinned" type="Bool" initial="false"/>
          </model>

          <enum name="TagSorting">
            <case name="aToZ"/>
            <case name="zToA"/>
            <case name="highest"/>
            <computed name="sortDescriptor" type="SortDescriptor&lt;Tag&gt;">
              switch self {
              case .aToZ:
                SortDescriptor(\Tag.name, order: .forward)
              case .zToA:
                SortDescriptor(\Tag.name, order: .reverse)
              case .highest:
                SortDescriptor(\Tag.rank, order: .reverse)
              }
            </computed>
          </enum>

          <view name="ByName">
            <query name="tags" type="[Tag]" sort="\Tag.name"/>
            <body>
              <Text>by name: {tags.map(\.name).joined(separator: " ")}</Text>
            </body>
          </view>

          <view name="ByNameReversed">
            <query name="tags" type="[Tag]" sort="\Tag.name" order=".reverse"/>
            <body>
              <Text>reversed: {tags.map(\.name).joined(separator: " ")}</Text>
            </body>
          </view>

          <view name="Pinned">
            <query name="tags" type="[Tag]"/>
            <let name="floor" type="Int"/>
            <init parameters="atLeast floor: Int">
              self.floor = floor
              _tags = Query(filter: #Predicate&lt;Tag&gt; { $0.isPinned &amp;&amp; $0.rank &gt;= floor }, sort: [SortDescriptor(\Tag.rank, order: .reverse)])
            </init>
            <body>
              <Text>pinned from {floor}: {tags.map(\.name).joined(separator: " ")}</Text>
            </body>
          </view>

          <view name="PinnedByAttributes">
            <query name="tags" type="[Tag]" filter="#Predicate&lt;Tag&gt; { $0.isPinned }" sort="[SortDescriptor(\Tag.rank, order: .reverse)]"/>
            <body>
              <Text>pinned by attributes: {tags.map(\.name).joined(separator: " ")}</Text>
            </body>
          </view>

          <view name="Sorted">
            <query name="tags" type="[Tag]"/>
            <environment name="modelContext" key="\.modelContext"/>
            <state name="sorting" type="TagSorting" initial=".aToZ"/>
            <body>
              <VStack>
                <Text>sorted: {tags.sorted(using: sorting.sortDescriptor).map(\.name).joined(separator: " ")}</Text>
                <Text>unpinned: {unpinned().map(\.name).joined(separator: " ")}</Text>
                <Button title="Highest first" action="sorting = .highest"/>
              </VStack>
            </body>
            <function name="unpinned" returns="[Tag]">
              let descriptor = FetchDescriptor&lt;Tag&gt;(predicate: #Predicate { !$0.isPinned }, sortBy: [SortDescriptor(\.name)])
              return (try? modelContext.fetch(descriptor)) ?? []
            </function>
          </view>

          <view name="Root">
            <environment name="modelContext" key="\.modelContext"/>
            <query name="all" type="[Tag]"/>
            <body>
              <VStack>
                <ByName/>
                <ByNameReversed/>
                <Pinned atLeast="{2}"/>
                <Sorted/>
                <PinnedByAttributes/>
                <Button title="Add" action="modelContext.insert(Tag(name: &quot;T\(all.count + 1)&quot;, rank: all.count + 1))"/>
                <Button title="Pin all" action="for tag in all { tag.isPinned = true }"/>
                <Button title="Rename T1" action="if let tag = all.first(where: { $0.name == &quot;T1&quot; }) { tag.name = &quot;Z1&quot; }"/>
                <Button title="Delete T2" action="if let tag = all.first(where: { $0.name == &quot;T2&quot; }) { modelContext.delete(tag) }"/>
              </VStack>
            </body>
          </view>

          <view name="App" root="true">
            <body>
              <Root/>
              <modelContainer for="Tag.self"/>
            </body>
          </view>
        </trellis>
        """#

    /// A `query` one `init` gives and another does not: the other starts it from the
    /// declaration's `sort` and `order`, as Swift starts an `@Query` property an `init` leaves.
    @Test func anInitThatGivesNoQueryStartsItFromItsDeclaration() throws {
        let program = try GeneratedProgram(["Ranked.xml": #"""
            <trellis>
              <model name="Tag" kind="model">
                <var name="name" type="String"/>
                <var name="rank" type="Int"/>
              </model>
              <view name="Ranked">
                <query name="tags" type="[Tag]" sort="\Tag.rank" order=".reverse"/>
                <let name="floor" type="Int"/>
                <init parameters="atLeast floor: Int">
                  self.floor = floor
                  _tags = Query(filter: #Predicate&lt;Tag&gt; { $0.rank &gt;= floor }, sort: [SortDescriptor(\Tag.rank)])
                </init>
                <init>
                  self.floor = 0
                </init>
                <body>
                  <Text>from {floor}: {tags.map(\.name).joined(separator: " ")}</Text>
                </body>
              </view>
              <view name="Root">
                <environment name="modelContext" key="\.modelContext"/>
                <query name="all" type="[Tag]"/>
                <body>
                  <VStack>
                    <Ranked atLeast="{2}"/>
                    <Ranked/>
                    <Button title="Add" action="modelContext.insert(Tag(name: &quot;T\(all.count + 1)&quot;, rank: all.count + 1))"/>
                  </VStack>
                </body>
              </view>
              <view name="App" root="true">
                <body>
                  <Root/>
                  <modelContainer for="Tag.self"/>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let generated = try #require(program.generated["Ranked.swift"])
        #expect(generated.contains("_tags = Query<Tag>(sort: \\Tag.rank, order: .reverse)"), "\(generated)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(App())
            for _ in 1...3 { try host.tap("Add") }
            print(host.render())
            """)
        #expect(output.contains(#"Text "from 2: T2 T3""#), "\(output)")
        #expect(output.contains(#"Text "from 0: T3 T2 T1""#), "\(output)")
    }

    /// The `init` that gives the query is not the first: its `#Predicate` reads the input the
    /// `init` is given, as Swift's does, and the first `init` starts the query from its
    /// declaration. Each placement runs the `init` its arguments choose.
    @Test func aQueryGivenByALaterInitFiltersByItsInput() throws {
        let program = try GeneratedProgram(["Ranked.xml": #"""
            <trellis>
              <model name="Tag" kind="model">
                <var name="name" type="String"/>
                <var name="rank" type="Int"/>
              </model>
              <view name="Ranked">
                <query name="tags" type="[Tag]" sort="\Tag.rank" order=".reverse"/>
                <let name="floor" type="Int"/>
                <init>
                  self.floor = 0
                </init>
                <init parameters="atLeast minimum: Int">
                  self.floor = minimum
                  _tags = Query(filter: #Predicate&lt;Tag&gt; { $0.rank &gt;= minimum }, sort: [SortDescriptor(\Tag.rank)])
                </init>
                <body>
                  <Text>from {floor}: {tags.map(\.name).joined(separator: " ")}</Text>
                </body>
              </view>
              <view name="Root">
                <environment name="modelContext" key="\.modelContext"/>
                <query name="all" type="[Tag]"/>
                <body>
                  <VStack>
                    <Ranked atLeast="{2}"/>
                    <Ranked/>
                    <Button title="Add" action="modelContext.insert(Tag(name: &quot;T\(all.count + 1)&quot;, rank: all.count + 1))"/>
                  </VStack>
                </body>
              </view>
              <view name="App" root="true">
                <body>
                  <Root/>
                  <modelContainer for="Tag.self"/>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(App())
            for _ in 1...3 { try host.tap("Add") }
            print(host.render())
            """)
        #expect(output.contains(#"Text "from 2: T2 T3""#), "\(output)")
        #expect(output.contains(#"Text "from 0: T3 T2 T1""#), "\(output)")
    }

    @Test func queriesSortFilterAndSortAgainAfterEachChange() throws {
        let program = try GeneratedProgram(["Tags.xml": Self.screens])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(App())
            @MainActor func show(_ step: String) {
                print("== \\(step)")
                print(host.render())
                for (name, count) in [("ByName", host.bodyEvaluations(of: ByName.self)), ("ByNameReversed", host.bodyEvaluations(of: ByNameReversed.self)),
                                      ("Pinned", host.bodyEvaluations(of: Pinned.self)), ("Sorted", host.bodyEvaluations(of: Sorted.self)),
                                      ("PinnedByAttributes", host.bodyEvaluations(of: PinnedByAttributes.self))] {
                    print("\\(name) \\(count)")
                }
            }
            for _ in 1...3 { try host.tap("Add") }
            show("added")
            try host.tap("Pin all")
            show("pinned")
            try host.tap("Rename T1")
            show("renamed")
            try host.tap("Highest first")
            show("highest")
            try host.tap("Delete T2")
            show("deleted")
            """)
        let steps = Self.steps(output)
        // Inserted in rank order: forward and reverse by name; nothing pinned yet.
        #expect(steps["added"]?.contains(#"Text "by name: T1 T2 T3""#) == true, "\(output)")
        #expect(steps["added"]?.contains(#"Text "reversed: T3 T2 T1""#) == true, "\(output)")
        #expect(steps["added"]?.contains(#"Text "pinned from 2: ""#) == true, "\(output)")
        #expect(steps["added"]?.contains(#"Text "sorted: T1 T2 T3""#) == true, "\(output)")
        #expect(steps["added"]?.contains(#"Text "unpinned: T1 T2 T3""#) == true, "\(output)")
        #expect(steps["added"]?.contains(#"Text "pinned by attributes: ""#) == true, "\(output)")
        // One body for the first render and one per insert.
        #expect(steps["added"]?.hasSuffix("ByName 4\nByNameReversed 4\nPinned 4\nSorted 4\nPinnedByAttributes 4") == true, "\(output)")

        // The filter reads `isPinned` and `rank`: pinned ranks 2 and up, highest first.
        #expect(steps["pinned"]?.contains(#"Text "pinned from 2: T3 T2""#) == true, "\(output)")
        #expect(steps["pinned"]?.contains(#"Text "unpinned: ""#) == true, "\(output)")
        #expect(steps["pinned"]?.contains(#"Text "pinned by attributes: T3 T2 T1""#) == true, "\(output)")
        // Pinning changed no name: the queries sorted by name read only names, the sort of
        // `Pinned` and the fetch of `Sorted` read `isPinned`.
        #expect(steps["pinned"]?.hasSuffix("ByName 4\nByNameReversed 4\nPinned 5\nSorted 5\nPinnedByAttributes 5") == true, "\(output)")

        // Renaming re-sorts the queries sorted by name, once each.
        #expect(steps["renamed"]?.contains(#"Text "by name: T2 T3 Z1""#) == true, "\(output)")
        #expect(steps["renamed"]?.contains(#"Text "reversed: Z1 T3 T2""#) == true, "\(output)")
        #expect(steps["renamed"]?.contains(#"Text "sorted: T2 T3 Z1""#) == true, "\(output)")
        #expect(steps["renamed"]?.hasSuffix("ByName 5\nByNameReversed 5\nPinned 5\nSorted 6\nPinnedByAttributes 6") == true, "\(output)")

        // A new descriptor from the enum: the same models, highest rank first.
        #expect(steps["highest"]?.contains(#"Text "sorted: T3 T2 Z1""#) == true, "\(output)")
        #expect(steps["highest"]?.hasSuffix("ByName 5\nByNameReversed 5\nPinned 5\nSorted 7\nPinnedByAttributes 6") == true, "\(output)")

        #expect(steps["deleted"]?.contains(#"Text "by name: T3 Z1""#) == true, "\(output)")
        #expect(steps["deleted"]?.contains(#"Text "reversed: Z1 T3""#) == true, "\(output)")
        #expect(steps["deleted"]?.contains(#"Text "pinned from 2: T3""#) == true, "\(output)")
        #expect(steps["deleted"]?.contains(#"Text "sorted: T3 Z1""#) == true, "\(output)")
        #expect(steps["deleted"]?.contains(#"Text "pinned by attributes: T3 Z1""#) == true, "\(output)")
        #expect(steps["deleted"]?.hasSuffix("ByName 6\nByNameReversed 6\nPinned 6\nSorted 8\nPinnedByAttributes 7") == true, "\(output)")
    }

    /// The output printed after each `== step` line, by step.
    static func steps(_ output: String) -> [String: String] {
        var steps: [String: String] = [:]
        for chunk in output.components(separatedBy: "== ").dropFirst() {
            let name = String(chunk.prefix { $0 != "\n" })
            steps[name] = String(chunk.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return steps
    }
}
