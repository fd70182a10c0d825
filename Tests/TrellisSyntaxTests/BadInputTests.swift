import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every bad input produces its code at its location, and nothing crashes or hangs.
@Suite("Bad input")
struct BadInputTests {
    @Test("malformed XML is TRL001 at libxml2's line and column, with its message")
    func malformed() {
        let (file, diagnostics) = parse("<view name=\"A\">\n  <body>\n  </bdy>\n</view>\n")
        #expect(file == nil)
        #expect(summary(diagnostics) == ["TRL001@3:9"])
        #expect(diagnostics.first?.message.text == "malformed XML: opening and ending tag mismatch: body line 2 and bdy")
    }

    @Test("an unclosed attribute quote is TRL001")
    func unclosedQuote() {
        let (file, diagnostics) = parse("<view name=\"A>\n</view>\n")
        #expect(file == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == DiagnosticCode("TRL001"))
    }

    @Test("invalid UTF-8 is TRL002 at the first bad byte")
    func invalidUTF8() {
        var bytes = Array("<view name=\"A\">\n  <body>é".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</body></view>".utf8)
        let (file, diagnostics) = parse(bytes: bytes)
        #expect(file == nil)
        #expect(summary(diagnostics) == ["TRL002@2:10"])
        #expect(parse(bytes: [0x3C, 0x61, 0xED, 0xA0, 0x80, 0x2F, 0x3E]).diagnostics.map(\.code) == [DiagnosticCode("TRL002")]) // a surrogate
        #expect(parse(bytes: [0x3C, 0x61, 0xC0, 0xAF, 0x2F, 0x3E]).diagnostics.map(\.code) == [DiagnosticCode("TRL002")]) // overlong
        #expect(summary(parse(bytes: Array("<a>".utf8) + [0xE2, 0x82]).diagnostics) == ["TRL002@1:4"]) // truncated
    }

    @Test("billion laughs is TRL003 at the DOCTYPE, and nothing is expanded")
    func billionLaughs() {
        var document = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            document += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        document += "]>\n<view name=\"A\"><body><Text>&lol9;</Text></body></view>\n"
        let (file, diagnostics) = parse(document)
        #expect(file == nil)
        #expect(summary(diagnostics) == ["TRL003@2:1"])
        #expect(diagnostics.first?.message == Catalog.doctypeNotAllowed)
    }

    @Test("an external entity is TRL003, and the file it names is never read")
    func externalEntity() throws {
        let marker = "TRELLIS-SECRET-\(UInt64.random(in: 0...UInt64.max))"
        let path = "/tmp/trellis-xxe-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt"
        let handle = try #require(fopen(path, "w"))
        fputs(marker, handle)
        fclose(handle)
        defer { unlink(path) }

        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE view [ <!ENTITY secret SYSTEM "file://\(path)"> ]>
            <view name="A"><body><Text>&secret;</Text></body></view>
            """
        let (file, diagnostics) = parse(document)
        #expect(file == nil)
        #expect(summary(diagnostics) == ["TRL003@2:1"])
        #expect(!diagnostics.contains { $0.message.text.contains(marker) || $0.notes.contains { $0.text.contains(marker) } })
        // An entity reference with no DOCTYPE is malformed, never resolved.
        let undeclared = parse("<view name=\"A\"><body><Text>&secret;</Text></body></view>")
        #expect(undeclared.file == nil)
        #expect(undeclared.diagnostics.map(\.code) == [DiagnosticCode("TRL001")])
    }

    @Test("nesting deeper than the limit is TRL004 at the element that crosses it")
    func tooDeep() {
        let depth = 300
        var document = "<view name=\"A\">\n<body>\n"
        for _ in 0..<depth { document += "<VStack>\n" }
        for _ in 0..<depth { document += "</VStack>\n" }
        document += "</body>\n</view>\n"
        // `view` is level 1 and `body` level 2, so the 255th VStack (line 257) is level 257.
        let (file, diagnostics) = parse(document)
        #expect(file == nil)
        #expect(summary(diagnostics) == ["TRL004@257:1"])
        #expect(diagnostics.first?.message == Catalog.nestingTooDeep(limit: 256))

        let small = parse("<view name=\"A\"><body><VStack><VStack/></VStack></body></view>", limits: FrontEndLimits(maxNestingDepth: 3))
        #expect(summary(small.diagnostics) == ["TRL004@1:30"])
    }

    @Test("nesting exactly at the limit parses, and a limit above libxml2's own works")
    func atTheLimit() {
        func nested(_ levels: Int) -> String {
            "<view name=\"A\"><body>" + String(repeating: "<VStack>", count: levels - 2) + String(repeating: "</VStack>", count: levels - 2) + "</body></view>"
        }
        let atLimit = parse(nested(256))
        #expect(atLimit.diagnostics.isEmpty)
        #expect(atLimit.file != nil)
        let raised = parse(nested(400), limits: FrontEndLimits(maxNestingDepth: 500))
        #expect(raised.diagnostics.isEmpty)
        #expect(raised.file != nil)
        #expect(summary(parse(nested(600), limits: FrontEndLimits(maxNestingDepth: 500)).diagnostics) == ["TRL004@1:\(22 + 8 * 498)"])
    }

    @Test("a file over the size limit is TRL005 before parsing")
    func tooLarge() {
        let (file, diagnostics) = parse(String(repeating: "<", count: 200), limits: FrontEndLimits(maxFileBytes: 100))
        #expect(file == nil)
        #expect(summary(diagnostics) == ["TRL005@1:1"])
        #expect(diagnostics.first?.message == Catalog.fileTooLarge(size: 200, limit: 100))
    }

    @Test("no file may exceed 4 GiB, whatever --max-file-size says (offsets are 32-bit)")
    func fileSizeCeiling() {
        #expect(FrontEndLimits(maxFileBytes: Int.max).effectiveMaxFileBytes == Int(UInt32.max))
        #expect(FrontEndLimits(maxFileBytes: 100).effectiveMaxFileBytes == 100)
    }

    @Test("an empty or blank file is TRL006 at 1:1")
    func empty() {
        #expect(summary(parse("").diagnostics) == ["TRL006@1:1"])
        #expect(summary(parse(" \n\t\n").diagnostics) == ["TRL006@1:1"])
    }

    @Test("a binary file is TRL007 at 1:1")
    func binary() {
        #expect(summary(parse(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).diagnostics) == ["TRL007@1:1"])
        #expect(summary(parse(bytes: Array("<view name=\"A\">".utf8) + [0]).diagnostics) == ["TRL007@1:1"])
    }

    @Test("an attribute over the size limit is TRL013 at its name")
    func hugeAttribute() {
        let value = String(repeating: "a", count: 2000)
        let (file, diagnostics) = parse("<view name=\"A\">\n  <state name=\"x\" type=\"Int\" initial=\"\(value)\"/>\n</view>", limits: FrontEndLimits(maxAttributeBytes: 1000))
        #expect(file == nil)
        #expect(summary(diagnostics) == ["TRL013@2:30"])
        #expect(diagnostics.first?.message == Catalog.attributeTooLarge(size: 2000, limit: 1000))
    }

    @Test("hostile inputs never crash", arguments: [
        "<", "<<<<", "</a>", "<a", "<a b", "<a b=", "<a b=\"", "<a/", "<!--", "<![CDATA[", "<?xml", "<!", "&", "]]>",
        "<a></a><b></b>", "text", "<a>&#0;</a>", "<a>&#xFFFFFFFF;</a>", "<a b='1' b='2'/>", "<view name=\"A\" name=\"B\"/>",
        "<trellis><view name=\"A\"><body><Text>{</Text></body></view></trellis>",
        "<trellis><view name=\"A\"><body><Text>{\"</Text></body></view></trellis>",
        "<view name=\"A\"><body><Button action=\"&quot;\\(\"/></body></view>",
        "\u{FEFF}<view name=\"A\"><body/></view>",
    ])
    func hostile(document: String) {
        _ = parse(document)
    }

    @Test("parsing is safe from many threads at once")
    func concurrent() async {
        let document = "<view name=\"A\">\n  <state name=\"count\" type=\"Int\" initial=\"0\"/>\n  <body><Text>{count}</Text></body>\n</view>\n"
        let results = await withTaskGroup(of: Int.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let text = index.isMultiple(of: 2) ? document : "<view name=\"A\"><body></view>"
                    return parse(text).diagnostics.count
                }
            }
            var counts: [Int] = []
            for await count in group { counts.append(count) }
            return counts
        }
        #expect(results.filter { $0 == 0 }.count == 32)
        #expect(results.filter { $0 == 1 }.count == 32)
    }
}
