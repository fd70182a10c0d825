import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

@Suite("Schema validation")
struct SchemaTests {
    @Test("a missing required attribute is one TRL010 at the element")
    func missingAttribute() {
        let (file, diagnostics) = parse("<view name=\"A\">\n  <state name=\"x\" type=\"Int\"/>\n  <body/>\n</view>\n")
        #expect(file != nil)
        #expect(summary(diagnostics) == ["TRL010@2:3"])
        #expect(diagnostics.first?.message.text == "attribute `initial` is required on `state`")
    }

    @Test("an unexpected element names what was expected")
    func unexpectedElement() {
        let (_, diagnostics) = parse("<view name=\"A\">\n  <sate name=\"x\" type=\"Int\" initial=\"0\"/>\n  <body/>\n</view>\n")
        #expect(summary(diagnostics) == ["TRL010@2:3"])
        #expect(diagnostics.first?.message.text.hasPrefix("element `sate` is not allowed here; expected one of `state`, `binding`") == true)
    }

    @Test("an invalid attribute value points at the value")
    func invalidValue() {
        let (_, diagnostics) = parse("<view name=\"A\" root=\"yes\">\n  <body/>\n</view>\n")
        #expect(summary(diagnostics) == ["TRL010@1:22"])
        #expect(diagnostics.first?.message.text == "`yes` is not a valid value for attribute `root` of `view`; expected `true` or `false`")
    }

    @Test("an unknown attribute is TRL010 at its name")
    func unknownAttribute() {
        let (_, diagnostics) = parse("<view name=\"A\">\n  <state name=\"x\" type=\"Int\" initial=\"0\" intial=\"1\"/>\n  <body/>\n</view>\n")
        #expect(diagnostics.map(\.message.text) == ["attribute `intial` is not allowed on `state`"])
        #expect(summary(diagnostics) == ["TRL010@2:42"])
    }

    @Test("a root that is not a declaration is TRL010")
    func wrongRoot() {
        let (_, diagnostics) = parse("<VStack/>")
        #expect(summary(diagnostics) == ["TRL010@1:1"])
        #expect(diagnostics.first?.message.text == "`VStack` cannot be the root element; expected `trellis`, `app`, `view`, `model`, `struct`, `enum`, `protocol` or `modifier`")
    }

    @Test("libxml2's messages are rephrased as rules", arguments: [
        ("element 'Txt': This element is not expected. Expected is ( body )", "element `Txt` is not allowed here; expected `body`"),
        ("element 'Txt': This element is not expected. Expected is one of ( state, let )", "element `Txt` is not allowed here; expected one of `state`, `let`"),
        ("element 'state': The attribute 'initial' is required but missing", "attribute `initial` is required on `state`"),
        ("element 'view': Missing child element(s). Expected is ( body )", "`view` is missing a child element; expected `body`"),
        ("element 'VStack': Character content other than whitespace is not allowed because the content type is 'element-only'", "text is not allowed inside `VStack`"),
        ("element 'model', attribute 'kind': [facet 'enumeration'] The value 'x' is not an element of the set {'observable', 'observableObject'}", "`x` is not a valid value for attribute `kind` of `model`; expected one of `observable`, `observableObject`"),
        ("something Else entirely", "something Else entirely"),
    ])
    func rephrasing(raw: String, expected: String) {
        #expect(SchemaMessages.rephrase(raw).text == expected)
    }
}
