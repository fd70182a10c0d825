import TrellisDiagnostics

/// The text of one expression-bearing value together with how its byte offsets map
/// to file locations: either directly (a fragment starting at a known location) or
/// through a decoded XML value, whose references and normalized whitespace make
/// decoded and raw offsets differ.
/// A class: the lexer and the parser share it, so handing it on copies no arrays, and
/// the locator's cursor carries on from one to the next.
final class ExpressionSource {
    let bytes: [UInt8]
    /// `nil` only for an attribute on one line, located by `lineStart` instead.
    /// Unchecked: only `location(at:)` mutates it, never while another access is open, and
    /// checking each access cost about a fifth of a location's lookup.
    @exclusivity(unchecked) private var fragmentLocator: SourceLocator?
    let decoded: DecodedText?

    /// A standalone fragment that starts at `start` (for the public entry points).
    init(text: String, at start: SourceLocation) {
        bytes = Array(text.utf8)
        fragmentLocator = SourceLocator(origin: start, bytes: bytes)
        decoded = nil
        lineStart = nil
    }

    /// A decoded attribute value or text run of a file located by `fileLocator`.
    init(decoded: DecodedText, fileLocator: SourceLocator) {
        bytes = decoded.bytes
        fragmentLocator = fileLocator
        self.decoded = decoded
        lineStart = nil
    }

    /// An attribute kept as written, to be read later by its parameter's declared type.
    init(attribute: AttributeText) {
        bytes = Array(attribute.text.utf8)
        decoded = nil
        lineStart = attribute.location
        isAttribute = true
        if attribute.hasDecodedLocations {
            attributeText = attribute
        } else if bytes.count > Self.maxCountedLine || bytes.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            fragmentLocator = SourceLocator(origin: attribute.location, bytes: bytes)
        }
    }

    /// The attribute whose decoded bytes moved, which locates each of them.
    private var attributeText: AttributeText? = nil

    /// An attribute value, whose line breaks XML has made spaces.
    private(set) var isAttribute = false

    /// Where the text starts when it is one line: a column is then `lineStart`'s plus the
    /// scalars before the offset, counted without building a locator's tables. Up to
    /// `maxCountedLine` bytes, so that any lookup costs little, in whatever order they come.
    private let lineStart: SourceLocation?
    static let maxCountedLine = 512
    /// The last offset located on that line, and the scalars before it.
    @exclusivity(unchecked) private var countedOffset = 0
    @exclusivity(unchecked) private var countedScalars = 0

    /// The file's locator, with its cursor where this source's lookups left it.
    var locator: SourceLocator {
        guard let fragmentLocator else { preconditionFailure("a one-line attribute has no locator") }
        return fragmentLocator
    }

    func location(at offset: Int) -> SourceLocation {
        if let attributeText { return attributeText.location(atDecoded: offset) }
        if fragmentLocator == nil, let lineStart {
            // As `SourceLocator` does, a leading byte order mark takes no column.
            let end = max(0, min(offset, bytes.count))
            let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            var index = hasByteOrderMark ? 3 : 0
            var scalars = 0
            if countedOffset <= end && countedOffset > index {
                index = countedOffset
                scalars = countedScalars
            }
            while index < end {
                if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
                index += 1
            }
            countedOffset = end
            countedScalars = scalars
            return lineStart.advanced(byColumns: scalars)
        }
        guard let decoded else { return fragmentLocator!.location(at: offset) }
        return fragmentLocator!.location(at: decoded.rawOffset(of: offset))
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
    }
}
