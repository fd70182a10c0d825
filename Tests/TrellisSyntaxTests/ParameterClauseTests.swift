import Testing
import TrellisSyntax

/// `parameters="…"`: Swift's parameter clause in one attribute, split into the parameters Swift
/// would read, however the types and default values are written.
@Suite struct ParameterClauseTests {
    static func parameters(_ clause: String) throws -> [(label: String?, name: String, type: String?, defaultValue: String?)] {
        let (parsed, diagnostics) = parse("""
            <trellis>
              <model name="Folder" kind="observable">
                <var name="count" type="Int" initial="0"/>
                <function name="f" parameters="\(clause)">count += 1</function>
              </model>
            </trellis>
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let function = try #require(parsed?.models.first?.code.first)
        return function.parameters.map { ($0.label, $0.name.name, $0.typeText, $0.defaultValue) }
    }

    @Test func labelsGenericTypesAndClosures() throws {
        let found = try Self.parameters("for folder: Folder, _ pairs: Dictionary&lt;String, Int&gt;, transform: (Int) -&gt; Bool")
        #expect(found.map(\.label) == ["for", nil, "transform"])
        #expect(found.map(\.name) == ["folder", "pairs", "transform"])
        #expect(found.map(\.type) == ["Folder", "Dictionary<String, Int>", "(Int) -> Bool"])
    }

    /// In a default value `<` is an operator and a string may hold `\\` and `\"`; neither hides the
    /// comma after it.
    @Test func defaultValuesWithComparisonsAndEscapes() throws {
        let found = try Self.parameters(#"small: Bool = 1 &lt; 2, path: String = &quot;a\\&quot;, quote: String = &quot;\&quot;,&quot;, limit: Int = 3"#)
        #expect(found.map(\.name) == ["small", "path", "quote", "limit"])
        #expect(found.map(\.defaultValue) == ["1 < 2", #""a\\""#, #""\",""#, "3"])
    }
}
