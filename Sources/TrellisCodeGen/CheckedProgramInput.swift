#if canImport(TrellisSemantics)
import TrellisSemantics

extension CodeGenerator {
    /// Generates Swift for a program the checker accepted (no errors).
    /// The checker's types decide which compound assignments are on numbers.
    public func generate(_ program: CheckedProgram) throws(CodeGenError) -> [GeneratedFile] {
        try CodeGenerator(marksMappedLines: marksMappedLines, trace: trace) { expression, view in
            program.type(of: expression, in: view)?.isNumber ?? false
        }.generate(files: program.files)
    }
}
#endif
