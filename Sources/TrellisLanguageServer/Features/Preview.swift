import Foundation
import TrellisDriver

/// "Preview" on each root view: a code lens whose command, `trellis.preview`, starts the view's
/// live preview (as `trellis preview --serve` does) or finds the one already running, asks the
/// client to open it in the browser (`window/showDocument`), and answers with its address. A
/// running preview rebuilds at each save by itself, so running the command again only shows it.
extension LanguageServer {
    static let previewCommand = "trellis.preview"

    func previewLens(uri: JSONValue, view: String, at position: Position) -> JSONValue {
        [
            "range": TextRange(start: position, end: position).json,
            "command": ["title": "Preview", "command": .string(Self.previewCommand), "arguments": [uri, .string(view)]],
        ]
    }

    func executeCommand(_ params: JSONValue) throws -> JSONValue {
        guard params["command"]?.stringValue == Self.previewCommand else {
            throw ResponseError.invalidParams("unknown command `\(params["command"]?.stringValue ?? "")`; the server offers `\(Self.previewCommand)`")
        }
        let arguments = params["arguments"]?.arrayValue ?? []
        guard arguments.count == 2, let uri = arguments[0].stringValue, let view = arguments[1].stringValue,
              let path = Self.path(fromURI: uri)
        else {
            throw ResponseError.invalidParams("`\(Self.previewCommand)` takes a document URI and a view name")
        }
        let key = path + "#" + view
        let session: LivePreviewSession
        if let running = previews[key] {
            session = running
        } else {
            // The whole workspace is the program, as for the diagnostics; without one, the file's folder.
            let roots = workspace.roots.isEmpty ? [URL(fileURLWithPath: path).deletingLastPathComponent().path] : workspace.roots
            do {
                session = try LivePreviewSession(paths: roots, view: view, environment: ProcessInfo.processInfo.environment)
            } catch {
                throw ResponseError.requestFailed("the preview of `\(view)` could not start: \(error)")
            }
            previews[key] = session
        }
        if supportsShowDocument {
            nextServerRequest += 1
            writer.request(id: .string("trellis-preview-\(nextServerRequest)"), "window/showDocument", ["uri": .string(session.url), "external": true])
        }
        return ["uri": .string(session.url)]
    }

    func stopPreviews() {
        for session in previews.values { session.stop() }
        previews = [:]
    }
}
