import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

@Suite("Body elements")
struct BodyTests {
    private func body(_ text: String, declarations: String = "<state name=\"count\" type=\"Int\" initial=\"0\"/>") throws -> (nodes: [ViewNode], diagnostics: [Diagnostic]) {
        let (file, diagnostics) = parse(screen(text, declarations: declarations))
        let view = try #require(file?.views.first)
        return (view.body, diagnostics)
    }

    @Test("if and else pair up; else elsewhere is TRL012 at the else")
    func conditionals() throws {
        let (nodes, diagnostics) = try body("""
                <VStack>
                  <if condition="count > 0">
                    <Text>Positive</Text>
                  </if>
                  <!-- comments may sit between them -->
                  <else>
                    <Spacer/>
                  </else>
                  <Text>Tail</Text>
                  <else><Spacer/></else>
                </VStack>
            """)
        #expect(summary(diagnostics) == ["TRL012@13:7"])
        guard case .element(let stack)? = nodes.first, case .conditional(let conditional)? = stack.children.first else {
            Issue.record("expected a VStack holding a conditional"); return
        }
        #expect(stack.children.count == 2)
        #expect(conditional.location == at(5, 7))
        #expect(conditional.conditionLocation == at(5, 22))
        #expect(conditional.thenBody.count == 1)
        #expect(conditional.elseBody?.count == 1)
    }

    @Test("an else after an if whose condition has an error is not also TRL012")
    func elseAfterBrokenIf() throws {
        let (_, diagnostics) = try body("    <VStack><if condition=\"count +\"><Spacer/></if><else><Spacer/></else></VStack>")
        #expect(summary(diagnostics) == ["TRL020@4:35"])
    }

    @Test("processing instructions and CDATA do not disturb element positions")
    func processingInstructions() throws {
        let (nodes, diagnostics) = try body("    <VStack><?editor fold=\"a>b\"?><Text><![CDATA[{literal} <b>]]></Text><Spacer/></VStack>")
        #expect(diagnostics.isEmpty)
        guard case .element(let stack)? = nodes.first, case .element(let text) = stack.children[0] else { Issue.record("no Text"); return }
        #expect(text.text?.segments == [.literal("{literal} <b>")])
        #expect(stack.children[1].location == at(4, 72))
    }

    @Test("lowercase children are modifiers in document order; any other is a call semantic analysis resolves")
    func modifiers() throws {
        let (nodes, diagnostics) = try body("""
                <VStack>
                  <Text>Hi</Text>
                  <id value="count"/>
                  <onAppear action="count += 1; count -= 1"/>
                  <onChange of="count" old="before" action="count = 0"/>
                  <environmentObject value="router"/>
                  <environment value="library"/>
                  <onDisappear action=""/>
                  <onApear action="count += 1"><Text>in</Text></onApear>
                </VStack>
            """)
        #expect(diagnostics.isEmpty)
        guard case .element(let stack)? = nodes.first else { Issue.record("no VStack"); return }
        #expect(stack.modifiers.map(\.location.line) == [6, 7, 8, 9, 10, 11, 12])
        guard case .onChange(let of, let oldName, let newName, _, let action) = stack.modifiers[2].kind else { Issue.record("not onChange"); return }
        #expect(render(of) == "count")
        #expect(oldName == Identifier("before", at: at(8, 33)))
        #expect(newName == nil)
        #expect(action.count == 1)
        guard case .onAppear(let statements) = stack.modifiers[1].kind else { Issue.record("not onAppear"); return }
        #expect(statements.count == 2)
        #expect(stack.modifiers[5].kind == .onDisappear([]))
        guard case .call(let call) = stack.modifiers[6].kind else { Issue.record("not a call"); return }
        #expect(call.name == Identifier("onApear", at: at(12, 7)))
        #expect(call.arguments.map(\.label.name) == ["action"])
        #expect(call.content.map(\.location) == [at(12, 36)])
    }

    @Test("layout whitespace around modifiers inside a Text is not text")
    func modifiersInsideText() throws {
        let (nodes, diagnostics) = try body("""
                <Text>{count}
                  <bold/>
                  <font value=".headline"/>
                </Text>
                <Text>
                  Hello <!-- a greeting --> {count}
                  <italic/>
                </Text>
            """)
        #expect(diagnostics.isEmpty)
        guard case .element(let first) = nodes[0], case .element(let second) = nodes[1] else { Issue.record("two texts"); return }
        #expect(first.text?.segments.count == 1)
        #expect(second.text?.segments.first == .literal("Hello  "))
        #expect(second.text?.segments.count == 2)
    }

    @Test("a lowercase element with text is left to semantic analysis, which knows what it names")
    func lowercaseWithText() throws {
        let (nodes, diagnostics) = try body("    <VStack><text>Hi</text></VStack>")
        #expect(diagnostics.isEmpty)
        guard case .element(let stack)? = nodes.first, case .call(let call)? = stack.modifiers.first?.kind else { Issue.record("no call"); return }
        #expect(call.textLocation == at(4, 19))
    }

    @Test("attributes of views are kept as written, with where every character came from")
    func arguments() throws {
        let (nodes, diagnostics) = try body("""
                <Button title="Add Count: {count}" action="count += 1"/>
                <Toggle title="Edit" isOn="{$isEditing}"/>
                <Row label=" {count} &amp; more"/>
            """, declarations: "<state name=\"count\" type=\"Int\" initial=\"0\"/><state name=\"isEditing\" type=\"Bool\" initial=\"false\"/>")
        #expect(diagnostics.isEmpty)
        guard case .element(let button) = nodes[0], case .element(let toggle) = nodes[1], case .element(let row) = nodes[2] else {
            Issue.record("expected three elements"); return
        }
        guard case .source(let action)? = button.argument("action")?.value else { Issue.record("action is not kept"); return }
        #expect(action.text == "count += 1")
        #expect(action.location == at(4, 48))
        #expect(action.decodedLocations.isEmpty)
        guard case .source(let isOn)? = toggle.argument("isOn")?.value else { Issue.record("isOn is not kept"); return }
        #expect(isOn.text == "{$isEditing}")
        guard case .source(let label)? = row.argument("label")?.value else { Issue.record("label is not kept"); return }
        #expect(label.text == " {count} & more")
        // The entity's character is where the entity starts, and the next one past the entity.
        #expect(label.decodedLocations[9] == at(6, 26))
        #expect(label.decodedLocations[10] == at(6, 31))
    }

    @Test("ForEach has items, an id key path and an item name")
    func forEach() throws {
        let (nodes, diagnostics) = try body("""
                <List>
                  <ForEach items="viewModel.items" id="\\.id" item="item">
                    <Row title="{item.title}"/>
                    <id value="item.id"/>
                  </ForEach>
                </List>
            """)
        #expect(diagnostics.isEmpty)
        guard case .element(let list) = nodes[0], case .forEach(let loop)? = list.children.first else { Issue.record("no ForEach"); return }
        #expect(loop.items.location == at(5, 23))
        #expect(loop.id?.kind == .keyPath(root: nil, components: ["id"]))
        #expect(loop.itemName == Identifier("item", at: at(5, 56)))
        #expect(loop.body.count == 1)
        #expect(loop.modifiers.count == 1)
    }

    @Test("Text content keeps holes and folds layout whitespace")
    func textContent() throws {
        let (nodes, diagnostics) = try body("""
                <Text>
                  Count: {count}
                  of {count * 2} &amp; more
                </Text>
            """)
        #expect(diagnostics.isEmpty)
        guard case .element(let text) = nodes[0], let content = text.text else { Issue.record("no text"); return }
        #expect(content.segments.count == 5)
        #expect(content.segments[0] == .literal("Count: "))
        #expect(content.segments[2] == .literal(" of "))
        #expect(content.segments[4] == .literal(" & more"))
        guard case .expression(let product) = content.segments[3] else { Issue.record("no product"); return }
        #expect(product.location == at(6, 11))
    }

    @Test("structural mistakes: modifiers before content, text in a container, holes among an expression's text")
    func structure() throws {
        let (_, diagnostics) = try body("""
                <VStack>
                  <id value="count"/>
                  <Text>Late</Text>
                </VStack>
                <if condition="{count} > {0}"><Spacer/></if>
            """)
        #expect(summary(diagnostics) == ["TRL010@6:7", "TRL020@8:20"])
        #expect(diagnostics.map(\.message.text) == [
            "`Text` must come before the modifiers of `VStack`; modifiers follow the content",
            "`condition` is an expression; write it without `{` `}`",
        ])
    }

    @Test("declaration names that are keywords or not identifiers are TRL104 and TRL106 at the value")
    func declarationNames() {
        let (file, diagnostics) = parse("""
            <trellis>
              <view name="class">
                <state name="my-count" type="Int" initial="0"/>
                <body/>
              </view>
              <struct name="Item"><field name="for" type="Int"/></struct>
            </trellis>
            """)
        #expect(summary(diagnostics) == ["TRL104@2:15", "TRL106@3:18", "TRL104@6:36"])
        #expect(file?.views.first?.properties.first?.name.name == "my-count")
    }

    @Test("comments are collected with their locations")
    func comments() {
        let (file, _) = parse("<!-- head -->\n<view name=\"A\">\n  <!-- expected-error@+1 {{x}} -->\n  <body/>\n</view>\n")
        #expect(file?.comments == [Comment(text: " head ", location: at(1, 1)), Comment(text: " expected-error@+1 {{x}} ", location: at(3, 3))])
    }
}
