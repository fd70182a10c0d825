import Testing
import TrellisDiagnostics
@testable import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// The types inferred for models' initial values, in every file of the program, are what
/// `type(of:in:)` answers afterwards, each at its own place: the table keeps each file's types
/// apart, and a place in a file whose text was edited since is found where the edit moved it.
@Suite struct DeclarationTypeLookupTests {
    private static let fileCount = 5

    /// Every value starts at the same column on its line, in every file, and files share lines.
    private static func models(_ index: Int) -> String {
        """
        <trellis>
        <model name="Store\(index)" kind="observable">
          <var name="count" type="Int" initial="\(index) + 1"/>
          <var name="label" type="String" initial="&quot;s\(index)&quot;"/>
          <var name="ratio" type="Double" initial="Double(\(index)) / 2"/>
          <var name="flags" type="[Bool]" initial="[true, false]"/>
        </model>
        </trellis>
        """
    }

    private static let expected: [ResolvedType] = [.int, .string, .double, .array(.bool)]

    private func analyzed() throws -> CheckedProgram {
        var collector = DiagnosticCollector()
        var files: [SourceFileSyntax] = []
        for index in 0..<Self.fileCount {
            let input = SourceInput(path: "Store\(index).xml", bytes: Array(Self.models(index).utf8))
            files.append(try #require(SyntaxParser().parseFile(input, diagnostics: &collector)))
        }
        let program = SemanticAnalyzer().analyze(files: files, diagnostics: &collector)
        #expect(collector.sorted().filter { $0.severity == .error }.isEmpty)
        return program
    }

    private func initialValues(of model: String, in program: CheckedProgram) throws -> [Expr] {
        try #require(program.model(named: model)).properties.compactMap(\.initial)
    }

    @Test func everyFilesInitialValuesAreFoundAtTheirOwnPlaces() throws {
        let program = try analyzed()
        var found = 0
        for index in 0..<Self.fileCount {
            let values = try initialValues(of: "Store\(index)", in: program)
            #expect(values.count == Self.expected.count)
            for (value, type) in zip(values, Self.expected) {
                #expect(program.declarationExpressionTypes.type(at: value.location) == type, "Store\(index).xml: \(value.location)")
                found += 1
            }
        }
        #expect(found == Self.fileCount * Self.expected.count)
        // The same line and column in a file with no values there, and in a file never read.
        let first = try initialValues(of: "Store1", in: program)[0].location
        #expect(program.declarationExpressionTypes.type(at: SourceLocation(inFileOf: first, line: first.line + 40, column: first.column)) == nil)
        #expect(program.declarationExpressionTypes.type(at: SourceLocation(file: "Other.xml", line: first.line, column: first.column)) == nil)
    }

    @Test func aLaterTypeAtOnePlaceWinsInEveryFile() throws {
        var table = ExpressionTypeTable()
        let places = (0..<3).map { SourceLocation(file: "File\($0).xml", line: 4, column: 9) }
        for place in places { table.record(.int, at: place) }
        for place in places { table.record(.string, at: place) }
        #expect(places.map { table.type(at: $0) } == [.string, .string, .string])
        table.finish()
        #expect(places.map { table.type(at: $0) } == [.string, .string, .string])
        // Recorded after `finish`, before the next one: found all the same.
        table.record(.bool, at: places[2])
        #expect(table.type(at: places[2]) == .bool)
        table.finish()
        #expect(places.map { table.type(at: $0) } == [.string, .string, .bool])
    }

    @Test func aPlaceInAnotherFileFollowsAnEditOfItsText() throws {
        let oldText = "<a/>\n<b x=\"1\"/>\n"
        let newText = "<a/>\n<!-- added -->\n<b x=\"1\"/>\n"
        let first = SourceLocation(file: "First.xml", line: 1, column: 1)
        let old = SourceLocation(file: "Edited.xml", line: 2, column: 6)
        let new = SourceLocation(file: "Edited.xml", line: 1, column: 1)
        var table = ExpressionTypeTable()
        table.record(.int, at: first)
        table.record(.double, at: old)
        table.finish()
        #expect(table.type(at: SourceLocation(inFileOf: old, line: 2, column: 6)) == .double)
        SourceLocation.forward(old, to: new, by: TextShift(from: Array(oldText.utf8), to: Array(newText.utf8)))
        // The value moved a line down: found there, and no longer on its old line.
        #expect(table.type(at: SourceLocation(inFileOf: new, line: 3, column: 6)) == .double)
        #expect(table.type(at: SourceLocation(inFileOf: new, line: 2, column: 6)) == nil)
    }
}
