#if canImport(TrellisSemantics)
import TrellisSemantics

extension CodeGenerator {
    /// Generates Swift for a program the checker accepted (no errors).
    public func generate(_ program: CheckedProgram) throws(CodeGenError) -> [GeneratedFile] {
        try generate(files: program.files)
    }
}
#endif
