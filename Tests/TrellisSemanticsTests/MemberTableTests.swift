import Testing
import TrellisDiagnostics
@testable import TrellisSemantics
import TrellisSyntax

/// A view's table of members hashes each name once: the first declaration of a name wins, as
/// before, and redeclarations (TRL100) stay out of `firstDeclarations`.
@Suite struct MemberTableTests {
    private func property(_ name: String, _ type: String, line: Int) -> PropertyDecl {
        let location = SourceLocation(file: "Members.xml", line: line, column: 5)
        return PropertyDecl(kind: .state, name: Identifier(name, at: location), type: TypeSyntax(.named(type, genericArguments: []), at: location), location: location)
    }

    @Test func insertUnlessPresentKeepsTheFirstValue() {
        var positions: [String: Int] = ["count": 0]
        positions.insertUnlessPresent(1, for: "count")
        positions.insertUnlessPresent(2, for: "title")
        #expect(positions == ["count": 0, "title": 2])
    }

    @Test func insertUnlessPresentMakesNoValueForAPresentKey() {
        var made = 0
        var positions: [String: Int] = ["count": 0]
        positions.insertUnlessPresent({ made += 1; return 1 }(), for: "count")
        #expect(made == 0)
        positions.insertUnlessPresent({ made += 1; return 1 }(), for: "title")
        #expect(made == 1)
    }

    @Test func redeclarationsLeaveTheFirstOfEachName() {
        let declarations = [property("count", "Int", line: 1), property("title", "String", line: 2), property("count", "String", line: 3), property("isOn", "Bool", line: 4)]
        let table = MemberTable(declarations)
        #expect(table.firstDeclarations.map(\.location.line) == [1, 2, 4])
        #expect(table.names == ["count", "title", "isOn"])
        #expect(table["count"]?.location.line == 1)
        #expect(table["count"]?.type.reference == .named("Int", genericArguments: []))
        #expect(table.kind(of: "isOn") == .state)
        #expect(table["missing"] == nil)
    }

    @Test func withoutRedeclarationsTheDeclarationsAreTheFirst() {
        let declarations = [property("count", "Int", line: 1), property("title", "String", line: 2)]
        let table = MemberTable(declarations)
        #expect(table.firstDeclarations.map(\.location.line) == [1, 2])
        #expect(table["title"]?.location.line == 2)
    }
}
