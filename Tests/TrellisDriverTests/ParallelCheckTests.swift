import Foundation
import Testing
import TrellisCodeGen
import TrellisDriver
import TrellisSemantics
import TrellisTestSupport

/// `--jobs`: the files of one program parsed (and their Swift generated) on several threads give
/// what one thread gives, diagnostics, their order and the generated files alike.
@Suite struct ParallelCheckTests {
    private func check(_ paths: [String], jobs: Int) throws -> CompilerDriver.CheckResult {
        try CompilerDriver(options: CompilerDriver.Options(maxDiagnostics: nil, jobs: jobs)).check(paths)
    }

    @Test func everyPieceRunsOnceWhateverTheJobs() {
        for jobs in [1, 2, 3, 64] {
            let counts = PieceCounts(count: 500)
            ParallelWork.forEach(500, jobs: jobs) { counts.add(at: $0) }
            #expect(counts.values == Array(repeating: 1, count: 500), "jobs: \(jobs)")
        }
    }

    @Test func oneJobRunsThePiecesInOrderOnTheCallingThread() {
        let order = PieceOrder()
        let caller = pthread_self()
        ParallelWork.forEach(50, jobs: 1) { index in
            order.append(index, onCaller: pthread_equal(pthread_self(), caller) != 0)
        }
        #expect(order.indices == Array(0..<50))
        #expect(order.allOnCaller)
    }

    @Test func theMistakesGiveTheSameDiagnosticsOnOneThreadAndOnMany() throws {
        // One file per job and more: each file's schema validation runs beside its build too.
        let files = PackagePaths.xmlFiles(under: PackagePaths.mistakeSamples)
        let serial = try check([PackagePaths.mistakeSamples], jobs: 1)
        #expect(serial.diagnostics.count > 100)
        for jobs in [2, 3, files.count + 1] {
            let parallel = try check([PackagePaths.mistakeSamples], jobs: jobs)
            #expect(parallel.diagnostics == serial.diagnostics, "jobs: \(jobs)")
            #expect(parallel.inputPaths == serial.inputPaths)
            #expect(parallel.files == serial.files)
        }
    }

    @Test func theSamplesGiveTheSameCheckedFilesAndSwiftOnOneThreadAndOnMany() throws {
        let serial = try check([PackagePaths.samples], jobs: 1)
        #expect(serial.files.count > 30)
        #expect(!serial.hasErrors)
        var oneThread = CodeGenerator()
        oneThread.jobs = 1
        let serialSwift = try oneThread.generate(serial.program)
        for jobs in [2, 5] {
            let parallel = try check([PackagePaths.samples], jobs: jobs)
            #expect(parallel.diagnostics == serial.diagnostics, "jobs: \(jobs)")
            #expect(parallel.files == serial.files)
            var generator = CodeGenerator()
            generator.jobs = jobs
            #expect(try generator.generate(parallel.program) == serialSwift, "jobs: \(jobs)")
        }
    }

    /// The rules over each checked view run on the jobs' threads: many views, each breaking a
    /// rule over its own body (TRL231) and one over its signature and call sites (TRL201), in
    /// one file and in a file per view.
    @Test func manyViewsGiveTheSameRulesOnOneThreadAndOnMany() throws {
        let views = 60
        let directory = try TemporaryDirectory()
        let model = "<model name=\"Counter\"><published name=\"count\" type=\"Int\" initial=\"0\"/></model>\n"
        func view(_ index: Int) -> String {
            """
            <view name="Screen\(index)" root="true">
              <state name="isShowingHelp" type="Bool" initial="false"/>
              <observedObject name="counter" type="Counter" initial="Counter()"/>
              <body>
                <Text>\(index): {counter.count}<sheet isPresented="{$isShowingHelp}"><Text>Help</Text></sheet></Text>
              </body>
            </view>

            """
        }
        let oneFile = try directory.write("one/Screens.xml", "<trellis>\n" + model + (0..<views).map(view).joined() + "</trellis>\n")
        try directory.write("many/Counter.xml", "<trellis>\n" + model + "</trellis>\n")
        for index in 0..<views { try directory.write("many/Screen\(index).xml", "<trellis>\n" + view(index) + "</trellis>\n") }
        for program in [oneFile, directory.path("many")] {
            let serial = try check([program], jobs: 1)
            #expect(serial.diagnostics.filter { $0.code.description == "TRL231" }.count == views)
            #expect(serial.diagnostics.filter { $0.code.description == "TRL201" }.count == views)
            for jobs in [2, 3, 8] {
                let parallel = try check([program], jobs: jobs)
                #expect(parallel.diagnostics == serial.diagnostics, "jobs: \(jobs)")
                #expect(parallel.files == serial.files)
            }
        }
    }

    @Test func theCommandLinePrintsTheSameOnOneThreadAndOnMany() {
        let serial = runTrellis(["check", "--fast", "--jobs", "1", PackagePaths.mistakeSamples])
        let parallel = runTrellis(["check", "--fast", "-j", "4", PackagePaths.mistakeSamples])
        #expect(serial.status == 1)
        #expect(parallel.status == serial.status)
        #expect(parallel.errors == serial.errors)
        #expect(runTrellis(["check", "--jobs", "0", PackagePaths.mistakeSamples]).status == 2)
    }
}

private final class PieceCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]

    init(count: Int) { counts = Array(repeating: 0, count: count) }

    func add(at index: Int) { lock.withLock { counts[index] += 1 } }

    var values: [Int] { lock.withLock { counts } }
}

private final class PieceOrder: @unchecked Sendable {
    private(set) var indices: [Int] = []
    private(set) var allOnCaller = true

    func append(_ index: Int, onCaller: Bool) {
        indices.append(index)
        allOnCaller = allOnCaller && onCaller
    }
}
