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
            printer.print("c")
        }
        #expect(printer.content == """
            #sourceLocation(file: "a.xml", line: 1)
            a
            #sourceLocation(file: "dir \\"q\\"\\\\b.xml", line: 2)
            b
            #sourceLocation()
            c

        """)
    }

    // MARK: Directives outside declarations

    /// `struct Name {`, its lines, then `}`, printed as one declaration.
    private func printStruct(_ name: String, _ lines: [(code: String, line: Int?)], into printer: inout CodePrinter) {
        printer.declaration("struct \(name) {") { printer in
            for (code, line) in lines {
                if let line { printer.print(code, mappedTo: at("s.xml", line, 1)) } else { printer.print(code) }
            }
            printer.endMappedRegion()
        }
    }

    @Test func aDeclarationsOneRegionMovesAroundItNumberedSoItsLinesKeepTheirXMLLines() {
        var printer = CodePrinter()
        printer.print("import Trellis")
        printer.print("")
        printStruct("A", [("let x: Int", nil), ("var y = 1", 10), ("var z = 2", 11)], into: &printer)
        printer.print("")
        printer.print("let after = 0")
        #expect(printer.content == """
        import Trellis

        #sourceLocation(file: "s.xml", line: 8)
        struct A {
            let x: Int
            var y = 1
            var z = 2
        }
        #sourceLocation()

        let after = 0

        """)
    }

    /// `struct B` holding `init()`, whose `a()` is at `initLine`, an empty line, and `f()`, whose
    /// `b()` is at `functionLine`; then `let after = 0`.
    private func printStructWithTwoMembers(initLine: Int, functionLine: Int, into printer: inout CodePrinter) {
        printer.declaration("struct B {") { printer in
            printer.declaration("init() {") { printer in
                printer.print("a()", mappedTo: at("s.xml", initLine, 1))
                printer.endMappedRegion()
            }
            printer.print("")
            printer.declaration("func f() {") { printer in
                printer.print("b()", mappedTo: at("s.xml", functionLine, 1))
                printer.endMappedRegion()
            }
        }
        printer.print("let after = 0")
    }

    @Test func aTypeHoldingTwoRegionsMovesEachOutOfItsMember() {
        var printer = CodePrinter()
        printStructWithTwoMembers(initLine: 5, functionLine: 20, into: &printer)
        // The end of `init()`'s region is dropped: the next region starts after it.
        #expect(printer.content == """
        struct B {
            #sourceLocation(file: "s.xml", line: 4)
            init() {
                a()
            }

            #sourceLocation(file: "s.xml", line: 19)
            func f() {
                b()
            }
            #sourceLocation()
        }
        let after = 0

        """)
    }

    @Test func aRegionThatWouldStartBeforeLine1StaysInside() {
        var printer = CodePrinter()
        printStruct("C", [("let a = 0", nil), ("let b = 1", 2)], into: &printer)
        printer.print("let after = 0")
        #expect(printer.content == """
        struct C {
            let a = 0
            #sourceLocation(file: "s.xml", line: 2)
            let b = 1
            #sourceLocation()
        }
        let after = 0

        """)

        var lineLater = CodePrinter()
        printStruct("C", [("let a = 0", nil), ("let b = 1", 3)], into: &lineLater)
        lineLater.print("let after = 0")
        #expect(lineLater.content == """
        #sourceLocation(file: "s.xml", line: 1)
        struct C {
            let a = 0
            let b = 1
        }
        #sourceLocation()
        let after = 0

        """)
    }

    @Test func aRegionStaysInsideADeclarationWithAttributes() {
        var printer = CodePrinter()
        printer.declaration("final class D {", attributes: ["@Observable"]) { printer in
            printer.print("var a = 0", mappedTo: at("s.xml", 10, 1))
            printer.endMappedRegion()
        }
        printer.print("let after = 0")
        #expect(printer.content == """
        @Observable
        final class D {
            #sourceLocation(file: "s.xml", line: 10)
            var a = 0
            #sourceLocation()
        }
        let after = 0

        """)
    }

    @Test func aRegionThatCodeFollowsStaysInside() {
        var printer = CodePrinter()
        printer.declaration("struct E {") { printer in
            printer.print("let a = 0", mappedTo: at("s.xml", 10, 1))
            printer.endMappedRegion()
            printer.print("let b = 1")
        }
        printer.print("let after = 0")
        #expect(printer.content == """
        struct E {
            #sourceLocation(file: "s.xml", line: 10)
            let a = 0
            #sourceLocation()
            let b = 1
        }
        let after = 0

        """)
    }

    @Test func anEndDirectiveIsDroppedBeforeAnotherRegionAndAtTheEndOfTheFile() {
        var printer = CodePrinter()
        printer.print("a", mappedTo: at("s.xml", 10, 1))
        printer.endMappedRegion()
        printer.print("")
        printer.print("b", mappedTo: at("s.xml", 30, 1))
        printer.endMappedRegion()
        printer.print("c")
        printer.print("d", mappedTo: at("s.xml", 40, 1))
        printer.endMappedRegion()
        printer.print("")
        #expect(printer.content == """
        #sourceLocation(file: "s.xml", line: 10)
        a

        #sourceLocation(file: "s.xml", line: 30)
        b
        #sourceLocation()
        c
        #sourceLocation(file: "s.xml", line: 40)
        d


        """)
    }

    @Test func aMovedEndDirectiveIsDroppedBeforeTheNextMovedRegionAndAtTheEndOfTheFile() {
        var printer = CodePrinter()
        printStruct("F", [("let a = 0", 10)], into: &printer)
        printer.print("")
        printStruct("G", [("let b = 0", 20)], into: &printer)
        #expect(printer.content == """
        #sourceLocation(file: "s.xml", line: 9)
        struct F {
            let a = 0
        }

        #sourceLocation(file: "s.xml", line: 19)
        struct G {
            let b = 0
        }

        """)
    }

    @Test func aMovedRegionGoesOnFromTheRegionAboveWhenItsLinesAllow() {
        // `G` needs its first line to be line 12: the region above numbers it 12 once the empty
        // line between them goes, so neither the end directive nor a new start is needed.
        var printer = CodePrinter()
        printStruct("F", [("let a = 0", 10)], into: &printer)
        printer.print("")
        printStruct("G", [("let b = 0", 13)], into: &printer)
        printer.print("let after = 0")
        #expect(printer.content == """
        #sourceLocation(file: "s.xml", line: 9)
        struct F {
            let a = 0
        }
        struct G {
            let b = 0
        }
        #sourceLocation()
        let after = 0

        """)

        // Two lines further on, the empty line stays and one more comes.
        var further = CodePrinter()
        printStruct("F", [("let a = 0", 10)], into: &further)
        further.print("")
        printStruct("G", [("let b = 0", 15)], into: &further)
        #expect(further.content == """
        #sourceLocation(file: "s.xml", line: 9)
        struct F {
            let a = 0
        }


        struct G {
            let b = 0
        }

        """)

        // A line too early, or more than two lines of padding away: a region of its own.
        for line in [11, 17] {
            var apart = CodePrinter()
            printStruct("F", [("let a = 0", 10)], into: &apart)
            apart.print("")
            printStruct("G", [("let b = 0", line)], into: &apart)
            #expect(apart.content.components(separatedBy: "#sourceLocation(file:").count == 3, "\(apart.content)")
        }
    }

    @Test func membersThatShareARegionLetTheirTypeMoveItOut() {
        // `init()` and `f()` share one region, so `B` holds one region and it moves out of `B`.
        var printer = CodePrinter()
        printStructWithTwoMembers(initLine: 5, functionLine: 8, into: &printer)
        #expect(printer.content == """
        #sourceLocation(file: "s.xml", line: 3)
        struct B {
            init() {
                a()
            }
            func f() {
                b()
            }
        }
        #sourceLocation()
        let after = 0

        """)
    }
}
