import Foundation
import TrellisDiagnostics

/// The `--diagnostics-format sarif` document: SARIF 2.1.0 as code scanning services read it.
/// Rules come from the catalog's explanations, so every code `trellis explain` knows is described;
/// locations are relative to the working directory (`%SRCROOT%`) and columns count Unicode scalars,
/// as Trellis's do (`columnKind`).
public struct SARIFReport: Encodable, Sendable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"

    struct Text: Encodable, Sendable {
        var text: String
    }

    struct Rule: Encodable, Sendable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var helpUri: String?
    }

    struct Driver: Encodable, Sendable {
        var name: String
        var version: String
        var informationUri: String?
        var rules: [Rule]
    }

    struct Tool: Encodable, Sendable {
        var driver: Driver
    }

    struct ArtifactLocation: Encodable, Sendable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable, Sendable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    struct PhysicalLocation: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct Location: Encodable, Sendable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct Replacement: Encodable, Sendable {
        var deletedRegion: Region
        var insertedContent: Text
    }

    struct ArtifactChange: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Fix: Encodable, Sendable {
        var description: Text
        var artifactChanges: [ArtifactChange]
    }

    struct Result: Encodable, Sendable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var fixes: [Fix]?
    }

    struct OriginalURIBase: Encodable, Sendable {
        var uri: String
    }

    struct Run: Encodable, Sendable {
        var tool: Tool
        var originalUriBaseIds: [String: OriginalURIBase]
        var columnKind: String
        var results: [Result]
    }

    var schema = SARIFReport.schemaURI
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// `workingDirectory` is what locations are made relative to; `sources` gives the lines that
    /// fingerprints hash, so a result keeps its fingerprint when lines above it move.
    public init(diagnostics: [Diagnostic], sources: SourceTextStore, workingDirectory: String, toolVersion: String) {
        let codes = Explanations.all.keys.sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let rules = codes.map { code in
            let text = Explanations.explanation(for: code) ?? ""
            let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let summary = lines.first.map(String.init) ?? code
            let details = lines.count > 1 ? String(lines[1]) : summary
            return Rule(
                id: code,
                shortDescription: Text(text: summary),
                fullDescription: Text(text: details.isEmpty ? summary : details),
                help: Text(text: text + "\n\nRun `trellis explain \(code)` for this text in a terminal."),
                helpUri: nil
            )
        }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var occurrences: [String: Int] = [:]
        let results = diagnostics.map { diagnostic -> Result in
            let location = diagnostic.location
            let lineText = sources.line(location.line, of: location.file).map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let hash = Self.fingerprint("\(diagnostic.code.rawValue)\u{0}\(Self.relative(location.file, to: base))\u{0}\(lineText)")
            let ordinal = (occurrences[hash] ?? 0) + 1
            occurrences[hash] = ordinal
            let related = diagnostic.notes.enumerated().compactMap { index, note -> Location? in
                guard let noteLocation = note.location else { return nil }
                return Location(id: index + 1, physicalLocation: Self.physical(noteLocation, base: base), message: Text(text: note.text))
            }
            let fixes = diagnostic.fixIts.map { fixIt in
                Fix(description: Text(text: fixIt.message), artifactChanges: Self.changes(fixIt.edits, base: base))
            }
            return Result(
                ruleId: diagnostic.code.rawValue,
                ruleIndex: ruleIndex[diagnostic.code.rawValue],
                level: Self.level(diagnostic.severity),
                message: Text(text: Self.messageText(diagnostic)),
                locations: [Location(id: nil, physicalLocation: PhysicalLocation(artifactLocation: Self.artifact(location.file, base: base), region: Self.region(of: diagnostic)), message: nil)],
                relatedLocations: related.isEmpty ? nil : related,
                partialFingerprints: ["primaryLocationLineHash": "\(hash):\(ordinal)"],
                fixes: fixes.isEmpty ? nil : fixes
            )
        }
        runs = [Run(
            tool: Tool(driver: Driver(name: "trellis", version: toolVersion, informationUri: nil, rules: rules)),
            originalUriBaseIds: [Self.sourceRoot: OriginalURIBase(uri: Self.fileURI(base))],
            columnKind: "unicodeCodePoints",
            results: results
        )]
    }

    /// Pretty-printed with sorted keys, so equal reports are equal bytes.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every member is a plain value, so encoding cannot fail.
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    /// The message with the code, as the text format shows it; notes without a location follow it.
    static func messageText(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.message.text
        for note in diagnostic.notes where note.location == nil {
            text += "\nnote: \(note.text)"
        }
        return text
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note, .remark: "note"
        }
    }

    /// The highlight that starts at the diagnostic's location, else its one character.
    static func region(of diagnostic: Diagnostic) -> Region {
        let location = diagnostic.location
        if let highlight = diagnostic.highlights.first(where: { $0.start == location }) {
            return region(highlight)
        }
        return region(SourceRange(location, length: 1))
    }

    static func region(_ range: SourceRange) -> Region {
        Region(startLine: range.start.line, startColumn: range.start.column, endLine: range.end.line, endColumn: range.end.column)
    }

    static func physical(_ location: SourceLocation, base: String) -> PhysicalLocation {
        PhysicalLocation(artifactLocation: artifact(location.file, base: base), region: region(SourceRange(location, length: 1)))
    }

    static func changes(_ edits: [TextEdit], base: String) -> [ArtifactChange] {
        var order: [String] = []
        var byFile: [String: [Replacement]] = [:]
        for edit in edits {
            let file = edit.range.start.file
            if byFile[file] == nil { order.append(file) }
            byFile[file, default: []].append(Replacement(deletedRegion: region(edit.range), insertedContent: Text(text: edit.replacement)))
        }
        return order.map { ArtifactChange(artifactLocation: artifact($0, base: base), replacements: byFile[$0] ?? []) }
    }

    /// A path under the working directory becomes relative to `%SRCROOT%`; another stays absolute.
    static func artifact(_ path: String, base: String) -> ArtifactLocation {
        let relativePath = relative(path, to: base)
        if relativePath.hasPrefix("/") { return ArtifactLocation(uri: fileURI(relativePath), uriBaseId: nil) }
        return ArtifactLocation(uri: percentEncoded(relativePath), uriBaseId: sourceRoot)
    }

    static func relative(_ path: String, to base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : base + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        if standardized.hasPrefix(base) { return String(standardized.dropFirst(base.count)) }
        return standardized
    }

    static func fileURI(_ absolutePath: String) -> String {
        "file://" + percentEncoded(absolutePath)
    }

    /// RFC 3986: everything but unreserved characters and `/` is percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// FNV-1a, 64 bits: the same on every machine and run, unlike `Hasher`.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
