import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The repository root, found from this file's path.
let repositoryRoot: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3) // Tests/TrellisSyntaxTests/SampleTests.swift
    return components.joined(separator: "/")
}()

func readFile(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

func xmlFiles(in directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasSuffix(".xml") { names.append(directory + "/" + name) }
    }
    return names.sorted()
}

@Suite("Samples and schema")
struct SampleTests {
    @Test("the embedded schema is Grammar/trellis.xsd and compiles")
    func embeddedSchema() throws {
        let onDisk = try #require(readFile(repositoryRoot + "/Grammar/trellis.xsd"))
        #expect(EmbeddedSchema.bytes == onDisk)
        #expect(CompiledSchema.embedded.compileErrors.isEmpty)
    }

    @Test("the schema is compiled without its annotations, which only document it")
    func schemaWithoutAnnotations() {
        let written = String(decoding: EmbeddedSchema.bytes, as: UTF8.self)
        // Each annotation cut out by splitting at its tags: what is left, in order, is the rest.
        let pieces = written.split(separator: "<xs:annotation>", omittingEmptySubsequences: false)
        var expected = String(pieces[0])
        for piece in pieces.dropFirst() {
            let parts = piece.split(separator: "</xs:annotation>", maxSplits: 1, omittingEmptySubsequences: false)
            expected += parts.count == 2 ? String(parts[1]) : "<xs:annotation>" + piece
        }
        #expect(pieces.count > 100)
        let stripped = String(decoding: CompiledSchema.withoutAnnotations(EmbeddedSchema.bytes), as: UTF8.self)
        #expect(stripped == expected)
        #expect(!stripped.contains("xs:documentation"))
        // An annotation left open is kept, for libxml2 to report.
        #expect(String(decoding: CompiledSchema.withoutAnnotations(Array("a<xs:annotation>b</xs:annotation>c<xs:annotation>d".utf8)), as: UTF8.self) == "ac<xs:annotation>d")
    }

    @Test("the schema without its annotations judges the samples and the mistakes as the whole schema does")
    func schemaWithoutAnnotationsValidatesAlike() throws {
        let whole = CompiledSchema(bytes: EmbeddedSchema.bytes)
        #expect(whole.compileErrors.isEmpty)
        let files = xmlFiles(in: repositoryRoot + "/Samples") + xmlFiles(in: repositoryRoot + "/Samples/Mistakes")
        #expect(files.count > 50)
        var invalid = 0
        for path in files {
            let text = String(decoding: try #require(readFile(path)), as: UTF8.self)
            // Each file, and each with a mistake the schema rejects: an unknown attribute, a
            // boolean that is none, an unknown declaration.
            var variants = [text]
            for (written, mistaken) in [("<view ", "<view bogus=\"1\" "), ("=\"true\"", "=\"maybe\""), ("<model ", "<modelx ")] {
                if let range = text.firstRange(of: written) {
                    var variant = text
                    variant.replaceSubrange(range, with: mistaken)
                    variants.append(variant)
                }
            }
            for variant in variants {
                let bytes = Array(variant.utf8)
                let isValid = whole.isWellFormedAndValid(bytes, allowDeepNesting: false)
                #expect(CompiledSchema.embedded.isWellFormedAndValid(bytes, allowDeepNesting: false) == isValid, "\(path)")
                if !isValid { invalid += 1 }
            }
        }
        #expect(invalid > 100)
    }

    @Test("correct samples parse without syntax diagnostics")
    func correctSamples() throws {
        let files = xmlFiles(in: repositoryRoot + "/Samples")
        #expect(!files.isEmpty)
        for path in files {
            let bytes = try #require(readFile(path))
            let (file, diagnostics) = parse(bytes: bytes, path: path)
            #expect(file != nil, "\(path)")
            #expect(diagnostics.isEmpty, "\(path): \(diagnostics.map { "\($0.location): \($0.message.text)" })")
        }
    }
}

/// The syntax-phase (`TRL0xx`) expectations written in a sample's comments, as
/// `code@line:column message` (column only when the directive gives one).
func syntaxExpectations(in file: SourceFileSyntax) -> [String] {
    var result: [String] = []
    for comment in file.comments {
        var rest = Substring(comment.text)
        while let range = rest.firstRange(of: "expected-error") {
            rest = rest[range.upperBound...]
            var line = comment.location.line
            if rest.first == "@" {
                rest = rest.dropFirst()
                let sign = rest.first
                rest = rest.dropFirst()
                let digits = rest.prefix { $0.isNumber }
                rest = rest.dropFirst(digits.count)
                line += (sign == "-" ? -1 : 1) * (Int(digits) ?? 0)
            }
            var column: Int?
            if rest.first == ":" {
                rest = rest.dropFirst()
                let digits = rest.prefix { $0.isNumber }
                rest = rest.dropFirst(digits.count)
                column = Int(digits)
            }
            rest = rest.drop { $0 == " " }
            let code = rest.prefix { $0.isLetter || $0.isNumber }
            guard let open = rest.firstRange(of: "{{"), let close = rest.firstRange(of: "}}") else { break }
            let message = rest[open.upperBound..<close.lowerBound]
            rest = rest[close.upperBound...]
            // Unknown modifiers, attributes read by their parameters' types, the checks of casts,
            // `defer` and `for` tuples, and of a view's own `init`, are semantic analysis's.
            guard code.hasPrefix("TRL0"), !["TRL011", "TRL017", "TRL018", "TRL019", "TRL021", "TRL024", "TRL026", "TRL027", "TRL028"].contains(String(code)) else { continue }
            result.append("\(code)@\(line)\(column.map { ":\($0)" } ?? "") \(message)")
        }
    }
    return result.sorted()
}

extension SampleTests {
    @Test("samples with mistakes produce exactly their expected syntax diagnostics")
    func mistakeSamples() throws {
        for path in xmlFiles(in: repositoryRoot + "/Samples/Mistakes") {
            let bytes = try #require(readFile(path))
            let (file, diagnostics) = parse(bytes: bytes, path: path)
            guard let file else {
                Issue.record("\(path) did not parse: \(diagnostics.map(\.message.text))")
                continue
            }
            let expected = syntaxExpectations(in: file)
            let produced = diagnostics.filter { $0.code.rawValue.hasPrefix("TRL0") }.map { diagnostic -> String in
                let withColumn = expected.contains { $0.hasPrefix("\(diagnostic.code)@\(diagnostic.location.line):") }
                let column = withColumn ? ":\(diagnostic.location.column)" : ""
                return "\(diagnostic.code)@\(diagnostic.location.line)\(column) \(diagnostic.message.text)"
            }.sorted()
            #expect(produced == expected, "\(path)")
        }
    }
}

extension SampleTests {
    /// Valid files take a streaming validation and skip libxml2's tree; with one file and
    /// two cores the validation runs beside the builder. Neither may change what comes out.
    @Test("validating concurrently gives the same tree and diagnostics")
    func concurrentValidationChangesNothing() throws {
        var inputs: [(path: String, bytes: [UInt8])] = []
        for path in xmlFiles(in: repositoryRoot + "/Samples") + xmlFiles(in: repositoryRoot + "/Samples/Mistakes") {
            inputs.append((path, try #require(readFile(path))))
        }
        let invalid = [
            "<view name=\"A\"><body><Text>unclosed</body></view>",
            "<view name=\"A\"><widget/><body/></view>",
            "<view name=\"A\"><state name=\"x\" type=\"Int\"/><body><VStack><if condition=\"{x}\"/></VStack></body></view>",
        ]
        for (number, text) in invalid.enumerated() {
            inputs.append(("invalid\(number).xml", Array(text.utf8)))
        }
        for input in inputs {
            var sequential = DiagnosticCollector()
            var concurrent = DiagnosticCollector()
            let parser = SyntaxParser()
            let one = parser.parseFile(SourceInput(path: input.path, bytes: input.bytes), diagnostics: &sequential)
            let other = parser.parseFile(SourceInput(path: input.path, bytes: input.bytes), diagnostics: &concurrent, validatesConcurrently: true)
            #expect(one == other, "\(input.path)")
            #expect(sequential.diagnostics == concurrent.diagnostics, "\(input.path)")
        }
    }
}
