import Foundation
import Testing
import TrellisBenchSupport
import TrellisDriver
import TrellisTestSupport
@testable import TrellisCodeGen

/// Every line the emitters map to an XML location is the line swiftc numbers as that XML
/// line, whatever directives the printer chose, moved out of bodies or left out. The printer
/// marks each mapped line with `// line N` for this test; the numbering is replayed the way
/// swiftc reads `#sourceLocation`.
@Suite struct LineMappingTests {
    /// The problems in `contents`: mapped lines outside a region or numbered other than marked.
    static func numberingProblems(in contents: String, file: String) -> [String] {
        var problems: [String] = []
        var mapping: (file: String, nextLine: Int)?
        var physicalLine = 0
        for line in contents.split(separator: "\n", omittingEmptySubsequences: false) {
            physicalLine += 1
            let trimmed = line.drop { $0 == " " }
            if trimmed == "#sourceLocation()" {
                mapping = nil
                continue
            }
            if trimmed.hasPrefix("#sourceLocation(file: ") {
                guard let comma = trimmed.range(of: ", line: ", options: .backwards),
                      let start = Int(trimmed[comma.upperBound...].dropLast()) else {
                    problems.append("\(file):\(physicalLine): unreadable directive `\(trimmed)`")
                    continue
                }
                mapping = (String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 22)..<comma.lowerBound]), start)
                continue
            }
            let number = mapping?.nextLine ?? physicalLine
            if mapping != nil { mapping!.nextLine += 1 }
            guard let mark = line.range(of: " // line ", options: .backwards) else { continue }
            let expected = Int(line[mark.upperBound...].prefix { $0.isNumber })
            if mapping == nil {
                problems.append("\(file):\(physicalLine): mapped to line \(expected ?? 0) but outside any region: \(line)")
            } else if number != expected {
                problems.append("\(file):\(physicalLine): swiftc numbers it \(number), the XML line is \(expected ?? 0): \(line)")
            }
        }
        return problems
    }

    static func check(_ inputs: [String]) throws -> (marked: [GeneratedFile], plain: [GeneratedFile]) {
        let program = try CompilerDriver().check(inputs).program
        return (try CodeGenerator(marksMappedLines: true).generate(program), try CodeGenerator().generate(program))
    }

    static func expectExactMapping(_ inputs: [String]) throws {
        let (marked, plain) = try check(inputs)
        #expect(marked.count == inputs.count && plain.count == inputs.count)
        var markCount = 0
        for (markedFile, plainFile) in zip(marked, plain) {
            let problems = numberingProblems(in: markedFile.contents, file: markedFile.outputFileName)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(markedFile.contents)")
            // The marks change no line and no decision of the printer.
            let unmarked = markedFile.contents.replacing(#/ // line \d+/#, with: "")
            #expect(unmarked == plainFile.contents, "\(TextDiff.unified(expected: plainFile.contents, actual: unmarked))")
            markCount += markedFile.contents.matches(of: #/ // line \d+/#).count
        }
        #expect(markCount > 0, "no mapped line was marked")
    }

    @Test func everySampleMapsItsLinesExactly() throws {
        let samples = URL(fileURLWithPath: PackagePaths.samples)
        let inputs = try FileManager.default.contentsOfDirectory(atPath: samples.path)
            .filter { $0.hasSuffix(".xml") }
            .sorted()
            .map { samples.appendingPathComponent($0).path }
        try Self.expectExactMapping(inputs)
    }

    @Test func benchmarkScreensMapTheirLinesExactly() throws {
        let directory = try TemporaryDirectory()
        var inputs = [try directory.write("\(ScreenCorpus.sessionFileName).xml", ScreenCorpus.sessionXML)]
        for index in 0..<ScreenCorpus.rotationLength { inputs.append(try directory.write("Screen\(index).xml", ScreenCorpus.xml(index))) }
        try Self.expectExactMapping(inputs)
    }

    /// Consecutive views: where a view's generated lines end before the next view's first
    /// mapped line needs them, one region goes on to it (`}` directly above the next view, or
    /// the empty lines the numbering needs); where they end after it, a new region starts.
    @Test func consecutiveViewsShareARegionWhereTheLinesAllow() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Close.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <trellis>



              <view name="First">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <Text>First {count}</Text>
                </body>
              </view>
              <view name="Second">
                <state name="name" type="String" initial="&quot;a&quot;"/>
                <body>
                  <Text>Second {name}</Text>
                </body>
              </view>




              <view name="Third" root="true">
                <state name="flag" type="Bool" initial="true"/>
                <body>
                  <VStack>
                    <Text>Third {flag}</Text>
                    <First/>
                    <Second/>
                    <Fourth/>
                  </VStack>
                </body>
              </view>





              <view name="Fourth">
                <state name="on" type="Bool" initial="false"/>
                <body>
                  <Text>Fourth {on}</Text>
                </body>
              </view>
            </trellis>
            """)
        try Self.expectExactMapping([input])
        let generated = try #require(try Self.check([input]).plain.first).contents
        // `First` ends at line 11, after line 8 where `Second` must start: a new region.
        #expect(generated.contains("    }\n}\n\n#sourceLocation(file: \"\(input)\", line: 8)\nstruct Second: View {\n"), "\(generated)")
        // `Second` ends where `Third` starts, and `Third` one line above `Fourth`.
        #expect(generated.contains("    }\n}\nstruct Third: View {\n"), "\(generated)")
        #expect(generated.contains("    }\n}\n\nstruct Fourth: View {\n"), "\(generated)")
        #expect(generated.components(separatedBy: "#sourceLocation(").count - 1 == 2, "\(generated)")
    }
}
