import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Code written as a view element's content, Swift's trailing closure `ContextMenuButton(.delete)
/// { … }`: the view's one input of function type when its declaration has one and no slot; text
/// otherwise, reported as before, with what reading it as text found.
@Suite struct ElementCodeAsClosureTests {
    private func diagnostics(_ files: [String: String]) -> [String] {
        var collector = DiagnosticCollector()
        let parsed = files.sorted { $0.key < $1.key }.compactMap { name, xml in
            SyntaxParser().parseFile(SourceInput(path: name, bytes: Array(xml.utf8)), diagnostics: &collector)
        }
        _ = SemanticAnalyzer().analyze(files: parsed, diagnostics: &collector)
        return collector.sorted().map { "\($0.code)@\($0.location.line): \($0.message.text)" }
    }

    /// The view is declared in another file, as the first try's `ContextMenuButton` is; its code
    /// holds braces and assignments, which as text would be holes that do not parse.
    @Test func codeInAViewWithOneClosureInputIsThatClosure() {
        let found = diagnostics([
            "Row.xml": """
                <view name="Row">
                  <let name="title" type="String"/>
                  <let name="action" type="() -> Void"/>
                  <init parameters="_ title: String, action: @escaping () -> Void">
                    self.title = title
                    self.action = action
                  </init>
                  <body><Button title="{self.title}" action="self.action()"/></body>
                </view>
                """,
            "Main.xml": """
                <view name="Main" root="true">
                  <state name="count" type="Int" initial="0"/>
                  <body>
                    <VStack>
                      <Row title="Bump">
                        if count &lt; 3 { count += 1 } else { count = 0 }
                      </Row>
                      <Text>{count}</Text>
                    </VStack>
                  </body>
                </view>
                """,
        ])
        #expect(found.isEmpty, "\(found)")
    }

    /// The code is checked where it is written, with the caller's names in scope.
    @Test func theClosuresCodeIsChecked() {
        let found = diagnostics(["Main.xml": """
            <trellis>
              <view name="Row">
                <let name="action" type="() -> Void"/>
                <body><Button title="Go" action="action()"/></body>
              </view>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Row>countt += 1</Row>
                    <Text>{count}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """])
        #expect(found.count == 1 && found[0].hasPrefix("TRL103@10:"), "\(found)")
    }

    /// A view with two closure inputs cannot tell which the code is, and a view with a slot takes
    /// its text as text: both stay TRL113, and the holes that did not parse are reported.
    @Test func textStaysTextWhereTheDeclarationTakesNoOneClosure() {
        let found = diagnostics(["Main.xml": """
            <trellis>
              <view name="Pair">
                <let name="first" type="() -> Void"/>
                <let name="second" type="() -> Void"/>
                <body><Button title="Go" action="first(); second()"/></body>
              </view>
              <view name="Card">
                <let name="action" type="() -> Void"/>
                <slot name="content"/>
                <body><VStack><content/><Button title="Go" action="action()"/></VStack></body>
              </view>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Pair first="count += 1">{ count = 0 }</Pair>
                    <Card action="count += 1">Hello</Card>
                    <Text>{count}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """])
        #expect(found.contains { $0.hasPrefix("TRL113@16:") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("TRL022@16:") }, "the hole read as text: \(found)")
        #expect(found.contains { $0.hasPrefix("TRL113@17:") && $0.contains("takes no text") }, "\(found)")
    }
}
