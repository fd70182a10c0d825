/// Swift in XML: a `<` or `&` written as in Swift is a markup error to libxml2. For those
/// errors, the position of the character itself and a hint that says how to write it.
enum CodeInXMLHint {
    /// The character libxml2's `message` is about, and the hint; nil for other errors.
    static func hint(for message: String) -> (character: UInt8, hint: String)? {
        switch message.lowercased() {
        case let text where text.hasPrefix("unescaped '<' not allowed in attributes values"):
            (UInt8(ascii: "<"), "write `<` as `&lt;` in an attribute, or put the code in an element as CDATA: `<action><![CDATA[ ... ]]></action>`")
        case let text where text.hasPrefix("starttag: invalid element name"):
            (UInt8(ascii: "<"), "a `<` that is not a tag is written `&lt;`, or the code goes in a CDATA section: `<![CDATA[ ... ]]>`")
        case let text where text.hasPrefix("xmlparseentityref: no name"), let text where text.hasPrefix("entityref: expecting ';'"):
            (UInt8(ascii: "&"), "a `&` that starts no entity is written `&amp;` (`&&` is `&amp;&amp;`), or the code goes in a CDATA section: `<![CDATA[ ... ]]>`")
        default:
            nil
        }
    }

    /// libxml2 reports some of these errors just past the character: the offset of the
    /// character itself, looking back at most two bytes from `offset`.
    static func offset(of character: UInt8, near offset: Int, in bytes: [UInt8]) -> Int? {
        for candidate in stride(from: offset, through: max(0, offset - 2), by: -1) where candidate < bytes.count && bytes[candidate] == character {
            return candidate
        }
        return nil
    }
}
