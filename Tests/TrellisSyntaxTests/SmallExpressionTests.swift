import Foundation
import Testing
import TrellisDiagnostics
@testable import TrellisSyntax
import TrellisTestSupport

/// The shortcuts for small values (`SmallExpressions`) must build exactly what the lexer and
/// parser build: every value is read both ways and the trees, locations and diagnostics compared.
@Suite struct SmallExpressionTests {
    /// How many values the shortcuts read, so that a comparison that never runs them fails.
    struct Tally {
        var expressions = 0
        var interpolations = 0
        var statements = 0
        var types = 0
        var compared = 0
    }

    /// Reads the value `makeSource` gives as an expression and as text with holes, with and
    /// without the shortcuts; `what` names it in failures.
    /// With `kept`, the public entry points for attributes kept as written are compared too.
    static func compare(_ what: String, kept: AttributeText? = nil, tally: inout Tally, _ makeSource: () -> ExpressionSource) {
        var fullDiagnostics = DiagnosticCollector()
        var full = makeSource()
        let fullExpression = ExpressionParser.parseExpression(in: &full, diagnostics: &fullDiagnostics, shortcuts: false)
        var shortDiagnostics = DiagnosticCollector()
        var short = makeSource()
        let shortExpression = ExpressionParser.parseExpression(in: &short, diagnostics: &shortDiagnostics)
        #expect(shortExpression == fullExpression, "expression \(what)")
        #expect(shortDiagnostics.diagnostics == fullDiagnostics.diagnostics, "expression diagnostics \(what)")

        var fullTextDiagnostics = DiagnosticCollector()
        var fullText = makeSource()
        let fullInterpolated = ExpressionParser.parseInterpolated(in: &fullText, diagnostics: &fullTextDiagnostics, shortcuts: false)
        var shortTextDiagnostics = DiagnosticCollector()
        var shortText = makeSource()
        let shortInterpolated = ExpressionParser.parseInterpolated(in: &shortText, diagnostics: &shortTextDiagnostics)
        #expect(shortInterpolated == fullInterpolated, "text \(what)")
        #expect(shortTextDiagnostics.diagnostics == fullTextDiagnostics.diagnostics, "text diagnostics \(what)")

        var fullStatementDiagnostics = DiagnosticCollector()
        var fullStatementSource = makeSource()
        let fullStatements = ExpressionParser.parseStatements(in: &fullStatementSource, diagnostics: &fullStatementDiagnostics, shortcuts: false)
        var shortStatementDiagnostics = DiagnosticCollector()
        var shortStatementSource = makeSource()
        let shortStatements = ExpressionParser.parseStatements(in: &shortStatementSource, diagnostics: &shortStatementDiagnostics)
        #expect(shortStatements == fullStatements, "statements \(what)")
        #expect(shortStatementDiagnostics.diagnostics == fullStatementDiagnostics.diagnostics, "statement diagnostics \(what)")

        var fullTypeDiagnostics = DiagnosticCollector()
        var fullTypeSource = makeSource()
        let fullType = ExpressionParser.parseType(in: &fullTypeSource, diagnostics: &fullTypeDiagnostics, shortcuts: false)
        var shortTypeDiagnostics = DiagnosticCollector()
        var shortTypeSource = makeSource()
        let shortType = ExpressionParser.parseType(in: &shortTypeSource, diagnostics: &shortTypeDiagnostics)
        #expect(shortType == fullType, "type \(what)")
        #expect(shortTypeDiagnostics.diagnostics == fullTypeDiagnostics.diagnostics, "type diagnostics \(what)")
        if shortType != nil, fullTypeDiagnostics.diagnostics.isEmpty { tally.types += 1 }

        if let kept {
            var keptStatementDiagnostics = DiagnosticCollector()
            #expect(ExpressionParser.parseStatements(kept, diagnostics: &keptStatementDiagnostics) == fullStatements, "kept statements \(what)")
            #expect(keptStatementDiagnostics.diagnostics == fullStatementDiagnostics.diagnostics, "kept statement diagnostics \(what)")
            var keptDiagnostics = DiagnosticCollector()
            #expect(ExpressionParser.parseExpression(kept, diagnostics: &keptDiagnostics) == fullExpression, "kept expression \(what)")
            #expect(keptDiagnostics.diagnostics == fullDiagnostics.diagnostics, "kept expression diagnostics \(what)")
            var keptTextDiagnostics = DiagnosticCollector()
            #expect(ExpressionParser.parseInterpolated(kept, diagnostics: &keptTextDiagnostics) == fullInterpolated, "kept text \(what)")
            #expect(keptTextDiagnostics.diagnostics == fullTextDiagnostics.diagnostics, "kept text diagnostics \(what)")
        }

        let probe = makeSource()
        probe.bytes.withUnsafeBufferPointer { bytes in
            if SmallExpressions.expression(bytes, from: 0, to: bytes.count, locate: probe.location(at:)) != nil { tally.expressions += 1 }
            if SmallExpressions.interpolated(bytes, locate: probe.location(at:)) != nil { tally.interpolations += 1 }
            if SmallExpressions.statements(bytes, locate: probe.location(at:)) != nil { tally.statements += 1 }
        }
        tally.compared += 1
    }

    /// Every attribute value and text run of an XML document, read as the builder reads them
    /// (decoded, located through the file's locator) and as attributes kept for later reading.
    static func compareValues(ofDocument bytes: [UInt8], path: String, tally: inout Tally) {
        let scan = MarkupScanner(maxDepth: 512, maxAttributeBytes: 1 << 20, maxAttributesPerElement: 4096).scan(bytes)
        let fileLocator = SourceLocator(file: path, bytes: bytes)
        for attribute in scan.attributes {
            let decoded = DecodedText(bytes, from: attribute.valueStart, to: attribute.valueEnd, normalization: .attribute)
            let what = "\(path) offset \(attribute.valueStart): \(String(decoding: decoded.bytes, as: UTF8.self))"
            compare(what, tally: &tally) { ExpressionSource(decoded: decoded, fileLocator: fileLocator) }
            let kept = keptAttribute(bytes, attribute, fileLocator: fileLocator)
            compare("kept " + what, kept: kept, tally: &tally) { ExpressionSource(attribute: kept) }
        }
        for event in scan.events {
            guard case .text(let start, let end) = event else { continue }
            let decoded = DecodedText(bytes, from: Int(start), to: Int(end), normalization: .text)
            compare("\(path) text at \(start)", tally: &tally) { ExpressionSource(decoded: decoded, fileLocator: fileLocator) }
        }
    }

    /// The attribute as the builder keeps it for reading by a parameter's type.
    static func keptAttribute(_ bytes: [UInt8], _ attribute: MarkupScan.Attribute, fileLocator: SourceLocator) -> AttributeText {
        var locator = fileLocator
        let raw = bytes[attribute.valueStart..<attribute.valueEnd]
        let location = locator.location(at: attribute.valueStart)
        guard DecodedText.needsDecoding(raw, normalization: .attribute) else {
            return AttributeText(text: String(decoding: raw, as: UTF8.self), location: location)
        }
        let decoded = DecodedText(bytes, from: attribute.valueStart, to: attribute.valueEnd, normalization: .attribute)
        var locations: [TrellisDiagnostics.SourceLocation] = []
        if decoded.bytes.count != raw.count || !decoded.bytes.elementsEqual(raw) {
            for offset in 0...decoded.bytes.count { locations.append(locator.location(at: decoded.rawOffset(of: offset))) }
        }
        return AttributeText(text: String(decoding: decoded.bytes, as: UTF8.self), location: location, decodedLocations: locations)
    }

    @Test func samplesAndPreludeReadTheSameWithAndWithoutShortcuts() throws {
        var tally = Tally()
        let files = PackagePaths.xmlFiles(under: PackagePaths.samples) + PackagePaths.xmlFiles(under: PackagePaths.path("Grammar/Prelude"))
        #expect(files.count > 50)
        for path in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            Self.compareValues(ofDocument: bytes, path: path, tally: &tally)
        }
        // Most values are small: the shortcuts must have read many of them.
        #expect(tally.expressions > 2_000)
        #expect(tally.interpolations > 5_000)
        #expect(tally.statements > 2_000)
        #expect(tally.types > 2_000)
    }

    /// Values chosen to sit at the edges of the small forms, each written bare, in holes and
    /// between text, as a fragment, as an attribute kept as written, and inside an XML document
    /// (escaped, so that decoding moves its bytes).
    static let trickyValues: [String] = [
        "", " ", "a", "_", "_a", "a1", "é", "café", "aé", "a.é", "x.é", "Ωmega", "a\u{301}",
        "model.count", "model .count", "model. count", "model.", ".", "..", "...", "a..b", "a...b", "a..<b",
        ".headline", ".default", ".red.opacity", ".5", ".é", "$isOn", "$", "$0", "$0.x", "$_", "$true", "$é",
        "a.$b", "a.$0", "a.$", "$a.$b", "$session.userName", "true", "false", "nil", "self", "Self", "super",
        "in", "let", "Any", "try", "try x", "await x", "true.description", "nil.x", "self.x", "x.self", "x.default",
        "x.true", "0", "42", "1_000", "1_", "0x1F", "0X1F", "0o7", "0b1", "0_x", "01", "1.5", "1.", "1.x", "1._x",
        "1.5.x", "1.5.3", "1e5", "1E", "1e", "1.5e3", "1a", "-1", "- 1", "-x", "!x", "!isOn", "!!x", "-.x", "-\\.id",
        "-$x", "-\"a\"", "-[]", "-1.5", "-(1)", "!=", "-", "!", "!(x)", "a!", "a?", "a?.b", "a!.b", "a-1", "a - 1",
        "a+b", "a ?? b", "[]", "[ ]", "[1]", "[].count", "[]]", "[", "\\.id", "\\.self", "\\Item.name.count",
        "\\Item", "\\", "\\.", "\\.1", "\\ .id", "\\.id()", "\\.$x", "\\.id.", "\\.é", "\\.idé", "\\\\.id",
        "\"guest\"", "\"\"", "\"\"\"", "\"\"\"a\"\"\"", "\"a\\nb\"", "\"a\\(x)\"", "\"unterminated", "\"a\".count",
        "\"é\"", "\"{x}\"", "\"a}b\"", "\"\" + \"\"", "\"a\"\"b\"", "\"\".x", "Model()", "Model( )", "Model(x)",
        "a.b()", "a.b().c", "a()()", "()", "(", ")", "a(", "x y", "x\ty", " x\n", "\tmodel.count\t", "a\n.b",
        "a.b\n()", "\u{FEFF}x", "\u{FEFF}", "x\u{00A0}", "😀", "a😀", "{", "}", "{}", "{ }", "{{", "}}", "{{x}}",
        "a}b", "a{{b}}c", "{x}}", "{x", "{x}{y}", "{x}{", "{\"}\"}", "{ {x} }", "{a{b}}", "Row {entry.id}",
        "{$isOn}", "{model}", "Größe {x} ö {y}", "{-1}", "{ !x }", "{.red}", "{\\.id}", "😀 {x}", "{x.é}",
        "{x}é", "é{x}", "{ x }", "{\tx\n}", "{x.}", "{x..y}", "{1.5}", "{[]}", "{Model()}", "{{{x}}}", "}}{x}{{",
        "a = 1", "a += 1", "a -= -1", "a *= 2", "a /= 2", "a %= 2", "a=1", "a =1", "a+= 1", "a == 1", "a != 1", "a <= 1",
        "a >= 1", "a = b = c", "a = = b", "a.b = c.d", "$a = 1", "true = 1", "a() = 1", "self.x = 1", "a = ", " = 1",
        "model.count += 1; isOn.toggle()", "a(); b()", ";", ";;", "a;", ";a", "a;;b", "a; ;b", "a b; c", "a;\nb",
        "a\nb", "x = \"a;b\"", "return", "return x", "break", "let x = 1", "var y = 2", "if x { y() }", "a.b.c()",
        "a = .red", "a = \\.id", "a = []", "a = Model()", "a = $b", "a = true", "a = nil", "_ = 1", "a.$b = 1",
        "[Item]", "Item?", "[Item]?", "Font.Weight", "Font.", ".Font", "[Item?]", "[ Item ]", "Item ?", "Any?", "[Any]",
        "Self.Foo", "some View", "any Store", "Int??", "[[Int]]", "[Int: String]", "Font.self", "Edge.Set?", "[Font.Weight]?",
        "[]?", "?", "[?]", "Set<Int>", "(Int) -> Void", "Int!", " [Item] ", "\tItem?\t", "[Item]]", "[[Item]", "let?", "[in]",
        "{x} {{ {y} }}", "a\\nb {x}", "{0x1F}", "{_}", "{let}", "{true}", "{nil}", "{$0}", "{ }x", "x{ }",
        String(repeating: "a.", count: 70) + "a", String(repeating: "a.", count: 300) + "a",
        "{" + String(repeating: "a.", count: 70) + "a}", String(repeating: "{x}", count: 40),
    ]

    @Test func trickyValuesReadTheSameWithAndWithoutShortcuts() {
        var tally = Tally()
        let start = TrellisDiagnostics.SourceLocation(file: "tricky.xml", line: 3, column: 7)
        for value in Self.trickyValues {
            for written in [value, "{\(value)}", "Row {\(value)} of {\(value)}", " \(value) "] {
                Self.compare("fragment \(written.debugDescription)", tally: &tally) { ExpressionSource(text: written, at: start) }
                let kept = AttributeText(text: written, location: start)
                Self.compare("kept \(written.debugDescription)", kept: kept, tally: &tally) { ExpressionSource(attribute: kept) }
            }
        }
        // The same values in a document: escaped in attributes (so decoding moves bytes, and
        // line breaks become character references) and as text.
        var document = "<trellis>\n"
        for value in Self.trickyValues {
            let attribute = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;")
                .replacingOccurrences(of: "\t", with: "&#9;")
            let text = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            document += "  <Text value=\"\(attribute)\" plain='\(value.contains("'") || value.contains("&") || value.contains("<") ? "" : value)'>\(text)</Text>\n"
        }
        document += "  <Text value=\"a&#10;.b\" other=\"{x}&#10;{y}\" entity=\"&quot;guest&quot;.count\" amp=\"x &amp;&amp; y\"/>\n</trellis>\n"
        Self.compareValues(ofDocument: Array(document.utf8), path: "tricky.xml", tally: &tally)
        #expect(tally.compared > 2_000)
        #expect(tally.expressions > 300)
        #expect(tally.interpolations > 300)
        #expect(tally.statements > 300)
    }

    /// The forms the shortcuts are for, and some they leave to the parser.
    @Test func shortcutsReadTheSmallFormsOnly() {
        let start = TrellisDiagnostics.SourceLocation(file: "forms.xml", line: 1, column: 1)
        func reads(_ text: String) -> Bool {
            let source = ExpressionSource(text: text, at: start)
            return source.bytes.withUnsafeBufferPointer { bytes in
                SmallExpressions.expression(bytes, from: 0, to: bytes.count, locate: source.location(at:)) != nil
            }
        }
        func readsText(_ text: String) -> Bool {
            let source = ExpressionSource(text: text, at: start)
            return source.bytes.withUnsafeBufferPointer { bytes in SmallExpressions.interpolated(bytes, locate: source.location(at:)) != nil }
        }
        for small in ["model.count", "book.id", "session", "$isOn", "$session.userName", "0", "1_000", "1.5", "-1", "!isOn",
                      "false", "nil", "[]", "\"guest\"", ".headline", "\\.id", "\\Item.name", "Library0()", "model.$title"] {
            #expect(reads(small), "\(small)")
        }
        for other in ["a + b", "0x1F", "1e5", "café", "let", "$0", "\"a\\n\"", "[1]", "f(x)", "a?.b", "a .b", "model."] {
            #expect(!reads(other), "\(other)")
        }
        for small in ["Shelf", "", "Row {entry.id}", "{$isOn}", "{model}", "{{literal}}", "Größe {x}"] {
            #expect(readsText(small), "\(small)")
        }
        for other in ["{a + b}", "}", "{", "{\"}\"}", "{f(x)}"] {
            #expect(!readsText(other), "\(other)")
        }
        func readsStatements(_ text: String) -> Bool {
            let source = ExpressionSource(text: text, at: start)
            return source.bytes.withUnsafeBufferPointer { bytes in SmallExpressions.statements(bytes, locate: source.location(at:)) != nil }
        }
        for small in ["model.count += 1; isOn.toggle()", "library.cache += 1", "isOn = false", "dismiss()", "", "a -= -1"] {
            #expect(readsStatements(small), "\(small)")
        }
        for other in ["a == 1", "a = b = c", "return", "let x = 1", "x = \"a\"", "a\nb", "if x { y() }", "a=1"] {
            #expect(!readsStatements(other), "\(other)")
        }
    }
}
