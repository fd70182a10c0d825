import TrellisSyntax

/// A struct or enum declared inside a model or struct, `Outer.Inner`: generated inside an
/// `extension Outer`, so Swift names it `Outer.Inner` too. A top-level type is emitted as is.
/// The members written with their code follow in an extension at file scope.
enum NestedTypeEmitter {
    static func emit(_ decl: StructDecl, expressions: ExpressionEmitter = ExpressionEmitter(), into printer: inout CodePrinter) throws(CodeGenError) {
        try emitPlaced(named: decl.name.name, enclosedIn: decl.enclosingTypeName, into: &printer) { shortName, printer throws(CodeGenError) in
            var placed = decl
            if let shortName { placed.name.name = shortName }
            try TypeDeclEmitter.emit(placed, expressions: expressions, into: &printer)
        }
        try TypeDeclEmitter.emitCodeExtension(of: decl.name.name, decl.code.filter { $0.name.name != "init" || $0.isGetter }, expressions: expressions, isValueType: true, into: &printer)
    }

    static func emit(_ decl: EnumDecl, expressions: ExpressionEmitter = ExpressionEmitter(), into printer: inout CodePrinter) throws(CodeGenError) {
        try emitPlaced(named: decl.name.name, enclosedIn: decl.enclosingTypeName, into: &printer) { shortName, printer throws(CodeGenError) in
            var placed = decl
            if let shortName { placed.name.name = shortName }
            try TypeDeclEmitter.emit(placed, expressions: expressions, into: &printer)
        }
        try TypeDeclEmitter.emitMemberExtension(of: decl, expressions: expressions, into: &printer)
    }

    /// Runs `emit` inside `extension Outer`, with the type's short name, when the type is nested;
    /// at file scope, with no new name, when it is not.
    private static func emitPlaced(
        named name: String, enclosedIn outer: String?, into printer: inout CodePrinter,
        _ emit: (_ shortName: String?, inout CodePrinter) throws(CodeGenError) -> Void
    ) throws(CodeGenError) {
        guard let outer else { return try emit(nil, &printer) }
        let shortName = String(name[name.index(after: name.lastIndex(of: ".")!)...])
        try printer.declaration("extension \(try SwiftSource.typeName(outer)) {") { printer throws(CodeGenError) in
            try emit(shortName, &printer)
        }
    }
}
