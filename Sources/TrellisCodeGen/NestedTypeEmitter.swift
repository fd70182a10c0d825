import TrellisSyntax

/// A struct or enum declared inside a model or struct, `Outer.Inner`: generated inside an
/// `extension Outer`, so Swift names it `Outer.Inner` too. A top-level type is emitted as is.
enum NestedTypeEmitter {
    static func emit(_ decl: StructDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        guard let outer = decl.enclosingTypeName else { return try TypeDeclEmitter.emit(decl, into: &printer) }
        var inner = decl
        inner.name.name = String(decl.name.name[decl.name.name.index(after: decl.name.name.lastIndex(of: ".")!)...])
        try printer.declaration("extension \(try SwiftSource.typeName(outer)) {") { printer throws(CodeGenError) in
            try TypeDeclEmitter.emit(inner, into: &printer)
        }
    }

    static func emit(_ decl: EnumDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        guard let outer = decl.enclosingTypeName else { return try TypeDeclEmitter.emit(decl, into: &printer) }
        var inner = decl
        inner.name.name = String(decl.name.name[decl.name.name.index(after: decl.name.name.lastIndex(of: ".")!)...])
        try printer.declaration("extension \(try SwiftSource.typeName(outer)) {") { printer throws(CodeGenError) in
            try TypeDeclEmitter.emit(inner, into: &printer)
        }
    }
}
