import Foundation
import Testing
import TrellisTestSupport

/// `trellis preview` as a user runs it: it checks, compiles and runs the screen, and writes one
/// page that needs nothing else.
@Suite struct PreviewCommandTests {
    /// The counter sample's page, built once for the suite.
    static let counterPage: CommandResult = runTrellis(["preview", PackagePaths.path("Samples/Counter.xml")], environment: toolchainEnvironment)

    @Test func theCounterSamplesPageShowsItsScreen() throws {
        let result = Self.counterPage
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors == "")
        let page = result.output
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>CounterScreen</title>"))
        #expect(page.contains(#"<span class="text">Count: 0</span>"#))
        #expect(page.contains(#"<button class="button" data-tap="Add"><span class="button-title">Add</span></button>"#))
        #expect(page.contains(#"<button class="switch on" data-toggle="Show the total""#))
        #expect(page.contains(#"<input class="field gh" data-type="Your name" placeholder="Your name" value="""#))
        // A presentation that is not presented draws nothing.
        #expect(!page.contains("data-presentation"))
    }

    @Test func thePageWorksOfflineWithNothingOutsideIt() {
        let page = Self.counterPage.output
        for reference in ["http://", "https://", "src=", "href=", "url(", "@import", "<link", "<script"] {
            #expect(!page.contains(reference), "the page refers to something outside it: \(reference)")
        }
    }

    @Test func outputWritesTheSamePageToAFile() throws {
        let folder = try TemporaryDirectory()
        let output = folder.path + "/counter.html"
        let result = runTrellis(["preview", PackagePaths.path("Samples/Counter.xml"), "--output", output], environment: toolchainEnvironment)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.counterPage.output)
    }

    @Test func aViewIsChosenByName() throws {
        let folder = try TemporaryDirectory()
        let screen = try folder.write("Two.xml", """
        <trellis>
          <view name="First"><body><Text>one</Text></body></view>
          <view name="Second"><body><Text>two<foregroundStyle value=".red"/></Text></body></view>
        </trellis>
        """)
        let ambiguous = runTrellis(["preview", screen], environment: toolchainEnvironment)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.errors.contains("error: the screens declare no root view, so name the one to preview"), "\(ambiguous.errors)")
        #expect(ambiguous.errors.contains("'--view <name>', one of `First`, `Second`"), "\(ambiguous.errors)")

        let named = runTrellis(["preview", screen, "--view", "Second"], environment: toolchainEnvironment)
        #expect(named.status == 0, "\(named.errors)")
        #expect(named.output.contains(#"<div class="inherit axis-v" style="color: #ff3b30"><span class="text">two</span></div>"#))

        let unknown = runTrellis(["preview", screen, "--view", "Third"], environment: toolchainEnvironment)
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("error: no view named `Third` in the screens; they declare `First`, `Second`"), "\(unknown.errors)")
    }

    @Test func aViewThatTakesInputsCannotBePreviewedAlone() throws {
        let result = runTrellis(["preview", PackagePaths.path("Samples/Counter.xml"), "--view", "CounterRow"], environment: toolchainEnvironment)
        #expect(result.status == 2)
        #expect(result.errors.contains("error: view `CounterRow` cannot be previewed alone: its parent passes it `model`"), "\(result.errors)")
    }

    @Test func screensWithErrorsGetTheirDiagnosticsAndNoPage() throws {
        let folder = try TemporaryDirectory()
        let screen = try folder.write("Broken.xml", """
        <view name="Broken" root="true"><state name="count" type="Int" initial="0"/><body><Text>{coutn}</Text></body></view>
        """)
        let result = runTrellis(["preview", screen], environment: toolchainEnvironment)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors.contains("Broken.xml:1:87: error: unknown identifier `coutn`; did you mean `count`? [TRL103]") || result.errors.contains("[TRL103]"), "\(result.errors)")
    }

    @Test func withoutTheRuntimeItSaysWhereItLooked() throws {
        let result = runTrellis(["preview", PackagePaths.path("Samples/Counter.xml"), "--runtime-modules", "/nonexistent"], environment: toolchainEnvironment)
        #expect(result.status == 2)
        #expect(result.errors.contains("error: a preview runs the screen, so it needs swiftc and the runtime: the runtime's module `Trellis.swiftmodule` was not found in `/nonexistent`"), "\(result.errors)")
    }

    @Test func pngNeedsAFileToWrite() {
        let result = runTrellis(["preview", PackagePaths.path("Samples/Counter.xml"), "--png"], environment: toolchainEnvironment)
        #expect(result.status == 2)
        #expect(result.errors.contains("error: '--png' needs '--output <file>' for the picture"), "\(result.errors)")
    }

    @Test(.enabled(if: WebDriver.chromium != nil, "`--png` takes the picture with chromium, which is not on PATH"))
    func pngWritesAPictureOfThePage() throws {
        let folder = try TemporaryDirectory()
        let output = folder.path + "/counter.png"
        var environment = toolchainEnvironment
        environment["TRELLIS_CHROMIUM"] = WebDriver.chromium
        let result = runTrellis(["preview", PackagePaths.path("Samples/Counter.xml"), "--png", "--output", output], environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG file")
        // 462 × 916, the frame's size, in the header's IHDR chunk.
        #expect(bytes.count > 24 && bytes[16..<24] == Data([0, 0, 0x01, 0xCE, 0, 0, 0x03, 0x94]))
    }
}
