import Foundation
import TrellisCodeGen
import TrellisSemantics
import TrellisSwiftCheck
import TrellisSyntax

/// The stages of a preview, in order: Trellis's rules, the Swift pass, the generated Swift with
/// its entry point, swiftc linking them with the runtime and its preview module. Only this
/// driver knows the order; `trellis preview` and the live preview's rebuilds both come here.
struct PreviewBuild {
    var arguments: ParsedArguments
    var environment: [String: String]

    /// What a build ends with: a program to run, or the diagnostics (or the message) that stop it.
    enum Outcome {
        case built(PreviewProgram, check: CompilerDriver.CheckResult)
        case diagnostics(CompilerDriver.CheckResult)
        case failed(String)
    }

    /// The screens' paths: the `.swift` files named beside them join the program as its own Swift.
    var screenArguments: ParsedArguments {
        var screens = arguments
        screens.positionals = arguments.positionals.filter { !$0.hasSuffix(".swift") }
        return screens
    }

    func build() throws(CommandFailure) -> Outcome {
        let result = try CompilerOptions.check(screenArguments)
        if result.hasErrors { return .diagnostics(result) }
        let view = try Self.chooseView(named: arguments.value("view"), in: result.files)
        let toolchain: SwiftToolchain
        switch SwiftToolchain.locate(environment: environment, runtimeModules: arguments.value("runtime-modules")) {
        case .success(let found): toolchain = found
        case .failure(let unavailable): throw .io(message: "a preview runs the screen, so it needs swiftc and the runtime: \(unavailable.reason)")
        }
        let swiftSources = SwiftPass.swiftSources(in: arguments.positionals)
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: toolchain, moduleName: "Screens"), swiftSources: swiftSources)
        let checked = pass.run(on: result, options: CompilerOptions.driverOptions(from: arguments))
        if checked.hasErrors { return .diagnostics(checked) }
        let generated: [GeneratedFile]
        do {
            generated = try CodeGenerator().generate(result.program)
        } catch {
            return .failed(error.description)
        }
        let observableModels = Set(result.files.flatMap(\.models).filter { $0.kind == .observable }.map(\.name.name))
        let entryPoint = PreviewEntryPoint.source(
            view: view.name.name, title: view.name.name,
            hostProvides: view.hostProvides.map { .init(type: $0.name, isObservable: observableModels.contains($0.name)) }
        )
        switch PreviewProgram.link(generated: generated, entryPoint: entryPoint, swiftSources: swiftSources, toolchain: toolchain) {
        case .success(let program): return .built(program, check: checked)
        case .failure(let failure): return .failed(failure.message)
        }
    }

    /// `--view`'s view, else the program's one root view (`root="true"`), else its only view.
    static func chooseView(named name: String?, in files: [SourceFileSyntax]) throws(CommandFailure) -> ViewDecl {
        // An app is previewed through the view its window shows.
        let views = files.flatMap(\.views).filter { !$0.isApp && !$0.isViewModifier }
        let chosen: ViewDecl
        if let name {
            guard let named = views.first(where: { $0.name.name == name }) else {
                throw .usage(message: "no view named `\(name)` in the screens; they declare \(list(views.map(\.name.name)))")
            }
            chosen = named
        } else {
            let roots = views.filter(\.isRoot)
            if roots.count == 1 {
                chosen = roots[0]
            } else if roots.isEmpty, views.count == 1 {
                chosen = views[0]
            } else if roots.isEmpty {
                throw .usage(message: "the screens declare no root view, so name the one to preview", help: "pass '--view <name>', one of \(list(views.map(\.name.name)))")
            } else {
                throw .usage(message: "the screens declare \(roots.count) root views, so name the one to preview", help: "pass '--view <name>', one of \(list(roots.map(\.name.name)))")
            }
        }
        let inputs = chosen.properties.filter { property in
            switch property.kind {
            case .binding, .focusBinding, .observedObject, .bindable: true
            case .let, .state, .stateObject: property.initial == nil
            default: false
            }
        }
        if !inputs.isEmpty {
            throw .usage(
                message: "view `\(chosen.name.name)` cannot be previewed alone: its parent passes it \(list(inputs.map(\.name.name)))",
                help: "preview a view that creates it, with '--view <name>'"
            )
        }
        return chosen
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
