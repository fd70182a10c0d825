import Testing
import TrellisDiagnostics
@testable import TrellisCodeGen

@Suite struct CodePrinterTests {
    private func at(_ file: String, _ line: Int, _ column: Int) -> TrellisDiagnostics.SourceLocation {
        TrellisDiagnostics.SourceLocation(file: file, line: line, column: column)
    }

    @Test func indentationAndBlocks() {
        var printer = CodePrinter()
        printer.print("struct A {")
        printer.withIndentation { printer in
            printer.print("let x: Int")
            printer.print("")
            printer.block("var y: Int {") { printer in printer.print("x") }
        }
        printer.print("}")
        #expect(printer.content == """
        struct A {
            let x: Int

            var y: Int {
                x
            }
        }

        """)
        #expect(printer.indentation == 0)
    }

    @Test func aLineAFewLinesAheadIsReachedWithBlankLinesNotADirective() {
        var printer = CodePrinter()
        printer.print("a", mappedTo: at("s.xml", 10, 1))
        printer.print("b", mappedTo: at("s.xml", 13, 1))
        printer.print("c", mappedTo: at("s.xml", 17, 1))
        printer.endMappedRegion()
        printer.print("d", mappedTo: at("s.xml", 19, 1))
        printer.endMappedRegion()
        printer.print("e", mappedTo: at("s.xml", 30, 1))
        #expect(printer.content == """
        #sourceLocation(file: "s.xml", line: 10)
        a


        b
        #sourceLocation(file: "s.xml", line: 17)
        c

        d
        #sourceLocation(file: "s.xml", line: 30)
        e

        """)
    }

    @Test func consecutiveMappedLinesShareOneDirective() {
        var printer = CodePrinter()
        printer.print("a", mappedTo: at("s.xml", 10, 1))
        printer.print("b", mappedTo: at("s.xml", 11, 3))
        printer.print("}")
        printer.print("c", mappedTo: at("s.xml", 13, 1))
        printer.print("d", mappedTo: at("s.xml", 20, 1))
        printer.endMappedRegion()
        printer.endMappedRegion()
        printer.print("e")
        #expect(printer.content == """
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

    @Test func directiveAfterFileChangeAndEscapedPath() {
        var printer = CodePrinter()
        printer.withIndentation { printer in
            printer.print("a", mappedTo: at("a.xml", 1, 1))
            printer.print("b", mappedTo: at("dir \"q\"\\b.xml", 2, 1))
            printer.endMappedRegion()
        }
        #expect(printer.content == """
            #sourceLocation(file: "a.xml", line: 1)
            a
            #sourceLocation(file: "dir \\"q\\"\\\\b.xml", line: 2)
            b
            #sourceLocation()

        """)
    }
}
