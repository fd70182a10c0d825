import Foundation

/// The XML examples of the documentation, found in its Markdown, so that `swift test` checks
/// them as rustdoc tests a crate's examples. A fenced block's info string says how:
/// - ```` ```xml ````: a whole screen file, checked with `trellis check --verify`, so it checks
///   clean unless it carries `expected-error` comments for the diagnostics it shows;
/// - ```` ```xml body ````: views and modifiers inside a body, placed in `screen(body:)` and
///   checked the same way;
/// - ```` ```xml excerpt=PATH ````: a passage of the package's file PATH (a checked sample),
///   wrapped to fit: it must appear there, whitespace aside.
public struct DocumentationExample: Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case file
        case body
        case excerpt(of: String)
    }

    /// The Markdown file, relative to the package root.
    public var document: String
    /// The line of the opening fence, 1-based.
    public var line: Int
    public var kind: Kind
    public var text: String

    public var description: String { "\(document):\(line)" }

    /// What `trellis check --verify` reads: the example, or a screen around it.
    public var screen: String {
        switch kind {
        case .file, .excerpt: text
        case .body: DocumentationExample.screen(body: text)
        }
    }

    /// A view with state of the common types, whose body holds `body`: the setting of the
    /// language guide's catalogue examples and of the documentation's body examples.
    public static func screen(body: String) -> String {
        """
        <trellis>
          <struct name="Item" identifiable="true"><field name="id" type="Int"/><field name="name" type="String"/></struct>
          <viewModifier name="Inset"><body><content><padding/></content></body></viewModifier>
          <view name="Catalogue">
            <state name="name" type="String" initial="&quot;&quot;"/>
            <state name="title" type="String" initial="&quot;&quot;"/>
            <state name="count" type="Int" initial="0"/>
            <state name="volume" type="Double" initial="0.5"/>
            <state name="isOn" type="Bool" initial="false"/>
            <state name="expanded" type="Bool" initial="false"/>
            <state name="date" type="Date" initial="Date()"/>
            <state name="tint" type="Color" initial="Color.blue"/>
            <state name="items" type="[Item]" initial="[]"/>
            <focusState name="focus" type="Bool"/>
            <namespace name="shapes"/>
            <body>
              <VStack>
                \(body)
              </VStack>
            </body>
          </view>
        </trellis>
        """
    }

    /// The README and every Markdown file under `docs/`.
    public static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("docs"))) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    public static func examples(in document: String) -> [DocumentationExample] {
        guard let text = try? String(contentsOfFile: PackagePaths.path(document), encoding: .utf8) else { return [] }
        var examples: [DocumentationExample] = []
        var open: (line: Int, kind: Kind, lines: [String])?
        var inOtherFence = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed == "```" {
                    examples.append(DocumentationExample(document: document, line: current.line, kind: current.kind, text: current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    current.lines.append(line)
                    open = current
                }
                continue
            }
            guard trimmed.hasPrefix("```") else { continue }
            if inOtherFence {
                inOtherFence = false
                continue
            }
            let info = trimmed.dropFirst(3).split(separator: " ").map(String.init)
            guard info.first == "xml" else {
                inOtherFence = true
                continue
            }
            let kind: Kind = if info.contains("body") {
                .body
            } else if let excerpt = info.first(where: { $0.hasPrefix("excerpt=") }) {
                .excerpt(of: String(excerpt.dropFirst("excerpt=".count)))
            } else {
                .file
            }
            open = (index + 1, kind, [])
        }
        return examples
    }

    public static var all: [DocumentationExample] { documents.flatMap(examples(in:)) }
}
