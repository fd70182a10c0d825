import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport

/// `trellis check` end to end, in-process, on files made for each test.
@Suite struct CheckCommandTests {
    private let cleanScreen = """
    <view name="Greeting">
      <body>
        <Text>Hello</Text>
      </body>
    </view>

    """

    /// The schema rejects the attribute too; it is reported once, as the input it is not.
    @Test func anUnknownAttributeOfABuiltInViewIsReportedOnceWithASuggestion() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Home.xml", "<view name=\"Home\">\n  <body>\n    <Button titel=\"Go\"/>\n  </body>\n</view>\n")
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(input):3:13: error: `Button` has no input `titel`; did you mean `title` [TRL111]\n"), "\(result.errors)")
        #expect(result.errors.components(separatedBy: "error:").count - 1 == 1, "\(result.errors)")
    }

    @Test func directoryWithoutXMLFilesFailsWithTRL009() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.makeDirectory("nothing-here")
        try directory.write("nothing-here/readme.txt", "")
        let result = runTrellis(["check", empty])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors == "\(empty):1:1: error: no `.xml` files found in `\(empty)` [TRL009]\n1 error generated.\n")
    }

    @Test func unreadableFileFailsWithTRL008AndOtherFilesAreStillChecked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.xml", cleanScreen)
        let loop = directory.path("b.xml")
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let result = runTrellis(["check", directory.path])
        #expect(result.status == 1)
        #expect(result.errors == "\(loop):1:1: error: cannot read file: too many levels of symbolic links [TRL008]\n1 error generated.\n")
    }

    /// A file that does not parse still declares its names: the other files' uses of them are not
    /// reported unknown (the fix is in the broken file), while a misspelled use still is.
    @Test func namesOfAFileThatDoesNotParseAreNotReportedUnknownElsewhere() throws {
        let directory = try TemporaryDirectory()
        let home = try directory.write("A.xml", """
        <trellis>
          <view name="Home">
            <stateObject name="store" type="Store" initial="Store()"/>
            <state name="size" type="Size" initial=".small"/>
            <body>
              <VStack>
                <Text>{store.title} {greeting()} {size == .small ? "small" : "large"}</Text>
                <Detail title="x"/>
                <Detial title="y"/>
              </VStack>
            </body>
          </view>
        </trellis>

        """)
        let broken = try directory.write("B.xml", """
        <trellis>
          <model name="Store">
            <published name="title" type="String" initial="&quot;&quot;"/>
          </model>
          <enum name="Size"><case name="small"/><case name="large"/></enum>
          <function name="greeting" returns="String">"hi"</function>
          <view name="Detail">
            <input name="title" type="String"/>
            <body>
              <Text>{title}
            </body>
          </view>
        </trellis>

        """)
        let result = runTrellis(["check", "--fast", directory.path])
        #expect(result.status == 1)
        #expect(result.errors == """
        \(home):9:9: error: unknown view `Detial` [TRL101]
                <Detial title="y"/>
                ^~~~~~~
        \(broken):11:12: error: malformed XML: opening and ending tag mismatch: Text line 10 and body [TRL001]
            </body>
                   ^
        2 errors generated.

        """)
    }

    @Test func missingPathIsAnIOFailure() {
        let result = runTrellis(["check", "/no/such/trellis/screens"])
        #expect(result.status == 2)
        #expect(result.errors == "error: no such file or directory: '/no/such/trellis/screens'\n")
    }

    @Test func maxFileSizeIsConfigurable() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.xml", cleanScreen)
        let size = cleanScreen.utf8.count
        let rejected = runTrellis(["check", "--max-file-size=\(size - 1)", path])
        #expect(rejected.status == 1)
        #expect(rejected.errors.hasPrefix("\(path):1:1: error: file of \(size) bytes exceeds the size limit of \(size - 1) bytes [TRL005]\n"))
        #expect(runTrellis(["check", "--max-file-size", "\(size)", path]).status == 0)
    }

    @Test func cleanScreenExitsZeroSilently() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Greeting.xml", cleanScreen)
        // With swiftc and the runtime's module found, the Swift pass runs and finds nothing either.
        let result = runTrellis(["check", path], environment: toolchainEnvironment)
        #expect(result.errors == "")
        #expect(result.status == 0)
    }

    @Test func colourFollowsTheTerminalAndNoColor() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.makeDirectory("empty")
        let escape = "\u{1B}["
        #expect(runTrellis(["check", empty], errorsAreTerminal: true).errors.contains(escape))
        #expect(!runTrellis(["check", empty], environment: ["NO_COLOR": "1"], errorsAreTerminal: true).errors.contains(escape))
        #expect(!runTrellis(["check", empty], errorsAreTerminal: false).errors.contains(escape))
    }

    @Test func warningsAsErrorsTurnsAWarningIntoAFailure() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Unused.xml", """
        <view name="Unused">
          <state name="unused" type="Int" initial="0"/>
          <body>
            <Text>Hello</Text>
          </body>
        </view>

        """)
        let plain = runTrellis(["check", "--fast", path])
        #expect(plain.status == 0)
        #expect(plain.errors.hasPrefix("\(path):2:"))
        #expect(plain.errors.contains(": warning: `state` `unused` is never read [TRL214]\n"))
        #expect(plain.errors.hasSuffix("1 warning generated.\n"))

        let strict = runTrellis(["check", "--fast", "--warnings-as-errors", path])
        #expect(strict.status == 1)
        #expect(strict.errors.contains(": error: `state` `unused` is never read [TRL214]\n"))
        #expect(strict.errors.hasSuffix("1 error generated.\n"))
    }

    @Test func verifyPassesWhenEveryExpectationIsMet() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.makeDirectory("empty")
        try directory.write("Greeting.xml", cleanScreen)
        let passing = runTrellis(["check", "--verify", directory.path("Greeting.xml")])
        #expect(passing.status == 0)
        #expect(passing.errors == "verify: all 0 expected diagnostics produced, none unexpected\n")

        let unexpected = runTrellis(["check", "--verify", empty])
        #expect(unexpected.status == 1)
        #expect(unexpected.errors == """
        \(empty):1:1: error: unexpected error produced: no `.xml` files found in `\(empty)` [TRL009]
        verify failed: 0 missing, 1 unexpected

        """)
    }

    @Test func verifyListsExpectationsThatWereNotProduced() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Greeting.xml", """
        <view name="Greeting">
          <body>
            <!-- expected-error@+1:6 TRL101 {{unknown view `Txt`; did you mean `Text`}} -->
            <Text>Hello</Text>
          </body>
        </view>

        """)
        let result = runTrellis(["check", "--verify", path])
        #expect(result.status == 1)
        #expect(result.errors == """
        \(path):4:6: error: expected error not produced: unknown view `Txt`; did you mean `Text` [TRL101]
        verify failed: 1 missing, 0 unexpected

        """)
    }

    /// The program's own Swift, named beside its screens, joins the Swift pass: a model declared
    /// `external` checks clean with its Swift, and without it swiftc's verdict is at the XML.
    @Test func swiftFilesNamedOnTheCommandLineJoinTheSwiftPass() throws {
        let directory = try TemporaryDirectory()
        let screen = try directory.write("Timer.xml", """
        <trellis>
          <model name="Ticker" external="true">
            <published name="seconds" type="Int"/>
          </model>
          <view name="TimerScreen" root="true">
            <stateObject name="ticker" type="Ticker" initial="Ticker()"/>
            <body>
              <Text>{ticker.seconds}s</Text>
            </body>
          </view>
        </trellis>

        """)
        let swift = try directory.write("Ticker.swift", """
        import Trellis
        final class Ticker: ObservableObject {
            @Published var seconds = 0
        }

        """)
        let withSwift = runTrellis(["check", screen, swift], environment: toolchainEnvironment)
        #expect(withSwift.status == 0, "\(withSwift.errors)")
        #expect(withSwift.errors == "")

        let alone = runTrellis(["check", screen], environment: toolchainEnvironment)
        #expect(alone.status == 1)
        #expect(alone.errors.contains("\(screen):2:"), "\(alone.errors)")
        #expect(alone.errors.contains("[TRL300]"), "\(alone.errors)")
        #expect(!alone.errors.contains(".swift:"), "no diagnostic points into generated Swift: \(alone.errors)")

        let onlySwift = runTrellis(["check", swift])
        #expect(onlySwift.status == 2)
        #expect(onlySwift.errors.hasPrefix("error: no screens to check"), "\(onlySwift.errors)")
    }
}
