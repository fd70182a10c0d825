import Foundation

/// `trellis preview SCREENS... [--view NAME] [--output FILE]`: runs a screen on the runtime and
/// writes what it shows as one HTML page that needs nothing else.
enum PreviewCommand: Subcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "preview",
            abstract: "Run a screen and write what it shows as an HTML page.",
            discussion: """
            Checks the screens as `trellis check` does (both passes), compiles them with the `.swift` files
            named or found beside them, mounts the view in a `ViewHost` and writes one self-contained page
            (inline CSS, no network, no assets) of the screen in a phone-sized frame, to standard output or
            to `--output`. The view is `--view`'s, else the only `root="true"` view, else the only view; a
            view its parent passes inputs to cannot be previewed alone. The objects its `hostProvides`
            names are made with their `init()`.
            `--serve` starts the live preview on 127.0.0.1 instead: clicks, typing and toggles reach the
            screen, and saving a screen rebuilds it (docs/previews.md).
            Exit status: 0 when the page is written, 1 when the screens have errors or the program fails,
            2 for usage or I/O failures (no swiftc or runtime found).
            """,
            positionals: [CompilerOptions.paths],
            options: [
                OptionSpec(name: "view", value: .string(valueName: "name"), help: "The view to preview (default: the root view)."),
                OptionSpec(name: "output", shortName: "o", value: .string(valueName: "file"), help: "Write the page to this file instead of standard output."),
                OptionSpec(name: "png", help: "Write a screenshot (PNG) to '--output' instead of the page, through headless chromium (`TRELLIS_CHROMIUM` or `chromium` on `PATH`)."),
                OptionSpec(name: "serve", help: "Serve the live preview on 127.0.0.1 until interrupted."),
                OptionSpec(name: "port", value: .positiveInteger(valueName: "port"), defaultValue: "8034", help: "The live preview's port (0 picks a free one)."),
                OptionSpec(name: "runtime-modules", value: .string(valueName: "folder"), help: "Where `Trellis.swiftmodule` and `TrellisPreview.swiftmodule` are (default: beside trellis, or `TRELLIS_RUNTIME_MODULES`)."),
                CompilerOptions.warningsAsErrors,
                CompilerOptions.maxFileSize,
                CompilerOptions.maxDiagnostics,
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        let build = PreviewBuild(arguments: arguments, environment: context.environment)
        if build.screenArguments.positionals.isEmpty {
            throw .usage(message: "no screens to preview: name `.xml` files or folders as well as `.swift` files")
        }
        if arguments.flag("serve") {
            if arguments.flag("png") { throw .usage(message: "'--png' writes one picture and cannot be combined with '--serve'") }
            return try PreviewServer.serve(build: build, port: arguments.integer("port") ?? 8034, context: &context)
        }
        let output = arguments.value("output").flatMap { $0.isEmpty ? nil : $0 }
        var browser: String?
        if arguments.flag("png") {
            guard output != nil else { throw .usage(message: "'--png' needs '--output <file>' for the picture") }
            guard let found = Screenshot.findChromium(environment: context.environment) else {
                throw .io(message: "'--png' takes the picture with headless chromium, which was not found (set `TRELLIS_CHROMIUM` or put `chromium` on `PATH`; on Debian, `apt-get install chromium`)")
            }
            browser = found
        }
        switch try build.build() {
        case .diagnostics(let result):
            context.printDiagnostics(result)
            return 1
        case .failed(let message):
            printFailure(message, context: &context)
            return 1
        case .built(let program, let check):
            context.printDiagnostics(check)
            switch program.page() {
            case .failure(let failure):
                printFailure(failure.message, context: &context)
                return 1
            case .success(let page):
                guard let output else {
                    context.output += page
                    return 0
                }
                if let browser {
                    switch Screenshot.take(of: page, with: browser, to: output, in: program.folder) {
                    case .success: return 0
                    case .failure(let failure):
                        printFailure(failure.message, context: &context)
                        return 1
                    }
                }
                do {
                    try page.write(toFile: output, atomically: true, encoding: .utf8)
                } catch {
                    throw .io(message: "cannot write the page to '\(output)': \(error.localizedDescription)")
                }
                return 0
            }
        }
    }

    /// A failure's message, each of its lines (swiftc's output) escaped on its own.
    private static func printFailure(_ message: String, context: inout CommandContext) {
        for (index, line) in message.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            context.printError(TextDiagnosticRenderer.escaped(index == 0 ? "error: \(line)" : String(line)))
        }
    }
}
