import Foundation
import TrellisBenchSupport
import TrellisDriver

// trellis-generated-programs [seed] [count] [work folder] [first]: generates `count` correct
// programs from `seed` (ProgramGenerator), numbered from `first` (0), checks them with the fast pass, builds them and compiles the
// Swift with swiftc -warnings-as-errors against the `Trellis` module built beside this
// executable; prints the counts, keeps failing programs in the work folder's failures/, and
// exits 1 when the fast pass and swiftc disagreed on any program.

let arguments = CommandLine.arguments
let seed = arguments.count > 1 ? UInt64(arguments[1]) ?? 1 : 1
let count = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let work = URL(fileURLWithPath: arguments.count > 3 ? arguments[3] : "/tmp/trellis-generated-programs")
let first = arguments.count > 4 ? Int(arguments[4]) ?? 0 : 0
let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let modules = products.appendingPathComponent("Modules")
guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("Trellis.swiftmodule").path) else {
    FileHandle.standardError.write(Data("the Trellis module is not built in \(modules.path): run swift build first\n".utf8))
    exit(2)
}
let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
guard let swiftc = path.split(separator: ":").map({ "\($0)/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
    FileHandle.standardError.write(Data("swiftc is not on PATH\n".utf8))
    exit(2)
}

let generator = ProgramGenerator()
print("prelude forms never generated, and why: \(generator.skippedForms.count)")
for (form, reason) in generator.skippedForms.sorted(by: { $0.key < $1.key }) { print("  \(form): \(reason)") }

var round = GeneratedProgramRound(seed: seed, work: work, modules: modules, swiftc: swiftc, generator: generator) { arguments in
    var output = ""
    var errors = ""
    let status = TrellisCommandLine.run(arguments, output: &output, errors: &errors, environment: [:], errorsAreTerminal: false)
    return (status, output + errors)
}
if let size = ProcessInfo.processInfo.environment["GENERATED_BATCH_SIZE"].flatMap(Int.init) { round.batchSize = size }
let counts = try round.run(first..<(first + count)) { counts in
    print("… \(counts.generated) programs, \(counts.disagreements) disagreements")
}
print(counts)
for (label, names) in [("fast-pass rejections", counts.fastPassRejections), ("build failures", counts.buildFailures), ("swiftc failures", counts.swiftcFailures)] where !names.isEmpty {
    print("\(label): \(names.joined(separator: " "))")
}
if counts.disagreements > 0 { print("failing programs and reports: \(work.path)/failures") }
exit(counts.disagreements == 0 ? 0 : 1)
