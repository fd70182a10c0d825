#if canImport(TrellisSemantics)
import TrellisSemantics

extension CodeGenerator {
    /// Generates Swift for a program the checker accepted (no errors).
    /// The checker's types decide which compound assignments are on numbers and which
    /// interpolated values are optionals.
    public func generate(_ program: CheckedProgram) throws(CodeGenError) -> [GeneratedFile] {
        var generator = CodeGenerator(
            marksMappedLines: marksMappedLines,
            trace: trace,
            isNumber: { expression, view in program.type(of: expression, in: view)?.isNumber ?? false },
            isOptional: { expression, view in
                if case .optional? = program.type(of: expression, in: view) { true } else { false }
            },
            typeName: { expression, view in program.type(of: expression, in: view)?.description },
            projectedPublishers: Set(program.projectedPublishers.map { "\($0.model).\($0.property)" })
        )
        generator.jobs = jobs
        return try generator.generate(files: program.files)
    }
}
#endif
