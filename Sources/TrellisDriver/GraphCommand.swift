import TrellisDiagnostics
import TrellisGraph
import TrellisSemantics

/// `trellis graph PATHS...`: the dependency graph as DOT, JSON or Mermaid, or an answer to a query.
enum GraphCommand: Subcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "graph",
            abstract: "Print the dependency graph, or ask it what a change re-evaluates and who provides what.",
            discussion: """
            The graph shows who owns, passes, binds, injects, consumes, reads and writes what.
            JSON follows Grammar/graph.schema.json. Render DOT with `dot -Tsvg`; paste Mermaid into Markdown.
            Queries print text, or JSON with `--format json`:
              --affected-by Model.property | View.declaration   views whose body re-evaluates, with why
              --who-provides Type --for View                    every path from a root, with its provider
            Diagnostics go to standard error. The graph is still printed when the only errors are
            ownership errors (TRL2xx), so it can explain them; syntax and name errors stop it.
            Exit status: 0 without errors, 1 with errors in the inputs, 2 for usage or I/O failures.
            """,
            positionals: [
                PositionalSpec(name: "paths", arity: .oneOrMore, help: "Files, or directories searched recursively for *.xml."),
            ],
            options: [
                OptionSpec(
                    name: "format",
                    value: .choice(valueName: "format", ["dot", "json", "mermaid"]),
                    help: "dot (the default), json or mermaid; queries print text, or JSON with json."
                ),
                OptionSpec(name: "view", value: .string(valueName: "name"), help: "Only this view's nodes and the edges touching them."),
                OptionSpec(name: "affected-by", value: .string(valueName: "value"), help: "List the views whose body re-evaluates when this `Model.property` or `View.declaration` changes."),
                OptionSpec(name: "who-provides", value: .string(valueName: "type"), help: "List every path from a root to the `--for` view, with its provider of this type."),
                OptionSpec(name: "for", value: .string(valueName: "view"), help: "The view `--who-provides` asks about."),
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        let request = try GraphRequest(arguments)
        let result: CompilerDriver.CheckResult
        do {
            result = try CompilerDriver().check(arguments.positionals)
        } catch {
            throw .io(message: error.message)
        }
        context.printDiagnostics(result)
        let status: Int32 = result.hasErrors ? 1 : 0
        // Edges built on unresolved names would be guesses; ownership errors leave the program intact.
        guard !result.hasErrors(otherThan: "TRL2") else {
            return status
        }

        let builder = GraphBuilder()
        let graph = builder.build(result.program)
        switch request {
        case .graph(let format, let view):
            var shown = graph
            if let view {
                do { _ = try graph.viewNode(named: view) } catch { throw .usage(message: error.description) }
                shown = graph.neighbourhood(ofView: view)
            }
            let text = switch format {
            case .dot: shown.dotText()
            case .json: shown.jsonText()
            case .mermaid: shown.mermaidText()
            }
            context.output += text
        case .affectedBy(let value, let asJSON):
            let source: GraphNode
            do { source = try graph.valueNode(named: value) } catch { throw .usage(message: error.description) }
            let answer = graph.affected(by: source)
            context.output += asJSON ? graph.jsonText(of: answer) : graph.text(of: answer)
        case .whoProvides(let type, let view, let asJSON):
            let paths: [ProviderPath]
            do { paths = try builder.whoProvides(type, for: view, in: result.program) } catch { throw .usage(message: error.description) }
            context.output += asJSON
                ? graph.jsonText(ofProviderPaths: paths, type: type, view: view)
                : graph.text(ofProviderPaths: paths, type: type, view: view)
        }
        return status
    }
}

/// What `trellis graph` was asked for, after the options are checked against each other.
enum GraphRequest: Equatable {
    enum Format: String { case dot, json, mermaid }

    case graph(Format, view: String?)
    case affectedBy(String, asJSON: Bool)
    case whoProvides(String, for: String, asJSON: Bool)

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        let format = arguments.value("format").flatMap(Format.init(rawValue:))
        let affectedBy = arguments.value("affected-by")
        let whoProvides = arguments.value("who-provides")
        let target = arguments.value("for")
        if affectedBy != nil, whoProvides != nil {
            throw .usage(message: "'--affected-by' and '--who-provides' cannot be combined; ask one query at a time")
        }
        if target != nil, whoProvides == nil {
            throw .usage(message: "'--for' only applies to '--who-provides'")
        }
        let isQuery = affectedBy != nil || whoProvides != nil
        if isQuery {
            if arguments.value("view") != nil {
                throw .usage(message: "'--view' filters the graph output and cannot be combined with a query")
            }
            if let format, format != .json {
                throw .usage(message: "queries print text, or JSON with '--format json'; '--format \(format.rawValue)' is for the graph")
            }
        }
        if let affectedBy {
            self = .affectedBy(affectedBy, asJSON: format == .json)
        } else if let whoProvides {
            guard let target else {
                throw .usage(message: "'--who-provides' needs '--for <view>'", help: "for example: --who-provides SessionManager --for ProfileScreen")
            }
            self = .whoProvides(whoProvides, for: target, asJSON: format == .json)
        } else {
            self = .graph(format ?? .dot, view: arguments.value("view"))
        }
    }
}
