import Testing
import TrellisSyntax
import TrellisTestSupport
@testable import TrellisCodeGen

/// One rule (`SwiftIdentifier`) decides what a name is for the front end and the generator;
/// swiftc must accept every name it accepts, and names it compares equal must be one name to
/// swiftc.
@Suite struct IdentifierRuleTests {
    /// The front end's check (TRL106) and the generator's are the same rule.
    @Test(arguments: ["count", "_x", "caf\u{E9}", "x\u{301}", "a\u{200D}b", "\u{AC00}", "\u{1100}\u{1161}", "\u{301}x", "\u{1F600}", "a\u{202E}b", "x$", "1x", "_"])
    func theFrontEndAndTheGeneratorAgree(_ name: String) {
        #expect(SwiftKeywords.isValidIdentifier(name) == SwiftSource.isValidIdentifier(name), "\(SwiftIdentifier.scalarList(name))")
    }

    @Test func combiningMarksContinueButDoNotBeginAName() {
        #expect(SwiftIdentifier.isWellFormed("x\u{301}"))
        #expect(!SwiftIdentifier.isWellFormed("\u{301}x"))
        #expect(SwiftIdentifier.isWellFormed("a\u{200D}b"))
        #expect(!SwiftIdentifier.isWellFormed("\u{200D}b"))
        // Bidirectional overrides are not identifier characters in Unicode, whatever swiftc allows.
        #expect(!SwiftIdentifier.isWellFormed("a\u{202E}b"))
        #expect(!SwiftIdentifier.isWellFormed("\u{1F600}"))
    }

    /// Canonically equivalent spellings are one `String` in Swift but two identifiers to swiftc;
    /// every spelling but the NFC one is reported, with the NFC spelling.
    @Test func onlyTheNFCSpellingIsAName() {
        #expect(SwiftIdentifier.nfcSpelling(of: "caf\u{E9}") == nil)
        #expect(SwiftIdentifier.nfcSpelling(of: "cafe\u{301}") == "caf\u{E9}")
        #expect(SwiftIdentifier.nfcSpelling(of: "\u{1100}\u{1161}") == "\u{AC00}")
        #expect(SwiftIdentifier.nfcSpelling(of: "\u{AC00}") == nil)
        #expect(SwiftIdentifier.nfcSpelling(of: "\u{212B}") == "\u{C5}")
        #expect(SwiftIdentifier.nfcSpelling(of: "x\u{301}") == nil)
        #expect(SwiftIdentifier.scalarList("\u{1100}\u{1161}") == "U+1100 U+1161")
    }

    /// Every 61st scalar the rule accepts to begin a name, and every 61st it accepts to continue
    /// one, declared in one file: swiftc accepts them all, with no warning. The NFC and the
    /// decomposed `가` declared side by side are two names to swiftc, which is why only the NFC
    /// spelling is a Trellis name.
    @Test func swiftcAcceptsWhatTheRuleAccepts() throws {
        var heads: [Unicode.Scalar] = []
        var continues: [Unicode.Scalar] = []
        var headCount = 0
        var continueCount = 0
        for value in UInt32(0x80)...UInt32(0x3FFFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if SwiftIdentifier.isHead(scalar) {
                if headCount % 61 == 0 { heads.append(scalar) }
                headCount += 1
            } else if SwiftIdentifier.isContinue(scalar) {
                if continueCount % 61 == 0 { continues.append(scalar) }
                continueCount += 1
            }
        }
        #expect(heads.count > 1000)
        #expect(continues.count > 20)
        var source = "enum Names {\n"
        for (index, scalar) in heads.enumerated() {
            // NFC only: a name whose scalar decomposes is not a Trellis name.
            let name = String(scalar) + "_\(index)"
            guard SwiftIdentifier.nfcSpelling(of: name) == nil else { continue }
            source += "    static let \(name) = 0\n"
        }
        for (index, scalar) in continues.enumerated() {
            let name = "c\(index)" + String(scalar)
            guard SwiftIdentifier.nfcSpelling(of: name) == nil else { continue }
            source += "    static let \(name) = 0\n"
        }
        source += "    static let \u{AC00} = 1\n    static let \u{1100}\u{1161} = 2\n}\n"
        source += "let sum = Names.\u{AC00} + Names.\u{1100}\u{1161}\n"
        let result = try SwiftTypechecker.typecheck(["Names.swift": source])
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }
}
