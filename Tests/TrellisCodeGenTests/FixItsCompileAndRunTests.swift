import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// Fix-its applied to the `Samples/Mistakes` files they are reported in: the fixed program
/// checks clean, and `trellis build` and swiftc with warnings as errors accept it.
@Suite struct FixItsCompileAndRunTests {
    /// Checks `text` as `name`; the diagnostics and the path they name.
    private func check(_ text: String, as name: String) throws -> [Diagnostic] {
        let directory = try TemporaryDirectory()
        let path = try directory.write(name, text)
        return try CompilerDriver().check([path]).diagnostics
    }

    /// Applies the first fix-it of every diagnostic, last edit first (ASCII text: columns are characters).
    private func applyingFixIts(of diagnostics: [Diagnostic], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = diagnostics.compactMap(\.fixIts.first).flatMap(\.edits).sorted { $0.range.start > $1.range.start }
        for edit in edits {
            let start = edit.range.start
            let end = edit.range.end
            #expect(start.line == end.line, "an edit within a line")
            var line = Array(lines[start.line - 1])
            line.replaceSubrange((start.column - 1)..<(end.column - 1), with: Array(edit.replacement))
            lines[start.line - 1] = String(line)
        }
        return lines.joined(separator: "\n")
    }

    private func mistake(_ name: String) throws -> String {
        try String(contentsOfFile: PackagePaths.mistakeSamples + "/" + name, encoding: .utf8)
    }

    private func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column)" }
    }

    /// TRL127's `?.` chains the rest of the chain: `user?.greeting().uppercased()`, not
    /// `user?.greeting()?.uppercased()`, which swiftc rejects.
    @Test func chainingAnOptionalCompilesAndRuns() throws {
        let name = "TRL127_memberOfOptional.xml"
        let original = try mistake(name)
        let diagnostics = try check(original, as: name)
        #expect(summary(diagnostics) == ["TRL127@18:21", "TRL127@20:21", "TRL127@22:21"])
        #expect(diagnostics.allSatisfy { $0.fixIts.count == 1 })
        let fixed = applyingFixIts(of: diagnostics, to: original)
        #expect(fixed.contains(#"<Text>{user?.greeting().uppercased() ?? "hello"}</Text>"#), "\(fixed)")
        #expect(summary(try check(fixed, as: name)) == [])
        let program = try GeneratedProgram([name: fixed])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            extension User127 {
                func greeting() -> String { "hello \\(name)" }
            }
            let host = ViewHost(Profile127())
            print(host.render())
            try host.tap("Sign in")
            print(host.render())
            """)
        #expect(output.contains("VStack\n  Text \"nobody\"\n  Text \"hello\"\n  Text \"0 letters\""), "\(output)")
        #expect(output.contains("VStack\n  Text \"Ada\"\n  Text \"HELLO ADA\"\n  Text \"3 letters\""), "\(output)")
    }

    /// TRL168's fix-it removes the marker; `await work.value` (a `Task`'s value) is no TRL168, since
    /// removing that `await` would not compile.
    @Test func removingMarkersWithoutEffectCompilesAndRuns() throws {
        let name = "TRL168_effectMarkersWithoutEffect.xml"
        let original = try mistake(name)
        let diagnostics = try check(original, as: name)
        #expect(summary(diagnostics) == ["TRL168@19:52", "TRL168@21:46"])
        let fixed = applyingFixIts(of: diagnostics, to: original)
        #expect(fixed.contains(#"action="store.count = (Int(text)) ?? 0""#), "\(fixed)")
        #expect(fixed.contains(#"action="Task { store.reset() }""#), "\(fixed)")
        #expect(summary(try check(fixed, as: name)) == [])
        let program = try GeneratedProgram([name: fixed])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            @MainActor final class Store168: ObservableObject {
                @Published var count = 0
                func reset() { count = 0 }
            }
            let host = ViewHost(Screen168())
            await host.runTasks()
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            try host.tap("Try")
            print(host.render())
            """)
        #expect(output.contains(#"Text "10 1""#), "\(output)")
        #expect(output.contains(#"Text "1 1""#), "\(output)")
    }

    /// TRL201's fix-it (`observedObject` to `stateObject`) is offered for a construction only, so
    /// it never leads into TRL218; a shared instance gets neither, and a name of the view's own
    /// gets TRL201 without the fix-it.
    @Test func owningTheObservedObjectLeadsIntoNoTRL218() throws {
        let name = "TRL201_observedObjectInitial.xml"
        let original = try mistake(name)
        let diagnostics = try check(original, as: name)
        let reported = diagnostics.filter { $0.code.rawValue == "TRL201" }
        #expect(summary(reported) == ["TRL201@37:5", "TRL201@46:5"])
        #expect(reported.allSatisfy { $0.fixIts.count == 1 })
        let fixed = applyingFixIts(of: reported, to: original)
        let rechecked = try check(fixed, as: name)
        #expect(!rechecked.contains { $0.code.rawValue == "TRL201" || $0.code.rawValue == "TRL218" }, "\(summary(rechecked))")

        let namesInput = try check(try mistake("TRL201_observedObjectNamesInput.xml"), as: "TRL201_observedObjectNamesInput.xml")
        #expect(summary(namesInput) == ["TRL201@17:5"])
        #expect(namesInput.allSatisfy { $0.fixIts.isEmpty })
    }

    /// A program of one model, `Child` declaring `settings` as `declaration`, and one `Parent…`
    /// view per entry of `callers`, each calling `Child` and passing its own object or not.
    private func ownershipProgram(_ declaration: String, callers: [Bool]) -> String {
        var text = """
            <trellis>
              <model name="Settings201">
                <published name="volume" type="Int" initial="0"/>
              </model>
              <view name="Child201">
                \(declaration)
                <body><Text>{settings.volume}</Text></body>
              </view>

            """
        for (index, passes) in callers.enumerated() {
            text += """
                  <view name="Parent201x\(index)" root="true">
                    <stateObject name="owned" type="Settings201" initial="Settings201()"/>
                    <body><VStack><Text>{owned.volume}</Text><Child201\(passes ? #" settings="{owned}""# : "")/></VStack></body>
                  </view>

                """
        }
        return text + "</trellis>\n"
    }

    /// Every fix-it TRL201 and TRL202 offer leaves a program that checks clean: where no caller
    /// passes the object, TRL201 makes the view own it; where a caller passes it, TRL201 offers
    /// no rename (the `stateObject` would be TRL202), and TRL202 on a `stateObject` with an
    /// `initial` offers none either (renaming it would be TRL201).
    @Test func everyOwnershipFixItChecksClean() throws {
        let creates = #"<observedObject name="settings" type="Settings201" initial="Settings201()"/>"#
        let ownsWithInitial = #"<stateObject name="settings" type="Settings201" initial="Settings201()"/>"#
        // (declaration, which callers pass the object, the codes reported, whether a fix-it is offered)
        let situations: [(String, [Bool], [String], Bool)] = [
            (creates, [false], ["TRL201"], true),
            (creates, [false, false], ["TRL201"], true),
            (creates, [true], ["TRL201"], false),
            (creates, [true, true], ["TRL201"], false),
            (creates, [true, false], ["TRL201"], false),
            (ownsWithInitial, [true], ["TRL202"], false),
            (ownsWithInitial, [true, false], ["TRL202"], false),
        ]
        for (declaration, callers, codes, offersFix) in situations {
            let name = "Ownership201.xml"
            let original = ownershipProgram(declaration, callers: callers)
            let diagnostics = try check(original, as: name)
            #expect(diagnostics.map(\.code.rawValue) == codes, "\(declaration) \(callers): \(summary(diagnostics))")
            #expect(diagnostics.allSatisfy { $0.fixIts.isEmpty != offersFix }, "\(declaration) \(callers)")
            guard offersFix else { continue }
            let fixed = applyingFixIts(of: diagnostics, to: original)
            #expect(summary(try check(fixed, as: name)) == [], "\(declaration) \(callers): \(fixed)")
        }
        // Where every caller passes the object, the advice TRL201 gives checks clean: its note
        // says to remove the initial value.
        let passed = try check(ownershipProgram(creates, callers: [true]), as: "Passed201.xml")
        #expect(passed.first?.notes.map(\.text) == [
            "`Parent201x0` passes its object to `settings` here",
            "receive the object the callers pass: remove this initial value",
        ])
        let advised = ownershipProgram(#"<observedObject name="settings" type="Settings201"/>"#, callers: [true])
        #expect(summary(try check(advised, as: "Passed201.xml")) == [])
    }
}
