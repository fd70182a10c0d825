import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// `trellis prelude [NAME]`: the vocabulary the compiler checks against, as declared.
enum PreludeCommand: Subcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "prelude",
            abstract: "Print the prelude: SwiftUI's views, modifiers and types as Trellis declares them.",
            discussion: "With a name, print its declaration (a view, a modifier or a type); with --list, every name by kind.",
            positionals: [
                PositionalSpec(name: "name", arity: .one, help: "A view, modifier or type, such as Button or padding.", isOptional: true),
            ],
            options: [
                OptionSpec(name: "list", help: "List every view, modifier and type the prelude declares."),
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        let declarations = Self.declarations()
        if arguments.flag("list") {
            if let name = arguments.positionals.first {
                throw .usage(message: "give either a name or '--list', not both (got '\(name)')")
            }
            for kind in ["view", "modifier", "type"] {
                let names = declarations.filter { $0.kind == kind }.map(\.name).sorted()
                context.print("\(kind)s: \(names.joined(separator: " "))")
            }
            return 0
        }
        guard let name = arguments.positionals.first else {
            for source in Prelude.sources {
                context.print("<!-- \(source.path) -->")
                context.output += source.text.hasSuffix("\n") ? source.text : source.text + "\n"
            }
            return 0
        }
        let matches = declarations.filter { $0.name == name }
        guard !matches.isEmpty else {
            let suggestion = Suggestions.closest(to: name, among: declarations.map(\.name))
            throw .usage(
                message: "the prelude declares nothing named '\(name)'",
                help: suggestion.map { "did you mean '\($0)'?" } ?? "run 'trellis prelude --list' to see every name"
            )
        }
        for match in matches {
            context.print("<!-- \(match.location) -->")
            context.print(Self.text(of: match))
        }
        return 0
    }

    struct Declaration {
        var kind: String
        var name: String
        var element: String
        var location: SourceLocation
    }

    static func declarations() -> [Declaration] {
        Prelude.standard.flatMap { file in
            file.interfaces.map { Declaration(kind: $0.kind == .view ? "view" : "modifier", name: $0.name.name, element: $0.kind.rawValue, location: $0.location) }
                + file.structs.map { Declaration(kind: "type", name: $0.name.name, element: "struct", location: $0.location) }
        }
    }

    /// The declaration's lines as written: from its start tag to the tag that closes it.
    static func text(of declaration: Declaration) -> String {
        guard let source = Prelude.sources.first(where: { $0.path == declaration.location.file }) else { return "" }
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = declaration.location.line - 1
        guard lines.indices.contains(first) else { return "" }
        var taken = [lines[first]]
        if !lines[first].hasSuffix("/>") {
            for line in lines[(first + 1)...] {
                taken.append(line)
                if line.trimmingCharacters(in: .whitespaces) == "</\(declaration.element)>" { break }
            }
        }
        let indentation = taken[0].prefix { $0 == " " }.count
        return taken.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }
}
