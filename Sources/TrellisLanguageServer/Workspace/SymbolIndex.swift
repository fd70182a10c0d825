import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// A declared thing that names can refer to.
enum SymbolKey: Hashable, Sendable {
    case view(String)
    case model(String)
    case structure(String)
    /// An `<enum>` of the program.
    case enumeration(String)
    /// A view's `state`, `binding`, ... declaration.
    case viewMember(view: String, name: String)
    /// A model's `published`/`property`, or a static member.
    case modelMember(model: String, name: String)
    /// A model's instance method, told from a property of the same name (`name(locale:)` beside `name`).
    case modelMethod(model: String, name: String)
    case structField(structure: String, name: String)
    /// A case of a program's `<enum>`, or one of its properties.
    case enumMember(enumeration: String, name: String)
    /// A name bound in code: a `ForEach` row's item or a function's parameter, told apart by where
    /// it is declared; `type` is its declared or inferred type, where known.
    case local(name: String, declaredAt: SourceLocation, type: String?, kind: LocalKind)
    /// A value of the environment the program declares (`<environmentValue>`, or a `<computed>`
    /// of `extension EnvironmentValues`), named by `key="\.name"`.
    case environmentValue(String)
    /// A member an `<extension>` of the program adds to a type it does not declare (`Locale`'s
    /// `shortIdentifier`), named on its values.
    case extensionMember(type: String, name: String)

    var name: String {
        switch self {
        case .view(let name), .model(let name), .structure(let name), .enumeration(let name), .environmentValue(let name): name
        case .viewMember(_, let name), .modelMember(_, let name), .modelMethod(_, let name), .structField(_, let name), .enumMember(_, let name), .local(let name, _, _, _), .extensionMember(_, let name): name
        }
    }

    var isType: Bool {
        switch self {
        case .view, .model, .structure, .enumeration: true
        default: false
        }
    }
}

/// What an occurrence does with its symbol.
enum OccurrenceRole: String, Sendable {
    case declaration
    /// `<ProfileScreen/>`: a view instantiated.
    case callSite
    /// An attribute of a call site naming the callee's input.
    case argument
    case read
    case write
    /// `$x`: a binding handed out, through which the value may be written.
    case binding
    /// A type named in a `type`, `hostProvides` or an initializer call.
    case typeReference
}

struct Occurrence: Sendable {
    var key: SymbolKey
    var range: SourceRange
    var role: OccurrenceRole
    /// The view whose body or declaration holds it.
    var view: String?
}

/// What binds a local name, which its hover says and whether a rename may change it.
enum LocalKind: Hashable, Sendable {
    /// A row's item (`item="scrum"`).
    case rowItem
    /// A helper function's parameter, whose name is also its argument label.
    case parameter
    /// A closure's parameter (`oldValue, newValue in` of `onChange`).
    case closureParameter
    /// `<let>` among views, or `if let name = value`.
    case constant
    /// `<bindable name="model" initial="model"/>`: Swift's `@Bindable var model = model`.
    case bindable
}

/// Every name in the program resolved to what it declares or refers to, by file, with exact
/// ranges: what hover, go to definition, references and rename read. Built from the checked
/// program's syntax trees and expression types, so it resolves names as the checker does.
struct SymbolIndex: Sendable {
    /// Names bound inside a body (a `ForEach` item, `onChange`'s values), with their types where known.
    /// Names bound inside a body, with their types where known, and where the ones the index
    /// tracks (rows' items, functions' parameters) are declared.
    struct Locals {
        private var types: [String: ResolvedType?] = [:]
        private(set) var declarations: [String: SymbolKey] = [:]

        init() {}

        /// Binding a name this way hides any tracked one of the same name.
        subscript(name: String) -> ResolvedType?? {
            get { types[name] }
            set {
                types[name] = newValue
                declarations[name] = nil
            }
        }

        var keys: Dictionary<String, ResolvedType?>.Keys { types.keys }

        /// `guard let code`: the same name, unwrapped, still the declaration it was.
        mutating func narrow(_ name: String, to type: ResolvedType?) {
            types[name] = .some(type)
        }

        /// Binds `name` as a tracked local, whose uses the index records.
        mutating func bind(_ name: Identifier, type: ResolvedType?, kind: LocalKind, written: String? = nil) {
            types[name.name] = .some(type)
            declarations[name.name] = .local(name: name.name, declaredAt: name.location, type: type?.description ?? written, kind: kind)
        }
    }

    /// Each occurrence once, by file, sorted by place.
    private(set) var occurrencesByFile: [String: [Occurrence]] = [:]
    /// Where each symbol's occurrences are in `occurrencesByFile`: a file's slot in `files` and
    /// a place in its list, so that an occurrence is not stored twice.
    private var placesByKey: [SymbolKey: [OccurrencePlace]] = [:]
    private var files: [String] = []

    private struct OccurrencePlace {
        var file: Int32
        var index: Int32
    }

    init(program: CheckedProgram, texts: (String) -> SourceText?) {
        var builder = Builder(program: program)
        for file in program.files {
            builder.index(file, text: texts(file.path))
            // Taken file by file, so that the builder never holds the whole program's.
            for occurrence in builder.occurrences { occurrencesByFile[occurrence.range.start.file, default: []].append(occurrence) }
            builder.occurrences.removeAll(keepingCapacity: true)
        }
        files = occurrencesByFile.keys.sorted()
        for (slot, path) in files.enumerated() {
            let found = Self.placedOnce(occurrencesByFile[path]!)
            occurrencesByFile[path] = found
            for (index, occurrence) in found.enumerated() {
                placesByKey[occurrence.key, default: []].append(OccurrencePlace(file: Int32(slot), index: Int32(index)))
            }
        }
    }

    /// The occurrences in one file alone, as the whole index has them there, without indexing
    /// the other files: what completion reads of the code around the cursor.
    static func occurrences(inFile path: String, program: CheckedProgram, text: SourceText?) -> [Occurrence] {
        guard let file = program.files.first(where: { $0.path == path }) else { return [] }
        var builder = Builder(program: program)
        builder.index(file, text: text)
        return builder.occurrences.filter { $0.range.start.file == path }
    }

    /// `found` sorted by place, the earlier found first among occurrences of one place. A name
    /// reached twice (a type's text scanned for each parameter of a list, a computed property
    /// declared as a function and a member) is one occurrence: the first found.
    private static func placedOnce(_ found: [Occurrence]) -> [Occurrence] {
        let order = found.indices.sorted { found[$0].range.start < found[$1].range.start || found[$0].range.start == found[$1].range.start && $0 < $1 }
        var placed: [Occurrence] = []
        placed.reserveCapacity(found.count)
        // Where the occurrences at the current place start in `placed`.
        var placeStart = 0
        for index in order {
            let occurrence = found[index]
            if let last = placed.last, last.range.start == occurrence.range.start {
                if placed[placeStart...].contains(where: { $0.key == occurrence.key }) { continue }
            } else {
                placeStart = placed.count
            }
            placed.append(occurrence)
        }
        return placed
    }

    /// The occurrence whose name covers `location` (its end included, so a cursor just past a name finds it).
    func occurrence(at location: SourceLocation) -> Occurrence? {
        guard let occurrences = occurrencesByFile[location.file] else { return nil }
        return occurrences.last { $0.range.start <= location && location <= $0.range.end && $0.range.start.line == location.line }
    }

    func occurrences(of key: SymbolKey) -> [Occurrence] {
        (placesByKey[key] ?? []).map { occurrencesByFile[files[Int($0.file)]]![Int($0.index)] }.sorted { $0.range.start < $1.range.start }
    }

    func occurrences(inFile path: String) -> [Occurrence] {
        occurrencesByFile[path] ?? []
    }

    func declarations(of key: SymbolKey) -> [Occurrence] {
        occurrences(of: key).filter { $0.role == .declaration }
    }

    private struct Builder {
        let program: CheckedProgram
        var occurrences: [Occurrence] = []
        /// The model, struct or enum whose members' code is walked: what `self` and its bare
        /// member names reach there.
        var owner: ResolvedType?
        /// The type a nested type is declared in (`DBModel` for `DBModel.Country`), whose other
        /// nested types its declarations name unqualified (`[Currency]`).
        var scope: String?
        /// The text of the file being indexed, where a type written in code is found.
        var currentText: SourceText?

        /// See `extensionStatics(of:)`.
        let extensionStatics: [String: String?]

        init(program: CheckedProgram) {
            self.program = program
            extensionStatics = Self.extensionStatics(of: program)
        }

        mutating func add(_ key: SymbolKey, _ identifier: Identifier, _ role: OccurrenceRole, view: String?) {
            add(key, name: identifier.name, at: identifier.location, role, view: view)
        }

        mutating func add(_ key: SymbolKey, name: String, at location: SourceLocation, _ role: OccurrenceRole, view: String?) {
            let range = SourceRange(start: location, end: location.advanced(byColumns: name.unicodeScalars.count))
            occurrences.append(Occurrence(key: key, range: range, role: role, view: view))
        }

        /// `typeKey` of a name as written where `scope`'s nested types are named unqualified.
        func scopedTypeKey(_ name: String) -> SymbolKey? {
            typeKey(name) ?? scope.flatMap { typeKey("\($0).\(name)") }
        }

        /// A nested type's scope: the type it is declared in.
        static func enclosing(_ name: String) -> String? {
            name.lastIndex(of: ".").map { String(name[..<$0]) }
        }

        /// The declaration of a type, at its own name (`Country` of `DBModel.Country`).
        mutating func addTypeDeclaration(_ key: SymbolKey, _ identifier: Identifier) {
            let own = identifier.name.split(separator: ".").last.map(String.init) ?? identifier.name
            add(key, name: own, at: identifier.location, .declaration, view: nil)
        }

        func typeKey(_ name: String) -> SymbolKey? {
            if program.model(named: name) != nil { return .model(name) }
            if program.structDecl(named: name) != nil { return .structure(name) }
            if program.view(named: name) != nil { return .view(name) }
            // The program's enums; the prelude's are SwiftUI's, declared nowhere the user edits.
            if let declaration = program.enumDecl(named: name), PreludeCopies.text(of: declaration.location.file) == nil { return .enumeration(name) }
            return nil
        }

        mutating func index(_ file: SourceFileSyntax, text: SourceText?) {
            currentText = text
            for value in file.environmentValues { add(.environmentValue(value.name.name), value.name, .declaration, view: nil) }
            for view in file.views { index(view, text: text) }
            for model in file.models {
                addTypeDeclaration(.model(model.name.name), model.name)
                scope = Self.enclosing(model.name.name)
                defer { scope = nil }
                for property in model.properties {
                    add(.modelMember(model: model.name.name, name: property.name.name), property.name, .declaration, view: nil)
                    typeReferences(property.type, text: text)
                    // `initial=".asListed"`: a case of the property's enum.
                    if let initial = property.initial { implicitMember(initial, expected: program.resolve(property.type.reference), in: "", role: .read) }
                }
                // A static function or property, called on the type: `Folder.delete(folder)`.
                for method in model.staticMethods {
                    add(.modelMember(model: model.name.name, name: method.name.name), method.name, .declaration, view: nil)
                    for parameter in method.parameters { typeReferences(parameter.type, text: text) }
                    if let returnType = method.returnType { typeReferences(returnType, text: text) }
                }
                for property in model.staticProperties { add(.modelMember(model: model.name.name, name: property.name.name), property.name, .declaration, view: nil) }
                for method in model.methods {
                    add(.modelMethod(model: model.name.name, name: method.name.name), method.name, .declaration, view: nil)
                    for parameter in method.parameters { typeReferences(parameter.type, text: text) }
                    if let returnType = method.returnType { typeReferences(returnType, text: text) }
                }
            }
            for enumeration in file.enums {
                addTypeDeclaration(.enumeration(enumeration.name.name), enumeration.name)
                scope = Self.enclosing(enumeration.name.name)
                defer { scope = nil }
                for enumCase in enumeration.cases {
                    add(.enumMember(enumeration: enumeration.name.name, name: enumCase.name.name), enumCase.name, .declaration, view: nil)
                    for value in enumCase.associatedValues { typeReferences(value.type, text: text) }
                }
                if let text, !enumeration.properties.isEmpty {
                    memberDeclarations(of: enumeration.location, tags: ["property", "let", "var", "computed"], named: Set(enumeration.properties.map(\.name.name)), text: text) {
                        .enumMember(enumeration: enumeration.name.name, name: $0)
                    }
                }
                if let text, !enumeration.methods.isEmpty {
                    memberDeclarations(of: enumeration.location, tags: ["function", "method"], named: Set(enumeration.methods.map(\.name.name)), text: text) {
                        .enumMember(enumeration: enumeration.name.name, name: $0)
                    }
                }
            }
            for structure in file.structs {
                addTypeDeclaration(.structure(structure.name.name), structure.name)
                scope = Self.enclosing(structure.name.name)
                defer { scope = nil }
                if let text {
                    // `<field>`, or `<let>` and `<var>` as an external struct's Swift writes them.
                    memberDeclarations(of: structure.location, tags: ["field", "let", "var", "property", "computed"], named: Set(structure.fields.map(\.name.name)), text: text) {
                        .structField(structure: structure.name.name, name: $0)
                    }
                    // Its methods (`<function>` of a struct written in Swift), keyed as its members.
                    memberDeclarations(of: structure.location, tags: ["function", "method"], named: Set(structure.methods.map(\.name.name)), text: text) {
                        .structField(structure: structure.name.name, name: $0)
                    }
                }
                for field in structure.fields { typeReferences(field.type, text: text) }
            }
            // `<extension type="DBModel.Currency">`: its members are the program's type's.
            for extensionDecl in file.extensions {
                guard let text else { continue }
                guard let type = typeKey(extensionDecl.name.name) else {
                    // `<extension type="Locale">`: members of a type the program does not declare.
                    let members = Set(extensionDecl.fields.map(\.name.name))
                    memberDeclarations(of: extensionDecl.location, tags: ["property", "let", "var", "computed"], named: members, text: text) {
                        .extensionMember(type: extensionDecl.name.name, name: $0)
                    }
                    continue
                }
                // The extended type, each part of `DBModel.Currency` at its own column.
                var column = 0
                var qualified: String?
                for part in extensionDecl.name.name.split(separator: ".").map(String.init) {
                    let name = qualified.map { "\($0).\(part)" } ?? part
                    qualified = name
                    if let key = typeKey(name) { add(key, name: part, at: extensionDecl.name.location.advanced(byColumns: column), .typeReference, view: nil) }
                    column += part.unicodeScalars.count + 1
                }
                let members = Set(extensionDecl.fields.map(\.name.name))
                let tags: Set<String> = ["property", "let", "var", "computed"]
                switch type {
                case .model(let model):
                    memberDeclarations(of: extensionDecl.location, tags: tags, named: members, text: text) { .modelMember(model: model, name: $0) }
                case .structure(let structure):
                    memberDeclarations(of: extensionDecl.location, tags: tags, named: members, text: text) { .structField(structure: structure, name: $0) }
                default:
                    break
                }
            }
            // The code of members written in the XML (`init`, functions, computed properties):
            // `self.title = title` in a model's `init`, `case .aToZ:` in an enum's `switch self`.
            for model in file.models { indexCode(model.code, of: model.name.name, text: text) }
            for structure in file.structs { indexCode(structure.code, of: structure.name.name, text: text) }
            for enumeration in file.enums { indexCode(enumeration.code, of: enumeration.name.name, text: text) }
        }

        mutating func indexCode(_ code: [ViewFunctionDecl], of typeName: String, text: SourceText?) {
            guard !code.isEmpty, let type = program.resolve(.named(typeName, genericArguments: [])) else { return }
            owner = type
            scope = Self.enclosing(typeName)
            defer { owner = nil; scope = nil }
            for function in code {
                for parameter in function.parameters { if let type = parameter.type { typeReferences(type, text: text) } }
                var locals = Locals()
                locals["self"] = .some(type)
                for parameter in function.parameters {
                    locals[parameter.name.name] = .some(parameter.type.flatMap { program.resolve($0.reference) })
                }
                walk(function.body, in: "", locals: locals)
                if let setter = function.setterBody {
                    var inner = locals
                    inner[function.setterValueName] = .some(function.returnType.flatMap { program.resolve($0.reference) })
                    walk(setter, in: "", locals: inner)
                }
            }
        }

        /// The declared type of `owner`'s property or field `name`, for a bare name in its members' code.
        func ownerMemberType(_ name: String) -> ResolvedType? {
            switch owner.flatMap(Self.nominal) {
            case .model(let model, _): program.model(named: model)?.properties.first { $0.name.name == name }.flatMap { program.resolve($0.type.reference) }
            case .structure(let structure): program.structDecl(named: structure)?.fields.first { $0.name.name == name }.flatMap { program.resolve($0.type.reference) }
            default: nil
            }
        }

        /// The key of `owner`'s member `name`, for a bare name in its members' code.
        func ownerMemberKey(_ name: String, called: Bool = false) -> SymbolKey? {
            switch owner.flatMap(Self.nominal) {
            case .model(let model, _): program.model(named: model).flatMap { Self.memberKey($0, name, called: called) }
            case .structure(let structure): program.structDecl(named: structure)?.fields.contains { $0.name.name == name } == true ? .structField(structure: structure, name: name) : nil
            case .enumeration(let enumeration): enumHasMember(enumeration, name) ? .enumMember(enumeration: enumeration, name: name) : nil
            default: nil
            }
        }

        /// Fields and enums' properties keep no location in the syntax tree: their `name`
        /// attributes are found in the text, among the declaration's child tags named `tags`.
        mutating func memberDeclarations(of declaration: SourceLocation, tags names: Set<String>, named members: Set<String>, text: SourceText, key: (String) -> SymbolKey) {
            let tags = MarkupTags(text.bytes)
            guard let open = tags.tag(startingAt: text.offset(of: declaration)) else { return }
            let end = tags.tags[open].match ?? open
            for position in open..<max(end, open + 1) where position < tags.tags.count {
                let tag = tags.tags[position]
                guard names.contains(tag.name), tag.parent == open, tag.kind != .end,
                      let name = tag.attributes.first(where: { $0.name == "name" }), let start = name.valueStart else { continue }
                let memberName = name.value.trimmingCharacters(in: .whitespaces)
                guard members.contains(memberName) else { continue }
                let leading = name.value.prefix { $0 == " " }.count
                let location = location(ofOffset: start + leading, in: text, file: declaration.file)
                add(key(memberName), name: memberName, at: location, .declaration, view: nil)
            }
        }

        func location(ofOffset offset: Int, in text: SourceText, file: String) -> SourceLocation {
            let position = text.position(ofOffset: offset, encoding: .utf32)
            return SourceLocation(file: file, line: position.line + 1, column: position.character + 1)
        }

        /// The declared types named in a written type, found in its text (`[Item]`, `User?`).
        mutating func typeReferences(_ type: TypeSyntax, text: SourceText?, code: Bool = false) {
            // `Quake.ID`: a program's type qualifies a type it does not declare.
            let names = type.reference.namedTypes.filter { name in
                let parts = name.split(separator: ".").map(String.init)
                return parts.indices.contains { scopedTypeKey(parts[...$0].joined(separator: ".")) != nil }
            }
            guard !names.isEmpty else { return }
            guard let text else { return }
            let start = text.offset(of: type.location)
            var index = start
            let bytes = text.bytes
            // `DBModel.Country`: a type nested in another, named at its last part.
            var qualifier: String?
            let ends: Set<UInt8> = code ? [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "\n")] : [UInt8(ascii: "\""), UInt8(ascii: "'")]
            while index < bytes.count, !ends.contains(bytes[index]) {
                guard MarkupTags.isNameByte(bytes[index]), bytes[index] != UInt8(ascii: "-"), bytes[index] != UInt8(ascii: ".") else {
                    let continuesName = bytes[index] == UInt8(ascii: ".")
                    if !continuesName { qualifier = nil }
                    index += 1
                    continue
                }
                let wordStart = index
                while index < bytes.count, MarkupTags.isNameByte(bytes[index]), bytes[index] != UInt8(ascii: "-"), bytes[index] != UInt8(ascii: ".") { index += 1 }
                let word = String(decoding: bytes[wordStart..<index], as: UTF8.self)
                let qualified = qualifier.map { "\($0).\(word)" } ?? word
                qualifier = index < bytes.count && bytes[index] == UInt8(ascii: ".") ? qualified : nil
                if let key = qualified == word ? scopedTypeKey(word) : typeKey(qualified) {
                    add(key, name: word, at: location(ofOffset: wordStart, in: text, file: type.location.file), .typeReference, view: nil)
                }
            }
        }

        mutating func index(_ view: ViewDecl, text: SourceText?) {
            let viewName = view.name.name
            add(.view(viewName), view.name, .declaration, view: viewName)
            for provided in view.hostProvides {
                if let key = typeKey(provided.name) { add(key, provided, .typeReference, view: viewName) }
            }
            for property in view.properties {
                add(.viewMember(view: viewName, name: property.name.name), property.name, .declaration, view: viewName)
                typeReferences(property.type, text: text)
                if let filter = property.filter {
                    // A query's filter reads each model as `$0`.
                    var rowLocals = Locals()
                    rowLocals["$0"] = .some(program.type(ofProperty: property.name.name, in: viewName).flatMap(Self.element))
                    walk(filter, in: viewName, locals: rowLocals, role: .read)
                }
                if let keyPath = property.keyPath, property.kind == .query {
                    keyPathMembers(keyPath, view: viewName, root: program.type(ofProperty: property.name.name, in: viewName).flatMap(Self.element))
                }
                if let keyPath = property.keyPath, property.kind == .environmentValue { environmentKey(keyPath, view: viewName) }
                if let initial = property.initial {
                    if case .implicitMember = initial.kind {
                        implicitMember(initial, expected: program.type(ofProperty: property.name.name, in: viewName), in: viewName, role: .read)
                    } else {
                        walk(initial, in: viewName, locals: Locals(), role: .read)
                    }
                }
            }
            walk(view.body, in: viewName, locals: Locals())
            for function in view.functions {
                add(.viewMember(view: viewName, name: function.name.name), function.name, .declaration, view: viewName)
                var locals = Locals()
                for parameter in function.parameters {
                    if let type = parameter.type { typeReferences(type, text: text) }
                    locals.bind(parameter.name, type: parameter.type.flatMap { program.resolve($0.reference) }, kind: .parameter)
                    if let key = locals.declarations[parameter.name.name] { add(key, parameter.name, .declaration, view: viewName) }
                }
                if let result = function.returnType { typeReferences(result, text: text) }
                parameterDefaults(function.parameters, in: viewName, text: text)
                walk(function.body, in: viewName, locals: locals)
            }
            for initializer in view.initializers {
                // `<init parameters="state: Loadable<Void> = .notRequested">`: its types, and its
                // code, where a parameter hides the view's member of the same name.
                var locals = Locals()
                for parameter in initializer.parameters {
                    if let type = parameter.type { typeReferences(type, text: text) }
                    locals[parameter.name.name] = .some(parameter.type.flatMap { program.resolve($0.reference) })
                }
                parameterDefaults(initializer.parameters, in: viewName, text: text)
                walk(initializer.body, in: viewName, locals: locals)
            }
            for member in view.viewMembers {
                add(.viewMember(view: viewName, name: member.name.name), member.name, .declaration, view: viewName)
                var locals = Locals()
                for parameter in member.parameters {
                    if let type = parameter.type { typeReferences(type, text: text) }
                    locals.bind(parameter.name, type: parameter.type.flatMap { program.resolve($0.reference) }, kind: .parameter)
                    if let key = locals.declarations[parameter.name.name] { add(key, parameter.name, .declaration, view: viewName) }
                }
                walk(member.body, in: viewName, locals: locals)
            }
        }

        mutating func walk(_ nodes: [ViewNode], in view: String, locals: Locals) {
            for node in nodes {
                switch node {
                case .element(let element):
                    let callee = program.view(named: element.name.name)
                    // An element's name is located at its `<`.
                    if callee != nil { add(.view(element.name.name), name: element.name.name, at: element.name.location.advanced(byColumns: 1), .callSite, view: view) }
                    // `{screen.label}` (or `<screen.label/>`) among views: the member path placed as a view.
                    if callee == nil, let path = Self.placedPath(element.name) { walk(path, in: view, locals: locals, role: .read) }
                    for argument in element.arguments {
                        if let callee, callee.properties.contains(where: { $0.name.name == argument.label.name }) {
                            add(.viewMember(view: callee.name.name, name: argument.label.name), argument.label, .argument, view: view)
                        }
                        walk(argument.value, in: view, locals: closureLocals(of: argument, in: element.call, view: view, locals: locals))
                    }
                    if let text = element.text { walk(text, in: view, locals: locals) }
                    // `<ScrollViewReader item="proxy">`: the value a slot takes names it for its content.
                    var contentLocals = locals
                    for valueName in (element.call?.slotValueNames ?? [:]).sorted(by: { $0.key < $1.key }).map(\.value) {
                        let written = LanguageServer.interfaces(named: element.name.name, program: program).lazy.flatMap(\.overloads).flatMap(\.parameters).first { $0.isSlot && $0.slotValueTypeText != nil }?.slotValueTypeText
                        contentLocals.bind(valueName, type: nil, kind: .closureParameter, written: written)
                        if let key = contentLocals.declarations[valueName.name] { add(key, valueName, .declaration, view: view) }
                    }
                    walk(element.children, in: view, locals: contentLocals)
                    walk(element.modifiers, in: view, locals: locals)
                    // The content of named slots (`<label>`, `<header>`), which the checked call holds.
                    for case .slot(_, let content, _?) in element.call?.entries ?? [] { walk(content, in: view, locals: contentLocals) }
                case .conditional(let conditional):
                    let inner = walk(conditional.conditions, in: view, locals: locals)
                    walk(conditional.thenBody, in: view, locals: inner)
                    if let elseBody = conditional.elseBody { walk(elseBody, in: view, locals: locals) }
                case .switchNode(let node):
                    walk(node.subject, in: view, locals: locals, role: .read)
                    let subject = baseType(node.subject, in: view, locals: locals)
                    for switchCase in node.cases {
                        var inner = locals
                        for item in switchCase.items {
                            // `<case value=".food">`: a case of the switched value's enum.
                            if case .expression(let expr) = item.pattern, case .implicitMember = expr.kind {
                                implicitMember(expr, expected: subject, in: view, role: .read)
                                continue
                            }
                            casePattern(item.pattern, of: subject, in: view)
                            bind(item.pattern, in: view, into: &inner)
                            if let guardExpression = item.guardExpression { walk(guardExpression, in: view, locals: inner, role: .read) }
                        }
                        walk(switchCase.body, in: view, locals: inner)
                    }
                case .forEach(let forEach):
                    walk(forEach.items, in: view, locals: locals, role: .read)
                    // A row's item has the element type of the items.
                    var rowLocals = locals
                    rowLocals.bind(forEach.itemName, type: baseType(forEach.items, in: view, locals: locals).flatMap(Self.element), kind: .rowItem)
                    if let key = rowLocals.declarations[forEach.itemName.name] { add(key, forEach.itemName, .declaration, view: view) }
                    walk(forEach.body, in: view, locals: rowLocals)
                    walk(forEach.modifiers, in: view, locals: locals)
                case .localConstant(let constant):
                    walk(constant.value, in: view, locals: locals, role: .read)
                    var inner = locals
                    // `<let>` and `<bindable>` among views: a name of the views after it, found where declared.
                    let type = constant.type.flatMap { program.resolve($0.reference) } ?? baseType(constant.value, in: view, locals: locals) ?? program.type(of: constant.value, in: view)
                    inner.bind(constant.name, type: type, kind: constant.isBindable ? .bindable : .constant)
                    if let key = inner.declarations[constant.name.name] { add(key, constant.name, .declaration, view: view) }
                    walk(constant.body, in: view, locals: inner)
                case .slot:
                    // Where a call site's content goes: no name to resolve.
                    break
                case .member(let use):
                    if program.view(named: view)?.viewMembers.contains(where: { $0.name.name == use.name.name }) == true {
                        add(.viewMember(view: view, name: use.name.name), name: use.name.name, at: use.location.advanced(byColumns: 1), .callSite, view: view)
                    }
                    for argument in use.arguments { walk(argument.value, in: view, locals: locals) }
                }
            }
        }

        mutating func walk(_ value: ArgumentValue, in view: String, locals: Locals) {
            switch value {
            case .expression(let expr): walk(expr, in: view, locals: locals, role: .read)
            case .string(let string): walk(string, in: view, locals: locals)
            case .action(let statements): walk(statements, in: view, locals: locals)
            case .source:
                // Text analysis has not read by a parameter's type: it names nothing yet.
                break
            }
        }

        /// `perform="offsets in …"` passed to a prelude parameter of function type: the names the
        /// code gives the closure's values, declared where written, of the types the checker gave them.
        mutating func closureLocals(of argument: Argument, in call: ResolvedCall?, view: String, locals: Locals) -> Locals {
            guard let call, case .action = argument.value else { return locals }
            for case .closure(_, let read, _, let names) in call.entries where !names.isEmpty && read.valueLocation == argument.valueLocation {
                var inner = locals
                for name in names where name.name != "_" {
                    inner.bind(name, type: program.closureParameterType(name, in: view), kind: .closureParameter)
                    if let key = inner.declarations[name.name] { add(key, name, .declaration, view: view.isEmpty ? nil : view) }
                }
                return inner
            }
            return locals
        }

        mutating func walk(_ modifiers: [Modifier], in view: String, locals: Locals) {
            for modifier in modifiers {
                switch modifier.kind {
                case .environmentValue(let key, let expr):
                    environmentKey(key, view: view)
                    walk(expr, in: view, locals: locals, role: .read)
                case .id(let expr), .environmentObject(let expr), .environment(let expr):
                    walk(expr, in: view, locals: locals, role: .read)
                case .onAppear(let statements), .onDisappear(let statements):
                    walk(statements, in: view, locals: locals)
                case .call(let call):
                    for argument in call.arguments { walk(argument.value, in: view, locals: closureLocals(of: argument, in: call.resolved, view: view, locals: locals)) }
                    // The value a slot's content is given (`<sheet item="{$selectedBird}" content="bird">`):
                    // a name of that content, found where the call names it.
                    var contentLocals = locals
                    if let resolved = call.resolved, let name = resolved.slotValueNames.values.first, name.name != "_" {
                        // Located at the attribute's label; found at its value (`content="bird"`, `<content item="bird">`).
                        let fillItems = call.slotFills.compactMap { fill -> Argument? in
                            if case .call(let filled) = fill.kind { return filled.argument("item") }
                            return nil
                        }
                        let written = resolved.slotValueArgument ?? fillItems.first { $0.label.location == name.location }
                        let declared = written.map { Identifier(name.name, at: $0.valueLocation) } ?? name
                        let item = call.argument("item").flatMap { argument -> ResolvedType? in
                            guard case .expression(let expr) = argument.value else { return nil }
                            return (baseType(expr, in: view, locals: locals) ?? program.type(of: expr, in: view)).flatMap(Self.presentedItem)
                        } ?? call.argument("for").flatMap { argument -> ResolvedType? in
                            // `<navigationDestination for="DBModel.Country.self" item="country">`: a value of that type.
                            guard case .expression(let expr) = argument.value, case .member(let base, "self", _) = expr.kind, let name = Self.typeName(base) else { return nil }
                            return program.resolve(.named(name, genericArguments: []))
                        }
                        contentLocals.bind(declared, type: item, kind: .closureParameter)
                        if let key = contentLocals.declarations[name.name] { add(key, declared, .declaration, view: view) }
                    }
                    walk(call.allContent, in: view, locals: contentLocals)
                case .onChange(let of, let oldName, let newName, _, let action):
                    walk(of, in: view, locals: locals, role: .read)
                    var actionLocals = locals
                    let valueType = baseType(of, in: view, locals: locals) ?? program.type(of: of, in: view)
                    // The closure's parameters (`oldValue, newValue in`): declared where written, so found.
                    for name in [oldName, newName].compactMap({ $0 }) {
                        actionLocals.bind(name, type: valueType, kind: .closureParameter)
                        if let key = actionLocals.declarations[name.name] { add(key, name, .declaration, view: view) }
                    }
                    walk(action, in: view, locals: actionLocals)
                }
            }
        }

        mutating func walk(_ string: InterpolatedString, in view: String, locals: Locals) {
            for segment in string.segments {
                if case .expression(let expr) = segment { walk(expr, in: view, locals: locals, role: .read) }
            }
        }

        /// Statements in order: a name an action declares hides the view's member of that name
        /// from there to the end of its block, as in Swift.
        mutating func walk(_ statements: [Statement], in view: String, locals: Locals) {
            var locals = locals
            for statement in statements {
                switch statement.kind {
                case .expression(let expr):
                    walk(expr, in: view, locals: locals, role: .read)
                case .assignment(let target, _, let value):
                    walk(target, in: view, locals: locals, role: .write)
                    if case .implicitMember = value.kind {
                        implicitMember(value, expected: baseType(target, in: view, locals: locals), in: view, role: .read)
                    } else {
                        walk(value, in: view, locals: locals, role: .read)
                    }
                case .declaration(_, let name, let type, let value):
                    if let value { walk(value, in: view, locals: locals, role: .read) }
                    // `let quake = Quake(...)`: a program's type, as written or made.
                    let declared = type.flatMap { program.resolve($0.reference) } ?? value.flatMap { value -> ResolvedType? in
                        if case .call(let callee, _) = value.kind { return Self.constructedType(callee, program: program) }
                        return nil
                    }
                    locals[name.name] = .some(declared)
                case .tupleDeclaration(_, let names, let value):
                    walk(value, in: view, locals: locals, role: .read)
                    for name in names { locals[name.name] = .some(nil) }
                case .if(let clauses, let otherwise):
                    for clause in clauses {
                        let inner = walk(clause.conditions, in: view, locals: locals)
                        walk(clause.body, in: view, locals: inner)
                    }
                    if let otherwise { walk(otherwise, in: view, locals: locals) }
                case .guard(let conditions, let otherwise):
                    walk(otherwise, in: view, locals: locals)
                    locals = walk(conditions, in: view, locals: locals)
                case .switch(let subject, let cases):
                    walk(subject, in: view, locals: locals, role: .read)
                    let subjectType = baseType(subject, in: view, locals: locals)
                    for switchCase in cases {
                        var inner = locals
                        for item in switchCase.items {
                            casePattern(item.pattern, of: subjectType, in: view)
                            bind(item.pattern, in: view, into: &inner)
                            if let guardExpression = item.guardExpression { walk(guardExpression, in: view, locals: inner, role: .read) }
                        }
                        walk(switchCase.body, in: view, locals: inner)
                    }
                case .forIn(let names, let pattern, let sequence, let condition, let body, _):
                    walk(sequence, in: view, locals: locals, role: .read)
                    var inner = locals
                    if let pattern { bind(pattern, in: view, into: &inner) }
                    for name in names { inner[name.name] = .some(nil) }
                    if let condition { walk(condition, in: view, locals: inner, role: .read) }
                    walk(body, in: view, locals: inner)
                case .while(let conditions, let body):
                    walk(body, in: view, locals: walk(conditions, in: view, locals: locals))
                case .repeat(let body, let condition):
                    walk(body, in: view, locals: locals)
                    walk(condition, in: view, locals: locals, role: .read)
                case .defer(let body):
                    walk(body, in: view, locals: locals)
                case .compilerDirective(_, let branches):
                    for branch in branches { walk(branch, in: view, locals: locals) }
                case .return(let value):
                    if let value { walk(value, in: view, locals: locals, role: .read) }
                case .throw(let value):
                    walk(value, in: view, locals: locals, role: .read)
                case .break, .continue:
                    break
                case .doCatch(let body, let catches):
                    walk(body, in: view, locals: locals)
                    for clause in catches {
                        var inner = locals
                        if let pattern = clause.pattern { bind(pattern, in: view, into: &inner) } else { inner["error"] = .some(nil) }
                        if let guardExpression = clause.guardExpression { walk(guardExpression, in: view, locals: inner, role: .read) }
                        walk(clause.body, in: view, locals: inner)
                    }
                }
            }
        }

        /// The conditions' expressions, and the locals their bindings add.
        mutating func walk(_ conditions: [Condition], in view: String, locals: Locals) -> Locals {
            var locals = locals
            for condition in conditions {
                switch condition {
                case .expression(let expr):
                    walk(expr, in: view, locals: locals, role: .read)
                case .optionalBinding(_, let name, let value):
                    if let value { walk(value, in: view, locals: locals, role: .read) } else {
                        walk(Expr(.identifier(name.name), at: name.location), in: view, locals: locals, role: .read)
                    }
                    let bound = (value.map { baseType($0, in: view, locals: locals) ?? program.type(of: $0, in: view) } ?? baseType(Expr(.identifier(name.name), at: name.location), in: view, locals: locals))
                        .map(Self.unwrapped)
                    if value != nil {
                        // `if let food = bird.favoriteFood`: a constant of the `if`'s views, found where declared.
                        locals.bind(name, type: bound, kind: .constant)
                        if let key = locals.declarations[name.name] { add(key, name, .declaration, view: view) }
                    } else {
                        // `if let screen`: the same name, unwrapped; its uses stay the outer name's.
                        locals.narrow(name.name, to: bound)
                    }
                case .casePattern(let pattern, let value):
                    walk(value, in: view, locals: locals, role: .read)
                    bind(pattern, in: view, into: &locals)
                case .availability:
                    break
                }
            }
            return locals
        }

        mutating func bind(_ pattern: Pattern, in view: String, into locals: inout Locals) {
            switch pattern {
            case .wildcard: break
            case .binding(_, let name):
                // `let .loaded(countryDetails)`: a constant of the case's code, found where declared.
                locals.bind(name, type: nil, kind: .constant)
                if let key = locals.declarations[name.name] { add(key, name, .declaration, view: view.isEmpty ? nil : view) }
            case .enumCase(_, let arguments, _): for argument in arguments ?? [] { bind(argument, in: view, into: &locals) }
            case .expression(let expr): walk(expr, in: view, locals: locals, role: .read)
            case .qualified(_, let inner), .cast(let inner, _): bind(inner, in: view, into: &locals)
            case .isType: break
            case .tuple(let elements): for element in elements { bind(element, in: view, into: &locals) }
            }
        }

        /// `role` applies to the name the expression finally denotes (`b` in `a.b = 1`); the
        /// bases it goes through are read.
        /// `called`: the expression is a call's callee, so a model's name denotes its method
        /// rather than a property of the same name.
        mutating func walk(_ expr: Expr, in view: String, locals: Locals, role: OccurrenceRole, called: Bool = false) {
            switch expr.kind {
            case .identifier(let name):
                if locals.keys.contains(name) {
                    if let key = locals.declarations[name] { add(key, name: name, at: expr.location, role, view: view) }
                    return
                }
                if program.view(named: view).map({ Self.hasMember($0, name) }) == true {
                    add(.viewMember(view: view, name: name), name: name, at: expr.location, role, view: view)
                } else if let key = ownerMemberKey(name, called: called) {
                    add(key, name: name, at: expr.location, role, view: nil)
                } else if let key = typeKey(name) {
                    add(key, name: name, at: expr.location, .typeReference, view: view)
                }
            case .projection(let name):
                if locals.keys.contains(name) {
                    if let key = locals.declarations[name] { add(key, name: name, at: expr.location.advanced(byColumns: 1), .binding, view: view) }
                    return
                }
                if program.view(named: view)?.properties.contains(where: { $0.name.name == name }) == true {
                    add(.viewMember(view: view, name: name), name: name, at: expr.location.advanced(byColumns: 1), .binding, view: view)
                }
            case .publisher(let base, let name, let nameLocation):
                // `model.$title` names the property `title`, one column after the `$`.
                walk(base, in: view, locals: locals, role: .read)
                if case .model(let model, _)? = baseType(base, in: view, locals: locals).flatMap(Self.nominal),
                   program.model(named: model).map({ Self.hasMember($0, name) }) == true {
                    add(.modelMember(model: model, name: name), name: name, at: nameLocation.advanced(byColumns: 1), .read, view: view)
                }
            case .member(let base, let name, let nameLocation):
                // `DBModel.Currency.self`: a type nested in a program's type.
                if let typeName = Self.typeName(base), locals[typeName] == nil, let key = typeKey("\(typeName).\(name)") {
                    walk(base, in: view, locals: locals, role: .read)
                    add(key, name: name, at: nameLocation, .typeReference, view: view.isEmpty ? nil : view)
                    return
                }
                // `self.isDisplayed` in a view's code: the view's own member, as a bare name is.
                if case .identifier("self") = base.kind, locals["self"] == nil, program.view(named: view).map({ Self.hasMember($0, name) }) == true {
                    add(.viewMember(view: view, name: name), name: name, at: nameLocation, role, view: view)
                    return
                }
                // `Self.helpURL`, `Profile.helpURL`: a static member of the view named.
                if case .identifier(let qualifier) = base.kind, qualifier != "self", locals[qualifier] == nil {
                    let owner = qualifier == "Self" ? view : qualifier
                    if program.view(named: owner)?.properties.contains(where: { $0.isStatic && $0.name.name == name }) == true {
                        add(.viewMember(view: owner, name: name), name: name, at: nameLocation, role, view: view)
                        return
                    }
                }
                walk(base, in: view, locals: locals, role: .read)
                // `Theme.sky`: a case or static property named on the enum's type.
                if case .identifier(let typeName) = base.kind, locals[typeName] == nil, program.type(ofProperty: typeName, in: view) == nil,
                   case .enumeration? = typeKey(typeName), enumHasMember(typeName, name) {
                    add(.enumMember(enumeration: typeName, name: name), name: name, at: nameLocation, role, view: view)
                    return
                }
                // `Color.brand`: a static a program's `<extension>` adds to a type it does not declare.
                if case .identifier(let typeName) = base.kind, typeName.first?.isUppercase == true, locals[typeName] == nil,
                   program.type(ofProperty: typeName, in: view) == nil, typeKey(typeName) == nil, extensionAdds(name, to: typeName, isStatic: true) {
                    add(.extensionMember(type: typeName, name: name), name: name, at: nameLocation, role, view: view.isEmpty ? nil : view)
                    return
                }
                if case .identifier(let typeName) = base.kind, locals[typeName] == nil, program.type(ofProperty: typeName, in: view) == nil,
                   let model = program.model(named: typeName),
                   model.staticMethods.contains(where: { $0.name.name == name }) || model.staticProperties.contains(where: { $0.name.name == name }) {
                    add(.modelMember(model: typeName, name: name), name: name, at: nameLocation, role, view: view.isEmpty ? nil : view)
                    return
                }
                if let owner = baseType(base, in: view, locals: locals).flatMap(Self.nominal) {
                    switch owner {
                    case .model(let model, _) where program.model(named: model).map({ Self.hasMember($0, name) }) == true:
                        if let key = program.model(named: model).flatMap({ Self.memberKey($0, name, called: called) }) {
                            add(key, name: name, at: nameLocation, role, view: view)
                        }
                    case .structure(let structure) where program.structDecl(named: structure).map({ $0.fields.contains { $0.name.name == name } || $0.methods.contains { $0.name.name == name } }) == true:
                        add(.structField(structure: structure, name: name), name: name, at: nameLocation, role, view: view)
                    case .enumeration(let enumeration) where enumHasMember(enumeration, name):
                        add(.enumMember(enumeration: enumeration, name: name), name: name, at: nameLocation, role, view: view)
                    default:
                        break
                    }
                } else if case .builtin(let typeName, _)? = baseType(base, in: view, locals: locals).map(Self.unwrapped),
                          extensionAdds(name, to: typeName, isStatic: false) {
                    // `locale.shortIdentifier`: what the program's `<extension type="Locale">` adds.
                    add(.extensionMember(type: typeName, name: name), name: name, at: nameLocation, role, view: view.isEmpty ? nil : view)
                }
            case .optionalChain(let inner), .forceUnwrap(let inner), .parenthesized(let inner):
                walk(inner, in: view, locals: locals, role: role)
            case .prefix(_, let operand):
                walk(operand, in: view, locals: locals, role: .read)
            case .infix(_, let lhs, let rhs):
                // `sorting == .byDate`: the case is of the other side's type.
                for (operand, other) in [(lhs, rhs), (rhs, lhs)] {
                    if case .implicitMember = operand.kind {
                        implicitMember(operand, expected: baseType(other, in: view, locals: locals), in: view, role: .read)
                    } else {
                        walk(operand, in: view, locals: locals, role: .read)
                    }
                }
            case .ternary(let condition, let then, let otherwise):
                for part in [condition, then, otherwise] { walk(part, in: view, locals: locals, role: .read) }
            case .call(let callee, let arguments):
                // `count.toggle()`-style mutating calls are writes of what they are called on.
                walk(callee, in: view, locals: locals, role: .read, called: true)
                var element: ResolvedType?
                if case .member(let base, let method, _) = callee.kind, Self.elementClosureMethods.contains(method) {
                    element = baseType(base, in: view, locals: locals).flatMap(Self.element)
                }
                for argument in arguments {
                    if let element, case .closure(let closure) = argument.value.kind {
                        // Each parameter, named or `$0`, `$1`, is an element.
                        var inner = locals
                        bindParameters(of: closure, elementType: element, in: view, into: &inner)
                        if closure.parameters == nil { inner["$0"] = .some(element); inner["$1"] = .some(element) }
                        walk(closure.body, in: view, locals: inner)
                    } else {
                        walk(argument.value, in: view, locals: locals, role: .read)
                    }
                }
            case .subscript(let base, let arguments):
                walk(base, in: view, locals: locals, role: role)
                for argument in arguments { walk(argument.value, in: view, locals: locals, role: .read) }
            case .arrayLiteral(let elements):
                for element in elements { walk(element, in: view, locals: locals, role: .read) }
            case .tuple(let elements):
                for element in elements { walk(element.value, in: view, locals: locals, role: .read) }
            case .dictionaryLiteral(let elements):
                for element in elements {
                    walk(element.key, in: view, locals: locals, role: .read)
                    walk(element.value, in: view, locals: locals, role: .read)
                }
            case .stringLiteral(let string):
                walk(string, in: view, locals: locals)
            case .implicitMember:
                // `.byDate` where a program's enum is expected, where the checker recorded which.
                implicitMember(expr, expected: nil, in: view, role: role)
            case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .keyPath, .anonymousParameter:
                break
            case .closure(let closure):
                var inner = locals
                bindParameters(of: closure, elementType: nil, in: view, into: &inner)
                // Its own `$0` and `$1`, which the checker types, not an enclosing closure's.
                if closure.parameters == nil { inner["$0"] = nil; inner["$1"] = nil }
                walk(closure.body, in: view, locals: inner)
            case .try(_, let operand), .await(let operand):
                walk(operand, in: view, locals: locals, role: role)
            case .cast(_, let operand, _), .postfix(_, let operand):
                walk(operand, in: view, locals: locals, role: .read)
            case .specializedType(let type):
                // `FetchDescriptor<Quake>(...)`, `#Predicate<Quake> { ... }`: up to its call or closure.
                typeReferences(type, text: currentText, code: true)
            case .operatorFunction:
                break
            }
        }

        /// A closure's named parameters, declared where written: of the type the checker gave each
        /// (a function type's parameter, `sorted(by:)`'s elements), else `elementType`.
        mutating func bindParameters(of closure: Closure, elementType: ResolvedType?, in view: String, into locals: inout Locals) {
            for parameter in closure.parameters ?? [] {
                guard parameter.name != "_" else { continue }
                let type = program.closureParameterType(parameter, in: view) ?? elementType
                locals.bind(parameter, type: type, kind: .closureParameter)
                if let key = locals.declarations[parameter.name] { add(key, parameter, .declaration, view: view.isEmpty ? nil : view) }
            }
        }

        /// The type of a member access's base, resolved step by step from declared types: the
        /// checker's table is keyed by where an expression starts, which a base shares with the
        /// access it is the base of. `$object.name` reaches the object's property through the projection.
        func baseType(_ base: Expr, in view: String, locals: Locals) -> ResolvedType? {
            switch base.kind {
            case .identifier(let name), .projection(let name):
                if let local = locals[name] { return local }
                // In a model's or struct's code, a bare name is `self`'s member.
                return program.type(ofProperty: name, in: view) ?? ownerMemberType(name)
            case .anonymousParameter(let index):
                if let local = locals["$\(index)"] { return local }
                return program.type(of: base, in: view)
            case .member(let inner, let name, _):
                if case .identifier("self") = inner.kind, locals["self"] == nil, let type = program.type(ofProperty: name, in: view) {
                    return type
                }
                // `Sorting.allCases`: every case of a program's `CaseIterable` enum.
                if case .identifier(let typeName) = inner.kind, locals[typeName] == nil, name == "allCases",
                   program.enumDecl(named: typeName)?.isCaseIterable == true {
                    return program.resolve(.named(typeName, genericArguments: [])).map(ResolvedType.array)
                }
                switch baseType(inner, in: view, locals: locals).flatMap(Self.nominal) {
                case .model(let model, _):
                    guard let property = program.model(named: model)?.properties.first(where: { $0.name.name == name }) else { return nil }
                    return program.resolve(property.type.reference)
                case .structure(let structure):
                    guard let field = program.structDecl(named: structure)?.fields.first(where: { $0.name.name == name }) else { return nil }
                    return program.resolve(field.type.reference)
                default:
                    return nil
                }
            case .optionalChain(let inner), .forceUnwrap(let inner), .parenthesized(let inner):
                return baseType(inner, in: view, locals: locals)
            case .call(let callee, let arguments):
                // `Bindable(viewModel).sortOrder`: the model's property, bound.
                if case .identifier("Bindable") = callee.kind, arguments.count == 1 { return baseType(arguments[0].value, in: view, locals: locals) }
                return program.type(of: base, in: view) ?? Self.constructedType(callee, program: program)
            default:
                return program.type(of: base, in: view)
            }
        }

        /// The expression of a member path placed as a view, `screen.label` located one column
        /// after its `{` or `<`; nil for a view's or a type's name.
        static func placedPath(_ name: Identifier) -> Expr? {
            let parts = name.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count > 1, let first = parts.first, first.first?.isLowercase == true,
                  parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
            let start = name.location.advanced(byColumns: 1)
            var path = Expr(.identifier(first), at: start)
            var column = first.unicodeScalars.count + 1
            for member in parts.dropFirst() {
                path = Expr(.member(base: path, name: member, nameLocation: start.advanced(byColumns: column)), at: start)
                column += member.unicodeScalars.count + 1
            }
            return path
        }

        /// `key="\.prefersTabNavigation"`: the program's environment value, after `\.`.
        mutating func environmentKey(_ keyPath: Expr, view: String) {
            guard case .keyPath(nil, let components) = keyPath.kind, let name = components.first,
                  program.files.contains(where: { $0.environmentValues.contains { $0.name.name == name } }) else { return }
            add(.environmentValue(name), name: name, at: keyPath.location.advanced(byColumns: 2), .read, view: view)
        }

        /// `\Bird.creationDate` of a query's `sort`: the model's property, after the root and its dot.
        /// `\.magnitude` without its root: of the query's model, `root`.
        mutating func keyPathMembers(_ keyPath: Expr, view: String, root queried: ResolvedType? = nil) {
            guard case .keyPath(let written, let components) = keyPath.kind, let first = components.first else { return }
            var root = written
            if root == nil, case .model(let name, _)? = queried { root = name }
            guard let root, let model = program.model(named: root), Self.hasMember(model, first) else { return }
            let column = written.map { 1 + $0.unicodeScalars.count + 1 } ?? 2
            add(.modelMember(model: root, name: first), name: first, at: keyPath.location.advanced(byColumns: column), .read, view: view)
        }

        /// What `sheet(item:)` presents for an item binding of this type: the binding's value, unwrapped.
        static func presentedItem(_ type: ResolvedType) -> ResolvedType {
            if case .binding(let value) = type { return unwrapped(value) }
            return unwrapped(type)
        }

        static func unwrapped(_ type: ResolvedType) -> ResolvedType {
            if case .optional(let wrapped) = type { return unwrapped(wrapped) }
            return type
        }

        static func element(_ type: ResolvedType) -> ResolvedType? {
            switch type {
            case .array(let element): element
            case .optional(let wrapped), .binding(let wrapped): element(wrapped)
            default: nil
            }
        }

        /// A view's property or function: what a bare name in its code may denote.
        static func hasMember(_ view: ViewDecl, _ name: String) -> Bool {
            view.properties.contains { $0.name.name == name } || view.functions.contains { $0.name.name == name }
        }

        static func hasMember(_ model: ModelDecl, _ name: String) -> Bool {
            model.properties.contains { $0.name.name == name } || model.methods.contains { $0.name.name == name }
        }

        /// The key of `model`'s member `name`: its method where called or where no property has
        /// the name, else its property.
        static func memberKey(_ model: ModelDecl, _ name: String, called: Bool) -> SymbolKey? {
            let isProperty = model.properties.contains { $0.name.name == name }
            let isMethod = model.methods.contains { $0.name.name == name }
            if isMethod && (called || !isProperty) { return .modelMethod(model: model.name.name, name: name) }
            return isProperty ? .modelMember(model: model.name.name, name: name) : nil
        }

        /// `state: Loadable<Void> = .notRequested` of a `parameters` attribute: the default's
        /// names, found in the text after the parameter's type, where its `=` is the first.
        mutating func parameterDefaults(_ parameters: [ParameterDecl], in view: String, text: SourceText?) {
            guard let text else { return }
            let bytes = text.bytes
            for parameter in parameters {
                guard let written = parameter.defaultValue, let type = parameter.type else { continue }
                var index = text.offset(of: type.location)
                while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: ",") { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                var diagnostics = DiagnosticCollector()
                guard let value = ExpressionParser.parseExpression(written, at: location(ofOffset: index, in: text, file: type.location.file), diagnostics: &diagnostics) else { continue }
                if case .implicitMember = value.kind {
                    implicitMember(value, expected: program.resolve(type.reference), in: view, role: .read)
                } else {
                    walk(value, in: view, locals: Locals(), role: .read)
                }
            }
        }

        /// The program's type a call makes: `Quake` of `Quake(code: ...)`.
        static func constructedType(_ callee: Expr, program: CheckedProgram) -> ResolvedType? {
            guard let name = typeName(callee), let type = program.resolve(.named(name, genericArguments: [])) else { return nil }
            switch type {
            case .model, .structure, .enumeration: return type
            default: return nil
            }
        }

        /// The element closures of a collection's methods (`sorted`, `filter`, `first(where:)`)
        /// take: `$0` and `$1` of `quakes.sorted { $0.time < $1.time }`.
        static let elementClosureMethods: Set<String> = [
            "sorted", "sort", "filter", "first", "last", "contains", "map", "compactMap", "flatMap", "forEach", "allSatisfy",
            "min", "max", "firstIndex", "lastIndex", "removeAll", "partition", "drop", "prefix",
        ]

        /// `DBModel` or `DBModel.Country` as written: a dotted path of capitalized names.
        static func typeName(_ expr: Expr) -> String? {
            switch expr.kind {
            case .identifier(let name): name.first?.isUppercase == true ? name : nil
            case .member(let base, let name, _): typeName(base).map { "\($0).\(name)" }
            default: nil
            }
        }

        static func nominal(_ type: ResolvedType) -> ResolvedType? {
            switch type {
            case .optional(let wrapped): nominal(wrapped)
            case .binding(let value): nominal(value)
            case .model, .structure, .enumeration: type
            default: nil
            }
        }

        /// `.name` as a case or static of a program's enum, or as a static the program's
        /// `<extension>` adds (`.brand` where a `Color` is expected): of the type the checker
        /// recorded for it, or else of `expected`, the type its place gives it.
        mutating func implicitMember(_ expr: Expr, expected: ResolvedType?, in view: String, role: OccurrenceRole) {
            guard case .implicitMember(let name) = expr.kind else { return }
            guard let type = program.type(of: expr, in: view) ?? expected else {
                // A prelude parameter's type, which the checker does not record: the one type a
                // program's `<extension>` gives a static of its own type so named, if no enum of the program has that case.
                if let typeName = onlyExtendedType(withStatic: name) {
                    add(.extensionMember(type: typeName, name: name), name: name, at: expr.location.advanced(byColumns: 1), role, view: view.isEmpty ? nil : view)
                }
                return
            }
            if case .enumeration(let enumeration)? = Self.nominal(type), enumHasMember(enumeration, name) {
                add(.enumMember(enumeration: enumeration, name: name), name: name, at: expr.location.advanced(byColumns: 1), role, view: view)
            } else if case .builtin(let typeName, _) = Self.unwrapped(type), extensionAdds(name, to: typeName, isStatic: true) {
                add(.extensionMember(type: typeName, name: name), name: name, at: expr.location.advanced(byColumns: 1), role, view: view.isEmpty ? nil : view)
            }
        }

        /// The one type a program's `<extension>` adds a static `name` of that type to, where no
        /// program's enum has a case `name`: what `.name` denotes wherever a value is expected.
        func onlyExtendedType(withStatic name: String) -> String? {
            guard case .some(.some(let found)) = extensionStatics[name],
                  !program.enumNames.contains(where: { program.enumDecl(named: $0)?.enumCase(named: name) != nil }) else { return nil }
            return found
        }

        /// By name, the type the program's `<extension>`s add a static of its own type to; `nil`
        /// where two types have one so named.
        static func extensionStatics(of program: CheckedProgram) -> [String: String?] {
            var statics: [String: String?] = [:]
            for typeName in program.extendedTypeNames {
                for field in program.extensionMembers(of: typeName)?.fields ?? []
                where field.isStatic && field.type.reference.description == typeName && PreludeCopies.text(of: field.name.location.file) == nil {
                    statics[field.name.name] = statics[field.name.name] == nil ? .some(typeName) : .some(nil)
                }
            }
            return statics
        }

        /// Whether a program's `<extension>` (not the prelude's) of `typeName` declares the property `name`.
        func extensionAdds(_ name: String, to typeName: String, isStatic: Bool) -> Bool {
            guard let field = program.extensionMembers(of: typeName)?.fields.first(where: { $0.name.name == name }) else { return false }
            return field.isStatic == isStatic && PreludeCopies.text(of: field.name.location.file) == nil
        }

        /// `case .aToZ:` of a `switch` over a value of a program's enum: that enum's case.
        mutating func casePattern(_ pattern: Pattern, of subject: ResolvedType?, in view: String) {
            guard case .enumCase(let name, _, let location) = pattern,
                  case .enumeration(let enumeration)? = subject.flatMap(Self.nominal), enumHasMember(enumeration, name) else { return }
            add(.enumMember(enumeration: enumeration, name: name), name: name, at: location, .read, view: view.isEmpty ? nil : view)
        }

        /// Whether a program's enum (not the prelude's) declares a case or property `name`.
        func enumHasMember(_ enumeration: String, _ name: String) -> Bool {
            guard case .enumeration? = typeKey(enumeration), let declaration = program.enumDecl(named: enumeration) else { return false }
            return declaration.enumCase(named: name) != nil || declaration.properties.contains { $0.name.name == name } || declaration.methods.contains { $0.name.name == name }
        }
    }
}
