import TrellisDiagnostics

/// The text of one expression-bearing value together with how its byte offsets map
/// to file locations: either directly (a fragment starting at a known location) or
/// through a decoded XML value, whose references and normalized whitespace make
/// decoded and raw offsets differ.
struct ExpressionSource {
    let bytes: [UInt8]
    var locator: SourceLocator
    let decoded: DecodedText?

    /// A standalone fragment that starts at `start` (for the public entry points).
    init(text: String, at start: SourceLocation) {
        bytes = Array(text.utf8)
        locator = SourceLocator(file: start.file, bytes: bytes, firstLine: start.line, firstColumn: start.column)
        decoded = nil
    }

    /// A decoded attribute value or text run of a file located by `fileLocator`.
    init(decoded: DecodedText, fileLocator: SourceLocator) {
        bytes = decoded.bytes
        locator = fileLocator
        self.decoded = decoded
    }

    /// An attribute kept as written, to be read later by its parameter's declared type.
    init(attribute: AttributeText) {
        bytes = Array(attribute.text.utf8)
        locator = SourceLocator(file: attribute.location.file, bytes: bytes, firstLine: attribute.location.line, firstColumn: attribute.location.column)
        decoded = nil
        attributeText = attribute.hasDecodedLocations ? attribute : nil
        isAttribute = true
    }

    /// The attribute whose decoded bytes moved, which locates each of them.
    private var attributeText: AttributeText? = nil

    /// An attribute value, whose line breaks XML has made spaces.
    private(set) var isAttribute = false

    mutating func location(at offset: Int) -> SourceLocation {
        if let attributeText { return attributeText.location(atDecoded: offset) }
        guard let decoded else { return locator.location(at: offset) }
        return locator.location(at: decoded.rawOffset(of: offset))
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
    }
}
