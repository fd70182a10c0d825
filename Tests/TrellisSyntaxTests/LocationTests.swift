import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

@Suite("Source locations")
struct LocationTests {
    private func firstError(_ document: String) -> Diagnostic? {
        parse(document).diagnostics.first
    }

    /// The first error of reading the first body element's `label` attribute as `read` does,
    /// as semantic analysis reads a kept attribute.
    private func firstArgumentError(_ document: String, _ label: String, _ read: (AttributeText, inout DiagnosticCollector) -> Void) -> Diagnostic? {
        guard case .element(let element)? = parse(document).file?.views.first?.body.first,
              case .source(let text)? = element.argument(label)?.value else { return nil }
        var diagnostics = DiagnosticCollector()
        read(text, &diagnostics)
        return diagnostics.diagnostics.first
    }

    @Test("a caret inside an attribute lands after `&quot;` references")
    func characterReferences() {
        // `&quot;` is 6 columns in the file but 1 character of the expression.
        let error = firstError(screen("    <if condition=\"name == &quot;a&quot; +\"><Spacer/></if>"))
        #expect(error.map { "\($0.code)@\($0.location.line):\($0.location.column)" } == "TRL020@4:43")
        #expect(error?.message.text == "expected expression after `+`")
        let hex = firstError(screen("    <if condition=\"&#x61; &amp;&amp; )\"><Spacer/></if>"))
        #expect(hex?.location == at(4, 38))
    }

    @Test("multi-line tags, both quote styles and line breaks inside values")
    func multiLineTags() throws {
        let document = screen("""
                <Button
                    title='Say "hi"'
                    action="count += 1;
                            count -= )"/>
            """)
        let error = try #require(firstArgumentError(document, "action") { _ = ExpressionParser.parseStatements($0, diagnostics: &$1) })
        #expect(error.location == at(7, 26))
        #expect(error.message.text == "expected expression after `-=`")
    }

    @Test("columns count Unicode scalars, not bytes")
    func unicodeColumns() {
        let error = firstArgumentError(screen("    <Label title=\"Sesión: {count +}\"/>"), "title") { _ = ExpressionParser.parseInterpolated($0, diagnostics: &$1) }
        #expect(error?.location == at(4, 35))
    }

    @Test("CRLF line endings count as one line break")
    func crlf() {
        let document = "<view name=\"A\">\r\n  <state name=\"count\" type=\"Int\" initial=\"0\"/>\r\n  <body>\r\n    <Text>{count +}</Text>\r\n  </body>\r\n</view>\r\n"
        #expect(firstError(document)?.location == at(4, 19))
    }

    @Test("argument labels and values are located exactly")
    func argumentLocations() throws {
        let (file, diagnostics) = parse(screen("    <Toggle  title = \"Edit\"\n            isOn=\"{$isOn}\"/>", declarations: "<state name=\"isOn\" type=\"Bool\" initial=\"false\"/>"))
        #expect(diagnostics.isEmpty)
        guard case .element(let toggle)? = file?.views.first?.body.first else { Issue.record("no Toggle"); return }
        #expect(toggle.name.location == at(4, 5))
        #expect(toggle.arguments.map(\.label.location) == [at(4, 14), at(5, 13)])
        #expect(toggle.arguments.map(\.valueLocation) == [at(4, 23), at(5, 19)])
        guard case .source(let isOn)? = toggle.argument("isOn")?.value else { Issue.record("no binding"); return }
        var readDiagnostics = DiagnosticCollector()
        let binding = ExpressionParser.parseInterpolated(isOn, diagnostics: &readDiagnostics)?.soleExpression
        #expect(binding?.location == at(5, 20))
    }

    @Test("a realistic file: every declaration, node and expression where it is written")
    func golden() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <trellis>
              <model name="ProfileViewModel">
                <published name="displayName" type="String" initial="&quot;&quot;"/>
                <method name="load"><parameter label="id" type="Int"/></method>
              </model>
              <struct name="User" identifiable="true"><field name="id" type="Int"/></struct>
              <view name="ProfileScreen" root="true" hostProvides="SessionManager Router">
                <state name="isEditing" type="Bool" initial="false"/>
                <stateObject name="viewModel" type="ProfileViewModel" initial="ProfileViewModel()"/>
                <environmentObject name="session" type="SessionManager"/>
                <body>
                  <VStack>
                    <Text>Sesión iniciada como {session.currentUser?.name ?? "Invitado"}</Text>
                    <Toggle title="Modo edición" isOn="{$isEditing}"/>
                    <onAppear action="viewModel.load(id: 1)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """
        let (parsed, diagnostics) = parse(document, path: "Profile.xml")
        #expect(diagnostics.isEmpty)
        let file = try #require(parsed)
        func location(_ line: Int, _ column: Int) -> TrellisDiagnostics.SourceLocation { TrellisDiagnostics.SourceLocation(file: "Profile.xml", line: line, column: column) }

        let model = try #require(file.models.first)
        #expect(model.location == location(3, 3))
        #expect(model.name == Identifier("ProfileViewModel", at: location(3, 16)))
        #expect(model.properties.first?.initial?.kind == .stringLiteral(InterpolatedString(segments: [], location: location(4, 58))))
        #expect(model.methods.first?.parameters == [MethodDecl.Parameter(label: "id", type: TypeSyntax(.named("Int", genericArguments: []), at: location(5, 53)))])
        #expect(file.structs.first?.isIdentifiable == true)

        let view = try #require(file.views.first)
        #expect(view.location == location(8, 3))
        #expect(view.isRoot)
        #expect(view.hostProvides == [Identifier("SessionManager", at: location(8, 56)), Identifier("Router", at: location(8, 71))])
        #expect(view.properties.map(\.kind) == [.state, .stateObject, .environmentObject])
        #expect(view.properties.map(\.location) == [location(9, 5), location(10, 5), location(11, 5)])
        #expect(view.properties[1].type == TypeSyntax(.named("ProfileViewModel", genericArguments: []), at: location(10, 41)))
        #expect(view.properties[1].initial?.location == location(10, 68))

        guard case .element(let stack)? = view.body.first else { Issue.record("no VStack"); return }
        #expect(stack.name == Identifier("VStack", at: location(13, 7)))
        guard case .element(let text) = stack.children[0], let content = text.text else { Issue.record("no Text"); return }
        #expect(content.location == location(14, 15))
        #expect(content.segments.first == .literal("Sesión iniciada como "))
        guard case .expression(let coalescing) = content.segments[1], case .infix("??", let lhs, let rhs) = coalescing.kind else {
            Issue.record("no ??"); return
        }
        #expect(lhs.location == location(14, 37))
        #expect(rhs.location == location(14, 66))
        guard case .member(_, "name", let nameLocation) = lhs.kind else { Issue.record("no .name"); return }
        #expect(nameLocation == location(14, 58))
        #expect(stack.modifiers.first?.location == location(16, 9))
        guard case .onAppear(let statements)? = stack.modifiers.first?.kind else { Issue.record("no onAppear"); return }
        #expect(statements.first?.location == location(16, 27))
    }
}
