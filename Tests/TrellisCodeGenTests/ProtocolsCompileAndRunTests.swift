import Foundation
import Testing
import TrellisTestSupport

/// Protocols and existential types, met the way a user meets them: `trellis build`, swiftc with
/// warnings as errors, then the program tapped through `ViewHost`.
@Suite struct ProtocolsCompileAndRunTests {
    /// The sample: a generated model and a struct conform to generated protocols, and a panel
    /// reads, writes and calls through `any NoteStore` and `any Labeled`.
    @Test func protocolsAndExistentialsCompileAndRun() throws {
        let sample = try String(contentsOfFile: PackagePaths.path("Samples/Protocols.xml"), encoding: .utf8)
        let logic = try String(contentsOfFile: PackagePaths.path("Samples/Swift/ProtocolsLogic.swift"), encoding: .utf8)
        let program = try GeneratedProgram(["Protocols.xml": sample])
        let generated = try #require(program.generated["Protocols.swift"])
        #expect(generated.contains("protocol NoteStore: AnyObject {"), "\(generated)")
        #expect(generated.contains("var draft: String { get set }"), "\(generated)")
        #expect(generated.contains("func sync() async throws -> Int"), "\(generated)")
        #expect(generated.contains("extension MemoryNotes: NoteStore {}"), "\(generated)")
        #expect(generated.contains("let store: any NoteStore"), "\(generated)")
        let output = try program.run(main: logic + """

            let host = ViewHost(NotesScreen())
            print(host.render())
            try host.tap("Add")
            try host.tap("Add")
            print(host.render())
            try host.tap("Sync")
            // `sync()` of a generated model is not isolated: it runs off the main actor, and the
            // task resumes on it once that work is done.
            var turns = 0
            while !host.render().contains("2 synced"), turns < 10_000 {
                await Task.yield()
                turns += 1
            }
            print(host.render())
            let memory: any NoteStore = MemoryNotes()
            memory.draft = "Milk"
            memory.add(memory.draft)
            print(memory.titles)
            """)
        #expect(output.contains("Text \"Today: 0 notes, 0 synced\""), "\(output)")
        #expect(output.contains("Text \"Today: 2 notes, 0 synced\""), "\(output)")
        #expect(output.contains("Text \"Untitled\""), "\(output)")
        #expect(output.contains("Text \"Today: 2 notes, 2 synced\""), "\(output)")
        #expect(output.contains("[\"Milk\"]"), "\(output)")
    }

    /// `Result` from the standard interface: a `switch` over its cases, `.success` and
    /// `.failure` assigned, and `try result.get()` reaching the `catch` on a failure.
    @Test func resultCompilesAndRuns() throws {
        let sample = try String(contentsOfFile: PackagePaths.path("Samples/Results.xml"), encoding: .utf8)
        let program = try GeneratedProgram(["Results.xml": sample])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ScoreBoard())
            print(host.render())
            try host.tap("Load")
            try host.tap("Count")
            print(host.render())
            try host.tap("Fail")
            try host.tap("Count")
            print(host.render())
            """)
        #expect(output.contains("Text \"0 scores\""), "\(output)")
        #expect(output.contains("Text \"2 scores\""), "\(output)")
        #expect(output.contains("Text \"Total 2\""), "\(output)")
        #expect(output.contains("Text \"Failed\""), "\(output)")
        #expect(output.contains("Text \"Total -1\""), "\(output)")
    }

    /// Members of function type: a generated model's initializer takes the closures it stores
    /// (`@escaping`), an `async throws` one is awaited in a task, and a callback is replaced and
    /// called.
    @Test func functionTypedMembersCompileAndRun() throws {
        let sample = try String(contentsOfFile: PackagePaths.path("Samples/FunctionTypes.xml"), encoding: .utf8)
        let program = try GeneratedProgram(["FunctionTypes.xml": sample])
        #expect(program.generated["FunctionTypes.swift"]?.contains("init(onProgress: @escaping (Int) -> Void, fetch: @escaping () async throws -> [String])") == true)
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(UploadScreen())
            try host.tap("Upload")
            print(host.render())
            try host.tap("Watch")
            try host.tap("Upload")
            try host.tap("Fetch")
            var turns = 0
            while !host.render().contains("2 fetched"), turns < 10_000 {
                await Task.yield()
                turns += 1
            }
            print(host.render())
            """)
        #expect(output.contains("Text \"0 fetched, 1 uploaded, 0 reported\""), "\(output)")
        #expect(output.contains("Text \"2 fetched, 2 uploaded, 2 reported\""), "\(output)")
    }

    /// Nested types: generated inside their enclosing model and struct, named by their short
    /// names there and by `Outer.Inner` in views.
    @Test func nestedTypesCompileAndRun() throws {
        let sample = try String(contentsOfFile: PackagePaths.path("Samples/NestedTypes.xml"), encoding: .utf8)
        let program = try GeneratedProgram(["NestedTypes.xml": sample])
        let generated = try #require(program.generated["NestedTypes.swift"])
        #expect(generated.contains("extension Journal {"), "\(generated)")
        #expect(generated.contains("extension Journal.Entry {"), "\(generated)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(JournalScreen())
            try host.tap("Add")
            try host.tap("Calm")
            try host.tap("Pick")
            print(host.render())
            print(Journal.Filter.allCases.count, Journal.Entry.Mood.busy)
            """)
        #expect(output.contains("Text \"1 entries, calm only\""), "\(output)")
        #expect(output.contains("Text \"Picked Walk, calm\""), "\(output)")
        #expect(output.contains("2 busy"), "\(output)")
    }
}
