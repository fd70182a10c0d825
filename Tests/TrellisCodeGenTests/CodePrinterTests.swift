import TrellisDiagnostics
import XCTest
@testable import TrellisCodeGen

final class CodePrinterTests: XCTestCase {
    func testIndentationAndBlocks() {
        var printer = CodePrinter()
        printer.print("struct A {")
        printer.withIndentation { printer in
            printer.print("let x: Int")
            printer.print("")
            printer.block("var y: Int {") { printer in printer.print("x") }
        }
        printer.print("}")
        XCTAssertEqual(printer.content, """
        struct A {
            let x: Int

            var y: Int {
                x
            }
        }

        """)
        XCTAssertEqual(printer.indentation, 0)
    }

    func testConsecutiveMappedLinesShareOneDirective() {
        var printer = CodePrinter()
        printer.print("a", mappedTo: SourceLocation(file: "s.xml", line: 10, column: 1))
        printer.print("b", mappedTo: SourceLocation(file: "s.xml", line: 11, column: 3))
        printer.print("}")
        printer.print("c", mappedTo: SourceLocation(file: "s.xml", line: 13, column: 1))
        printer.print("d", mappedTo: SourceLocation(file: "s.xml", line: 20, column: 1))
        printer.endMappedRegion()
        printer.endMappedRegion()
        printer.print("e")
        XCTAssertEqual(printer.content, """
        #sourceLocation(file: "s.xml", line: 10)
        a
        b
        }
        c
        #sourceLocation(file: "s.xml", line: 20)
        d
        #sourceLocation()
        e

        """)
    }

    func testDirectiveAfterFileChangeAndEscapedPath() {
        var printer = CodePrinter()
        printer.withIndentation { printer in
            printer.print("a", mappedTo: SourceLocation(file: "a.xml", line: 1, column: 1))
            printer.print("b", mappedTo: SourceLocation(file: "dir \"q\"\\b.xml", line: 2, column: 1))
            printer.endMappedRegion()
        }
        XCTAssertEqual(printer.content, """
            #sourceLocation(file: "a.xml", line: 1)
            a
            #sourceLocation(file: "dir \\"q\\"\\\\b.xml", line: 2)
            b
            #sourceLocation()

        """)
    }
}
