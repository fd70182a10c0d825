import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisCodeGen

/// Chained modifiers continue an expression, where no `#sourceLocation` may stand: swiftc
/// numbers them by counting on from the last mapped line. They land on their own XML line
/// when the lines allow, and never on a line past it or past the end of the file, so an
/// error swiftc finds in one points into the XML file.
@Suite struct ContinuationMappingTests {
    /// swiftc's line number for every physical line of `contents` that is in a region.
    static func numbers(in contents: String) -> [(number: Int, line: Substring)] {
        var result: [(Int, Substring)] = []
        var nextLine: Int?
        for line in contents.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed == "#sourceLocation()" { nextLine = nil; continue }
            if trimmed.hasPrefix("#sourceLocation(file: "), let comma = trimmed.range(of: ", line: ", options: .backwards) {
                nextLine = Int(trimmed[comma.upperBound...].dropLast())
                continue
            }
            if let number = nextLine {
                result.append((number, line))
                nextLine = number + 1
            }
        }
        return result
    }

    private static let model = """
        <model name="Model">
          <published name="count" type="Int" initial="0"/>
        </model>
        """

    private static func generated(_ document: String) throws -> String {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Screen.xml", document)
        let files = try CodeGenerator().generate(try CompilerDriver().check([input]).program)
        return try #require(files.first).contents
    }

    @Test(arguments: [
        // A container built with statements, whose last line is `return GeneratedBody(...)`.
        "<VStack><Text>{model.count}</Text><environmentObject value=\"model\"/><id value=\"model.count\"/><onAppear action=\"model.count += 1\"/><onChange value=\"model.count\" action=\"model.count = 0\"/></VStack>",
        // A view inside a list, with modifiers after a closure.
        "<VStack><HStack><Text>a</Text></HStack><Button title=\"b\" action=\"model.count += 1\"><onAppear action=\"model.count += 1\"/><id value=\"model.count\"/></Button></VStack>",
    ])
    func modifiersOnTheLastLineOfAFileCountNoLinePastIt(body: String) throws {
        let document = "<trellis>" + Self.model.replacingOccurrences(of: "\n", with: "")
            + "<view name=\"Screen\"><stateObject name=\"model\" type=\"Model\" initial=\"Model()\"/><body>\(body)</body></view></trellis>"
        let numbered = Self.numbers(in: try Self.generated(document))
        let modifierLines = numbered.filter { entry in
            [".onAppear", ".onChange(", ".id(", ".environmentObject(", "Arithmetic"].contains { entry.line.contains($0) }
        }
        #expect(modifierLines.count >= 2)
        for (number, line) in modifierLines {
            #expect(number == 1, "a one-line file has only line 1: \(number) for `\(line)`")
        }
    }

    @Test func aModifierOnItsOwnLineIsNumberedAsItsLine() throws {
        let document = """
            <trellis>
            \(Self.model)
            <view name="Screen">
              <stateObject name="model" type="Model" initial="Model()"/>
              <body>
                <VStack>
                  <Text>{model.count}</Text>
                  <environmentObject value="model"/>
                  <id value="model.count"/>
                </VStack>
              </body>
            </view>
            </trellis>

            """
        let xmlLines = document.split(separator: "\n", omittingEmptySubsequences: false)
        func xmlLine(of fragment: String) -> Int { (xmlLines.firstIndex { $0.contains(fragment) } ?? -1) + 1 }
        let numbered = Self.numbers(in: try Self.generated(document))
        let environment = try #require(numbered.first { $0.line.contains(".environmentObject(model)") })
        let id = try #require(numbered.first { $0.line.contains(".id(model.count)") })
        #expect(environment.number == xmlLine(of: "<environmentObject"))
        #expect(id.number == xmlLine(of: "<id "))
        #expect(numbered.allSatisfy { $0.number <= xmlLines.count })
    }
}
