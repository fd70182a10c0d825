import Testing
import TrellisDiagnostics
import TrellisSyntax

/// Nodes and declarations share their fields' box between copies: each copy must still behave
/// as an independent value.
@Suite struct CopyOnWriteTests {
    let location = SourceLocation(file: "A.xml", line: 3, column: 5)

    func property(_ name: String) -> PropertyDecl {
        PropertyDecl(kind: .state, name: Identifier(name, at: location), type: TypeSyntax(.named("Int", genericArguments: []), at: location), location: location)
    }

    @Test("changing a copy of a declaration leaves the original as it was")
    func copiesAreIndependent() {
        let original = property("count")
        var copy = original
        copy.name.name = "total"
        copy.key = "stored"
        #expect(original.name.name == "count")
        #expect(original.key == nil)
        #expect(copy.name.name == "total")
        #expect(copy.key == "stored")
        #expect(original != copy)
    }

    @Test("values built apart are equal and hash alike when their fields are")
    func equalityComparesFields() {
        let first = property("count")
        let second = property("count")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first != property("total"))
    }

    @Test("an argument changed in place inside an element's copy does not reach the original element")
    func nestedChangesStayInTheCopy() {
        let argument = Argument(label: Identifier("title", at: location), value: .source(AttributeText(text: "Hi", location: location)), valueLocation: location)
        let element = ElementNode(name: Identifier("Text", at: location), arguments: [argument])
        var changed = element
        changed.arguments[0].value = .string(InterpolatedString(segments: [], location: location))
        changed.call = ResolvedCall(callee: "Text", entries: [])
        #expect(element.arguments[0].value == argument.value)
        #expect(element.call == nil)
        #expect(changed.arguments[0].value != argument.value)
        #expect(changed.call?.callee == "Text")
    }

    @Test("a box of values that are not hashable still copies on write")
    func boxCopiesOnWrite() {
        struct Counter: Sendable { var count: Int }
        let original = CopyOnWrite(Counter(count: 1))
        var copy = original
        copy.value.count += 1
        #expect(original.value.count == 1)
        #expect(copy.value.count == 2)
    }
}
