import Testing
@testable import TrellisSyntax

/// A start tag's `attributeNameBits` may rule a name out only when no attribute of the tag has
/// it: the builder skips the names they rule out, so a wrong bit would lose an attribute.
@Suite struct AttributeNameBitsTests {
    private static let scanner = MarkupScanner(maxDepth: 512, maxAttributeBytes: 1 << 20, maxAttributesPerElement: 4096)

    private static func names(_ tag: MarkupScan.StartTag, in scan: MarkupScan, of bytes: [UInt8]) -> [[UInt8]] {
        scan.attributes(of: tag).map { Array(bytes[$0.nameStart..<$0.nameEnd]) }
    }

    private static func mayHave(_ tag: MarkupScan.StartTag, _ name: [UInt8]) -> Bool {
        name.withUnsafeBufferPointer { tag.mayHaveAttribute(nameBit: MarkupScan.StartTag.nameBit($0)) }
    }

    @Test func everyNameATagHasIsAllowedAndMostOthersAreRuledOut() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_:-é".unicodeScalars.map(String.init))
        var checkedPresent = 0
        var ruledOut = 0
        var absentAsked = 0
        for _ in 0..<300 {
            var written: [String] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let length = Int.random(in: 1...12, using: &generator)
                let name = (0..<length).map { _ in letters.randomElement(using: &generator)! }.joined()
                guard name.first?.isLetter == true, !written.contains(name) else { continue }
                written.append(name)
            }
            let xml = "<Element " + written.map { "\($0)=\"v\"" }.joined(separator: " ") + "/>"
            let bytes = Array(xml.utf8)
            let scan = Self.scanner.scan(bytes)
            guard let tag = scan.tags.first else {
                Issue.record("no tag in \(xml)")
                continue
            }
            #expect(tag.hasAttributes == !written.isEmpty, "\(xml)")
            for name in Self.names(tag, in: scan, of: bytes) {
                #expect(Self.mayHave(tag, name), "\(xml): \(String(decoding: name, as: UTF8.self))")
                checkedPresent += 1
            }
            for name in ["name", "type", "initial", "private", "static", "external", "allow", "reason"] where !written.contains(name) {
                absentAsked += 1
                if !Self.mayHave(tag, Array(name.utf8)) { ruledOut += 1 }
            }
        }
        #expect(checkedPresent > 300)
        // With a few attributes a tag, most absent names are ruled out without looking.
        #expect(ruledOut * 2 > absentAsked)
    }

    /// The builder's names carry the bit worked out from their literal, one scalar or many.
    @Test func attributeNamesCarryTheirBit() {
        let names: [SyntaxBuilder.AttributeName] = ["x", "é", "as", "name", "initial", "keyboardShortcut"]
        for (name, text) in zip(names, ["x", "é", "as", "name", "initial", "keyboardShortcut"]) {
            #expect(name.description == text)
            #expect(name.bit == Array(text.utf8).withUnsafeBufferPointer { MarkupScan.StartTag.nameBit($0) }, "\(text)")
        }
    }
}
