import Foundation
import Testing
@testable import TrellisSwiftCheck

@Suite struct GeneratedNamesTests {
    /// Whether `text` shows a name only the generated Swift has.
    static func namesGeneratedCode(_ text: String) -> Bool {
        let patterns = [#"[A-Za-z_][A-Za-z0-9_]*\$"#, #"\.wrappedValue"#, #"\.projectedValue"#, #"\bchildren[0-9]*\b"#, #"\bGeneratedBody\b"#, #"\bViewContext\b"#, "#sourceLocation", #"\.swift\b"#]
        return patterns.contains { text.range(of: $0, options: .regularExpression) != nil }
    }

    @Test func messagesSpeakTheXMLsNames() {
        let names = GeneratedNames(moduleName: "Screens")
        #expect(names.rewrite("cannot find 'loaded$' in scope") == "cannot find `loaded` in scope")
        #expect(names.rewrite("cannot assign to property: '_items.wrappedValue' is immutable") == "cannot assign to property: `items` is immutable")
        #expect(names.rewrite("value of type 'Binding<Int>' has no member 'x'; '_count.projectedValue'") == "value of type `Binding<Int>` has no member `x`; `$count`")
        #expect(names.rewrite("cannot convert return expression of type 'Text' to return type 'GeneratedBody'") == "cannot convert return expression of type `Text` to return type `some View`")
        #expect(names.rewrite("'children4' is unused") == "`content` is unused")
        #expect(names.rewrite("type 'Screens.Item' does not conform to protocol 'Trellis.View'") == "type `Item` does not conform to protocol `View`")
        // An apostrophe inside a word is not a quote.
        #expect(names.rewrite("instance method 'f' doesn't exist") == "instance method `f` doesn't exist")
    }

    @Test func theDetectorSeesEveryGeneratedName() {
        #expect(Self.namesGeneratedCode("cannot find `x$` in scope"))
        #expect(Self.namesGeneratedCode("`_x.wrappedValue` is immutable"))
        #expect(Self.namesGeneratedCode("`children2`"))
        #expect(!Self.namesGeneratedCode("cannot find `x` in scope; `$x` is a binding"))
    }
}
