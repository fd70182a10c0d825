import Foundation
import Testing
@testable import TrellisDriver
import TrellisTestSupport

/// `trellis-samples --preview NAME [--step K]`: a sample scenario opened by name, as a page and
/// live, where the page's clicks go on from the step it was opened at.
@Suite(.serialized) struct ScenarioPreviewCommandTests {
    static var samples: String { BuildProducts.directory.appendingPathComponent("trellis-samples").path }

    /// A preview program built elsewhere, served from this process on a free port.
    final class ServedProgram: @unchecked Sendable {
        let server: PreviewServer
        private let loop = ServingLoop()
        var port: Int { server.http.port }

        init(_ executable: String, _ arguments: [String]) throws {
            server = try PreviewServer(source: .program(executable: executable, arguments: arguments), port: 0)
            try server.rebuild()
            let server = server
            loop.start { server.serveOne(timeout: 50) }
        }

        deinit { loop.stop() }
    }

    @Test func theLivePreviewOpensAtTheStepAndGoesOnFromThere() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.samples), "trellis-samples is built with the tests")
        let preview = try ServedProgram(Self.samples, ["--preview", "scrums-edit", "--step", "3", "--session"])
        let page = try RawHTTP.get("/", port: preview.port)
        #expect(page.status == 200)
        #expect(page.body.contains("<title>scrums-edit after step 3: expand &quot;Monday&quot;</title>"))
        #expect(page.body.contains("fetch('/event'"))
        #expect(!page.body.contains("New Attendee"))
        let edited = try RawHTTP.event(["tap", "Edit"], port: preview.port)
        #expect(edited.status == 200)
        #expect(edited.fields["screen"]?.contains("New Attendee") == true)
    }

    @Test func theCommandWritesThePageOfTheStep() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.samples), "trellis-samples is built with the tests")
        let page = try runProcess(Self.samples, ["--preview", "scrums-edit", "--step", "4"])
        #expect(page.status == 0)
        #expect(page.output.hasPrefix("<!DOCTYPE html>"))
        #expect(page.output.contains("<title>scrums-edit after step 4: tap &quot;Edit&quot;</title>"))
        #expect(page.output.contains("New Attendee"))
        let last = try runProcess(Self.samples, ["--preview", "counter"])
        #expect(last.status == 2)
        #expect(last.output == "error: no scenario named 'counter'; run with --list to see them\n")
        let beyond = try runProcess(Self.samples, ["--preview", "scrums-edit", "--step", "99"])
        #expect(beyond.status == 2)
        #expect(beyond.output == "error: scenario 'scrums-edit' has 14 steps\n")
    }

    /// A step past the end is refused before a server starts, and a page is written or served, not both.
    @Test(.timeLimit(.minutes(3))) func theLivePreviewRefusesWhatThePageRefuses() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.samples), "trellis-samples is built with the tests")
        let beyond = try runProcess(Self.samples, ["--preview", "scrums-edit", "--step", "99", "--serve", "--port", "0"])
        #expect(beyond.status == 2)
        #expect(beyond.output == "error: scenario 'scrums-edit' has 14 steps\n")
        let both = try runProcess(Self.samples, ["--preview", "scrums-edit", "--serve", "--output", "page.html"])
        #expect(both.status == 2)
        #expect(both.output == "error: '--serve' serves the page and cannot be combined with '--output'\n")
    }
}
