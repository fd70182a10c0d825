import Foundation
import Testing
import TrellisTestSupport

/// A real editor's LSP client: Neovim's built-in one, headless, drives the built `trellis lsp`
/// through `Tests/Editors/neovim-session.sh` (diagnostics, hover, definition, the Swift pass after
/// a save, shutdown and exit).
/// Skipped, not passed, where `nvim` is missing; `.ci/run` installs Debian's `neovim`.
@Suite struct NeovimSessionTests {
    static let neovim = findExecutable("nvim")

    @Test(.enabled(if: neovim != nil, "nvim is not installed; .ci/run installs it (apt package neovim)"))
    func neovimsBuiltInClientGetsDiagnosticsHoverAndDefinition() throws {
        let trellis = BuildProducts.directory.appendingPathComponent("trellis").path
        try #require(FileManager.default.isExecutableFile(atPath: trellis), "build `trellis` first: swift build")
        let result = try runProcess("/bin/sh", [PackagePaths.path("Tests/Editors/neovim-session.sh")], environment: ["TRELLIS": trellis])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("diagnostic 12:7 TRL101 unknown view `VStak`; did you mean `VStack`"), "\(result.output)")
        #expect(result.output.contains("definition 3:15"), "\(result.output)")
        // swiftc's verdict after a save, at the XML's line and column.
        #expect(result.output.contains("after save 14:54 TRL300 integer literal `300` overflows when stored into `Int8`"), "\(result.output)")
        #expect(result.output.hasSuffix("neovim session: ok\n"), "\(result.output)")
    }
}
