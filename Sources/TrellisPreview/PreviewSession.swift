import Foundation
import Trellis

/// The main loop of a preview program, which `trellis preview` builds from a screen: it mounts
/// the view in a `ViewHost`, then either prints the page (no arguments) or, with `--serve`,
/// answers the live preview's requests on standard input, one per line.
///
/// A request is a JSON array of strings: `["page"]` (the whole page), `["screen"]`, `["tap", title]`, `["toggle", title]`,
/// `["type", title, text]` (the field's whole new text), `["back"]`, `["dismiss"]`,
/// `["tab", title]`, `["increment", title]`, `["decrement", title]`. The answer is a line
/// `ok N` or `error N`, then N bytes of UTF-8: the screen's HTML after the interaction, or why it
/// was refused (the `ViewHost` error, or a request that is not one of these).
@MainActor
public enum PreviewSession {
    public static func run<Root: View>(title: String, arguments: [String], _ makeView: () -> Root) {
        run(title: title, arguments: arguments, host: ViewHost(makeView()))
    }

    /// The same, for a host already in the state to show (a scenario played up to a step).
    public static func run(title: String, arguments: [String], host: ViewHost) {
        guard arguments.contains("--serve") else {
            FileHandle.standardOutput.write(Data(PreviewPage.html(for: host, title: title).utf8))
            return
        }
        while let line = readLine(strippingNewline: true) {
            let answer: (status: String, body: String)
            do {
                let fields = try request(line)
                if fields == ["page"] {
                    answer = ("ok", PreviewPage.html(for: host, title: title))
                } else {
                    try perform(fields, on: host)
                    answer = ("ok", PreviewPage.screen(for: host))
                }
            } catch {
                answer = ("error", "\(error)")
            }
            let body = Data(answer.body.utf8)
            FileHandle.standardOutput.write(Data("\(answer.status) \(body.count)\n".utf8) + body)
        }
    }

    struct BadRequest: Error, CustomStringConvertible {
        let description: String
    }

    static func request(_ line: String) throws -> [String] {
        guard let fields = try? JSONDecoder().decode([String].self, from: Data(line.utf8)), !fields.isEmpty else {
            throw BadRequest(description: "a request is a JSON array of strings, such as [\"tap\", \"Add\"]")
        }
        return fields
    }

    /// Performs one interaction, as `ViewHost`'s methods of the same names do.
    public static func perform(_ request: [String], on host: ViewHost) throws {
        switch (request.first ?? "", request.count) {
        case ("screen", 1): break
        case ("tap", 2): try host.tap(request[1])
        case ("toggle", 2): try host.toggle(request[1])
        case ("type", 3): try host.replaceText(in: request[1], with: request[2])
        case ("back", 1): try host.back()
        case ("dismiss", 1): try host.dismissPresentation()
        case ("tab", 2): try host.selectTab(request[1])
        case ("increment", 2): try host.increment(request[1])
        case ("decrement", 2): try host.decrement(request[1])
        default:
            throw BadRequest(description: "unknown request \(request.first.map { "`\($0)`" } ?? "") with \(request.count - 1) argument(s)")
        }
    }
}
