import Foundation
import Testing
import TrellisTestSupport

/// What interfaces describe, met the way a user meets it: `trellis build`, swiftc with warnings as
/// errors, then the program tapped through `ViewHost`. Static members of a generated model and
/// struct, methods overloaded by label, and members of the standard types.
@Suite struct InterfaceMembersCompileAndRunTests {
    static let shelf = #"""
        <trellis>
          <model name="Library" kind="observable">
            <property name="shared" type="Library" static="true" initial="Library()"/>
            <property name="limit" type="Int" static="true" initial="3"/>
            <property name="titles" type="[String]" initial="[]"/>
            <method name="add"><parameter label="_" name="title" type="String"/></method>
            <method name="add"><parameter label="titles" type="[String]"/></method>
            <method name="make" static="true" returns="Library"/>
          </model>
          <struct name="Book">
            <field name="title" type="String"/>
            <field name="sample" type="Book" static="true" initial="Book(title: &quot;Dune&quot;)"/>
            <method name="make" static="true" returns="Book"><parameter label="title" type="String"/></method>
          </struct>
          <view name="Shelf" root="true">
            <state name="library" type="Library" initial="Library.shared"/>
            <body>
              <VStack>
                <Text>{library.titles.count} of {Library.limit}: {library.titles.joined(separator: ", ")}</Text>
                <Button title="One" action="library.add(Book.sample.title)"/>
                <Button title="Two" action="library.add(titles: [Book.make(title: &quot;Emma&quot;).title, &quot;Ulysses&quot;])"/>
                <Button title="Reset" action="library = Library.make()"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    /// `static let`s are generated in the model and the struct; `add(_:)` and `add(titles:)` are
    /// two overloads the hand-written extension provides, each called by its labels.
    @Test func staticMembersAndOverloadsCompileAndRun() throws {
        let program = try GeneratedProgram(["Shelf.xml": Self.shelf])
        #expect(program.generated["Shelf.swift"]?.contains("@MainActor static let shared: Library = Library()") == true)
        #expect(program.generated["Shelf.swift"]?.contains("static let sample: Book = Book(title: \"Dune\")") == true)
        let output = try program.run(main: """
            import Trellis
            extension Library {
                func add(_ title: String) { titles.append(title) }
                func add(titles more: [String]) { titles += more }
                static func make() -> Library { Library() }
            }
            extension Book {
                static func make(title: String) -> Book { Book(title: title) }
            }
            let host = ViewHost(Shelf())
            try host.tap("One")
            print(host.render())
            try host.tap("Two")
            print(host.render())
            print(Library.shared.titles.count)
            try host.tap("Reset")
            print(host.render())
            """)
        #expect(output.contains("Text \"1 of 3: Dune\""), "\(output)")
        #expect(output.contains("Text \"3 of 3: Dune, Emma, Ulysses\""), "\(output)")
        #expect(output.contains("\n3\n"), "\(output)")
        #expect(output.contains("Text \"0 of 3: \""), "\(output)")
    }

    /// Members of `String`, `Array`, `Dictionary`, `Set` and `Optional`, checked against the
    /// standard interface, compile and mean what Swift says.
    @Test func standardMembersCompileAndRun() throws {
        let program = try GeneratedProgram(["Votes.xml": #"""
            <trellis>
              <view name="Votes" root="true">
                <state name="names" type="[String]" initial="[&quot;bo&quot;, &quot;ana&quot;]"/>
                <state name="votes" type="[String: Int]" initial="Dictionary()"/>
                <state name="starred" type="Set&lt;String&gt;" initial="[]"/>
                <state name="picked" type="String?" initial="nil"/>
                <body>
                  <VStack>
                    <Text>{names.sorted().first ?? "-"} {names.count} {votes["ana", default: 0]} {starred.count} {picked.map { $0.uppercased() } ?? "none"}</Text>
                    <Button title="Vote" action="votes[&quot;ana&quot;, default: 0] += 1; starred.insert(&quot;ana&quot;); picked = names.first(where: { $0.hasPrefix(&quot;a&quot;) })"/>
                    <Button title="Drop" action="names.remove(at: 1); names.insert(&quot;cy&quot;, at: 1)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Votes())
            print(host.render())
            try host.tap("Vote")
            try host.tap("Vote")
            print(host.render())
            try host.tap("Drop")
            print(host.render())
            """)
        #expect(output.contains("Text \"ana 2 0 0 none\""), "\(output)")
        #expect(output.contains("Text \"ana 2 2 1 ANA\""), "\(output)")
        #expect(output.contains("Text \"bo 2 2 1 ANA\""), "\(output)")
    }
}
