import Foundation
import TrellisDriver

/// The result of running `trellis` in-process.
public struct CommandResult: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
}

/// An environment in which `trellis check` finds swiftc (on this process's `PATH`) and so runs
/// the Swift pass; the runtime's module is found beside the test binary, as beside `trellis`.
public var toolchainEnvironment: [String: String] {
    ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
}

/// Runs `trellis ARGUMENTS` in-process, capturing stdout and stderr.
/// The environment is empty unless given, so the developer's `NO_COLOR` cannot leak in.
public func runTrellis(
    _ arguments: [String],
    environment: [String: String] = [:],
    errorsAreTerminal: Bool = false
) -> CommandResult {
    var output = ""
    var errors = ""
    let status = TrellisCommandLine.run(
        arguments,
        output: &output,
        errors: &errors,
        environment: environment,
        errorsAreTerminal: errorsAreTerminal
    )
    return CommandResult(status: status, output: output, errors: errors)
}
