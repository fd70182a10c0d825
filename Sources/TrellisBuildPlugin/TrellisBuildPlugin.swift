import Foundation
import PackagePlugin

/// Compiles every `.xml` screen of a target into Swift at build time.
///
/// One command covers the whole target, because names are global across its files: the
/// inputs are all of the target's `.xml` files and the `trellis` tool itself, the outputs
/// are `<file name>.swift` for each input, in the plugin's work directory. `trellis build`
/// prints diagnostics as `path:line:column: error: ...` and exits non-zero on errors, so
/// they show up as build errors at the XML locations and the build fails.
@main
struct TrellisBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles
            .map(\.url)
            .filter { $0.pathExtension == "xml" }
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }

        let tool = try context.tool(named: "trellis")
        let outputFolder = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources", isDirectory: true)
        let outputs = inputs.map { input in
            outputFolder.appendingPathComponent(input.deletingPathExtension().lastPathComponent + ".swift")
        }
        return [
            .buildCommand(
                displayName: "Generating Swift from \(inputs.count) Trellis screen file(s) of \(target.name)",
                executable: tool.url,
                arguments: ["build"] + inputs.map(\.path) + ["--output", outputFolder.path],
                inputFiles: inputs + [tool.url],
                outputFiles: outputs
            ),
        ]
    }
}
