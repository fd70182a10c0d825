import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

/// The syntax stage accounts for every element and attribute: each becomes syntax or is reported.
@Suite struct SyntaxAccountingTests {
    static func accounted(_ text: String) -> (file: SourceFileSyntax?, diagnostics: [Diagnostic], accounting: SyntaxAccounting) {
        var diagnostics = DiagnosticCollector()
        let accounting = SyntaxAccounting()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(text.utf8)), diagnostics: &diagnostics, accounting: accounting)
        return (file, diagnostics.diagnostics, accounting)
    }

    @Test("a clean file's elements and attributes all become syntax")
    func cleanFile() {
        let outcome = Self.accounted("""
            <trellis>
              <model name="Clock" external="true">
                <published name="seconds" type="Int"/>
                <method name="advance"><parameter label="by" name="step" type="Int"/></method>
              </model>
              <view name="Face" root="true">
                <stateObject name="clock" type="Clock" initial="Clock()"/>
                <body>
                  <VStack>
                    <if condition="clock.seconds > 0"><Text>{clock.seconds}</Text></if>
                    <else><Button title="Start" action="clock.advance(by: 1)"/></else>
                    <onAppear action="clock.advance(by: 0)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.accounting.elementCount == 14)
        #expect(outcome.accounting.attributeCount == 17)
        #expect(outcome.accounting.unaccounted.isEmpty)
    }

    /// libxml2 validates an element's content only up to its first error.
    @Test("what the schema left unchecked after an error is reported by the builder")
    func uncheckedAfterASchemaError() {
        let outcome = Self.accounted("""
            <model name="Library">
              <propurty name="books" type="[String]"/>
              <property name="cache" type="Int" i2nitial="0"/>
            </model>
            """)
        #expect(outcome.diagnostics.map(\.message.text) == [
            "element `propurty` is not allowed here; expected one of `published`, `observationIgnored`, `property`, `var`, `let`, `init`, `method`, `function`, `computed`, `struct`",
            "attribute `i2nitial` is not allowed on `property`",
        ])
        #expect(summary(outcome.diagnostics) == ["TRL010@2:3", "TRL010@3:37"])
        #expect(outcome.accounting.unaccounted.isEmpty)
    }

    /// A parameter's name used to be ignored when it had a label.
    @Test("a parameter's name is checked even when it has a label")
    func parameterNameWithLabel() {
        let outcome = Self.accounted("""
            <model name="Clock" external="true">
              <method name="advance"><parameter label="by" name="two words" type="Int"/></method>
            </model>
            """)
        #expect(summary(outcome.diagnostics) == ["TRL106@2:54"])
        #expect(outcome.accounting.unaccounted.isEmpty)
    }

    @Test("a lowercase element that is not one of the language's modifiers is built as a call, content and all")
    func modifierCallsAccountForTheirContent() throws {
        let outcome = Self.accounted(screen("""
                <VStack>
                  <sheet isPresented="{$showDetail}"><Detail item="{selection.first}"/><Text>{count}</Text></sheet>
                  <popOver/>
                </VStack>
            """))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.accounting.unaccounted.isEmpty)
        let view = try #require(outcome.file?.views.first)
        guard case .element(let stack)? = view.body.first, case .call(let sheet)? = stack.modifiers.first?.kind else { Issue.record("no call"); return }
        #expect(sheet.content.count == 2)
        #expect(stack.modifiers.map(\.location) == [at(5, 7), at(6, 7)])
    }

    @Test("content left out after a diagnostic is recorded as dropped")
    func droppedContent() throws {
        let outcome = Self.accounted(screen("""
                <VStack>
                  <else><Text>{count}</Text></else>
                  <if condition="count >"><Badge/></if>
                  <Text>Hi<Row/></Text>
                </VStack>
            """))
        #expect(summary(outcome.diagnostics).map { $0.prefix(6) } == ["TRL012", "TRL020", "TRL010"])
        #expect(outcome.accounting.unaccounted.isEmpty)
        let view = try #require(outcome.file?.views.first)
        #expect(view.droppedContent.map(\.elementNames) == [["Text"], ["Badge"], ["Row"]])
    }

    @Test("an unknown attribute of a built-in view is left to semantic analysis, which reports it once")
    func unknownBuiltinAttribute() throws {
        let outcome = Self.accounted(screen("    <Button titel=\"Go\"/>"))
        #expect(outcome.diagnostics.isEmpty)
        guard case .element(let button)? = outcome.file?.views.first?.body.first else { Issue.record("no Button"); return }
        #expect(button.arguments.map(\.label.name) == ["titel"])
        // `ForEach` is no call site: its unknown attributes stay the schema's.
        let forEach = Self.accounted(screen("    <ForEach items=\"[1]\" id=\"\\.self\" item=\"n\" key=\"n\"><Text>{n}</Text></ForEach>"))
        #expect(summary(forEach.diagnostics) == ["TRL010@4:47"])
    }
}
