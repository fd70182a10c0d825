import TrellisDriver

/// Runs the compiler in this process, exactly as the `trellis` executable does,
/// so each measured child process is the real compiler.
enum CompilerEntryPoint {
    static func run(_ arguments: [String]) -> Int32 {
        TrellisCommandLine.run(arguments)
    }
}
