import Foundation
import Testing
import TrellisDiagnostics
@testable import TrellisDriver
import TrellisTestSupport

@Suite struct InputDiscoveryTests {
    @Test func directoriesAreSearchedRecursivelySortedAndDeduplicated() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b.xml", "")
        try directory.write("a/z.xml", "")
        try directory.write("a/notes.txt", "")
        try directory.write("a/deeper/y.xml", "")
        try directory.write(".hidden/x.xml", "")
        try directory.write("a/.secret.xml", "")
        let explicit = try directory.write("README.md", "")

        var diagnostics = DiagnosticCollector()
        let files = try InputDiscovery().discover(
            [directory.path("b.xml"), directory.path, explicit, directory.path + "/"],
            diagnostics: &diagnostics
        )
        #expect(files == [
            directory.path("README.md"),
            directory.path("a/deeper/y.xml"),
            directory.path("a/z.xml"),
            directory.path("b.xml"),
        ])
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func subdirectoriesWithASkipMarkerAreLeftOutUnlessNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Samples/Good.xml", "")
        try directory.write("Samples/Mistakes/Bad.xml", "")
        try directory.write("Samples/Mistakes/.trellis-skip", "")

        var diagnostics = DiagnosticCollector()
        #expect(try InputDiscovery().discover([directory.path("Samples")], diagnostics: &diagnostics) == [directory.path("Samples/Good.xml")])
        #expect(try InputDiscovery().discover([directory.path("Samples/Mistakes")], diagnostics: &diagnostics) == [directory.path("Samples/Mistakes/Bad.xml")])
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func directoryWithoutXMLFilesIsTRL009() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.makeDirectory("empty")
        try directory.write("empty/notes.txt", "")

        var diagnostics = DiagnosticCollector()
        let files = try InputDiscovery().discover([empty], diagnostics: &diagnostics)
        #expect(files.isEmpty)
        #expect(diagnostics.diagnostics.map(\.headline) == ["\(empty):1:1: error: no `.xml` files found in `\(empty)` [TRL009]"])
    }

    @Test func missingPathStopsTheDriver() throws {
        var diagnostics = DiagnosticCollector()
        #expect(throws: DriverError.noSuchPath("/no/such/trellis/input")) {
            try InputDiscovery().discover(["/no/such/trellis/input"], diagnostics: &diagnostics)
        }
    }

    @Test func symbolicLinksToDirectoriesAreNotFollowed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens/a.xml", "")
        try FileManager.default.createSymbolicLink(atPath: directory.path("screens/loop"), withDestinationPath: directory.path("screens"))

        var diagnostics = DiagnosticCollector()
        let files = try InputDiscovery().discover([directory.path("screens")], diagnostics: &diagnostics)
        #expect(files == [directory.path("screens/a.xml")])
    }

    /// Files under one folder come out in byte order across levels (`a.xml` before `a/`, since `.`
    /// is below `/`), each once, with symbolic links to files kept as files.
    @Test func oneFolderIsListedInByteOrder() throws {
        let directory = try TemporaryDirectory()
        for name in ["a/x.xml", "a.xml", "a-b.xml", "b/c/d.xml", "Z.xml", "é.xml", "e.xml"] { try directory.write(name, "") }
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.xml"), withDestinationPath: directory.path("a.xml"))

        var diagnostics = DiagnosticCollector()
        let files = try InputDiscovery().discover([directory.path], diagnostics: &diagnostics)
        let expected = ["Z.xml", "a-b.xml", "a.xml", "a/x.xml", "b/c/d.xml", "e.xml", "link.xml", "é.xml"].map { directory.path($0) }
        #expect(files == expected)
        #expect(files == files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// The byte order compares UTF-8 bytes as unsigned, the shorter first when it begins the longer.
    @Test func byteOrderIsTheUTF8BytesOrder() {
        let pieces = ["", "a", "b", "ab", "a/", "a.", "Z", "é", "e\u{301}", "😀", "\u{7F}", "~", "a/b.xml"]
        for lhs in pieces {
            for rhs in pieces {
                #expect(InputDiscovery.byteOrder(lhs, rhs) == lhs.utf8.lexicographicallyPrecedes(rhs.utf8), "\(lhs) < \(rhs)")
                #expect(InputDiscovery.byteOrder(lhs + "x", rhs + "y") == (lhs + "x").utf8.lexicographicallyPrecedes((rhs + "y").utf8))
            }
        }
    }
}

@Suite struct SourceReaderTests {
    private func read(_ path: String, limit: Int = 1024) -> (bytes: [UInt8]?, diagnostics: [String]) {
        var diagnostics = DiagnosticCollector()
        let bytes = SourceReader(maxFileBytes: limit).read(path, diagnostics: &diagnostics)
        return (bytes, diagnostics.diagnostics.map(\.headline))
    }

    @Test func readsARegularFileWhole() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.xml", "<view/>\n")
        #expect(read(path).bytes == Array("<view/>\n".utf8))
        #expect(read(path, limit: 8).bytes?.count == 8)
    }

    @Test func fileOverTheLimitIsTRL005() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("big.xml", String(repeating: "x", count: 100))
        let result = read(path, limit: 99)
        #expect(result.bytes == nil)
        #expect(result.diagnostics == ["\(path):1:1: error: file of 100 bytes exceeds the size limit of 99 bytes [TRL005]"])
    }

    /// A symbolic link to itself cannot be opened, even by root.
    @Test func symbolicLinkLoopIsTRL008() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("loop.xml")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        let result = read(path)
        #expect(result.bytes == nil)
        #expect(result.diagnostics == ["\(path):1:1: error: cannot read file: too many levels of symbolic links [TRL008]"])
    }

    /// Opening a FIFO for reading would block until a writer comes; it must not.
    @Test(.timeLimit(.minutes(3))) func fifoIsTRL008WithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("pipe.xml")
        #expect(mkfifo(path, 0o644) == 0)
        let result = read(path)
        #expect(result.bytes == nil)
        #expect(result.diagnostics == ["\(path):1:1: error: cannot read file: not a regular file [TRL008]"])
    }

    @Test func directoryNamedLikeAFileIsTRL008() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.makeDirectory("folder.xml")
        #expect(read(path).diagnostics == ["\(path):1:1: error: cannot read file: is a directory [TRL008]"])
    }

    /// Root reads through any permission bits, so this runs only as another user.
    @Test(.enabled(if: geteuid() != 0, "root ignores file permissions; the symbolic link loop and FIFO tests cover TRL008 there"))
    func permissionDeniedIsTRL008() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("secret.xml", "<view/>")
        #expect(chmod(path, 0) == 0)
        #expect(read(path).diagnostics == ["\(path):1:1: error: cannot read file: permission denied [TRL008]"])
    }
}
