import Foundation
import Testing
@testable import TrellisDriver
import TrellisTestSupport

/// The user's files and terminal: outputs never replace what trellis did not write, interrupted
/// builds leave nothing behind, and nothing from a file's name or contents reaches the terminal raw.
@Suite("The user's files and terminal")
struct UserFilesAndTerminalTests {
    private static let screen = ScreenFixtures.greeting

    private static func swiftFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    private static func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".trellis-tmp") }.sorted()
    }

    // MARK: --graph follows the output rules

    @Test func theGraphNeverReplacesAnInput() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Hello.xml", Self.screen)
        let result = runTrellis(["build", input, "--output", directory.path("out"), "--graph", input])
        #expect(result.status == 1)
        #expect(result.errors == "\(input): error: refusing to overwrite '\(input)': it is the input file '\(input)'\n")
        #expect(try String(contentsOfFile: input, encoding: .utf8) == Self.screen)
        #expect(Self.swiftFiles(in: directory.path("out")).isEmpty, "nothing is written")
    }

    @Test func theGraphNeverOverwritesAFileTrellisDidNotWrite() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Hello.xml", Self.screen)
        let mine = try directory.write("out/Mine.swift", "// hand-written\n")
        let result = runTrellis(["build", input, "--output", directory.path("out"), "--graph", mine])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(mine): error: refusing to overwrite '\(mine)': it is not a dependency graph written by trellis"))
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "// hand-written\n")
        #expect(Self.swiftFiles(in: directory.path("out")) == ["Mine.swift"], "the Swift files are not written either")

        let notes = try directory.write("notes.json", "{\"mine\": true}\n")
        #expect(runTrellis(["build", input, "--output", directory.path("out"), "--graph", notes]).status == 1)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "{\"mine\": true}\n")
    }

    @Test func aBadGraphPathFailsBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Hello.xml", Self.screen)
        let graph = directory.path("missing/graph.json")
        let result = runTrellis(["build", input, "--output", directory.path("out"), "--graph", graph])
        #expect(result.status == 2)
        #expect(result.errors == "error: cannot write the graph '\(graph)': no such file or directory ('\(directory.path("missing"))')\n")
        #expect(Self.swiftFiles(in: directory.path("out")).isEmpty)

        let locked = try directory.makeDirectory("locked")
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let readOnly = runTrellis(["build", input, "--output", directory.path("out"), "--graph", locked + "/graph.json"])
        #expect(readOnly.status == 2)
        #expect(readOnly.errors == "error: the folder of the graph '\(locked)' is not writable: \(geteuid() == 0 ? "it is read-only" : "permission denied")\n")
        #expect(Self.swiftFiles(in: directory.path("out")).isEmpty)

        let clash = runTrellis(["build", input, "--output", directory.path("out"), "--graph", directory.path("out/Hello.swift")])
        #expect(clash.status == 2)
        #expect(clash.errors.hasPrefix("error: the graph and the Swift generated from '\(input)' would both be written to"))
        #expect(Self.swiftFiles(in: directory.path("out")).isEmpty)
    }

    @Test func aGraphTrellisWroteIsReplacedOnlyWhenItChanges() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Hello.xml", Self.screen)
        let graph = directory.path("graph.json")
        #expect(runTrellis(["build", input, "--output", directory.path("out"), "--graph", graph]).status == 0)
        let first = try String(contentsOfFile: graph, encoding: .utf8)
        #expect(first.contains("\"Greeting\""))
        // Unchanged: not rewritten, so its modification time stays.
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: graph)
        #expect(runTrellis(["build", input, "--output", directory.path("out"), "--graph", graph]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: graph)[.modificationDate] as? Date == old)
        try directory.write("Hello.xml", Self.screen.replacingOccurrences(of: "Greeting", with: "Welcome"))
        #expect(runTrellis(["build", input, "--output", directory.path("out"), "--graph", graph]).status == 0)
        #expect(try String(contentsOfFile: graph, encoding: .utf8).contains("\"Welcome\""))
        #expect(Self.temporaries(in: directory.path).isEmpty)
    }

    // MARK: The output folder

    @Test func anOutputFolderBelowAFileSaysWhichPartIsInTheWay() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Hello.xml", Self.screen)
        let notes = try directory.write("notes.txt", "my notes\n")
        let result = runTrellis(["build", input, "--output", notes + "/sub"])
        #expect(result.status == 2)
        #expect(result.errors == "error: cannot create output directory '\(notes)/sub': '\(notes)' exists and is not a directory\n")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
    }

    /// A file in the way is judged by its first bytes: a terabyte (sparse) file costs nothing to read.
    @Test(.timeLimit(.minutes(3)))
    func aHugeFileInTheWayIsJudgedByItsHeaderAlone() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Hello.xml", Self.screen)
        let foreign = try directory.write("out/Hello.swift", "// mine\n")
        #expect(truncate(foreign, 1 << 40) == 0)
        let refused = runTrellis(["build", input, "--output", directory.path("out")])
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("\(foreign): error: refusing to overwrite"))

        // A huge file that does start as a generated one is replaced.
        unlink(foreign)
        try directory.write("out/Hello.swift", "// Generated by trellis from Hello.xml. Do not edit.\n")
        #expect(truncate(foreign, 1 << 40) == 0)
        #expect(runTrellis(["build", input, "--output", directory.path("out")]).status == 0)
        let size = try FileManager.default.attributesOfItem(atPath: foreign)[.size] as? Int
        #expect(size.map { $0 < 100_000 } == true)
    }

    // MARK: Interrupted builds

    /// 400 screens, so the write phase lasts long enough to be interrupted in.
    private static func manyInputs(in directory: TemporaryDirectory) throws -> [String] {
        var body = ""
        for row in 0..<40 { body += "    <Text>Row \(row): {count}</Text>\n" }
        return try (0..<400).map { index in
            try directory.write("screens/Screen\(index).xml", """
                <view name="Screen\(index)">
                  <state name="count" type="Int" initial="0"/>
                  <body>
                    <VStack>
                \(body)    </VStack>
                  </body>
                </view>

                """)
        }
    }

    /// How a child process ended.
    private enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `trellis build` and sends `signal` as soon as its first temporary file appears.
    /// Returns how it ended, and whether the signal came while temporaries existed.
    /// Spawned with an empty signal mask and default actions, as from a shell: the test
    /// runner's threads block signals, and `Process` would pass that mask on.
    private static func interruptedBuild(_ executable: String, inputs: [String], output: String, signal: Int32) throws -> (Ending, Bool) {
        try? FileManager.default.removeItem(atPath: output)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [executable, "build", "--output", output] + inputs
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var signalled = false
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: output), entries.contains(where: { $0.hasSuffix(".trellis-tmp") }) {
                kill(pid, signal)
                signalled = true
                waitpid(pid, &status, 0)
                break
            }
        }
        // WIFSIGNALED and WTERMSIG, which Swift does not import.
        let ending: Ending = status & 0x7F != 0 ? .signalled(status & 0x7F) : .exited((status >> 8) & 0xFF)
        return (ending, signalled)
    }

    @Test(.timeLimit(.minutes(3)), arguments: [SIGINT, SIGTERM])
    func aBuildInterruptedWhileWritingRemovesItsTemporariesAndDiesOfTheSignal(signal: Int32) throws {
        let executable = try #require(TrellisExecutable.path, "the `trellis` executable is built next to the tests")
        let directory = try TemporaryDirectory()
        let inputs = try Self.manyInputs(in: directory)
        let output = directory.path("out")
        var interrupted = 0
        for _ in 0..<8 where interrupted < 2 {
            let (ending, signalled) = try Self.interruptedBuild(executable, inputs: inputs, output: output, signal: signal)
            #expect(Self.temporaries(in: output).isEmpty)
            if signalled, case .signalled(let received) = ending {
                #expect(received == signal, "the exit status says which signal ended it")
                interrupted += 1
            } else {
                #expect(ending == .exited(0), "a build the signal came too late for succeeds")
            }
        }
        #expect(interrupted > 0, "at least one build was interrupted while writing")
    }

    /// SIGKILL cannot be caught: the temporaries stay until the next build removes them.
    @Test(.timeLimit(.minutes(3)))
    func theNextBuildRemovesTheTemporariesOfAKilledOne() throws {
        let executable = try #require(TrellisExecutable.path, "the `trellis` executable is built next to the tests")
        let directory = try TemporaryDirectory()
        let inputs = try Self.manyInputs(in: directory)
        let output = directory.path("out")
        var left: [String] = []
        for _ in 0..<8 where left.isEmpty {
            _ = try Self.interruptedBuild(executable, inputs: inputs, output: output, signal: SIGKILL)
            left = Self.temporaries(in: output)
        }
        try #require(!left.isEmpty, "a killed build left temporaries")
        #expect(runTrellis(["build", "--output", output] + inputs).status == 0)
        #expect(Self.temporaries(in: output).isEmpty)
        #expect(Self.swiftFiles(in: output).count == inputs.count)
    }

    /// Only temporaries of trellis's naming whose process is gone (or that are over an hour old)
    /// are removed: never one of a build still running, here or on another host.
    @Test func staleTemporariesAreRecognizedByProcessHostAndAge() throws {
        let directory = try TemporaryDirectory()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let host = StaleTemporaries.host
        let dead = ".A.swift.\(finished.processIdentifier).\(host).abc.trellis-tmp"
        let running = ".B.swift.\(getpid()).\(host).abc.trellis-tmp"
        let elsewhere = ".C.swift.\(finished.processIdentifier).otherhost.abc.trellis-tmp"
        let oldElsewhere = ".D.swift.1.otherhost.abc.trellis-tmp"
        let userFile = "notes.trellis-tmp"
        for name in [dead, running, elsewhere, oldElsewhere, userFile] { try directory.write(name, "x") }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: directory.path(oldElsewhere))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: directory.path(userFile))
        let removed = StaleTemporaries.remove(in: directory.path)
        #expect(removed.sorted() == [dead, oldElsewhere].sorted())
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(kept == [running, elsewhere, userFile].sorted())
    }

    // MARK: The terminal

    @Test func controlCharactersFromAFileNameOrItsContentsAreEscaped() throws {
        let directory = try TemporaryDirectory()
        let name = "evil\u{1B}]0;PWNED\u{07}.xml"
        // XML allows C1 controls, DEL and bidirectional overrides in text, not C0 ones such as ESC.
        let input = try directory.write(name, "<view name=\"A\">\n<body>\n<Text>\u{9B}31m\u{7F}\u{202E} {nope}</Text>\n</body>\n</view>\n")
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        let raw = result.errors.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
        #expect(raw.isEmpty, "no control character reaches the terminal")
        let shown = directory.path("evil\\u{1B}]0;PWNED\\u{7}.xml")
        let lines = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count >= 3, "\(result.errors)")
        #expect(lines[0] == "\(shown):3:15: error: unknown identifier `nope` [TRL103]")
        #expect(lines[1] == "<Text>\\u{9B}31m\\u{7F}\\u{202E} {nope}</Text>")
        // The caret stays under `nope`, past the escapes' widths.
        #expect(lines[2].hasPrefix(String(repeating: " ", count: "<Text>\\u{9B}31m\\u{7F}\\u{202E} {".count) + "^"))
    }

    @Test func aFileNameWithANewlineCannotForgeADiagnosticLine() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("a\nforged.xml:1:1: error: all is well [TRL001]\n.xml", "<view name=\"A\"><body><Txt/></body></view>\n")
        let result = runTrellis(["check", directory.path])
        #expect(result.status == 1)
        let lines = result.errors.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("forged.xml") })
        #expect(lines.first == "\(input.replacingOccurrences(of: "\n", with: "\\u{A}")):1:22: error: unknown view `Txt`; did you mean `Text` [TRL101]")
    }

    // MARK: Encodings and names

    @Test func utf16WithAByteOrderMarkIsToldToBeUTF8() throws {
        let directory = try TemporaryDirectory()
        let bytes: [UInt8] = [0xFF, 0xFE] + Self.screen.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let input = try directory.write("Wide.xml", bytes: bytes)
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        #expect(result.errors == "\(input):1:1: error: file must be UTF-8, but its byte order mark says UTF-16 (little-endian); save it as UTF-8 [TRL002]\n1 error generated.\n")
    }

    @Test func aFileNameThatIsNotUTF8IsReportedNotLost() throws {
        let directory = try TemporaryDirectory()
        let name = "caf\u{E9}.xml"
        let latin1 = Array(name.unicodeScalars.map { UInt8($0.value) })
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + latin1
        let descriptor = path.withUnsafeBufferPointer { buffer in
            (buffer.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        try #require(descriptor >= 0)
        close(descriptor)
        try directory.write("Good.xml", Self.screen)
        let result = runTrellis(["check", directory.path])
        #expect(result.status == 1)
        #expect(result.errors == "\(directory.path)/caf\\xE9.xml:1:1: error: file name is not valid UTF-8; rename the file [TRL015]\n1 error generated.\n")

        // Named on the command line, it stops the command with a clear message.
        let executable = try #require(TrellisExecutable.path, "the `trellis` executable is built next to the tests")
        let named = try runProcess("/bin/sh", ["-c", "\"$0\" check \"$(printf 'caf\\351.xml')\"", executable], in: directory.path)
        #expect(named.status == 2)
        #expect(named.output == "error: argument 'caf\\xE9.xml' is not valid UTF-8; trellis reads only files whose names are UTF-8\n")
    }

    // MARK: Reported once, and only what is wrong

    @Test func aNestedTrellisOrAnXIncludeIsReportedOnce() throws {
        let directory = try TemporaryDirectory()
        let nested = try directory.write("Nested.xml", "<trellis>\n  <trellis>\n    <view name=\"A\"><body><Text>a</Text></body></view>\n  </trellis>\n</trellis>\n")
        let include = try directory.write("Include.xml", "<trellis xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n  <xi:include href=\"other.xml\"/>\n  <view name=\"B\"><body><Text>a</Text></body></view>\n</trellis>\n")
        for input in [nested, include] {
            let result = runTrellis(["check", input])
            #expect(result.status == 1)
            #expect(result.errors.components(separatedBy: "error:").count - 1 == 1, "\(result.errors)")
            #expect(result.errors.hasPrefix("\(input):2:3: error: element `"))
        }
    }

    @Test func anInvalidNameIsNotAlsoNeverRead() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Name.xml", "<view name=\"C\">\n  <state name=\"9bad\" type=\"Int\" initial=\"0\"/>\n  <state name=\"class\" type=\"Int\" initial=\"0\"/>\n  <body><Text>a</Text></body>\n</view>\n")
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        #expect(!result.errors.contains("TRL214"), "\(result.errors)")
        #expect(result.errors.hasSuffix("2 errors generated.\n"))
    }
}
