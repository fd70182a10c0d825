import TrellisSyntax

/// A struct or enum declared inside a model or struct, `Outer.Inner`: generated inside an
/// `extension Outer`, so Swift names it `Outer.Inner` too. A top-level type is emitted as is.
/// The members written with their code follow in an extension at file scope.
enum NestedTypeEmitter {
    static func emit(_ decl: StructDecl, expressions: ExpressionEmitter = ExpressionEmitter(), into printer: inout CodePrinter) throws(CodeGenError) {
        if let outer = decl.enclosingTypeName {
            var inner = decl
            inner.name.name = String(decl.name.name[decl.name.name.index(after: decl.name.name.lastIndex(of: ".")!)...])
            try printer.declaration("extension \(try SwiftSource.typeName(outer)) {") { printer throws(CodeGenError) in
                try TypeDeclEmitter.emit(inner, expressions: expressions, into: &printer)
            }
        } else {
            try TypeDeclEmitter.emit(decl, expressions: expressions, into: &printer)
        }
        try TypeDeclEmitter.emitCodeExtension(of: decl.name.name, decl.code.filter { $0.name.name != "init" || $0.isGetter }, expressions: expressions, isValueType: true, into: &printer)
    }

    static func emit(_ decl: EnumDecl, expressions: ExpressionEmitter = ExpressionEmitter(), into printer: inout CodePrinter) throws(CodeGenError) {
        if let outer = decl.enclosingTypeName {
            var inner = decl
            inner.name.name = String(decl.name.name[decl.name.name.index(after: decl.name.name.lastIndex(of: ".")!)...])
            try printer.declaration("extension \(try SwiftSource.typeName(outer)) {") { printer throws(CodeGenError) in
                try TypeDeclEmitter.emit(inner, expressions: expressions, into: &printer)
            }
        } else {
            try TypeDeclEmitter.emit(decl, expressions: expressions, into: &printer)
        }
        try TypeDeclEmitter.emitMemberExtension(of: decl, expressions: expressions, into: &printer)
    }
}
