import TrellisDiagnostics

/// Builds the syntax tree of one accepted document from the scanner's positions.
/// Element and modifier locations are those of their `<`; an attribute's label is
/// located at its name and its value at the first character inside the quotes.
/// Structural problems the schema already reported for an element are not repeated.
struct SyntaxBuilder {
    static let modifierNames = ["id", "onAppear", "onDisappear", "onChange", "environmentObject", "environment"]
    private static let modifierNameSet = Set(modifierNames)
    /// Declaration elements; an environment value is an `environment` element with a `key`.
    /// A view's declarations by element name. `<var>` is an input as `<let>` is: a view's body
    /// cannot change its own stored `var` in Swift either.
    static let propertyKinds: [String: PropertyKind] = Dictionary(uniqueKeysWithValues: PropertyKind.allCases.filter { $0 != .environmentValue }.map { ($0.rawValue, $0) })
        .merging(["var": .let]) { first, _ in first }

    let path: String
    let file: [UInt8]
    let scan: MarkupScan
    var locator: SourceLocator
    /// What the whole file gathers, in one reference: the builder is copied into the frames of
    /// its non-mutating methods, which each level of nesting pays for, so its fields stay few.
    private let gathered = FileWideFindings()
    /// For each `viewContent` being read, the condition of the `<if>` of modifiers it just read.
    private var modifierConditions: [String?] = []
    let schemaFlaggedTags: Set<Int>
    /// Every start tag's name, decoded once: the builder asks for an element's name several times.
    private let tagNames: [String]
    private let tree: ElementTree
    private(set) var diagnostics = DiagnosticCollector()
    /// Records what became of each element and attribute; `nil` unless a test asks.
    private let accounting: SyntaxAccounting?
    /// The current body's content that was reported and left out.
    private var droppedContent: [DroppedContent] = []
    /// The elements of the view being built that hold only code (`ElementCode`); nil outside a view.
    private var elementCode: [ElementCode]?
    /// Structs and enums declared inside the model or struct being built, named `Outer.Inner`.
    private var nestedStructs: [StructDecl] = []
    /// The slots of the view being built that were declared `<let viewBuilder="true">`: the
    /// body places each as `<content/>`, as Swift places `content`.
    private var viewBuilderSlots: Set<String> = []
    /// Whether the view being built holds a modifier beside a `ForEach`, an attribute that may
    /// give a view, or a slot's one view with modifiers after it (`ViewDecl.mayPlaceModifiers`).
    private var viewMayPlaceModifiers = false
    /// Whether the view being built holds a navigation stack of one view with modifiers
    /// (`ViewDecl.holdsStackWithModifiers`).
    private var viewHoldsStackWithModifiers = false
    /// Whether a type read since the enclosing model, struct or enum began says `Self`, which
    /// that type's members mean as its own name.
    private var mentionsSelfType = false
    private var nestedEnums: [EnumDecl] = []
    /// The models an enum holds as a namespace, named `Outer.Inner`; reported, and declared so
    /// that their uses draw no second error.
    private var nestedModels: [ModelDecl] = []
    /// The computed views and view-building functions of the view being read.
    private var viewMemberNames: Set<String> = []
    /// The parameters of each of those members, as the labels a use may give them: one list
    /// for each member of the name.
    private var viewMemberParameters: [String: [[MemberParameterNames]]] = [:]
    /// Names in scope that a body may place as a view, `<image/>`: the view's `let` inputs, the
    /// `item` of an enclosing call or `ForEach`, names bound by an enclosing `if` or `case`, and
    /// the body's `<let>`s before. Semantic analysis checks that the value is a view.
    private var placeableNames: [String] = []
    /// Whether the view being built declares its own `init`, which may give state its value.
    private var viewDeclaresInit = false

    init(path: String, file: [UInt8], scan: MarkupScan, tree: ElementTree, locator: SourceLocator, schemaFlaggedTags: Set<Int>, accounting: SyntaxAccounting? = nil) {
        self.accounting = accounting
        accounting?.begin(tagCount: scan.tags.count, attributeCount: scan.attributes.count)
        self.path = path
        self.file = file
        self.scan = scan
        self.locator = locator
        self.schemaFlaggedTags = schemaFlaggedTags
        self.tree = tree
        tagNames = file.withUnsafeBufferPointer { bytes in
            scan.tags.map { tag in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[tag.nameStart..<tag.nameEnd]), as: UTF8.self)
            }
        }
    }

    mutating func build() -> SourceFileSyntax {
        let root = tree.root
        var syntax = SourceFileSyntax(path: path)
        syntax.comments = tree.comments.map { range in
            let contentStart = min(range.start + 4, range.end)
            let contentEnd = max(contentStart, range.end - 3)
            return Comment(text: String(decoding: file[contentStart..<contentEnd], as: UTF8.self), location: locator.location(at: range.start))
        }
        guard let root else { return syntax }
        defer { if let accounting { account(root, into: accounting) } }
        // `<program>`, a first guess at `<trellis>`, is reported by the parser and read as it.
        switch SchemaMessages.rootMeant[name(of: root)] ?? name(of: root) {
        case "trellis":
            accounting?.built(root.tagIndex)
            for child in tree.children(of: root) {
                switch child {
                case .element(let element):
                    addDeclaration(element, to: &syntax, container: root)
                case .text(let start, let end), .cdata(let start, let end):
                    rejectText(start, end, in: root)
                case .comment:
                    break
                }
            }
            if !syntax.views.isEmpty { nestTypesOfExtendedViews(in: root, into: &syntax) }
        // An app alone in its file, as a SwiftUI app's `@main` struct is.
        case "view", "app", "model", "struct", "enum", "modifier", "protocol", "viewModifier":
            addDeclaration(root, to: &syntax, container: nil)
        default:
            accounting?.diagnosed(root.tagIndex)
            structural("element `\(name(of: root))` cannot be the root element; expected `trellis`, `app`, `view`, `model`, `struct`, `enum`, `protocol` or `modifier`", at: start(of: root), element: root)
        }
        syntax.namesInUnreadCode = gathered.namesInUnreadCode
        syntax.environmentValues += gathered.environmentValuesOfExtensions
        return syntax
    }

    // MARK: Declarations

    private mutating func addDeclaration(_ element: ScannedElement, to syntax: inout SourceFileSyntax, container: ScannedElement?) {
        switch name(of: element) {
        case "view" where boolean("external", of: element) == true:
            if let interface = interfaceDecl(element, kind: .view) { syntax.interfaces.append(interface) }
        case "modifier":
            if let interface = interfaceDecl(element, kind: .modifier) { syntax.interfaces.append(interface) }
        case "view":
            if let view = viewDecl(element) { syntax.views.append(view) }
            takeNestedTypes(into: &syntax)
            syntax.models += nestedModels
            nestedModels = []
        case "viewModifier":
            if let modifier = viewDecl(element, isViewModifier: true) { syntax.views.append(modifier) }
            takeNestedTypes(into: &syntax)
        case "app": if let app = viewDecl(element, isApp: true) { syntax.views.append(app) }
        case "model":
            if let model = modelDecl(element) { syntax.models.append(model) }
            takeNestedTypes(into: &syntax)
            syntax.models += nestedModels
            nestedModels = []
        case "struct":
            if let declaration = structDecl(element) { syntax.structs.append(declaration) }
            takeNestedTypes(into: &syntax)
        case "enum":
            if let declaration = enumDecl(element) { syntax.enums.append(declaration) }
            syntax.models += nestedModels
            nestedModels = []
        case "protocol": if let declaration = protocolDecl(element) { syntax.protocols.append(declaration) }
        case "environmentValue": if let declaration = customEnvironmentValueDecl(element) { syntax.environmentValues.append(declaration) }
        case "extension":
            if let declaration = extensionDecl(element) {
                syntax.extensions.append(declaration)
                if declaration.name.name == "View", declaration.constraint == nil { syntax.interfaces += Self.modifiers(extendingView: declaration) }
            }
        case "let" where container != nil:
            // A constant of the program's Swift, at file level: its interface only; or, with its
            // `initial`, one Trellis generates, as Swift's `private let limit = …` is written.
            guard let constantName = declarationName(element), let type = typeAttribute("type", of: element) else {
                accounting?.diagnosed(element.tagIndex)
                return
            }
            let initial = expressionAttribute("initial", of: element)
            var constant = StructDecl.Field(name: constantName, type: type, initial: initial, isStatic: false, isConstant: true)
            if let isPrivate = attribute("private", of: element) {
                if initial == nil {
                    structural("a constant written in Swift declares only what the XML may use; `private` needs the `initial` Trellis generates it with", at: location(of: isPrivate), element: element)
                } else {
                    constant.isPrivate = boolean("private", of: element) ?? false
                }
            }
            accounting?.built(element.tagIndex)
            syntax.fileConstants.append(constant)
        case "function" where container != nil:
            if let function = methodDecl(element) { syntax.fileFunctions.append(function) } else { accounting?.diagnosed(element.tagIndex) }
        default:
            accounting?.diagnosed(element.tagIndex)
            // The schema flags the misplaced element itself (a nested `trellis`, an `xi:include`)
            // or, for some mistakes, its container; either way it has been reported.
            if let container, schemaFlaggedTags.contains(container.tagIndex) { return }
            structural("element `\(name(of: element))` is not allowed here; expected one of `app`, `view`, `model`, `struct`, `enum`, `protocol`, `modifier`, `environmentValue`", at: start(of: element), element: element)
        }
    }

    /// `<view external="true">` or `<modifier>`: parameters and slots directly, for one
    /// initializer or overload, or grouped in `<overload>` elements.
    private mutating func interfaceDecl(_ element: ScannedElement, kind: InterfaceDecl.Kind) -> InterfaceDecl? {
        // A view may be a type's static member that is a view (`Color.clear`), named as Swift
        // writes it; each component is checked as a name.
        guard let name = kind == .view ? nestedTypeName(element) : declarationName(element) else { return nil }
        accounting?.built(element.tagIndex)
        var interface = InterfaceDecl(kind: kind, name: name, overloads: [], location: start(of: element))
        interface.protocols = attribute("protocols", of: element).map { names(in: $0).map(\.name) } ?? []
        interface.generics = attribute("generics", of: element).map { names(in: $0).map(\.name) } ?? []
        interface.isUnavailable = boolean("unavailable", of: element) ?? false
        if kind == .modifier {
            interface.receiver = attribute("on", of: element).map { $0.trimmedText }
            interface.returns = attribute("returns", of: element).map { names(in: $0).map(\.name) } ?? []
            interface.provides = attribute("provides", of: element).map { $0.trimmedText }
            interface.isReadByStack = boolean("readByStack", of: element) ?? false
            if let message = attribute("deprecated", of: element) {
                interface.deprecation = InterfaceDecl.Deprecation(message: message.trimmedText, renamed: attribute("renamed", of: element).map { $0.trimmedText })
            }
        }
        var direct: [ParameterDecl] = []
        var sawDirect = false
        for child in tree.children(of: element) {
            switch child {
            case .element(let member):
                switch self.name(of: member) {
                case "overload":
                    accounting?.built(member.tagIndex)
                    var overload = Signature(parameters: parameterDecls(in: member), location: start(of: member))
                    if kind == .modifier, let message = attribute("deprecated", of: member) {
                        overload.deprecation = InterfaceDecl.Deprecation(message: message.trimmedText, renamed: nil)
                    }
                    interface.overloads.append(overload)
                case "parameter", "slot":
                    sawDirect = true
                    if let parameter = parameterDecl(member) { direct.append(parameter) }
                case "let" where kind == .view, "var" where kind == .view:
                    // A view written in Swift declared by its stored properties, as its struct
                    // has them: Swift's memberwise initializer takes each, a `var`'s value as its
                    // default; a `let` with a value is no parameter.
                    sawDirect = true
                    if self.name(of: member) == "let", readPresence(initialAttributeName(of: member), of: member) {
                        accounting?.built(member.tagIndex)
                        _ = attribute("name", of: member)
                        _ = attribute("type", of: member)
                        continue
                    }
                    if let parameter = parameterDecl(member) { direct.append(parameter) }
                case let other:
                    accounting?.diagnosed(member.tagIndex)
                    structural("element `\(other)` is not allowed in `\(kind.rawValue)`; expected one of `parameter`, `slot`, `overload`\(kind == .view ? ", or the view's `let` and `var` properties" : "")", at: start(of: member), element: member)
                }
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        if sawDirect && !interface.overloads.isEmpty {
            structural("`\(name.name)` lists parameters both directly and in `overload` elements; put every initializer in its own `overload`", at: start(of: element), element: element)
        }
        if interface.overloads.isEmpty { interface.overloads = [Signature(parameters: direct, location: start(of: element))] }
        return interface
    }

    private mutating func parameterDecls(in element: ScannedElement) -> [ParameterDecl] {
        var parameters: [ParameterDecl] = []
        for child in tree.children(of: element) {
            switch child {
            case .element(let member):
                let memberName = self.name(of: member)
                guard memberName == "parameter" || memberName == "slot" else {
                    accounting?.diagnosed(member.tagIndex)
                    structural("element `\(memberName)` is not allowed in `overload`; expected `parameter` or `slot`", at: start(of: member), element: member)
                    continue
                }
                if let parameter = parameterDecl(member) { parameters.append(parameter) }
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        return parameters
    }

    /// `parameters="for folder: Folder, count: Int = 0"`: Swift's parameter clause without its
    /// parentheses, as a Swift developer writes it, instead of `<parameter>` children; `nil`
    /// when the attribute is absent. Each is `name: Type`, `label name: Type` or `_ name: Type`,
    /// with an optional `= default`.
    private mutating func parametersAttribute(of element: ScannedElement) -> [ParameterDecl]? {
        // `params`, the short name, is read as `parameters` (`SchemaMessages.likelyMeant`).
        guard let value = attribute("parameters", of: element) ?? attribute("params", of: element) else { return nil }
        let bytes = value.decoded.bytes
        // The parameters, split at the commas outside brackets and string literals. Angle
        // brackets nest only in a type: in a default value (`limit: Int = a < b ? 1 : 2`) `<` and
        // `>` are operators.
        var pieces: [Range<Int>] = []
        var depth = 0
        var start = 0
        var inString = false
        var inDefault = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let previous = index > 0 ? bytes[index - 1] : 0
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            defer { index += 1 }
            if inString {
                // `\"` escapes the quote and `\\` the backslash: either way the next byte is the string's.
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "<") where !inDefault: depth += 1
            // The `>` of `->` closes nothing.
            case UInt8(ascii: ">") where !inDefault: if previous != UInt8(ascii: "-") { depth -= 1 }
            case UInt8(ascii: "=") where depth == 0 && !Self.isComparisonByte(previous) && next != UInt8(ascii: "="):
                inDefault = true
            case UInt8(ascii: ",") where depth == 0:
                pieces.append(start..<index)
                start = index + 1
                inDefault = false
            default: break
            }
        }
        pieces.append(start..<bytes.count)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var lower = range.lowerBound
            var upper = range.upperBound
            while lower < upper, isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
            return lower..<upper
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var parameters: [ParameterDecl] = []
        for piece in pieces.map(trimmed) where !piece.isEmpty {
            let location = locator.location(at: value.decoded.rawOffset(of: piece.lowerBound))
            // The first `:` outside brackets ends the names; a `=` outside them starts the default.
            var colon: Int?
            var equals: Int?
            var nesting = 0
            // Up to the default's `=`: what follows it is an expression, whose `:` and `<` are its own.
            for index in piece where equals == nil {
                switch bytes[index] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): nesting += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting -= 1
                case UInt8(ascii: ">"): if index == piece.lowerBound || bytes[index - 1] != UInt8(ascii: "-") { nesting -= 1 }
                case UInt8(ascii: ":") where nesting == 0 && colon == nil: colon = index
                case UInt8(ascii: "=") where nesting == 0 && colon != nil:
                    equals = index
                default: break
                }
            }
            let names = colon.map { text(trimmed(piece.lowerBound..<$0)).split(separator: " ").map(String.init) } ?? []
            guard let colon, names.count == 1 || names.count == 2, names.allSatisfy({ SwiftIdentifier.isWellFormed($0) || $0 == "_" }), names.last != "_" else {
                structural("a parameter is written `name: Type`, `label name: Type` or `_ name: Type`, as in Swift", at: location, element: element)
                return nil
            }
            var typeRange = trimmed(colon + 1..<(equals ?? piece.upperBound))
            // `@escaping` is how Swift stores a closure; every closure parameter here may be stored.
            if text(typeRange).hasPrefix("@escaping ") { typeRange = trimmed(typeRange.lowerBound + 10..<typeRange.upperBound) }
            // `inout Int`: the function changes the place a call passes.
            let isInout = text(typeRange).hasPrefix("inout ")
            if isInout { typeRange = trimmed(typeRange.lowerBound + 6..<typeRange.upperBound) }
            let typeText = text(typeRange)
            let typeLocation = locator.location(at: value.decoded.rawOffset(of: typeRange.lowerBound))
            guard !typeText.isEmpty, let type = ExpressionParser.parseType(typeText, at: typeLocation, diagnostics: &diagnostics) else {
                if typeText.isEmpty { structural("parameter `\(names.last!)` needs a type: `\(names.last!): Type`", at: location, element: element) }
                return nil
            }
            let defaultValue = equals.map { text(trimmed($0 + 1..<piece.upperBound)) }
            let name = names[names.count - 1]
            let label: String? = names.count == 2 ? (names[0] == "_" ? nil : names[0]) : name
            var nameStart = trimmed(piece.lowerBound..<colon).upperBound
            while nameStart > piece.lowerBound, !isSpace(bytes[nameStart - 1]) { nameStart -= 1 }
            let nameLocation = locator.location(at: value.decoded.rawOffset(of: nameStart))
            var parameter = ParameterDecl(name: Identifier(name, at: nameLocation), label: label, typeText: typeText, type: type, defaultValue: defaultValue, isSlot: false, isRequiredSlot: false, slotValueTypeText: nil, slotValueType: nil, location: location)
            parameter.isInout = isInout
            parameters.append(parameter)
        }
        return parameters
    }

    /// `=`, `!`, `<` and `>` before a `=` make a comparison, not a default value's `=`.
    private static func isComparisonByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }

    /// The parameters of a function or `init`: its `parameters` attribute or its `<parameter>`
    /// children, one of the two.
    private mutating func writtenParameters(of element: ScannedElement, children: [ParameterDecl]) -> [ParameterDecl] {
        guard let clause = parametersAttribute(of: element) else { return children }
        if !children.isEmpty {
            structural("parameters are written either in `parameters` or as `parameter` elements, not both", at: start(of: element), element: element)
        }
        return clause
    }

    /// `<parameter name label type default>` or `<slot name label required takes type>`.
    private mutating func parameterDecl(_ element: ScannedElement, isViewBuilder: Bool = false) -> ParameterDecl? {
        let isSlot = isViewBuilder || self.name(of: element) == "slot"
        // Swift takes keywords as argument labels (`Slider(value:in:)`), and so does an attribute.
        let name = requiredAttribute("name", of: element).flatMap { argumentLabel($0) }
        var label: String?
        if let written = attribute("label", of: element) {
            let text = written.trimmedText
            if text != "_" { label = argumentLabel(written)?.name }
        } else {
            label = name?.name
        }
        var typeText: String?
        var type: TypeSyntax?
        var defaultValue: String?
        var isRequiredSlot = false
        var slotValueTypeText: String?
        var slotValueType: TypeSyntax?
        var isInout = false
        if isSlot {
            isRequiredSlot = boolean("required", of: element) ?? false
            if let written = attribute("takes", of: element) {
                slotValueTypeText = written.trimmedText
                slotValueType = self.type(in: written)
            }
            // A slot with a type passes its one view as that value (`navigationTitle(_: Text)`);
            // a view builder's type is the generic parameter its views make, which the slot is.
            if isViewBuilder {
                _ = readPresence("type", of: element)
            } else if let written = attribute("type", of: element) {
                typeText = written.trimmedText
                type = typeAttribute("type", of: element)
            }
        } else {
            guard let written = requiredAttribute("type", of: element) else {
                accounting?.diagnosed(element.tagIndex)
                return nil
            }
            typeText = written.trimmedText
            // `@escaping`, as Swift's parameter writes a closure it stores: every closure
            // parameter here may be stored, as in a `parameters` clause. `inout` is read as a flag.
            if let escaping = typeText, let marker = Self.parameterTypeMarker(escaping) {
                isInout = marker == "inout "
                let stripped = String(escaping.dropFirst(marker.count).drop { $0 == " " })
                let offset = written.leadingSpaces + escaping.utf8.count - stripped.utf8.count
                typeText = stripped
                type = ExpressionParser.parseType(stripped, at: locator.location(at: written.decoded.rawOffset(of: offset)), diagnostics: &diagnostics)
            } else {
                type = self.type(in: written)
            }
            defaultValue = attribute("default", of: element).map { $0.trimmedText }
            if defaultValue == nil, self.name(of: element) == "var" {
                // `var size: IconSize = .small`: the memberwise initializer's default.
                defaultValue = attribute("initial", of: element).map { $0.trimmedText }
            }
        }
        guard let name else {
            accounting?.diagnosed(element.tagIndex)
            return nil
        }
        accounting?.built(element.tagIndex)
        var parameter = ParameterDecl(name: name, label: label, typeText: typeText, type: type, defaultValue: defaultValue, isSlot: isSlot, isRequiredSlot: isRequiredSlot, slotValueTypeText: slotValueTypeText, slotValueType: slotValueType, location: start(of: element))
        parameter.isInout = isInout
        return parameter
    }

    /// `@escaping ` or `inout ` before a parameter's type, told by the first byte before the
    /// prefix is compared: most types have neither.
    private static func parameterTypeMarker(_ type: String) -> String? {
        switch type.utf8.first {
        case UInt8(ascii: "@"): type.hasPrefix("@escaping ") ? "@escaping " : nil
        case UInt8(ascii: "i"): type.hasPrefix("inout ") ? "inout " : nil
        default: nil
        }
    }

    private mutating func viewDecl(_ element: ScannedElement, isApp: Bool = false, isViewModifier: Bool = false) -> ViewDecl? {
        guard let name = declarationName(element) else { return nil }
        accounting?.built(element.tagIndex)
        viewBuilderSlots = []
        elementCode = []
        defer {
            viewBuilderSlots = []
            // A view not built: what its elements' text drew is reported as it would be.
            for held in elementCode ?? [] { for diagnostic in held.textDiagnostics { diagnostics.emit(diagnostic) } }
            elementCode = nil
        }
        var view = ViewDecl(name: name, location: start(of: element))
        view.isApp = isApp
        if isViewModifier {
            // `body(content:)`'s parameter: the modified view, placed as `<content/>` as a slot is.
            view.isViewModifier = true
            view.slots.append(ParameterDecl(name: Identifier("content", at: view.location), label: "content", typeText: nil, type: nil, defaultValue: nil, isSlot: true, location: view.location))
            viewBuilderSlots.insert("content")
        }
        viewMayPlaceModifiers = false
        viewHoldsStackWithModifiers = false
        // An app is the program's root: nothing instantiates it, and the host provides nothing above it.
        view.isRoot = isApp || boolean("root", of: element) ?? false
        if !isApp, let provides = attribute("hostProvides", of: element) {
            view.hostProvides = names(in: provides)
        }
        var sawBody = false
        // An app's `WindowGroup` written without `body`, read as its body.
        var windowGroupInPlace = false
        viewMemberNames = viewMemberNames(in: element)
        // Their parameters only matter for a view that has such members; most have none.
        viewMemberParameters = viewMemberNames.isEmpty ? [:] : viewMemberParameters(in: element)
        // The view's helpers taking nothing, keyed `statusBadge()`: a field of their own would
        // grow every copy of the builder, which each level of nesting pays for.
        for name in helperFunctionNamesTakingNothing(in: element) { viewMemberParameters[name + "()"] = [] }
        placeableNames = inputNames(in: element)
        // `struct Card<Content: View>`: a generic parameter that is a view is the type of the
        // views a call site writes inside the call, so a `let` of that type is a slot.
        let viewGenerics = isApp ? [] : viewGenericParameters(of: element)
        // `init(title:, @ViewBuilder content:)` that only stores its parameters is the `init`
        // generated for a view with a slot, which Swift needs written to mark the view builder.
        let memberwiseInit = viewGenerics.isEmpty && viewBuilderLetCount(in: element) == 0 ? nil : memberwiseSlotInit(of: element, generics: viewGenerics)
        viewDeclaresInit = tree.children(of: element).contains { if case .element(let child) = $0 { self.name(of: child) == "init" && child.tagIndex != memberwiseInit?.tagIndex } else { false } }
        defer {
            viewMemberNames = []
            viewMemberParameters = [:]
            placeableNames = []
            viewDeclaresInit = false
        }
        for child in tree.children(of: element) {
            switch child {
            case .element(let declaration):
                let childName = self.name(of: declaration)
                // Functions and computed views may follow `body`, where Swift code usually has them.
                if childName == "function", isHelperFunction(declaration) {
                    if var function = helperFunctionDecl(declaration) {
                        function.isPrivate = boolean("private", of: declaration) ?? false
                        view.functions.append(function)
                    }
                } else if isViewMember(declaration) {
                    if let member = viewMemberDecl(declaration) { view.viewMembers.append(member) }
                } else if childName == "body" {
                    if sawBody {
                        accounting?.diagnosed(declaration.tagIndex)
                        structural("a `view` has exactly one `body`", at: start(of: declaration), element: declaration)
                        continue
                    }
                    sawBody = true
                    accounting?.built(declaration.tagIndex)
                    droppedContent = []
                    view.body = viewContent(declaration, allowsModifiers: false, modifiesSoleView: true).views
                    view.droppedContent = droppedContent
                } else if childName == "slot" {
                    if sawBody {
                        structural("declarations must come before `body`", at: start(of: declaration), element: declaration)
                    }
                    if let slot = parameterDecl(declaration) { view.slots.append(slot) }
                } else if childName == "let", boolean("viewBuilder", of: declaration) == true || isOfViewGeneric(declaration, viewGenerics) {
                    // `@ViewBuilder let content: Content`: the views a call site writes inside
                    // the call, which is what a slot is; `type` names the generic parameter.
                    if sawBody {
                        structural("declarations must come before `body`", at: start(of: declaration), element: declaration)
                    }
                    if let slot = parameterDecl(declaration, isViewBuilder: true) {
                        view.slots.append(slot)
                        viewBuilderSlots.insert(slot.name.name)
                    }
                } else if let kind = Self.propertyKinds[childName] {
                    if sawBody {
                        structural("declarations must come before `body`", at: start(of: declaration), element: declaration)
                    }
                    if kind == .computed, !hasAttribute("value", of: declaration), hasCode(declaration) {
                        // `var progress: Double { guard ...; return ... }`: the getter's statements.
                        if let getter = computedGetter(declaration) {
                            view.properties.append(getter.property)
                            view.functions.append(getter.function)
                        }
                        continue
                    }
                    if let property = propertyDecl(declaration, kind: kind) {
                        view.properties.append(property)
                        accounting?.built(declaration.tagIndex)
                        // `@State private var count = 0 { didSet { … } }`: observers the view's own assignments run.
                        if kind == .state, !declaration.childRange.isEmpty {
                            view.functions += propertyObservers(of: declaration, property: property.name, type: property.type, isStored: true)
                        }
                    } else {
                        accounting?.diagnosed(declaration.tagIndex)
                    }
                } else if childName == "struct" || childName == "enum" || childName == "model", !isApp {
                    // A type the view declares for itself, Swift's `struct Routing` inside the
                    // view's struct: `CountriesList.Routing`, its short name read inside the view.
                    nestedTypeOfView(declaration)
                } else if childName == "init" {
                    if sawBody {
                        structural("declarations must come before `body`", at: start(of: declaration), element: declaration)
                    }
                    if declaration.tagIndex == memberwiseInit?.tagIndex {
                        // Read already; the generated `init` is the same.
                        continue
                    }
                    // Several are overloads: each placement chooses one by its labels and types.
                    if let initializer = viewInitializer(declaration) { view.initializers.append(initializer) }
                } else if isApp, childName == "WindowGroup", !sawBody {
                    // Reported as written outside `body`; read as the body it was meant to be, so
                    // that the app's scene and its screens are still checked, without follow-ons.
                    sawBody = true
                    windowGroupInPlace = true
                    droppedContent = []
                    view.body = [.element(elementNode(declaration))]
                    view.droppedContent = droppedContent
                } else if windowGroupInPlace, !childName.startsUppercase, case .element(var group)? = view.body.first {
                    // `.modelContainer(for:)` after that group: its modifier, as in Swift.
                    if let modifier = modifierElement(declaration, isSlotElement: false) { group.modifiers.append(modifier) }
                    view.body[0] = .element(group)
                } else if childName == "content", !sawBody, hasAttribute("name", of: declaration) {
                    // `<content name="content"/>`, the slot named as the body places it (`<content/>`):
                    // reported by the schema with the spelling, and read as Swift's `@ViewBuilder let
                    // content`, so neither the placement nor call sites' content draws more.
                    if let slot = parameterDecl(declaration, isViewBuilder: true) {
                        view.slots.append(slot)
                        viewBuilderSlots.insert(slot.name.name)
                    }
                } else {
                    accounting?.diagnosed(declaration.tagIndex)
                    structural("element `\(childName)` is not allowed in `view`; expected a declaration such as `state` or `let`, or `body`", at: start(of: declaration), element: declaration)
                }
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        if !sawBody {
            structural(isApp ? "`app` `\(name.name)` needs a `body`, which holds its `WindowGroup`" : isViewModifier ? "`viewModifier` `\(name.name)` needs a `body`, Swift's `body(content:)`, which places the modified view as `<content/>`" : "`view` `\(name.name)` needs a `body`", at: start(of: element), element: element)
        }
        view.mayPlaceModifiers = viewMayPlaceModifiers
        view.holdsStackWithModifiers = viewHoldsStackWithModifiers
        view.elementCode = elementCode ?? []
        elementCode = nil
        if !nestedStructs.isEmpty || !nestedEnums.isEmpty || !nestedModels.isEmpty { qualifyNestedTypes(ofView: &view) }
        return view
    }

    /// The generic parameters of a generated view, `generic="Content: View"` (or `generics`),
    /// each a type of views a call site passes. One not constrained to `View` is reported: a view
    /// generic over other types is not supported yet.
    private mutating func viewGenericParameters(of element: ScannedElement) -> Set<String> {
        guard let written = attribute("generic", of: element) ?? attribute("generics", of: element) else { return [] }
        var names: Set<String> = []
        for piece in written.trimmedText.split(separator: ",") {
            let parts = piece.split(separator: ":", maxSplits: 1).map { trimmed(String($0)) }
            guard let name = parts.first, SwiftKeywords.isValidIdentifier(name) else {
                structural("`\(trimmed(String(piece)))` is not a generic parameter; write `Content: View`", at: location(of: written), element: element)
                continue
            }
            guard parts.count == 2, parts[1] == "View" else {
                structural("generic parameter `\(name)` of a view must be constrained to `View` (`\(name): View`), the views a call site passes; a view generic over other types is not supported yet", at: location(of: written), element: element)
                continue
            }
            names.insert(name)
        }
        return names
    }

    /// Whether a `<let>` is typed by one of the view's generic parameters: `let content: Content`.
    private func isOfViewGeneric(_ element: ScannedElement, _ generics: Set<String>) -> Bool {
        guard !generics.isEmpty, let type = rawText("type", of: element) else { return false }
        return generics.contains(type)
    }

    /// An attribute's value as written, trimmed, without reading it.
    private func rawText(_ name: AttributeName, of element: ScannedElement) -> String? {
        guard let raw = rawAttribute(name, of: element)?.attribute else { return nil }
        return trimmed(String(decoding: file[raw.valueStart..<raw.valueEnd], as: UTF8.self))
    }

    private func viewBuilderLetCount(in view: ScannedElement) -> Int {
        var count = 0
        for case .element(let child) in tree.children(of: view) where name(of: child) == "let" && rawText("viewBuilder", of: child) == "true" { count += 1 }
        return count
    }

    /// The view's one `init` when it is the one generated for a view with slots: its parameters
    /// are the view's `let` inputs, then its slots, in order, with their names, types and no
    /// defaults, each slot's a `@ViewBuilder () -> Content`; its code is `self.title = title` for
    /// each input and `self.content = content()` for each slot. Any other `init` is the view's own.
    private mutating func memberwiseSlotInit(of view: ScannedElement, generics: Set<String>) -> ScannedElement? {
        var inputs: [(name: String, type: String)] = []
        var slots: [(name: String, type: String)] = []
        var initializers: [ScannedElement] = []
        for case .element(let child) in tree.children(of: view) {
            switch name(of: child) {
            case "let":
                guard let name = rawText("name", of: child), let type = rawText("type", of: child) else { return nil }
                if rawText("viewBuilder", of: child) == "true" || generics.contains(type) {
                    slots.append((name, type))
                } else if rawAttribute("initial", of: child) == nil, rawAttribute("default", of: child) == nil, rawAttribute("static", of: child) == nil, rawAttribute("private", of: child) == nil {
                    inputs.append((name, type))
                }
            case "init": initializers.append(child)
            // Other inputs are passed in other forms (`_isOn = isOn`); their `init` is the view's own.
            case "binding", "observedObject", "bindable", "focusBinding", "var", "slot": return nil
            case "focusState" where rawText("binding", of: child) == "true": return nil
            default: continue
            }
        }
        guard initializers.count == 1, let element = initializers.first, !slots.isEmpty, rawAttribute("parameters", of: element) == nil else { return nil }
        let expected = inputs.map { ($0.name, $0.type, false) } + slots.map { ($0.name, "() -> " + $0.type, true) }
        var parameters: [ScannedElement] = []
        for case .element(let parameter) in tree.children(of: element) where name(of: parameter) == "parameter" { parameters.append(parameter) }
        guard parameters.count == expected.count else { return nil }
        func spaceless(_ text: String) -> String { text.filter { $0 != " " } }
        for (parameter, (name, type, isSlot)) in zip(parameters, expected) {
            guard rawText("name", of: parameter) == name, rawAttribute("default", of: parameter) == nil,
                  rawText("label", of: parameter).map({ $0 == name }) ?? true,
                  rawText("type", of: parameter).map(spaceless) == spaceless(type),
                  (rawText("viewBuilder", of: parameter) == "true") == isSlot else { return nil }
        }
        // Its code, parsed on its own: nothing else reads it.
        var probe = DiagnosticCollector()
        swap(&probe, &diagnostics)
        let statements = codeContent(of: element, skipping: "parameter")
        swap(&probe, &diagnostics)
        guard let statements, !probe.hasErrors, statements.count == expected.count else { return nil }
        var stored: Set<String> = []
        for statement in statements {
            guard case .assignment(let target, "=", let value) = statement.kind,
                  case .member(let base, let name, _) = target.kind, case .identifier("self") = base.kind,
                  let (_, _, isSlot) = expected.first(where: { $0.0 == name }) else { return nil }
            if isSlot {
                guard case .call(let callee, let arguments) = value.kind, arguments.isEmpty, case .identifier(name) = callee.kind else { return nil }
            } else {
                guard case .identifier(name) = value.kind else { return nil }
            }
            stored.insert(name)
        }
        guard stored.count == expected.count else { return nil }
        // Read, as the generated `init` stands for it.
        accounting?.built(element.tagIndex)
        for parameter in parameters {
            accounting?.built(parameter.tagIndex)
            for attribute: AttributeName in ["name", "label", "type", "viewBuilder"] { _ = readPresence(attribute, of: parameter) }
        }
        return element
    }

    /// `<computed>` without a `value` (and with no type, or `some View`) holds views; a
    /// `<function>` holds `<parameter>`s, then views.
    private mutating func isViewMember(_ element: ScannedElement) -> Bool {
        switch name(of: element) {
        case "function": return !isHelperFunction(element)
        case "computed":
            guard rawAttribute("value", of: element) == nil else { return false }
            guard let type = rawAttribute("type", of: element)?.attribute else { return true }
            let text = String(decoding: file[type.valueStart..<type.valueEnd], as: UTF8.self)
            return text.split(separator: " ").joined(separator: " ") == "some View"
        default: return false
        }
    }

    /// A `<function>` that holds code rather than views: it says what it returns or its effects,
    /// or holds text, and no element but its `parameter`s.
    private func isHelperFunction(_ element: ScannedElement) -> Bool {
        for case .element(let child) in tree.children(of: element) where name(of: child) != "parameter" { return false }
        return hasCode(element) || rawAttribute("returns", of: element) != nil || rawAttribute("async", of: element) != nil || rawAttribute("throws", of: element) != nil
    }

    /// `<function name="save" async="true" throws="true"><parameter .../>code</function>`.
    private mutating func helperFunctionDecl(_ element: ScannedElement) -> ViewFunctionDecl? {
        let functionName = declarationName(element)
        let returnType = rawAttribute("returns", of: element) == nil ? nil : typeAttribute("returns", of: element)
        let isAsync = boolean("async", of: element) ?? false
        let isThrowing = boolean("throws", of: element) ?? false
        var parameters: [ParameterDecl] = []
        for case .element(let child) in tree.children(of: element) where name(of: child) == "parameter" {
            if let parameter = parameterDecl(child) { parameters.append(parameter) }
        }
        parameters = writtenParameters(of: element, children: parameters)
        let parsed = codeContent(of: element, skipping: "parameter")
        guard let functionName else { return nil }
        accounting?.built(element.tagIndex)
        var function = ViewFunctionDecl(name: functionName, parameters: parameters, returnType: returnType, isAsync: isAsync, isThrowing: isThrowing, body: parsed ?? [], location: start(of: element))
        function.hasUnparsedCode = parsed == nil
        return function
    }

    /// `<init><parameter .../>code</init>`: the view's own `init(...)`. A parameter may have a
    /// `default`, as Swift's may.
    private mutating func viewInitializer(_ element: ScannedElement) -> ViewFunctionDecl? {
        var parameters: [ParameterDecl] = []
        for case .element(let child) in tree.children(of: element) where name(of: child) == "parameter" {
            // `@ViewBuilder` marks a closure that fills a slot, which only a view's generated `init` has.
            _ = boolean("viewBuilder", of: child)
            if let parameter = parameterDecl(child) { parameters.append(parameter) }
        }
        parameters = writtenParameters(of: element, children: parameters)
        let parsed = codeContent(of: element, skipping: "parameter")
        accounting?.built(element.tagIndex)
        var initializer = ViewFunctionDecl(name: Identifier("init", at: start(of: element)), parameters: parameters, returnType: nil, isAsync: false, isThrowing: false, body: parsed ?? [], location: start(of: element))
        initializer.hasUnparsedCode = parsed == nil
        return initializer
    }

    /// `<computed name type>statements</computed>`: the property, and its getter as a function
    /// that returns the property's type, checked and graphed as the view's helper functions are.
    private mutating func computedGetter(_ element: ScannedElement) -> (property: PropertyDecl, function: ViewFunctionDecl)? {
        let name = declarationName(element)
        let type = typeAttribute("type", of: element)
        let parsed = codeContent(of: element)
        var body = parsed ?? []
        guard let name, let type else { return nil }
        // `private var total: Int { … }`: read so that it is accounted for; a view's computed value is its own either way.
        _ = boolean("private", of: element)
        // A getter of one expression returns it, as Swift's does: `var orders: [Order] { model.orders.filter { … } }`.
        // A view's setter is not supported: SwiftUI's views are values, whose setters would be `nonmutating`.
        let accessors = explicitAccessors(body)
        if let setter = accessors.setter { diagnostics.emit(Catalog.notSupportedYet("set"), at: setter.location) }
        body = Self.returningSoleExpression(accessors.getter)
        accounting?.built(element.tagIndex)
        var property = PropertyDecl(kind: .computed, name: name, type: type, initial: nil, location: start(of: element))
        property.allowance = allowance(of: element)
        var getter = ViewFunctionDecl(name: name, parameters: [], returnType: type, isAsync: false, isThrowing: false, body: body, location: start(of: element))
        getter.isGetter = true
        getter.hasUnparsedCode = parsed == nil
        return (property, getter)
    }

    /// The names of a view's computed views and functions, which its body (and theirs) places
    /// with `<name/>`: known before any content is read, so a member may use one declared later.
    private mutating func viewMemberNames(in view: ScannedElement) -> Set<String> {
        var names: Set<String> = []
        for case .element(let child) in tree.children(of: view) where isViewMember(child) {
            if let raw = rawAttribute("name", of: child)?.attribute {
                names.insert(trimmed(String(decoding: file[raw.valueStart..<raw.valueEnd], as: UTF8.self)))
            }
        }
        return names
    }

    /// A parameter of a computed view or view-building function as a use may name it: by its
    /// name or by its label.
    struct MemberParameterNames {
        var name: String
        var label: String?
    }

    /// The parameters of a view's computed views and view-building functions, from their
    /// `<parameter>` children or `parameters` clause, read before any content as the names are.
    private func viewMemberParameters(in view: ScannedElement) -> [String: [[MemberParameterNames]]] {
        var members: [String: [[MemberParameterNames]]] = [:]
        for case .element(let child) in tree.children(of: view) where name(of: child) == "function" || name(of: child) == "computed" {
            guard let raw = rawAttribute("name", of: child)?.attribute else { continue }
            let memberName = trimmed(String(decoding: file[raw.valueStart..<raw.valueEnd], as: UTF8.self))
            guard viewMemberNames.contains(memberName) else { continue }
            var parameters: [MemberParameterNames] = []
            for case .element(let parameter) in tree.children(of: child) where name(of: parameter) == "parameter" {
                guard let name = rawAttribute("name", of: parameter)?.attribute else { continue }
                let label = (rawAttribute("label", of: parameter)?.attribute).map { trimmed(String(decoding: file[$0.valueStart..<$0.valueEnd], as: UTF8.self)) }
                parameters.append(MemberParameterNames(name: trimmed(String(decoding: file[name.valueStart..<name.valueEnd], as: UTF8.self)), label: label))
            }
            if let clause = (rawAttribute("parameters", of: child) ?? rawAttribute("params", of: child))?.attribute {
                parameters += Self.parameterNames(inClause: String(decoding: file[clause.valueStart..<clause.valueEnd], as: UTF8.self))
            }
            members[memberName, default: []].append(parameters)
        }
        return members
    }

    /// The names and labels of Swift's parameter clause, `for item: Item, _ count: Int`: the
    /// words before each top-level colon.
    static func parameterNames(inClause clause: String) -> [MemberParameterNames] {
        var names: [MemberParameterNames] = []
        var depth = 0
        var piece = ""
        func finish() {
            let head = piece.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            let words = head.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
            if let name = words.last { names.append(MemberParameterNames(name: name, label: words.count > 1 ? words[0] : nil)) }
            piece = ""
        }
        for character in clause {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                finish()
                continue
            default: break
            }
            piece.append(character)
        }
        finish()
        return names
    }

    /// Whether an empty element named like a computed view or view-building function places it:
    /// its attributes give every parameter of one member of the name and nothing else, as Swift
    /// picks the user's `badge(for:)` for `badge(for: cents)` beside SwiftUI's `badge(_:)`. Other
    /// attributes make it the modifier of that name.
    private func placesViewMember(_ element: ScannedElement, named childName: String, whereModifiersGo: Bool = true) -> Bool {
        guard viewMemberNames.contains(childName) else { return false }
        // Where no modifier can go, an empty element is the member's, whatever its attributes.
        if !whereModifiersGo, isEmptyElement(element) { return true }
        guard isEmptyElement(element) || holdsOnlyModifiers(element) else { return false }
        guard let overloads = viewMemberParameters[childName] else { return true }
        let labels = scan.attributes(of: scan.tags[element.tagIndex]).map { String(decoding: file[$0.nameStart..<$0.nameEnd], as: UTF8.self) }
        return overloads.contains { parameters in
            labels.count == parameters.count
                && labels.allSatisfy { label in parameters.contains { $0.name == label || $0.label == label } }
                && parameters.allSatisfy { parameter in labels.contains { $0 == parameter.name || $0 == parameter.label } }
        }
    }

    /// `<bindable name initial>` among a body's views: a value to bind through, not a declaration.
    private func isBodyBindable(_ element: ScannedElement, named childName: String) -> Bool {
        guard childName == "bindable" else { return false }
        return rawAttribute("initial", of: element) != nil || rawAttribute("value", of: element) != nil
    }

    /// `<let name="total" value="…"/>` among a body's views, or `<bindable name="settings"
    /// initial="settings"/>`, Swift's `@Bindable var settings = settings`: a local the views
    /// after it see, whose `$settings.name` binds. Out of `viewContent`, whose frame every level
    /// of nesting pays for.
    private mutating func appendLocalConstant(_ element: ScannedElement, isBindable: Bool, to views: inout [ViewNode]) {
        let valueName: AttributeName = isBindable && rawAttribute("initial", of: element) != nil ? "initial" : "value"
        guard let constantName = declarationName(element), let value = expressionAttribute(valueName, of: element, required: true) else {
            drop(element)
            return
        }
        accounting?.built(element.tagIndex)
        let type = typeAttribute("type", of: element, required: false)
        placeableNames.append(constantName.name)
        views.append(.localConstant(LocalConstantNode(name: constantName, type: type, value: value, isBindable: isBindable)))
    }

    /// `<row item="{item}"/>`, or with modifiers inside, `<row item="{item}"><disabled value="true"/></row>`:
    /// Swift's `row(item: item).disabled(true)`. The modified use is placed in a `Group`, which
    /// adds no view of its own and passes its modifiers to the member's views, as a slot's are.
    private mutating func appendMemberPlacement(_ element: ScannedElement, to views: inout [ViewNode]) {
        let use = ViewNode.member(memberViewUse(element))
        guard !isEmptyElement(element) else {
            views.append(use)
            return
        }
        var modifiers: [Modifier] = []
        for case .element(let inner) in tree.children(of: element) {
            if let modifier = modifierElement(inner) { modifiers.append(modifier) }
        }
        let location = start(of: element)
        var group = ElementNode(name: Identifier("Group", at: location))
        group.children = [use]
        group.modifiers = modifiers
        views.append(.element(group))
    }

    /// The names of a view's `let` inputs, which its body may place as views when they are ones.
    private func inputNames(in view: ScannedElement) -> [String] {
        var names: [String] = []
        for case .element(let child) in tree.children(of: view) where name(of: child) == "let" || name(of: child) == "var" {
            if let raw = rawAttribute("name", of: child)?.attribute {
                names.append(trimmed(String(decoding: file[raw.valueStart..<raw.valueEnd], as: UTF8.self)))
            }
        }
        return names
    }

    /// `<image/>`, a value in scope placed as a view, or `<statusBadge/>`, the view a helper
    /// function taking nothing returns (Swift's `statusBadge()`) where no value in scope has its
    /// name. Out of `viewContent`, whose frame every level of nesting pays for.
    @inline(never)
    private mutating func appendPlacedValue(_ element: ScannedElement, named name: String, to views: inout [ViewNode]) {
        var node = elementNode(element)
        if !placeableNames.contains(name), !Self.isMemberPath(name), Self.placesFunctionResult(name, among: viewMemberParameters) {
            node.name = Identifier(name + "()", at: node.name.location)
        }
        views.append(.element(node))
    }

    /// Whether `name` is a helper of the view taking nothing, placed as `<statusBadge/>`. Static:
    /// a method of the builder called from `viewContent` would copy the builder into its frame.
    @inline(never)
    private static func placesFunctionResult(_ name: String, among members: [String: [[MemberParameterNames]]]) -> Bool {
        !members.isEmpty && members[name + "()"] != nil
    }

    /// The helper functions of a view with no parameter and a result, which its body may place
    /// when they return a view.
    private func helperFunctionNamesTakingNothing(in view: ScannedElement) -> Set<String> {
        var names: Set<String> = []
        for case .element(let child) in tree.children(of: view) where name(of: child) == "function" {
            guard rawAttribute("returns", of: child) != nil, rawAttribute("parameters", of: child) == nil, isHelperFunction(child) else { continue }
            if tree.children(of: child).contains(where: { if case .element = $0 { true } else { false } }) { continue }
            if let raw = rawAttribute("name", of: child)?.attribute {
                let name = trimmed(String(decoding: file[raw.valueStart..<raw.valueEnd], as: UTF8.self))
                // `<bold/>` among a text's modifiers stays the modifier; between views, a member
                // named like a modifier is placed as Swift's overload resolution picks it.
                if !Self.modifierNameSet.contains(name) { names.insert(name) }
            }
        }
        return names
    }

    /// Drops the names pushed since `count`; most contents push none.
    private mutating func restorePlaceableNames(to count: Int) {
        if placeableNames.count > count { placeableNames.removeSubrange(count...) }
    }

    /// The name an `item` attribute gives its content (`$` of a bound row left out), pushed on
    /// `placeableNames` for the content's build; returns the count to restore afterwards.
    /// With `ownNameToo` (an element filling a slot), a sole attribute whose value is its own name,
    /// `<content image="image">`, names the value as `item` does.
    private mutating func pushItemName(of element: ScannedElement, ownNameToo: Bool = false) -> Int {
        let count = placeableNames.count
        guard let item = (rawAttribute("item", of: element) ?? rawAttribute("as", of: element))?.attribute
            ?? (ownNameToo ? soleAttributeNamingItself(element) : nil) else { return count }
        var text = trimmed(String(decoding: file[item.valueStart..<item.valueEnd], as: UTF8.self))
        if text.hasPrefix("$") { text.removeFirst() }
        placeableNames.append(text)
        return count
    }

    /// Only an element with content has views that may place the value.
    @inline(never)
    private func soleAttributeNamingItself(_ element: ScannedElement) -> MarkupScan.Attribute? {
        let range = scan.tags[element.tagIndex].attributeRange
        guard range.count == 1, !element.childRange.isEmpty else { return nil }
        let attribute = scan.attributes[range.lowerBound]
        var valueStart = attribute.valueStart
        var valueEnd = attribute.valueEnd
        while valueStart < valueEnd, file[valueStart] == 0x20 { valueStart += 1 }
        while valueEnd > valueStart, file[valueEnd - 1] == 0x20 { valueEnd -= 1 }
        return file[valueStart..<valueEnd].elementsEqual(file[attribute.nameStart..<attribute.nameEnd]) ? attribute : nil
    }

    /// `<computed name="header">views</computed>` or `<function name="row"><parameter
    /// name="item" label="for" type="Item"/>views</function>`.
    private mutating func viewMemberDecl(_ element: ScannedElement) -> ViewMemberDecl? {
        let isFunction = name(of: element) == "function"
        let memberName = declarationName(element)
        if !isFunction { _ = readPresence("type", of: element) }
        // `private var header: some View`: read so that it is accounted for; a view's members are its own either way.
        _ = boolean("private", of: element)
        // Swift's `@ViewBuilder`, which a computed view and a view-building function always have.
        _ = boolean("viewBuilder", of: element)
        // `func row() -> some View`, as Swift writes a function that builds views.
        if isFunction, let returns = attribute("returns", of: element),
           returns.trimmedText.split(separator: " ").joined(separator: " ") != "some View" {
            structural("a `function` that holds views returns `some View`, not `\(returns.trimmedText)`", at: location(of: returns), element: element)
        }
        var parameters: [ParameterDecl] = []
        var sawContent = false
        for case .element(let child) in tree.children(of: element) {
            let childName = name(of: child)
            if childName == "parameter" {
                if !isFunction {
                    structural("a `computed` view takes no `parameter`; declare a `function` to take values", at: start(of: child), element: child)
                    accounting?.diagnosed(child.tagIndex)
                    continue
                }
                if sawContent {
                    structural("`parameter`s come before the views of `function`", at: start(of: child), element: child)
                }
                if let parameter = parameterDecl(child) {
                    if parameter.defaultValue != nil {
                        structural("a parameter of a view-building `function` has no `default`; every use passes it", at: start(of: child), element: child)
                    }
                    parameters.append(parameter)
                }
            } else {
                sawContent = true
            }
        }
        if isFunction {
            // `parameters="for item: Item, onPick: @escaping () -> Void"`, as Swift's clause.
            parameters = writtenParameters(of: element, children: parameters)
            if hasAttribute("parameters", of: element) || hasAttribute("params", of: element), let defaulted = parameters.first(where: { $0.defaultValue != nil }) {
                structural("a parameter of a view-building `function` has no `default`; every use passes it", at: defaulted.location, element: element)
            }
        }
        droppedContent = []
        let body = viewContent(element, allowsModifiers: false, skipping: "parameter").views
        guard let memberName else { return nil }
        accounting?.built(element.tagIndex)
        if body.isEmpty && droppedContent.isEmpty {
            structural("`\(name(of: element))` `\(memberName.name)` holds no views; write the views it builds inside it", at: start(of: element), element: element)
        }
        return ViewMemberDecl(name: memberName, isFunction: isFunction, parameters: parameters, body: body, location: start(of: element))
    }

    /// `<header/>` or `<row item="{item}"/>`: the attributes are read by the parameters' types.
    private mutating func memberViewUse(_ element: ScannedElement) -> MemberViewUse {
        accounting?.built(element.tagIndex)
        let location = start(of: element)
        var arguments: [Argument] = []
        let tag = scan.tags[element.tagIndex]
        arguments.reserveCapacity(tag.attributeRange.count)
        for (attributeIndex, attribute) in zip(tag.attributeRange, scan.attributes(of: tag)) {
            accounting?.read(attribute: attributeIndex)
            let label = String(decoding: file[attribute.nameStart..<attribute.nameEnd], as: UTF8.self)
            arguments.append(sourceArgument(attribute, label: Identifier(label, at: locator.location(at: attribute.nameStart))))
        }
        return MemberViewUse(name: Identifier(name(of: element), at: location), arguments: arguments, location: location)
    }

    /// Whether `element` holds anything but whitespace and comments.
    private func isEmptyElement(_ element: ScannedElement) -> Bool {
        !tree.children(of: element).contains { child in
            switch child {
            case .element: true
            case .text(let start, let end), .cdata(let start, let end):
                file[start..<end].contains { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
            case .comment: false
            }
        }
    }

    private mutating func propertyDecl(_ element: ScannedElement, kind written: PropertyKind) -> PropertyDecl? {
        // `<focusState binding="true">`, Swift's `@FocusState.Binding`, is a `focusBinding`.
        let kind = written == .focusState && boolean("binding", of: element) == true ? .focusBinding : written
        if kind == .environment, hasAttribute("key", of: element) || hasAttribute("keyPath", of: element) { return environmentValueDecl(element) }
        // `<var name type initial>` is Swift's `var name: Type = value`: an input a call site may
        // pass, so its value is a default; `<let initial>` is the view's own constant.
        let isVar = self.name(of: element) == "var"
        // So is a `let` given `static="true"` or a `value` (TRL010, which shows `initial`).
        if kind == .let, !isVar, hasAttribute("initial", of: element) || hasAttribute("static", of: element) || hasAttribute("value", of: element)
            || boolean("private", of: element) == true {
            return constantDecl(element)
        }
        let name = declarationName(element)
        // `@State private var isOn = false`: Swift infers an owned value's type from a literal or
        // an initializer call, so the type may be left out there.
        let infersType = [.state, .stateObject, .appStorage, .sceneStorage].contains(kind) && !hasAttribute("type", of: element)
        // `@Namespace private var shapes`: Swift writes no type; it is `Namespace.ID`.
        var type = kind == .namespace ? TypeSyntax(.named("Namespace.ID", genericArguments: []), at: start(of: element)) : infersType ? nil : typeAttribute("type", of: element)
        // `@State private var`, `@Environment(…) private var`: the view's own either way.
        if [.state, .stateObject, .environment, .environmentObject].contains(kind) { _ = boolean("private", of: element) }
        let initialAttribute: AttributeName? = switch kind {
        case .state, .stateObject, .observedObject, .appStorage, .sceneStorage, .gestureState: "initial"
        case .let where isVar && rawAttribute("initial", of: element) != nil: "initial"
        case .let: "default"
        case .computed: "value"
        case .binding, .environmentObject, .environment, .environmentValue, .bindable, .focusState, .focusBinding, .namespace, .query: nil
        }
        var initial: Expr?
        if var initialAttribute {
            initial = expressionAttribute(initialAttribute, of: element)
            // `value="0"`, a first guess at `initial` (`SchemaMessages.likelyMeant`), is read as it.
            if initial == nil, initialAttribute.description == "initial", kind != .let, rawAttribute("initial", of: element) == nil, rawAttribute("value", of: element) != nil {
                initialAttribute = "value"
                initial = expressionAttribute(initialAttribute, of: element)
            }
            if kind == .appStorage || kind == .sceneStorage || kind == .state, initial == nil, attribute(initialAttribute, of: element) == nil,
               let type, case .optional = type.reference {
                // `@AppStorage("nickname") var nickname: String?`: nil while the key is absent;
                // `@State private var editing: Item?` starts as nil, as Swift's optional `var` does.
                initial = Expr(.nilLiteral, at: type.location)
            } else if (kind.isValueState || kind == .stateObject || kind == .computed) && attribute(initialAttribute, of: element) == nil,
                      !(viewDeclaresInit && (kind == .state || kind == .stateObject)) {
                structural("attribute `\(initialAttribute)` is required on `\(kind.rawValue)`", at: start(of: element), element: element)
            }
        }
        // A value no literal or initializer call types (`Tab.today`) is typed by the analysis
        // from the declarations, as Swift infers it (`InferredPropertyTypes`).
        var isTypeInferred = false
        if infersType {
            if let initial, Self.literalType(of: initial, in: "Self") == nil, initial.kind != .nilLiteral {
                type = TypeSyntax(.unwritten, at: start(of: element))
                isTypeInferred = true
            } else {
                type = inferredType(of: initial, in: "Self", on: element)
            }
        }
        // A declaration with a bad or missing attribute (reported) still declares its name, so
        // that its uses are not reported too.
        guard let name else { return nil }
        // `private var total: Int { … }`, `@State private var`: a view's computed value and its
        // own state are its own either way.
        switch kind {
        case .computed, .state, .stateObject, .environment, .environmentObject, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState, .query:
            _ = boolean("private", of: element)
        default: break
        }
        var property = PropertyDecl(kind: kind, name: name, type: type ?? TypeSyntax(.unwritten, at: start(of: element)), initial: initial, location: start(of: element))
        property.isTypeInferred = isTypeInferred
        property.ownsPerRow = boolean("perRow", of: element) ?? false
        property.allowance = allowance(of: element)
        if kind == .appStorage || kind == .sceneStorage {
            if let key = attribute("key", of: element) {
                property.key = key.text
            } else {
                structural("attribute `key` is required on `\(kind.rawValue)`", at: start(of: element), element: element)
            }
            if kind == .appStorage { property.store = expressionAttribute("store", of: element) }
        }
        if kind == .query {
            property.filter = expressionAttribute("filter", of: element)
            property.keyPath = expressionAttribute("sort", of: element)
            property.animation = expressionAttribute("animation", of: element)
            if let order = attribute("order", of: element) {
                // `reverse` or `forward`, or a `SortOrder` value the view holds (`order="sortOrder"`).
                switch order.trimmedText {
                case "reverse", ".reverse": property.isReverseOrder = true
                case "forward", ".forward": break
                default: property.order = expressionAttribute("order", of: element)
                }
                if property.keyPath == nil {
                    structural("attribute `order` of `query` needs `sort`, the key path it orders by", at: location(of: order), element: element)
                }
            }
        }
        return property
    }

    /// `<let name type initial>` (`private="true"` optional): Swift's `private let columns = [...]`,
    /// a constant of the view that no call site passes, stored in each view value as Swift stores it.
    private mutating func constantDecl(_ element: ScannedElement) -> PropertyDecl? {
        // Read so that it is accounted for: a `let` with a value is private to its view either way.
        _ = boolean("private", of: element)
        let isStatic = boolean("static", of: element) ?? false
        let name = declarationName(element)
        // `private let captions = ["One", "Two"]`: a value gives the type, as in Swift.
        let type = typeAttribute("type", of: element, required: !hasAttribute("initial", of: element) && !hasAttribute("value", of: element))
        var initial: Expr?
        if !hasAttribute("initial", of: element), hasAttribute("value", of: element) {
            // `value` is TRL010, which says to write `initial`; still declared, with its value,
            // so that no call site is told to pass it.
            initial = expressionAttribute("value", of: element)
        } else if let input = attribute("default", of: element) {
            let replacement = !hasAttribute("initial", of: element) ? "write `initial` for `default`" : "remove `default`"
            structural("a `let` given `initial` or `private=\"true\"` is the view's own constant, not an input a call site may pass; \(replacement)", at: location(of: input), element: element)
            // Still declared, with the value written, so its uses are not reported too.
            initial = expressionAttribute("initial", of: element) ?? expressionAttribute("default", of: element)
        } else if viewDeclaresInit, !isStatic, !hasAttribute("initial", of: element) {
            // `private let title: String`, given its value by the view's `init`.
            guard let name else { return nil }
            var property = PropertyDecl(kind: .let, name: name, type: type ?? TypeSyntax(.unwritten, at: start(of: element)), location: start(of: element))
            property.allowance = allowance(of: element)
            return property
        } else {
            initial = expressionAttribute("initial", of: element, required: true)
        }
        guard let name else { return nil }
        let unwritten = TypeSyntax(.unwritten, at: start(of: element))
        var property = PropertyDecl(kind: .computed, name: name, type: initial == nil ? unwritten : type ?? unwritten, initial: initial, location: start(of: element))
        property.allowance = allowance(of: element)
        property.isStatic = isStatic
        property.isStoredConstant = !isStatic
        return property
    }

    /// `<environment name="dismiss" key="\.dismiss"/>`: the type, when not written, is the one
    /// the prelude declares for that member of `EnvironmentValues` (semantic analysis sets it).
    private mutating func environmentValueDecl(_ element: ScannedElement) -> PropertyDecl? {
        let name = declarationName(element)
        // `keyPath`, SwiftUI's name for it, is read as `key`.
        let keyPath = !hasAttribute("key", of: element) ? expressionAttribute("keyPath", of: element) : expressionAttribute("key", of: element, required: true)
        let written = rawAttribute("type", of: element) == nil ? nil : typeAttribute("type", of: element)
        // `@Environment(\.locale) private var locale`: the view's own either way.
        _ = boolean("private", of: element)
        guard let name, let keyPath else { return nil }
        let type = written ?? TypeSyntax(.named("_", genericArguments: []), at: keyPath.location)
        var property = PropertyDecl(kind: .environmentValue, name: name, type: type, location: start(of: element))
        property.keyPath = keyPath
        property.allowance = allowance(of: element)
        return property
    }

    /// `allow="TRL203 TRL204" reason="..."`: the codes, each with its location, and the reason.
    private mutating func allowance(of element: ScannedElement) -> Allowance? {
        let allow = attribute("allow", of: element)
        let reason = attribute("reason", of: element)
        guard let anchor = allow ?? reason else { return nil }
        var codes: [Identifier] = []
        if let allow {
            let bytes = allow.decoded.bytes
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == 0x20 { index += 1 }
                let start = index
                while index < bytes.count, bytes[index] != 0x20 { index += 1 }
                guard index > start else { continue }
                let code = String(decoding: bytes[start..<index], as: UTF8.self)
                codes.append(Identifier(code, at: locator.location(at: allow.decoded.rawOffset(of: start))))
            }
        }
        return Allowance(codes: codes, reason: reason.map { $0.trimmedText }, location: location(of: anchor), isAllowWritten: allow != nil)
    }

    /// The attribute a member's first value is written in: `initial`, or `value` on a `let`, which
    /// is never computed, so `value` can only be its value (`SchemaMessages.likelyMeant`).
    private func initialAttributeName(of element: ScannedElement) -> AttributeName {
        rawAttribute("initial", of: element) == nil && rawAttribute("value", of: element) != nil && name(of: element) == "let" ? "value" : "initial"
    }

    private mutating func modelDecl(_ element: ScannedElement) -> ModelDecl? {
        guard let name = declarationName(element) else { return nil }
        let outerMentionsSelfType = mentionsSelfType
        mentionsSelfType = false
        defer { mentionsSelfType = outerMentionsSelfType }
        var kind = ModelKind.observableObject
        var isPersistent = false
        if let kindAttribute = attribute("kind", of: element) {
            switch kindAttribute.trimmedText {
            case "observable": kind = .observable
            case "observableObject": kind = .observableObject
            // SwiftData's `@Model`, which includes Observation.
            case "model": kind = .observable; isPersistent = true
            case let other:
                structural("`\(other)` is not a valid value for attribute `kind` of `model`; expected one of `observableObject`, `observable`, `model`", at: location(of: kindAttribute), element: element)
            }
        } else if boolean("observable", of: element) == true {
            // `observable="true"`, a first guess at `kind="observable"`, which TRL010 shows.
            kind = .observable
        }
        accounting?.built(element.tagIndex)
        var model = ModelDecl(name: name, kind: kind, isExternal: boolean("external", of: element) ?? false, location: start(of: element))
        model.protocols = declaredProtocols(of: element)
        // `identifiable="true"`, as on a struct: Swift's `: Identifiable`.
        if boolean("identifiable", of: element) == true, !model.protocols.contains("Identifiable") { model.protocols.append("Identifiable") }
        // `final="true"`, Swift's `@Model final class`: what a generated model always is.
        _ = attribute("final", of: element)
        model.isPersistent = isPersistent
        // Models declared inside this one, Swift's class nested in a class, and theirs.
        var innerModels: [ModelDecl] = []
        for child in tree.children(of: element) {
            switch child {
            case .element(let member):
                switch self.name(of: member) {
                case "model" where !model.isExternal:
                    // `@Observable class FieldEditViewModel` inside `EditAccountViewModel`: named
                    // `EditAccountViewModel.FieldEditViewModel`, and by its short name inside the
                    // outer one, as Swift names it. Its own nested types are kept apart while it is
                    // read, so that it qualifies only them.
                    let outerTypes = (nestedStructs, nestedEnums, nestedModels)
                    (nestedStructs, nestedEnums, nestedModels) = ([], [], [])
                    let inner = modelDecl(member)
                    innerModels += (inner.map { [$0] } ?? []) + nestedModels
                    nestedStructs = outerTypes.0 + nestedStructs
                    nestedEnums = outerTypes.1 + nestedEnums
                    nestedModels = outerTypes.2
                case "computed" where !model.isExternal:
                    guard let (memberName, type, getter) = memberComputed(member) else { continue }
                    // Read-only unless a `set` is written.
                    let isReadOnly = getter.setterBody == nil
                    var property = ModelProperty(name: memberName, type: type, initial: nil, isObserved: false, location: start(of: member), isSetterPrivate: isReadOnly)
                    property.isConstant = isReadOnly
                    property.isComputed = true
                    property.isPrivate = getter.isPrivate
                    if getter.isStatic { model.staticProperties.append(property) } else { model.properties.append(property) }
                    model.code.append(getter)
                case "function" where !model.isExternal:
                    guard let function = memberFunction(member, inClass: true) else { continue }
                    if function.isStatic { model.staticMethods.append(function.signature) } else { model.methods.append(function.signature) }
                    model.code.append(function)
                case "init" where !model.isExternal && hasCode(member):
                    guard let initializer = memberInitializer(member) else { continue }
                    model.initializers.append(initializer.signature)
                    model.code.append(initializer)
                case "published", "property", "var", "let", "observationIgnored", "static":
                    let memberElement = self.name(of: member)
                    let isPublished = memberElement == "published"
                    // `<let>` is Swift's `let`: a constant, never observed; `<var>` is `<property>`.
                    // `<static name="shared">`, reported by the schema with the spelling, is read as `<let static="true">`.
                    let isConstant = memberElement == "let" || memberElement == "static"
                    let memberName = declarationName(member)
                    // `var tint = Theme.shared.tintColor`: Swift infers the type from the value,
                    // and so does the analysis, from the declarations (`isTypeInferred`).
                    let initialName = initialAttributeName(of: member)
                    let infersType = !model.isExternal && rawAttribute("type", of: member) == nil && rawAttribute(initialName, of: member) != nil
                    let type = infersType ? TypeSyntax(.unwritten, at: start(of: member)) : typeAttribute("type", of: member)
                    let initial = expressionAttribute(initialName, of: member)
                    // `<observationIgnored>` is Swift's `@ObservationIgnored var`, written as the wrappers are.
                    let ignored = self.name(of: member) == "observationIgnored" || (boolean("ignored", of: member) ?? boolean("observationIgnored", of: member) ?? false)
                    guard let memberName, let type, !infersType || initial != nil else {
                        accounting?.diagnosed(member.tagIndex)
                        continue
                    }
                    accounting?.built(member.tagIndex)
                    let isObserved = isPublished || (kind == .observable && !ignored && !isConstant)
                    var isSetterPrivate = isConstant
                    if let setter = attribute("setter", of: member) {
                        switch setter.trimmedText {
                        // `private(set)`, as Swift writes it.
                        case "private", "private(set)": isSetterPrivate = true
                        case "internal": break
                        case let other:
                            structural("`\(other)` is not a valid value for attribute `setter`; expected `private` or `internal`", at: location(of: setter), element: member)
                        }
                    }
                    var property = ModelProperty(name: memberName, type: type, initial: initial, isObserved: isObserved, location: start(of: member), isSetterPrivate: isSetterPrivate)
                    property.isConstant = isConstant
                    property.isTypeInferred = infersType
                    property.isPrivate = memberIsPrivate(member, isExternal: model.isExternal)
                    property.schemaMacro = schemaMacro(of: member, inPersistentModel: isPersistent && !model.isExternal)
                    let isStatic = !isPublished && (memberElement == "static" || boolean("static", of: member) == true)
                    if !member.childRange.isEmpty, !isConstant {
                        model.code += propertyObservers(of: member, property: memberName, type: type, isStored: !isStatic && !model.isExternal)
                    }
                    if isStatic {
                        model.staticProperties.append(property)
                    } else {
                        model.properties.append(property)
                    }
                case "struct", "enum":
                    nestedType(member)
                case "method":
                    if let method = methodDecl(member) {
                        if method.isStatic { model.staticMethods.append(method) } else { model.methods.append(method) }
                        accounting?.built(member.tagIndex)
                    } else {
                        accounting?.diagnosed(member.tagIndex)
                    }
                case "init":
                    if let initializer = initializerDecl(member, of: model.name.name, isExternal: model.isExternal) {
                        model.initializers.append(initializer)
                    }
                case "computed":
                    accounting?.diagnosed(member.tagIndex)
                    structural("a type written in Swift declares a computed property with `var`; its code is in the Swift", at: start(of: member), element: member)
                case "function":
                    if let method = misplacedFunction(member) {
                        if method.isStatic { model.staticMethods.append(method) } else { model.methods.append(method) }
                    }
                case let other:
                    accounting?.diagnosed(member.tagIndex)
                    structural("element `\(other)` is not allowed in `model`; expected one of `published`, `property`, `var`, `let`, `computed`, `function`, `init`, `method`, `struct`, `enum`, `model`", at: start(of: member), element: member)
                }
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        if !innerModels.isEmpty {
            var qualified: [String: String] = [:]
            for inner in innerModels where !inner.name.name.contains(".") { qualified[inner.name.name] = model.name.name + "." + inner.name.name }
            for var inner in innerModels {
                inner.name.name = model.name.name + "." + inner.name.name
                inner.qualify(qualified)
                nestedModels.append(inner)
            }
            model.qualify(qualified)
        }
        qualifyNestedTypes(in: &model)
        if mentionsSelfType { model.qualify(["Self": model.name.name]) }
        return model
    }

    private static let schemaMacroAttributes: [AttributeName] = ["attribute", "unique", "relationship", "deleteRule", "inverse"]

    /// SwiftData's `@Attribute(...)` or `@Relationship(...)` on a property of a generated
    /// `kind="model"` model: `attribute` and `relationship` hold the macro's arguments as Swift
    /// writes them; `unique="true"` adds `.unique` to the attribute's, `deleteRule` and `inverse`
    /// are the relationship's arguments of those names.
    private mutating func schemaMacro(of member: ScannedElement, inPersistentModel: Bool) -> SchemaMacro? {
        // Every property of every model passes here and almost none is SwiftData's: the names
        // are looked up without building anything until one is found.
        guard let first = Self.schemaMacroAttributes.firstIndex(where: { rawAttribute($0, of: member) != nil }) else { return nil }
        let written = Self.schemaMacroAttributes[first...].compactMap { name in attribute(name, of: member).map { (name, $0) } }
        guard let (firstName, firstValue) = written.first else { return nil }
        guard inPersistentModel else {
            structural("attribute `\(firstName)` is SwiftData's and is allowed only on a property of a generated `model` with `kind=\"model\"`", at: location(of: firstValue), element: member)
            return nil
        }
        var attributeArguments: [CallArgument]?
        var relationshipArguments: [CallArgument]?
        var failed = false
        for (name, value) in written {
            switch name.description {
            case "attribute", "relationship":
                guard let arguments = argumentListAttribute(value, named: name) else { failed = true; continue }
                if name.description == "attribute" {
                    attributeArguments = arguments + (attributeArguments ?? [])
                } else {
                    relationshipArguments = arguments + (relationshipArguments ?? [])
                }
            case "unique":
                guard boolean("unique", of: member) == true else { continue }
                attributeArguments = (attributeArguments ?? []) + [CallArgument(label: nil, value: Expr(.implicitMember("unique"), at: location(of: value)))]
            default:
                guard let expr = expressionAttribute(name, of: member) else { failed = true; continue }
                relationshipArguments = (relationshipArguments ?? []) + [CallArgument(label: name.description, value: expr)]
            }
        }
        guard !failed else { return nil }
        if let attributeArguments {
            if relationshipArguments != nil {
                structural("a property is either an `attribute` or a `relationship` of its model, not both; SwiftData takes one of `@Attribute` and `@Relationship`", at: location(of: firstValue), element: member)
                return nil
            }
            return SchemaMacro(kind: .attribute, arguments: attributeArguments, location: location(of: firstValue))
        }
        return relationshipArguments.map { SchemaMacro(kind: .relationship, arguments: $0, location: location(of: firstValue)) }
    }

    /// A macro's arguments written in an attribute, without parentheses.
    private mutating func argumentListAttribute(_ value: AttributeValue, named name: AttributeName) -> [CallArgument]? {
        guard !value.trimmedText.isEmpty else { return [] }
        guard let decoded = unbracedExpression(value, named: name) else { return nil }
        var source = ExpressionSource(decoded: decoded, fileLocator: locator)
        let arguments = ExpressionParser.parseArgumentList(in: &source, diagnostics: &diagnostics)
        locator = source.locator
        return arguments
    }

    /// `<function>` with code inside a generated model, struct or enum: a method generated as
    /// written, `static`, `mutating` (a struct's or enum's only) and `private` as Swift's are.
    private mutating func memberFunction(_ element: ScannedElement, inClass: Bool) -> ViewFunctionDecl? {
        let isStatic = boolean("static", of: element) ?? false
        var isMutating = boolean("mutating", of: element) ?? false
        if isMutating, inClass {
            // Swift: "'mutating' is not valid on instance methods in classes".
            structural("`mutating` is not valid on a method of a `model`, a class; its methods change its properties without it", at: attribute("mutating", of: element).map { location(of: $0) } ?? start(of: element), element: element)
            isMutating = false
        } else if isMutating, isStatic {
            structural("`mutating` is not valid on a `static` function", at: attribute("mutating", of: element).map { location(of: $0) } ?? start(of: element), element: element)
            isMutating = false
        }
        let isPrivate = boolean("private", of: element) ?? false
        guard var function = helperFunctionDecl(element) else { return nil }
        if function.returnType != nil { function.body = Self.returningSoleExpression(function.body) }
        function.isStatic = isStatic
        function.isMutating = isMutating
        function.isPrivate = isPrivate
        return function
    }

    /// `<computed name type value>` or `<computed name type>statements</computed>` inside a
    /// generated model, struct or enum: `var name: Type { ... }`, its getter a function whose
    /// body returns the value.
    /// `allowsSetter`: a model's or struct's `<computed>` may have Swift's `set { … }`; an enum's
    /// may not (TRL025), as a setter there would replace `self`.
    private mutating func memberComputed(_ element: ScannedElement, allowsSetter: Bool = true) -> (Identifier, TypeSyntax, ViewFunctionDecl)? {
        let name = declarationName(element)
        let type = typeAttribute("type", of: element)
        let isStatic = boolean("static", of: element) ?? false
        let isPrivate = boolean("private", of: element) ?? false
        if let written = attribute("type", of: element), written.trimmedText.split(separator: " ").joined(separator: " ") == "some View" {
            // Swift's `@ViewBuilder var label: some View`: its Swift code builds the views, and is
            // generated as written for swiftc to judge. The views it calls may be mounted there,
            // so none of them is taken for a root.
            _ = boolean("viewBuilder", of: element)
            gathered.namesInUnreadCode.formUnion(calledTypeNames(in: element))
            let parsed = codeContent(of: element)
            guard let name, let type else {
                accounting?.diagnosed(element.tagIndex)
                return nil
            }
            accounting?.built(element.tagIndex)
            var getter = ViewFunctionDecl(name: name, parameters: [], returnType: type, isAsync: false, isThrowing: false, body: parsed ?? [], location: start(of: element))
            getter.isGetter = true
            getter.isViewBuilder = true
            getter.isStatic = isStatic
            getter.isPrivate = isPrivate
            getter.hasUnparsedCode = parsed == nil
            return (name, type, getter)
        }
        var body: [Statement] = []
        var parsed: [Statement]? = []
        var setterBody: [Statement]?
        var setterLocation: SourceLocation?
        var setterValueName = "newValue"
        if let value = expressionAttribute("value", of: element) {
            if hasCode(element) {
                structural("a `computed` has either `value` or statements inside, not both", at: start(of: element), element: element)
            }
            body = [Statement(.return(value), at: value.location, end: value.location)]
        } else {
            parsed = codeContent(of: element)
            let accessors = explicitAccessors(parsed ?? [])
            body = Self.returningSoleExpression(accessors.getter)
            if let setter = accessors.setter {
                if allowsSetter {
                    setterBody = setter.body
                    setterLocation = setter.location
                    setterValueName = setter.valueName
                } else {
                    diagnostics.emit(Catalog.notSupportedYet("set"), at: setter.location)
                }
            }
        }
        guard let name, let type else {
            accounting?.diagnosed(element.tagIndex)
            return nil
        }
        accounting?.built(element.tagIndex)
        var getter = ViewFunctionDecl(name: name, parameters: [], returnType: type, isAsync: false, isThrowing: false, body: body, location: start(of: element))
        getter.isGetter = true
        getter.isStatic = isStatic
        getter.isPrivate = isPrivate
        getter.hasUnparsedCode = parsed == nil
        getter.setterBody = setterBody
        getter.setterLocation = setterLocation
        getter.setterValueName = setterValueName
        return (name, type, getter)
    }

    /// `<willSet>` and `<didSet>` inside a stored `var`: Swift's property observers, each kept as
    /// a member with its code whose one parameter is the new value (`newValue`) or the one
    /// replaced (`oldValue`), or the name its `name` gives it, as `willSet(newTotal)` does.
    /// `isStored`: a generated instance property; on any other (a `static let`, or one written in
    /// Swift) an observer is reported, as Swift reports one on a `let`.
    private mutating func propertyObservers(of element: ScannedElement, property: Identifier, type: TypeSyntax, isStored: Bool) -> [ViewFunctionDecl] {
        var observers: [ViewFunctionDecl] = []
        for child in childElements(of: element, named: ["willSet", "didSet"], in: name(of: element)) {
            let kind = name(of: child)
            let location = start(of: child)
            guard isStored else {
                accounting?.diagnosed(child.tagIndex)
                let reason = boolean("static", of: element) == true ? "a `static` property of a generated type is Swift's `static let`, and `let` declarations cannot be observing properties" : "the property is written in Swift, where its observers are"
                structural("`\(kind)` is not allowed here: \(reason)", at: location, element: child)
                continue
            }
            guard !observers.contains(where: { $0.name.name == kind }) else {
                accounting?.diagnosed(child.tagIndex)
                structural("variable already has a `\(kind)`", at: location, element: child)
                continue
            }
            accounting?.built(child.tagIndex)
            let valueName = attribute("name", of: child)?.trimmedText ?? (kind == "willSet" ? "newValue" : "oldValue")
            let parsed = codeContent(of: child)
            let value = ParameterDecl(
                name: Identifier(valueName, at: location), label: nil, typeText: nil, type: type, defaultValue: nil,
                isSlot: false, isRequiredSlot: false, slotValueTypeText: nil, slotValueType: nil, location: location
            )
            var observer = ViewFunctionDecl(name: Identifier(kind, at: location), parameters: [value], returnType: nil, isAsync: false, isThrowing: false, body: parsed ?? [], location: location)
            observer.observedProperty = property.name
            observer.hasUnparsedCode = parsed == nil
            observers.append(observer)
        }
        return observers
    }

    /// `get { … }` written as Swift's explicit accessor: its statements are the getter's, and a
    /// `set { … }` after it is the setter, returned for the caller to keep or report.
    /// Swift's `set(newTitle) { … }` names the new value; `set { … }` reads it as `newValue`.
    private func explicitAccessors(_ body: [Statement]) -> (getter: [Statement], setter: (body: [Statement], location: SourceLocation, valueName: String)?) {
        func accessor(_ statement: Statement) -> (name: String, body: [Statement], location: SourceLocation, valueName: String)? {
            guard case .expression(let expr) = statement.kind, case .call(let callee, let arguments) = expr.kind,
                  case .identifier(let name) = callee.kind, name == "get" || name == "set",
                  let last = arguments.last, last.isTrailingClosure, case .closure(let closure) = last.value.kind
            else { return nil }
            switch arguments.count {
            case 1:
                return (name, closure.body, callee.location, "newValue")
            case 2 where name == "set" && arguments[0].label == nil && !arguments[0].isTrailingClosure:
                guard case .identifier(let valueName) = arguments[0].value.kind else { return nil }
                return (name, closure.body, callee.location, valueName)
            default:
                return nil
            }
        }
        guard let first = body.first.flatMap(accessor), first.name == "get" else { return (body, nil) }
        var setter: (body: [Statement], location: SourceLocation, valueName: String)?
        for statement in body.dropFirst() {
            guard let other = accessor(statement) else { return (body, nil) }
            if other.name == "set", setter == nil { setter = (other.body, other.location, other.valueName) }
        }
        return (first.body, setter)
    }

    /// A body of one expression returns it, as a Swift getter's or function's does, and so does a
    /// body of one `switch` (or `if`/`else`) whose every branch is one expression, Swift's `switch`
    /// expression: `switch self { case .happy: "😊" case .sad: "☹️" }`.
    static func returningSoleExpression(_ body: [Statement]) -> [Statement] {
        guard body.count == 1 else { return body }
        func returning(_ statements: [Statement]) -> [Statement]? {
            guard statements.count == 1 else { return nil }
            switch statements[0].kind {
            // `default: fatalError()` ends its path without a value, as Swift's `switch` expression allows.
            case .expression(let value) where value.callsNeverReturningFunction: return statements
            case .expression(let value): return [Statement(.return(value), at: statements[0].location, end: statements[0].end)]
            case .switch(let subject, var cases):
                guard !cases.isEmpty else { return nil }
                for index in cases.indices {
                    guard let returned = returning(cases[index].body) else { return nil }
                    cases[index].body = returned
                }
                return [Statement(.switch(subject: subject, cases: cases), at: statements[0].location, end: statements[0].end)]
            case .if(var clauses, let otherwise?):
                for index in clauses.indices {
                    guard let returned = returning(clauses[index].body) else { return nil }
                    clauses[index].body = returned
                }
                guard let returnedElse = returning(otherwise) else { return nil }
                return [Statement(.if(clauses: clauses, else: returnedElse), at: statements[0].location, end: statements[0].end)]
            default: return nil
            }
        }
        return returning(body) ?? body
    }

    /// `<init>` with `<parameter>`s and code inside a generated struct, model or enum: a real
    /// initializer, named `init`; its parameters may have a `default`.
    private mutating func memberInitializer(_ element: ScannedElement) -> ViewFunctionDecl? {
        var parameters: [ParameterDecl] = []
        for case .element(let child) in tree.children(of: element) where name(of: child) == "parameter" {
            if let parameter = parameterDecl(child) { parameters.append(parameter) }
        }
        parameters = writtenParameters(of: element, children: parameters)
        let isAsync = boolean("async", of: element) ?? false
        let isThrowing = boolean("throws", of: element) ?? false
        let isPrivate = boolean("private", of: element) ?? false
        let parsed = codeContent(of: element, skipping: "parameter")
        accounting?.built(element.tagIndex)
        var initializer = ViewFunctionDecl(name: Identifier("init", at: start(of: element)), parameters: parameters, returnType: nil, isAsync: isAsync, isThrowing: isThrowing, body: parsed ?? [], location: start(of: element))
        initializer.hasUnparsedCode = parsed == nil
        initializer.isPrivate = isPrivate
        return initializer
    }

    /// `private="true"` on a stored member: Swift's `private`, for a generated type only.
    private mutating func memberIsPrivate(_ element: ScannedElement, isExternal: Bool) -> Bool {
        guard let value = attribute("private", of: element) else { return false }
        if isExternal {
            // The XML declares what the XML may use; a private member of Swift is not for it.
            structural("a type written in Swift declares only what the XML may use; leave out its `private` members", at: location(of: value), element: element)
            return false
        }
        return boolean("private", of: element) ?? false
    }

    /// `<init>` with `<parameter>`s, `async` and `throws`: an initializer of a type written in
    /// Swift. A generated type has the memberwise initializer Trellis writes, so an `<init>`
    /// there is reported and left out.
    private mutating func initializerDecl(_ element: ScannedElement, of owner: String, isExternal: Bool) -> MethodDecl? {
        guard isExternal else {
            accounting?.diagnosed(element.tagIndex)
            structural("an `init` of `\(owner)`, which Trellis generates, holds its code after its `parameter`s, as Swift's does (`self.name = name`); without one, Trellis writes `\(owner)`'s memberwise initializer", at: start(of: element), element: element)
            return nil
        }
        guard let initializer = methodDecl(element, initializer: true) else {
            accounting?.diagnosed(element.tagIndex)
            return nil
        }
        accounting?.built(element.tagIndex)
        return initializer
    }

    /// `<function>` inside a model, struct or enum written in Swift. Without code it is the
    /// method's signature, as `<method>` is (Swift's `func`, whose body is in the Swift). With
    /// code it is reported with the spelling of its methods, since the code would not be used,
    /// and still declared by its signature so that its calls are not reported too. Its code is
    /// not read, so it draws no error of its own.
    private mutating func misplacedFunction(_ element: ScannedElement) -> MethodDecl? {
        if !hasCode(element) {
            guard let method = methodDecl(element) else {
                accounting?.diagnosed(element.tagIndex)
                return nil
            }
            accounting?.built(element.tagIndex)
            return method
        }
        accounting?.diagnosed(element.tagIndex)
        structural("element `function` is not allowed here; a method of a type written in Swift is declared with `method`", at: start(of: element), element: element)
        return methodDecl(element, skippingCode: true)
    }

    private mutating func methodDecl(_ element: ScannedElement, initializer: Bool = false, skippingCode: Bool = false) -> MethodDecl? {
        let container = initializer ? "init" : "method"
        let name = initializer ? Identifier("init", at: start(of: element)) : declarationName(element)
        let returnType = initializer ? nil : typeAttribute("returns", of: element, required: false)
        var parameters: [MethodDecl.Parameter] = []
        for child in tree.children(of: element) {
            guard case .element(let parameter) = child else {
                if !skippingCode, case .text(let start, let end) = child { rejectText(start, end, in: element) }
                continue
            }
            guard self.name(of: parameter) == "parameter" else {
                accounting?.diagnosed(parameter.tagIndex)
                structural("element `\(self.name(of: parameter))` is not allowed in `\(container)`; expected `parameter`", at: start(of: parameter), element: parameter)
                continue
            }
            // The label defaults to the name, as in Swift; `_` means no label. Calls from the XML
            // use only the label, but a name is still checked to be one.
            let parameterName = attribute("name", of: parameter)
            let explicitLabel = attribute("label", of: parameter)
            let label = explicitLabel ?? parameterName
            if let explicitLabel, explicitLabel.trimmedText != "_" {
                // An argument label may be a keyword, as `contains(where:)`'s is.
                _ = argumentLabel(explicitLabel)
            } else if let label, label.trimmedText != "_" {
                _ = checkedName(label)
            }
            if let parameterName, label?.valueStart != parameterName.valueStart {
                _ = checkedName(parameterName)
            }
            // `type="inout Int"`: a call passes `&place`.
            let writtenType = attribute("type", of: parameter)
            let isInout = writtenType?.trimmedText.hasPrefix("inout ") == true
            let parsedType: TypeSyntax?
            if isInout, let written = writtenType {
                let text = written.trimmedText
                let stripped = String(text.dropFirst(6).drop { $0 == " " })
                let offset = written.leadingSpaces + text.utf8.count - stripped.utf8.count
                parsedType = ExpressionParser.parseType(stripped, at: locator.location(at: written.decoded.rawOffset(of: offset)), diagnostics: &diagnostics)
            } else if let written = writtenType {
                parsedType = type(in: written)
            } else {
                // Reports the missing type.
                parsedType = typeAttribute("type", of: parameter)
            }
            guard let type = parsedType else {
                accounting?.diagnosed(parameter.tagIndex)
                continue
            }
            accounting?.built(parameter.tagIndex)
            let labelText = label.map { $0.trimmedText }
            let hasDefault = readPresence("default", of: parameter)
            parameters.append(MethodDecl.Parameter(label: labelText == "_" ? nil : labelText, type: type, hasDefault: hasDefault, isInout: isInout))
        }
        // `parameters="country: Country, forceReload: Bool = false"`: Swift's clause, as a generated type's `<function>` takes it.
        if let clause = parametersAttribute(of: element) {
            if !parameters.isEmpty {
                structural("parameters are written either in `parameters` or as `parameter` elements, not both", at: start(of: element), element: element)
            }
            parameters = clause.compactMap { written in
                written.type.map { MethodDecl.Parameter(label: written.label, type: $0, hasDefault: written.defaultValue != nil, isInout: written.isInout) }
            }
        }
        guard let name else { return nil }
        accounting?.built(element.tagIndex)
        return MethodDecl(
            name: name, parameters: parameters, returnType: returnType, location: start(of: element),
            isAsync: boolean("async", of: element) ?? false, isThrowing: boolean("throws", of: element) ?? false,
            isStatic: !initializer && boolean("static", of: element) ?? false
        )
    }

    /// The child elements of a declaration that holds only `expected` elements: any other element
    /// is reported, and text is rejected.
    private mutating func childElements(of element: ScannedElement, named expected: String, in container: String) -> [ScannedElement] {
        childElements(of: element, named: [expected], in: container)
    }

    private mutating func childElements(of element: ScannedElement, named expected: [String], in container: String) -> [ScannedElement] {
        var children: [ScannedElement] = []
        for child in tree.children(of: element) {
            switch child {
            case .element(let child):
                guard expected.contains(name(of: child)) else {
                    accounting?.diagnosed(child.tagIndex)
                    let expectation = expected.count == 1 ? "`\(expected[0])`" : "one of " + expected.map { "`\($0)`" }.joined(separator: ", ")
                    structural("element `\(name(of: child))` is not allowed in `\(container)`; expected \(expectation)", at: start(of: child), element: child)
                    continue
                }
                children.append(child)
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        return children
    }

    private mutating func structDecl(_ element: ScannedElement) -> StructDecl? {
        let isExternal = boolean("external", of: element) ?? false
        guard let name = isExternal ? nestedTypeName(element) : declarationName(element) else { return nil }
        let outerMentionsSelfType = mentionsSelfType
        mentionsSelfType = false
        defer { mentionsSelfType = outerMentionsSelfType }
        var fields: [StructDecl.Field] = []
        var methods: [MethodDecl] = []
        let nestedStart = (nestedStructs.count, nestedEnums.count)
        var initializers: [MethodDecl] = []
        var code: [ViewFunctionDecl] = []
        for child in childElements(of: element, named: ["field", "let", "var", "property", "computed", "init", "method", "struct", "enum", "function"], in: "struct") {
            if self.name(of: child) == "struct" || self.name(of: child) == "enum" {
                nestedType(child)
                continue
            }
            if self.name(of: child) == "function" {
                if isExternal {
                    if let method = misplacedFunction(child) { methods.append(method) }
                } else if let function = memberFunction(child, inClass: false) {
                    methods.append(function.signature)
                    code.append(function)
                }
                continue
            }
            if self.name(of: child) == "computed" {
                if isExternal {
                    accounting?.diagnosed(child.tagIndex)
                    structural("a type written in Swift declares a computed property with `var`; its code is in the Swift", at: start(of: child), element: child)
                    continue
                }
                guard let (fieldName, type, getter) = memberComputed(child) else { continue }
                var field = StructDecl.Field(name: fieldName, type: type, initial: nil, isStatic: getter.isStatic, isConstant: getter.setterBody == nil)
                field.isComputed = true
                field.isPrivate = getter.isPrivate
                fields.append(field)
                code.append(getter)
                continue
            }
            if self.name(of: child) == "init", !isExternal, hasCode(child) {
                if let initializer = memberInitializer(child) {
                    initializers.append(initializer.signature)
                    code.append(initializer)
                }
                continue
            }
            if self.name(of: child) == "init" {
                if let initializer = initializerDecl(child, of: name.name, isExternal: isExternal) { initializers.append(initializer) }
                continue
            }
            // `<property>`, as a model's stored `var` is written, is a `<var>`.
            guard ["field", "let", "var", "property"].contains(self.name(of: child)) else {
                if let method = methodDecl(child) {
                    methods.append(method)
                    accounting?.built(child.tagIndex)
                } else {
                    accounting?.diagnosed(child.tagIndex)
                }
                continue
            }
            let field = child
            // `static let `default``, which Swift reads `.default`, is a keyword as a case's name may be.
            let fieldName = isExternal ? externalMemberName(field)
                : boolean("static", of: field) == true ? enumCaseName(field) : declarationName(field)
            // `var tint = Theme.shared.tintColor`: the type is a literal's or an initializer's,
            // or read by the analysis from the declarations (`isTypeInferred`).
            let initialName = initialAttributeName(of: field)
            let written = hasAttribute("type", of: field) || isExternal || self.name(of: field) == "field" || rawAttribute(initialName, of: field) == nil
            let type = written ? typeAttribute("type", of: field) : nil
            let initial = expressionAttribute(initialName, of: field)
            let literalType = written ? nil : initial.flatMap { Self.literalType(of: $0, in: name.name) }
            let inferred = written ? type : (literalType ?? initial.map { _ in TypeSyntax(.unwritten, at: start(of: field)) })
            guard let fieldName, let type = inferred else {
                accounting?.diagnosed(field.tagIndex)
                continue
            }
            accounting?.built(field.tagIndex)
            // `<let>` is Swift's `let`; so is a `<field>` with its own value, which every value shares.
            let isConstant = self.name(of: field) == "let" || (self.name(of: field) == "field" && initial != nil)
            var member = StructDecl.Field(name: fieldName, type: type, initial: initial, isStatic: boolean("static", of: field) ?? false, isConstant: isConstant)
            if !field.childRange.isEmpty, !isConstant {
                code += propertyObservers(of: field, property: fieldName, type: type, isStored: !member.isStatic && !isExternal)
            }
            member.isPrivate = memberIsPrivate(field, isExternal: isExternal)
            member.isTypeInferred = type.reference == .unwritten
            fields.append(member)
        }
        accounting?.built(element.tagIndex)
        var declaration = StructDecl(
            name: name,
            isExternal: isExternal,
            isIdentifiable: boolean("identifiable", of: element) ?? false,
            fields: fields,
            location: start(of: element)
        )
        declaration.protocols = declaredProtocols(of: element) + conformanceFlags(of: element)
        declaration.methods = methods
        declaration.initializers = initializers
        declaration.code = code
        declaration.generics = attribute("generics", of: element).map { names(in: $0).map(\.name) } ?? []
        qualifyNestedTypes(in: &declaration, since: nestedStart)
        if mentionsSelfType { declaration.qualify(["Self": declaration.name.name]) }
        return declaration
    }

    /// `<extension name>` with members as a struct lists them. An extension stores nothing, so
    /// its properties are computed or static: none has a value here, and none is written.
    /// `extension View { func cardStyle() -> some View { … } }`: each method returning a view is
    /// a modifier, called as `<cardStyle/>`, as Swift calls it on any view. An unlabeled first
    /// parameter is given as `value`, as SwiftUI's own modifiers' are (`<errorAlert value="…"/>`).
    static func modifiers(extendingView extension: ExtensionDecl) -> [InterfaceDecl] {
        var modifiers: [InterfaceDecl] = []
        for function in `extension`.code where !function.isGetter && !function.isStatic && function.name.name != "init" {
            guard case .named("View", let arguments)? = function.returnType?.reference, arguments.isEmpty else { continue }
            var parameters = function.parameters
            if let first = parameters.first, first.label == nil, !parameters.contains(where: { $0.name.name == "value" }) {
                parameters[0].name = Identifier("value", at: first.name.location)
            }
            var modifier = InterfaceDecl(kind: .modifier, name: function.name, overloads: [Signature(parameters: parameters, location: function.location)], location: function.location)
            modifier.isViewExtension = true
            modifiers.append(modifier)
        }
        return modifiers
    }

    private mutating func extensionDecl(_ element: ScannedElement) -> ExtensionDecl? {
        // `type`, as the type extended is written elsewhere, is read as `name`.
        let written: AttributeName = !hasAttribute("name", of: element) && hasAttribute("type", of: element) ? "type" : "name"
        guard let name = nestedTypeName(element, attribute: written) else { return nil }
        var declaration = ExtensionDecl(name: name, location: start(of: element))
        declaration.constraint = attribute("where", of: element)?.trimmedText
        declaration.protocols = declaredProtocols(of: element)
        let extendsEnvironment = name.name == "EnvironmentValues"
        var memberNames = ["let", "var", "property", "method", "init", "computed", "function"]
        let nestsTypes = nestsTypesInViewOfThisFile(element, extended: name.name)
        // Its types were read with the view they nest in; an extension holding only them adds nothing else.
        if nestsTypes { memberNames += Self.typeElementNames }
        let members = childElements(of: element, named: memberNames, in: "extension").filter { !nestsTypes || !Self.typeElementNames.contains(self.name(of: $0)) }
        if nestsTypes, members.isEmpty {
            accounting?.built(element.tagIndex)
            return nil
        }
        for child in members {
            switch self.name(of: child) {
            case "computed" where extendsEnvironment:
                if let value = keyedEnvironmentValue(child) { gathered.environmentValuesOfExtensions.append(value) }
            case "computed":
                // `extension Locale { var shortIdentifier: String { … } }`: written here, so generated, as an `init` with code is.
                guard let (memberName, type, getter) = memberComputed(child, allowsSetter: false) else { continue }
                var field = StructDecl.Field(name: memberName, type: type, initial: nil, isStatic: getter.isStatic, isConstant: true)
                field.isComputed = true
                declaration.fields.append(field)
                declaration.code.append(getter)
            case "method":
                if let method = methodDecl(child) {
                    declaration.methods.append(method)
                    accounting?.built(child.tagIndex)
                } else {
                    accounting?.diagnosed(child.tagIndex)
                }
            case "function":
                // `extension String { func isValidURL() -> Bool { … } }`: written here, so generated.
                if let function = memberFunction(child, inClass: false) {
                    declaration.methods.append(function.signature)
                    declaration.code.append(function)
                }
            case "init" where hasCode(child):
                // `extension TimeInterval { init(hours: Double) { self = hours * 3600 } }`: written here, so generated.
                if let initializer = memberInitializer(child) { declaration.code.append(initializer) }
            case "init":
                if let initializer = initializerDecl(child, of: name.name, isExternal: true) { declaration.initializers.append(initializer) }
            default:
                guard let memberName = declarationName(child), let type = typeAttribute("type", of: child) else {
                    accounting?.diagnosed(child.tagIndex)
                    continue
                }
                accounting?.built(child.tagIndex)
                // Computed, so read-only to the XML (and to the witness) whichever keyword it has.
                // A `static` one with its `initial`, `extension Visibility { static let all: [Visibility]
                // = [.pub, .priv] }`, is written here, so generated with its value.
                let isStatic = boolean("static", of: child) ?? false
                let initial = isStatic ? expressionAttribute(initialAttributeName(of: child), of: child) : nil
                var field = StructDecl.Field(name: memberName, type: type, initial: initial, isStatic: isStatic, isConstant: true)
                if initial != nil { field.isPrivate = boolean("private", of: child) ?? false }
                declaration.fields.append(field)
            }
        }
        // `static let projectTitle: Self = .init(…)`: `Self` is the extended type.
        for index in declaration.fields.indices { declaration.fields[index].type.qualify(["Self": name.name]) }
        accounting?.built(element.tagIndex)
        return declaration
    }

    /// `<computed name="prefersTabNavigation" type="Bool">get { self[Key.self] } set { self[Key.self]
    /// = newValue }</computed>` in `extension EnvironmentValues`: Swift's custom environment value
    /// before `@Entry`, read by `@Environment(\.prefersTabNavigation)` as an `<environmentValue>` is.
    /// The setter may name its value, `set(newPrefers) { self[Key.self] = newPrefers }`.
    private mutating func keyedEnvironmentValue(_ element: ScannedElement) -> EnvironmentValueDecl? {
        guard let (name, type, getter) = memberComputed(element) else { return nil }
        func dotted(_ expr: Expr) -> String? {
            switch expr.kind {
            case .identifier(let name): name
            case .member(let base, let name, _): dotted(base).map { $0 + "." + name }
            default: nil
            }
        }
        func subscriptKey(_ expr: Expr) -> String? {
            guard case .subscript(let base, let arguments) = expr.kind, case .identifier("self") = base.kind, arguments.count == 1,
                  arguments[0].label == nil, case .member(let keyType, "self", _) = arguments[0].value.kind else { return nil }
            return dotted(keyType)
        }
        var key: String?
        if getter.body.count == 1, case .return(let value?) = getter.body[0].kind { key = subscriptKey(value) }
        var setterMatches = getter.setterBody == nil
        if let setter = getter.setterBody, setter.count == 1, case .assignment(let target, "=", let value) = setter[0].kind,
           case .identifier(getter.setterValueName) = value.kind, let written = subscriptKey(target), written == key {
            setterMatches = true
        }
        guard let key, setterMatches else {
            structural("a value of `EnvironmentValues` reads and writes its key, `get { self[Key.self] } set { self[Key.self] = newValue }`; or declare it `<environmentValue name=\"\(name.name)\" type default/>`", at: start(of: element), element: element)
            return nil
        }
        let keyLocation = getter.body[0].location
        var defaultValue = Expr(.member(base: Expr(.identifier(key), at: keyLocation), name: "defaultValue", nameLocation: keyLocation), at: keyLocation)
        if key.contains(".") { defaultValue = Expr(.identifier(key + ".defaultValue"), at: keyLocation) }
        var value = EnvironmentValueDecl(name: name, type: type, defaultValue: defaultValue, location: start(of: element))
        value.keyType = key
        return value
    }

    /// `<protocol>` with `<property name type access>` and `<method>` requirements.
    private mutating func protocolDecl(_ element: ScannedElement) -> ProtocolDecl? {
        let isExternal = boolean("external", of: element) ?? false
        guard let name = isExternal ? nestedTypeName(element) : declarationName(element) else { return nil }
        var declaration = ProtocolDecl(name: name, isExternal: isExternal, location: start(of: element))
        declaration.refines = attribute("protocols", of: element).map { names(in: $0).map(\.name) } ?? []
        for child in childElements(of: element, named: ["property", "method"], in: "protocol") {
            guard self.name(of: child) == "property" else {
                if let method = methodDecl(child) {
                    declaration.methods.append(method)
                    accounting?.built(child.tagIndex)
                } else {
                    accounting?.diagnosed(child.tagIndex)
                }
                continue
            }
            let propertyName = declarationName(child)
            let type = typeAttribute("type", of: child)
            var isSettable = false
            if let access = attribute("access", of: child) {
                switch access.text.split(separator: " ").joined(separator: " ") {
                case "get": break
                case "get set": isSettable = true
                case let other:
                    structural("`\(other)` is not a valid value for attribute `access`; expected `get` or `get set`", at: location(of: access), element: child)
                }
            }
            guard let propertyName, let type else {
                accounting?.diagnosed(child.tagIndex)
                continue
            }
            accounting?.built(child.tagIndex)
            declaration.properties.append(ProtocolDecl.Property(name: propertyName, type: type, isSettable: isSettable, location: start(of: child)))
        }
        accounting?.built(element.tagIndex)
        return declaration
    }

    // MARK: Nested types

    /// The types an `<extension>` of a view of this file nests in it, Swift's `extension
    /// ContentRow { @Observable final class ViewModel }`: read after the file's declarations, as
    /// if declared inside the view, so that the builder keeps no state for them.
    @inline(never)
    private mutating func nestTypesOfExtendedViews(in root: ScannedElement, into syntax: inout SourceFileSyntax) {
        for case .element(let element) in tree.children(of: root) where name(of: element) == "extension" {
            guard let extended = rawText("type", of: element) ?? rawText("name", of: element),
                  let viewIndex = syntax.views.firstIndex(where: { $0.name.name == extended && !$0.isApp }) else { continue }
            var types: [ScannedElement] = []
            for case .element(let child) in tree.children(of: element) where Self.typeElementNames.contains(name(of: child)) { types.append(child) }
            guard !types.isEmpty else { continue }
            for type in types { nestedTypeOfView(type) }
            qualifyNestedTypes(ofView: &syntax.views[viewIndex])
            takeNestedTypes(into: &syntax)
            syntax.models += nestedModels
            nestedModels = []
        }
    }

    /// Whether an `<extension>` holds types for a view of this file, which are read with it.
    private func nestsTypesInViewOfThisFile(_ element: ScannedElement, extended: String) -> Bool {
        let holdsTypes = tree.children(of: element).contains { if case .element(let child) = $0 { Self.typeElementNames.contains(name(of: child)) } else { false } }
        guard holdsTypes, let root = tree.root else { return false }
        return tree.children(of: root).contains { if case .element(let view) = $0 { name(of: view) == "view" && rawText("name", of: view) == extended } else { false } }
    }

    /// Names the view's nested types `View.Inner` (its models too, Swift's classes nested in the
    /// view's struct), and their short names in the view's declarations.
    @inline(never)
    private mutating func qualifyNestedTypes(ofView view: inout ViewDecl) {
        let outer = view.name.name
        var qualified: [String: String] = [:]
        if !nestedStructs.isEmpty || !nestedEnums.isEmpty { qualifyNestedTypes(of: outer, since: (0, 0)) { qualified = $0 } }
        if !nestedModels.isEmpty {
            var models: [String: String] = [:]
            for inner in nestedModels where !inner.name.name.contains(".") { models[inner.name.name] = outer + "." + inner.name.name }
            qualified.merge(models) { current, _ in current }
            for index in nestedModels.indices {
                nestedModels[index].name.name = outer + "." + nestedModels[index].name.name
                nestedModels[index].qualify(qualified)
            }
            for index in nestedStructs.indices { nestedStructs[index].qualify(models) }
            for index in nestedEnums.indices { nestedEnums[index].qualify(models) }
        }
        if !qualified.isEmpty { view.qualify(qualified) }
    }

    private static let typeElementNames: Set<String> = ["struct", "enum", "model"]

    /// A type declared in a view, or nested in it by an extension: a struct or enum as in a
    /// model; a model, Swift's class nested in the view's struct, named when the view ends.
    private mutating func nestedTypeOfView(_ element: ScannedElement) {
        guard name(of: element) == "model" else { return nestedType(element) }
        let outerTypes = (nestedStructs, nestedEnums, nestedModels)
        (nestedStructs, nestedEnums, nestedModels) = ([], [], [])
        let inner = modelDecl(element)
        let innerModels = (inner.map { [$0] } ?? []) + nestedModels
        nestedStructs = outerTypes.0 + nestedStructs
        nestedEnums = outerTypes.1 + nestedEnums
        nestedModels = outerTypes.2 + innerModels
    }

    /// A `<struct>` or `<enum>` inside a model or struct: kept aside until the enclosing
    /// declaration names it `Outer.Inner`. Deeper nesting comes out the same way, one level at a time.
    private mutating func nestedType(_ element: ScannedElement) {
        if name(of: element) == "struct" {
            let start = (nestedStructs.count, nestedEnums.count)
            if let declaration = structDecl(element) {
                // Its own nested types were qualified with its short name; they go after it.
                let inner = (Array(nestedStructs[start.0...]), Array(nestedEnums[start.1...]))
                nestedStructs.removeSubrange(start.0...)
                nestedEnums.removeSubrange(start.1...)
                nestedStructs.append(declaration)
                nestedStructs += inner.0
                nestedEnums += inner.1
            }
        } else if let declaration = enumDecl(element) {
            nestedEnums.append(declaration)
        }
    }

    /// Names the nested types declared since `start` `Outer.Inner`, and rewrites `Inner` in
    /// their members' types and in the enclosing declaration's to `Outer.Inner`, as Swift
    /// resolves a nested type's short name inside its enclosing type.
    private mutating func qualifyNestedTypes(of outer: String, since start: (Int, Int), rewrite: (inout [String: String]) -> Void) {
        var renamed: [String: String] = [:]
        for index in nestedStructs.indices.dropFirst(start.0) {
            let short = nestedStructs[index].name.name
            let qualified = outer + "." + short
            if !short.contains(".") { renamed[short] = qualified }
            nestedStructs[index].name.name = qualified
        }
        for index in nestedEnums.indices.dropFirst(start.1) {
            let short = nestedEnums[index].name.name
            let qualified = outer + "." + short
            if !short.contains(".") { renamed[short] = qualified }
            nestedEnums[index].name.name = qualified
        }
        guard !renamed.isEmpty else { return }
        rewrite(&renamed)
        for index in nestedStructs.indices.dropFirst(start.0) { nestedStructs[index].qualify(renamed) }
        for index in nestedEnums.indices.dropFirst(start.1) { nestedEnums[index].qualify(renamed) }
    }

    private mutating func qualifyNestedTypes(in model: inout ModelDecl) {
        guard !nestedStructs.isEmpty || !nestedEnums.isEmpty else { return }
        var qualified: [String: String] = [:]
        qualifyNestedTypes(of: model.name.name, since: (0, 0)) { qualified = $0 }
        model.qualify(qualified)
    }

    private mutating func qualifyNestedTypes(in structure: inout StructDecl, since start: (Int, Int)) {
        guard nestedStructs.count > start.0 || nestedEnums.count > start.1 else { return }
        var qualified: [String: String] = [:]
        qualifyNestedTypes(of: structure.name.name, since: start) { qualified = $0 }
        structure.qualify(qualified)
    }

    private mutating func takeNestedTypes(into syntax: inout SourceFileSyntax) {
        syntax.structs += nestedStructs
        syntax.enums += nestedEnums
        nestedStructs = []
        nestedEnums = []
    }

    /// `<environmentValue name type default/>`.
    private mutating func customEnvironmentValueDecl(_ element: ScannedElement) -> EnvironmentValueDecl? {
        let name = declarationName(element)
        let type = typeAttribute("type", of: element)
        let defaultValue = expressionAttribute("default", of: element, required: true)
        for child in tree.children(of: element) {
            switch child {
            case .element(let child):
                accounting?.diagnosed(child.tagIndex)
                structural("element `\(self.name(of: child))` is not allowed in `environmentValue`, which has only attributes", at: start(of: child), element: child)
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        guard let name, let type, let defaultValue else {
            accounting?.diagnosed(element.tagIndex)
            return nil
        }
        accounting?.built(element.tagIndex)
        return EnvironmentValueDecl(name: name, type: type, defaultValue: defaultValue, location: start(of: element))
    }

    /// `<enum>` with `<case>` children, each with `<parameter>` children for its associated values.
    private mutating func enumDecl(_ element: ScannedElement) -> EnumDecl? {
        let isExternal = boolean("external", of: element) ?? false
        guard let name = isExternal ? nestedTypeName(element) : declarationName(element) else { return nil }
        let outerMentionsSelfType = mentionsSelfType
        mentionsSelfType = false
        defer { mentionsSelfType = outerMentionsSelfType }
        var cases: [EnumDecl.Case] = []
        let rawTypeName = rawTypeAttributeName(of: element)
        let rawTypeIsString = rawAttribute(rawTypeName, of: element).map { raw in
            trimmed(String(decoding: file[raw.attribute.valueStart..<raw.attribute.valueEnd], as: UTF8.self)) == "String"
        } ?? false
        var properties: [StructDecl.Field] = []
        var methods: [MethodDecl] = []
        var code: [ViewFunctionDecl] = []
        var initializers: [MethodDecl] = []
        var models: [ModelDecl] = []
        for child in childElements(of: element, named: ["case", "property", "var", "let", "computed", "method", "function", "init", "model"], in: "enum") {
            switch self.name(of: child) {
            case "case":
                if let enumCase = enumCase(child, rawTypeIsString: rawTypeIsString) { cases.append(enumCase) }
            case "model":
                // Swift's namespace, `enum DBModel { }` holding `@Model` classes: declared as
                // `DBModel.Country`, and generated inside the enum, as Swift has it.
                guard let model = modelDecl(child) else { continue }
                models.append(model)
            case "function" where !isExternal:
                if let function = memberFunction(child, inClass: false) {
                    methods.append(function.signature)
                    code.append(function)
                }
            case "function":
                if let method = misplacedFunction(child) { methods.append(method) }
            case "computed" where isExternal:
                accounting?.diagnosed(child.tagIndex)
                structural("a type written in Swift declares a computed property with `var`; its code is in the Swift", at: start(of: child), element: child)
            case "computed":
                guard let (propertyName, type, getter) = memberComputed(child, allowsSetter: false) else { continue }
                var property = StructDecl.Field(name: propertyName, type: type, initial: nil, isStatic: getter.isStatic, isConstant: true)
                property.isComputed = true
                property.isPrivate = getter.isPrivate
                properties.append(property)
                code.append(getter)
            case "init":
                guard !isExternal, hasCode(child) else {
                    accounting?.diagnosed(child.tagIndex)
                    structural("`init` in an `enum` is written with its code, in an enum Trellis generates", at: start(of: child), element: child)
                    continue
                }
                if let initializer = memberInitializer(child) {
                    initializers.append(initializer.signature)
                    code.append(initializer)
                }
            case "method":
                if let method = methodDecl(child) {
                    methods.append(method)
                    accounting?.built(child.tagIndex)
                } else {
                    accounting?.diagnosed(child.tagIndex)
                }
            default:
                // An enum stores nothing but its case: every property is computed, or static.
                let propertyName = declarationName(child)
                let isStatic = boolean("static", of: child) ?? false
                let infers = !hasAttribute("type", of: child) && isStatic && !isExternal && self.name(of: child) == "let"
                // `static let limit = 1440` of a generated enum: generated with its value.
                let initial = isStatic && !isExternal ? expressionAttribute(initialAttributeName(of: child), of: child) : nil
                let inferred = initial.map { Self.literalType(of: $0, in: name.name) ?? TypeSyntax(.unwritten, at: start(of: child)) }
                guard let propertyName, let type = infers ? (inferred ?? inferredType(of: initial, in: name.name, on: child)) : typeAttribute("type", of: child) else {
                    accounting?.diagnosed(child.tagIndex)
                    continue
                }
                accounting?.built(child.tagIndex)
                var property = StructDecl.Field(name: propertyName, type: type, initial: initial, isStatic: isStatic, isConstant: true)
                property.isPrivate = memberIsPrivate(child, isExternal: isExternal)
                property.isTypeInferred = type.reference == .unwritten
                properties.append(property)
            }
        }
        accounting?.built(element.tagIndex)
        var declaration = EnumDecl(
            name: name, isExternal: isExternal, rawType: typeAttribute(rawTypeName, of: element, required: false),
            isCaseIterable: boolean("caseIterable", of: element) ?? false, isIdentifiable: boolean("identifiable", of: element) ?? false,
            cases: cases, location: start(of: element)
        )
        // `generic="T"`, as a first try may name Swift's `enum Loadable<T>`, is read as `generics`.
        declaration.generics = (attribute("generics", of: element) ?? attribute("generic", of: element)).map { names(in: $0).map(\.name) } ?? []
        declaration.properties = properties
        declaration.methods = methods
        declaration.code = code
        declaration.initializers = initializers
        if !models.isEmpty {
            var qualified: [String: String] = [:]
            for model in models { qualified[model.name.name] = name.name + "." + model.name.name }
            for var model in models {
                model.name.name = name.name + "." + model.name.name
                model.qualify(qualified)
                nestedModels.append(model)
            }
        }
        declaration.protocols = declaredProtocols(of: element) + conformanceFlags(of: element)
        // `CaseIterable` among the protocols is Swift's `: CaseIterable`, as `caseIterable="true"` is.
        if declaration.protocols.contains("CaseIterable") { declaration.isCaseIterable = true }
        if mentionsSelfType { declaration.qualify(["Self": declaration.name.name]) }
        return declaration
    }

    /// The attribute an enum's raw type is written in: `rawType`, or `type` and `rawValue`, a first
    /// try's names for Swift's `enum Tab: String` (reported, and read as `rawType`).
    private func rawTypeAttributeName(of element: ScannedElement) -> AttributeName {
        for name: AttributeName in ["rawType", "type", "rawValue"] where rawAttribute(name, of: element) != nil { return name }
        return "rawType"
    }

    /// `protocols` of a model, struct or enum; `conformances`, `conforms` and `conformsTo`, as a
    /// Swift developer may first name them, are accepted and read as `protocols`.
    private mutating func declaredProtocols(of element: ScannedElement) -> [String] {
        let written = attribute("protocols", of: element) ?? attribute("conformances", of: element) ?? attribute("conforms", of: element)
            ?? attribute("conformsTo", of: element)
        return written.map { names(in: $0).map(\.name) } ?? []
    }

    /// `codable="true"`, `hashable="true"`, `equatable="true"` on a struct or enum, written as
    /// `caseIterable` and `identifiable` are: the protocols they name; `rawRepresentable="true"`
    /// on a struct, whose `rawValue` and `init(rawValue:)` are its own, as Swift's are.
    private mutating func conformanceFlags(of element: ScannedElement) -> [String] {
        ([("codable", "Codable"), ("hashable", "Hashable"), ("equatable", "Equatable"), ("rawRepresentable", "RawRepresentable")] as [(AttributeName, String)]).compactMap { flag, name in
            boolean(flag, of: element) == true ? name : nil
        }
    }

    private mutating func enumCase(_ element: ScannedElement, rawTypeIsString: Bool = false) -> EnumDecl.Case? {
        let caseName = enumCaseName(element)
        let rawValue: Expr?
        // `value="0"`, Swift's `case low = 0` (`SchemaMessages.enumCaseMeant`), is read as `rawValue`.
        let rawValueName: AttributeName = rawAttribute("rawValue", of: element) == nil && rawAttribute("value", of: element) != nil ? "value" : "rawValue"
        if rawTypeIsString, let written = attribute(rawValueName, of: element), !written.trimmedText.hasPrefix("\"") {
            // `rawValue="show_all"` of a `String` enum: the string, as Swift's `case showAll = "show_all"`;
            // a `String` raw value is a literal, so no expression is meant.
            let text = written.trimmedText
            let valueLocation = location(of: written)
            rawValue = Expr(.stringLiteral(InterpolatedString(segments: [.literal(text)], location: valueLocation)), at: valueLocation)
        } else {
            rawValue = expressionAttribute(rawValueName, of: element)
        }
        var values: [MethodDecl.Parameter] = []
        for child in tree.children(of: element) {
            switch child {
            case .element(let parameter):
                // An associated value is a `parameter`, or a `value` as Swift names it.
                let isParameter = ["parameter", "value"].contains(self.name(of: parameter))
                if !isParameter {
                    accounting?.diagnosed(parameter.tagIndex)
                    structural("element `\(self.name(of: parameter))` is not allowed in `case`; expected `parameter`", at: start(of: parameter), element: parameter)
                    continue
                }
                // Swift's `case edit(tagGroup: TagGroup)` names the value by its label: `name` is read as `label`.
                let label = attribute("label", of: parameter) ?? attribute("name", of: parameter)
                if let label, label.trimmedText != "_" { _ = checkedName(label) }
                guard let type = typeAttribute("type", of: parameter) else {
                    if isParameter { accounting?.diagnosed(parameter.tagIndex) }
                    continue
                }
                if isParameter { accounting?.built(parameter.tagIndex) }
                let labelText = label.map { $0.trimmedText }
                values.append(MethodDecl.Parameter(label: labelText == "_" ? nil : labelText, type: type))
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        guard let caseName else {
            accounting?.diagnosed(element.tagIndex)
            return nil
        }
        accounting?.built(element.tagIndex)
        return EnumDecl.Case(name: caseName, associatedValues: values, rawValue: rawValue, location: start(of: element))
    }

    /// The name of a type written in Swift, which may be nested in another (`Edge.Set`): each
    /// component is checked as a name.
    private mutating func nestedTypeName(_ element: ScannedElement, attribute name: AttributeName = "name") -> Identifier? {
        guard let value = requiredAttribute(name, of: element) else { return nil }
        let text = value.trimmedText
        guard text.utf8.contains(UInt8(ascii: ".")) else { return checkedName(value) }
        let location = self.location(of: value).advanced(byColumns: value.leadingSpaces)
        for component in text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) where !SwiftKeywords.isValidIdentifier(component) {
            diagnostics.emit(Catalog.invalidName(text), at: location)
            break
        }
        return Identifier(text, at: location)
    }

    // MARK: Bodies

    /// The views and modifiers among `container`'s children, in document order.
    /// `modifiesSoleView`: modifiers after the container's one view apply to it, as SwiftUI's
    /// `.padding()` after a body's root does, or after the one view of an `if`, `else` or `case`.
    private mutating func viewContent(_ container: ScannedElement, allowsModifiers: Bool, rejectsText: Bool = true, slotElements: Bool = false, skipping skipped: String? = nil, modifiesSoleView: Bool = false) -> (views: [ViewNode], modifiers: [Modifier]) {
        var views: [ViewNode] = []
        var modifiers: [Modifier] = []
        // The `if` at `pendingIfIndex`, then each `else if` after it.
        var pendingIfChain: [ConditionalNode] = []
        var pendingIfIndex: Int?
        var lastWasIf = false
        // The condition of an `<if>` of modifiers just read, which an `<else>` of modifiers negates,
        // on `modifierConditions` rather than in this frame, which each level of nesting costs.
        let conditionDepth = modifierConditions.count
        modifierConditions.append(nil)
        // Each nested content pops its own entry, so this one is last; `removeLast` keeps the
        // storage, which emptying the array through `removeSubrange` gave back every time.
        defer { modifierConditions.removeLast() }
        let containerName = name(of: container)
        let modifiesSoleView = modifiesSoleView && !allowsModifiers && hasSoleViewFirst(container)
        // A modifier's content whose one view comes first: a modifier written after it that holds
        // nothing (`<padding/>`) cannot fill a slot, so it modifies that view, as in an `if`.
        let soleViewTakesModifiers = slotElements && allowsModifiers && hasSoleViewFirst(container)
        // A `<let>` among the views is in scope until the end of the list.
        let outerScope = placeableNames.count
        defer { restorePlaceableNames(to: outerScope) }

        for child in tree.children(of: container) {
            let element: ScannedElement
            switch child {
            case .element(let childElement):
                element = childElement
            case .text(let start, let end), .cdata(let start, let end):
                // `{screen.label}` among views: Swift's `screen.label` in a builder.
                if case .text = child, placesHole(start, end, in: containerName, into: &views) { continue }
                if rejectsText, !Self.takesText(containerName) { rejectText(start, end, in: container) }
                continue
            case .comment:
                continue
            }
            let childName = name(of: element)
            if childName == skipped { continue }
            // A view, as most children are: the language's elements below are all lowercase, so
            // a capitalized name (unless it places a view builder) is compared with none of them.
            if childName.startsUppercase, !placesViewBuilder(element, named: childName) {
                lastWasIf = false
                modifierConditions[conditionDepth] = nil
                if modifiers.contains(where: Self.isLanguageModifier) { modifiersMustComeLast(element, in: containerName) }
                if childName == "ForEach" {
                    if let node = forEachNode(element) {
                        views.append(.forEach(node))
                    } else {
                        drop(element)
                    }
                } else {
                    views.append(.element(elementNode(element)))
                }
                continue
            }
            let isElse = childName == "else" || readsAsElseIf(element, named: childName)
            var continuesIfChain = false
            defer { lastWasIf = childName == "if" || continuesIfChain }

            if isElse || (childName == "if" && (allowsModifiers || modifiesSoleView)),
               readsConditionalModifiers(element, isElse: isElse, slotElements: slotElements, conditionAt: conditionDepth, into: &modifiers) {
                pendingIfChain = []
                continue
            }
            modifierConditions[conditionDepth] = nil
            if isElse {
                guard lastWasIf else {
                    diagnostics.emit(Catalog.elseWithoutIf, at: start(of: element))
                    drop(element)
                    continue
                }
                continuesIfChain = attachElse(element, to: &views, chain: &pendingIfChain, at: pendingIfIndex)
                continue
            }
            if childName == "slot" || placesViewBuilder(element, named: childName) {
                views.append(slotPlacement(element, named: childName == "slot" ? nil : childName))
                if modifiers.contains(where: Self.isLanguageModifier) { modifiersMustComeLast(element, in: containerName) }
                continue
            }
            if childName == "let" || isBodyBindable(element, named: childName) {
                // `let total = ...` (or `@Bindable var settings = settings`) among the views; the
                // views after it become its body below.
                appendLocalConstant(element, isBindable: childName == "bindable", to: &views)
                if modifiers.contains(where: Self.isLanguageModifier) { modifiersMustComeLast(element, in: containerName) }
                continue
            }
            if childName == "switch" {
                if let node = switchNode(element) {
                    views.append(.switchNode(node))
                } else {
                    drop(element)
                }
                if modifiers.contains(where: Self.isLanguageModifier) { modifiersMustComeLast(element, in: containerName) }
                continue
            }
            if childName == "if" {
                let conditional = conditionalNode(element)
                if let conditional {
                    views.append(.conditional(conditional))
                    pendingIfChain = [conditional]
                    pendingIfIndex = views.count - 1
                } else {
                    pendingIfChain = []
                    drop(element)
                }
                if modifiers.contains(where: Self.isLanguageModifier) { modifiersMustComeLast(element, in: containerName) }
                continue
            }
            if childName == "action", containerName == "Button" {
                // The button's action as code, read by `elementNode`.
                continue
            }
            // A value in scope placed as a view, `<image><resizable/></image>` for Swift's `image.resizable()`;
            // a modifier of the same name takes attributes, which a placed value never does.
            // A helper function taking nothing is placed by its name too: `<statusBadge/>` is `statusBadge()`.
            if placeableNames.contains(childName) || Self.isMemberPath(childName) || Self.placesFunctionResult(childName, among: viewMemberParameters),
               scan.tags[element.tagIndex].attributeRange.isEmpty {
                appendPlacedValue(element, named: childName, to: &views)
                if modifiers.contains(where: Self.isLanguageModifier) { modifiersMustComeLast(element, in: containerName) }
                continue
            }
            // A computed view of this view, placed; an element with content is a slot's or a modifier's.
            if placesViewMember(element, named: childName, whereModifiersGo: allowsModifiers || modifiesSoleView) {
                appendMemberPlacement(element, to: &views)
                if modifiers.contains(where: Self.isLanguageModifier) { modifiersMustComeLast(element, in: containerName) }
                continue
            }
            if !allowsModifiers, !modifiesSoleView, !viewMemberNames.isEmpty, !Self.modifierNameSet.contains(childName) {
                let suggestion = Suggestions.closest(to: childName, among: viewMemberNames.sorted())
                diagnostics.emit(Catalog.unknownViewMember(childName, suggestion: suggestion), at: start(of: element))
                drop(element)
                continue
            }
            guard allowsModifiers || modifiesSoleView,
                  !(slotElements && Self.modifierNameSet.contains(childName) && !modifiesSoleView && !soleViewTakesModifiers) else {
                structural("modifier `\(childName)` must be inside the view it modifies", at: start(of: element), element: element)
                drop(element)
                continue
            }
            if let modifier = modifierElement(element, isSlotElement: slotElements) { modifiers.append(modifier) }
        }
        if !modifiers.isEmpty {
            applySoleViewModifiers(&modifiers, to: &views, modifiesSoleView: modifiesSoleView, soleViewTakesModifiers: soleViewTakesModifiers)
        }
        return (Self.scopingLocalConstants(views), modifiers)
    }

    /// Moves the modifiers written after a list's one view onto that view. Out of `viewContent`,
    /// whose frame each level of nesting costs.
    @inline(never)
    private mutating func applySoleViewModifiers(_ modifiers: inout [Modifier], to views: inout [ViewNode], modifiesSoleView: Bool, soleViewTakesModifiers: Bool) {
        var forSoleView: [Modifier] = []
        if modifiesSoleView {
            forSoleView = modifiers
            modifiers = []
        } else if soleViewTakesModifiers {
            forSoleView = modifiers.filter { !Self.mayFillSlot($0) }
            modifiers = modifiers.filter(Self.mayFillSlot)
        }
        guard !forSoleView.isEmpty else { return }
        switch views.first {
        case .element(var element)?:
            element.modifiers += forSoleView
            if element.children.count == 1, case .forEach = element.children[0] { viewMayPlaceModifiers = true }
            views[0] = .element(element)
        case .forEach(var forEach)?:
            forEach.modifiers += forSoleView
            if forEach.body.count == 1, case .element = forEach.body[0] { viewMayPlaceModifiers = true }
            views[0] = .forEach(forEach)
        default:
            break
        }
    }

    /// Whether a lowercase child of a modifier may be one of its named slots: a slot holds views
    /// or code; an element that holds nothing is a modifier.
    private static func mayFillSlot(_ modifier: Modifier) -> Bool {
        guard case .call(let call) = modifier.kind else { return false }
        return !call.content.isEmpty || !call.slotFills.isEmpty || call.textLocation != nil
    }

    /// Each `<let>` takes the views after it as its body, which see its name.
    private static func scopingLocalConstants(_ views: [ViewNode]) -> [ViewNode] {
        guard views.contains(where: { if case .localConstant = $0 { true } else { false } }) else { return views }
        var scoped: [ViewNode] = []
        for node in views.reversed() {
            if case .localConstant(var constant) = node {
                constant.body = scoped
                scoped = [.localConstant(constant)]
            } else {
                scoped.insert(node, at: 0)
            }
        }
        return scoped
    }

    /// Whether the container's first element is a view (a capitalized element other than an
    /// element of the language's control flow) and no other view follows it.
    private func hasSoleViewFirst(_ container: ScannedElement) -> Bool {
        var sawView = false
        for case .element(let child) in tree.children(of: container) {
            let childName = name(of: child)
            let isView = childName.startsUppercase || childName == "if" || childName == "else" || childName == "switch"
                || placesViewMember(child, named: childName)
            if sawView {
                if isView { return false }
            } else {
                guard isView, childName.startsUppercase else { return false }
                sawView = true
            }
        }
        return sawView
    }

    /// The language's own modifiers; a view after one of them is out of place. Other lowercase
    /// children may fill slots, which come in any order, so semantic analysis orders those.
    private static func isLanguageModifier(_ modifier: Modifier) -> Bool {
        if case .call = modifier.kind { return false }
        return true
    }

    private mutating func modifiersMustComeLast(_ element: ScannedElement, in containerName: String) {
        structural("`\(name(of: element))` must come before the modifiers of `\(containerName)`; modifiers follow the content", at: start(of: element), element: element)
    }

    /// Whether a `List` names its rows' data, `items` or SwiftUI's `data`. Out of `elementNode`,
    /// whose frame every level of nesting pays for.
    @inline(never)
    private func listsRowsOfData(_ element: ScannedElement) -> Bool {
        hasAttribute("items", of: element) || hasAttribute("data", of: element)
    }

    /// The attributes of `<List items item>` that belong to the `ForEach` of its rows; `data`,
    /// SwiftUI's name, is read as `items`, as on a `ForEach`.
    private static let listRowAttributes: Set<String> = ["items", "data", "id", "item", "as", "allow", "reason"]

    private mutating func elementNode(_ element: ScannedElement) -> ElementNode {
        let elementName = name(of: element)
        accounting?.built(element.tagIndex)
        var node = ElementNode(name: Identifier(elementName, at: start(of: element)))
        SwiftIdentifier.reportUnlessNFC(elementName, at: node.name.location.advanced(byColumns: 1), diagnostics: &diagnostics)
        let tag = scan.tags[element.tagIndex]
        // `<List items="$scrums" item="$scrum">` is Swift's `List($scrums) { $scrum in }`, which
        // SwiftUI defines as a `List` holding a `ForEach` over the same data: it is built so.
        let listsRows = elementName == "List" && listsRowsOfData(element)
        // Most containers (`VStack`, `Text`) have no attributes: nothing to reserve.
        if tag.hasAttributes { node.arguments.reserveCapacity(tag.attributeRange.count) }
        for (attributeIndex, attribute) in zip(tag.attributeRange, scan.attributes(of: tag)) {
            let label = String(decoding: file[attribute.nameStart..<attribute.nameEnd], as: UTF8.self)
            if listsRows, Self.listRowAttributes.contains(label) { continue }
            accounting?.read(attribute: attributeIndex)
            let labelIdentifier = Identifier(label == "as" ? itemLabel(writtenAsOn: element) : label, at: locator.location(at: attribute.nameStart))
            SwiftIdentifier.reportUnlessNFC(label, at: labelIdentifier.location, diagnostics: &diagnostics)
            node.arguments.append(sourceArgument(attribute, label: labelIdentifier))
            // `destination="{DetailView()}"`: a view given as an attribute, which semantic
            // analysis may write as its slot's element (`ModifierPlacement`).
            if !viewMayPlaceModifiers, attribute.valueEnd - attribute.valueStart > 2, file[attribute.valueStart] == UInt8(ascii: "{"),
               (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file[attribute.valueStart + 1]) {
                viewMayPlaceModifiers = true
            }
        }
        if elementName == "Button", let actionElement = codeChild("action", of: element) {
            accounting?.built(actionElement.tagIndex)
            let label = Identifier("action", at: locator.location(at: scan.tags[actionElement.tagIndex].nameStart))
            node.arguments.removeAll { $0.label.name == "action" }
            // Code that did not parse is reported already; the button still has its action.
            let statements = closureParameter(of: element, codeElement: actionElement) ?? []
            node.arguments.append(Argument(label: label, value: .action(statements), valueLocation: start(of: actionElement)))
        }
        if listsRows {
            // Modifiers after the rows are the list's; rows that did not parse are reported already.
            if var rows = forEachNode(element) {
                node.modifiers = rows.modifiers
                rows.modifiers = []
                node.children = [.forEach(rows)]
                if !node.modifiers.isEmpty { viewMayPlaceModifiers = true }
            } else {
                drop(element)
            }
            return node
        }
        readText(of: element, into: &node)
        let outerScope = pushItemName(of: element)
        let content = viewContent(element, allowsModifiers: true)
        restorePlaceableNames(to: outerScope)
        if elementName == "Text", let firstView = content.views.first {
            structural("`Text` takes text with `{expr}` holes, not views", at: firstView.location, element: element)
            for case .element(let child) in tree.children(of: element) where name(of: child).startsUppercase || ["if", "else", "switch"].contains(name(of: child)) {
                drop(child)
            }
        } else {
            node.children = content.views
        }
        node.modifiers = content.modifiers
        if node.children.count == 1, case .forEach = node.children[0], !node.modifiers.isEmpty { viewMayPlaceModifiers = true }
        if !node.children.isEmpty, !node.modifiers.isEmpty { noteModifiersToPlace(node) }
        return node
    }

    /// An element's text; when the element is a view other than `Text`, in a view's body, and
    /// holds only code, that code too, with what reading it as text drew held (`ElementCode`).
    /// Out of `elementNode`, which recurses once per level of nesting, so that its frame stays small.
    @inline(never)
    private mutating func readText(of element: ScannedElement, into node: inout ElementNode) {
        let isText = node.name.name == "Text"
        guard isText || (hasText(element) && !holdsOnlyPlacedHoles(element)) else { return }
        guard !isText, elementCode != nil, let code = codeText(of: element) else {
            node.text = textContent(element)
            return
        }
        var held = DiagnosticCollector()
        swap(&held, &diagnostics)
        node.text = textContent(element)
        swap(&held, &diagnostics)
        elementCode?.append(ElementCode(element: node.name.location, code: code, textDiagnostics: held.diagnostics))
    }

    /// `<NavigationLink><destination>…</destination><Row/></NavigationLink>`: the views beside
    /// the element of a first slot may fill the next one (`ModifierPlacement`). Out of
    /// `elementNode`, which recurses once per level of nesting, so that its frame stays small.
    /// Also a navigation stack's modifiers after its one view, which the stack's title, toolbar
    /// and destinations may be (`ModifierPlacement`).
    @inline(never)
    private mutating func noteModifiersToPlace(_ node: ElementNode) {
        // Told by length first: no name is hashed for most elements.
        if node.children.count == 1, case .element = node.children[0], (14...15).contains(node.name.name.utf8.count),
           ElementNode.navigationStacks.contains(node.name.name) {
            viewHoldsStackWithModifiers = true
        }
        guard !viewMayPlaceModifiers else { return }
        for case .call(let call) in node.modifiers.lazy.map(\.kind) where !call.content.isEmpty {
            viewMayPlaceModifiers = true
            return
        }
    }

    /// An argument kept as written: semantic analysis reads it by the type of the parameter it
    /// is passed to (text, an expression, a binding or statements).
    private mutating func sourceArgument(_ attribute: MarkupScan.Attribute, label: Identifier) -> Argument {
        let valueLocation = locator.location(at: attribute.valueStart)
        let raw = file[attribute.valueStart..<attribute.valueEnd]
        let text: AttributeText
        if !DecodedText.needsDecoding(raw, normalization: .attribute) {
            // Most values: the text is the bytes as written, located by its start alone.
            text = AttributeText(text: String(decoding: raw, as: UTF8.self), location: valueLocation)
        } else {
            let decoded = DecodedText(file, from: attribute.valueStart, to: attribute.valueEnd, normalization: .attribute)
            var locations: [SourceLocation] = []
            if decoded.bytes.count != raw.count || !decoded.bytes.elementsEqual(raw) {
                locations.reserveCapacity(decoded.bytes.count + 1)
                for offset in 0...decoded.bytes.count { locations.append(locator.location(at: decoded.rawOffset(of: offset))) }
            }
            text = AttributeText(text: String(decoding: decoded.bytes, as: UTF8.self), location: valueLocation, decodedLocations: locations)
        }
        return Argument(label: label, value: .source(text), valueLocation: valueLocation, valueEnd: locator.location(at: attribute.valueEnd))
    }

    /// An `<else>` or `<else if>` after the `if` at `index` of `views`, whose chain (the `if` and
    /// each `else if` after it) it joins; returns whether a later `<else>` continues the chain.
    /// Apart from `viewContent`, so that its locals do not enlarge every nesting level's frame.
    private mutating func attachElse(_ element: ScannedElement, to views: inout [ViewNode], chain: inout [ConditionalNode], at index: Int?) -> Bool {
        // `<else-if condition="c">` (TRL149) is read as `<else if="c">`.
        let conditionAttribute: AttributeName = name(of: element) == "else" || hasAttribute("if", of: element) ? "if" : "condition"
        if hasAttribute(conditionAttribute, of: element) {
            // `<else if="c">` is Swift's `else if c { ... }`: an `if` inside the `else`,
            // which the next `<else>` continues.
            if let inner = conditionalNode(element, readsIf: conditionAttribute.description == "if"), !chain.isEmpty, let index {
                chain.append(inner)
                views[index] = .conditional(Self.nested(chain))
                return true
            }
            drop(element)
            chain = []
            return false
        }
        accounting?.built(element.tagIndex)
        let elseBody = viewContent(element, allowsModifiers: false, modifiesSoleView: true).views
        // After an `if` whose condition did not parse, the `else` is still its own.
        if !chain.isEmpty, let index {
            chain[chain.count - 1].elseBody = elseBody
            views[index] = .conditional(Self.nested(chain))
        } else {
            drop(element)
        }
        chain = []
        return false
    }

    /// First guesses at Swift's `else if`, each read as `<else if>` (TRL149).
    private static let elseIfSpellings: Set<String> = ["else-if", "elseIf", "elseif", "else_if", "elif"]

    /// Whether `element` is a first guess at `<else if>`: reported once, with the fix-it that
    /// writes it so (the tag, `condition` as `if`, the end tag). Out of `viewContent`, whose
    /// frame each level of nesting costs.
    @inline(never)
    private mutating func readsAsElseIf(_ element: ScannedElement, named written: String) -> Bool {
        guard Self.elseIfSpellings.contains(written) else { return false }
        let tag = scan.tags[element.tagIndex]
        var edits = [TextEdit(range: SourceRange(start: locator.location(at: tag.nameStart), end: locator.location(at: tag.nameEnd)), replacement: "else")]
        if !hasAttribute("if", of: element), let (_, condition) = rawAttribute("condition", of: element) {
            edits.append(TextEdit(range: SourceRange(start: locator.location(at: condition.nameStart), end: locator.location(at: condition.nameEnd)), replacement: "if"))
        }
        if !tag.isSelfClosing, let endName = endTagName(of: element, named: written) {
            edits.append(TextEdit(range: SourceRange(start: locator.location(at: endName), end: locator.location(at: endName + written.utf8.count)), replacement: "else"))
        }
        diagnostics.emit(
            Catalog.elseIfSpelling(written), at: start(of: element),
            highlights: [SourceRange(start: locator.location(at: tag.start), end: locator.location(at: tag.end))],
            fixIts: [FixIt("write `<else if=\"...\">`", edits: edits)]
        )
        return true
    }

    /// Where the name in `element`'s end tag starts: after its last text, or its start tag.
    private func endTagName(of element: ScannedElement, named written: String) -> Int? {
        var from = scan.tags[element.tagIndex].end
        for child in tree.children(of: element) {
            switch child {
            case .text(_, let end), .comment(_, let end): from = max(from, end)
            case .element, .cdata: break
            }
        }
        let wanted = Array(("</" + written).utf8)
        guard wanted.count <= file.count else { return nil }
        var offset = from
        while offset + wanted.count <= file.count {
            if file[offset] == wanted[0], Array(file[offset..<offset + wanted.count]) == wanted { return offset + 2 }
            offset += 1
        }
        return nil
    }

    /// An `if` and the `else if`s after it, each the next one's `else`.
    private static func nested(_ chain: [ConditionalNode]) -> ConditionalNode {
        var node = chain[chain.count - 1]
        for outer in chain.dropLast().reversed() {
            var enclosing = outer
            enclosing.elseBody = [.conditional(node)]
            node = enclosing
        }
        return node
    }

    /// `readsIf`: the condition is written `if`, as `<else if="c">` writes it, not `condition`.
    /// A flag, not the attribute's name, so that the frames of nesting stay as they are.
    private mutating func conditionalNode(_ element: ScannedElement, readsIf: Bool = false) -> ConditionalNode? {
        let compiled = compiledConditionalNode(element, readsIf: readsIf)
        if compiled.isCompilationCondition { return compiled.node }
        let conditions = writtenConditions(of: element, readsIf: readsIf)
        let outerScope = placeableNames.count
        placeableNames += ConditionalNode(conditions: conditions ?? [], thenBody: [], elseBody: nil, location: start(of: element)).boundNames.map(\.name)
        let body = viewContent(element, allowsModifiers: false, modifiesSoleView: true).views
        restorePlaceableNames(to: outerScope)
        guard let conditions else { return nil }
        accounting?.built(element.tagIndex)
        return ConditionalNode(conditions: conditions, thenBody: body, elseBody: nil, location: start(of: element))
    }

    @inline(never)
    private mutating func writtenConditions(of element: ScannedElement, readsIf: Bool) -> [Condition]? {
        conditionsAttribute(readsIf ? "if" : "condition", of: element)
    }

    /// `<if condition="os(macOS)">`, Swift's `#if os(macOS)`: both branches are checked; swiftc
    /// builds the one that holds. `nil` for a condition mixed with a runtime one (reported).
    /// Out of `conditionalNode`, whose frame each level of nesting costs.
    @inline(never)
    private mutating func compiledConditionalNode(_ element: ScannedElement, readsIf: Bool) -> (isCompilationCondition: Bool, node: ConditionalNode?) {
        switch compilationCondition(readsIf ? "if" : "condition", of: element) {
        case .compilation(let condition)?:
            let body = viewContent(element, allowsModifiers: false, modifiesSoleView: true).views
            accounting?.built(element.tagIndex)
            var node = ConditionalNode(conditions: [], thenBody: body, elseBody: nil, location: start(of: element))
            node.compilationCondition = condition
            return (true, node)
        case .mixed?:
            return (true, nil)
        case nil:
            return (false, nil)
        }
    }

    enum CompilationConditionReading {
        /// Only compilation conditions: `os(macOS)`, `!os(iOS) && canImport(UIKit)`.
        case compilation(String)
        /// A compilation condition beside a condition tested when the program runs (reported).
        case mixed
    }

    /// The functions of Swift's compilation conditions, `#if os(macOS)`.
    static let compilationFunctions: Set<String> = ["os", "arch", "canImport", "targetEnvironment", "swift", "compiler", "hasFeature", "hasAttribute"]

    /// Reads `condition` as Swift's compilation condition when it calls one of Swift's
    /// compilation functions (`os(macOS)`), or is written after `#if`; `nil` for a condition
    /// tested when the program runs. Mixing both is TRL029.
    private mutating func compilationCondition(_ attributeName: AttributeName, of element: ScannedElement, reports: Bool = true) -> CompilationConditionReading? {
        guard let (_, raw) = rawAttribute(attributeName, of: element) else { return nil }
        // Most conditions call nothing: a compilation function's call needs a `(` and `#if` a
        // `#`, and the only references that could spell either (`&#40;`) hold a `#` too.
        guard file[raw.valueStart..<raw.valueEnd].contains(where: { $0 == 0x28 || $0 == 0x23 }) else { return nil }
        let written = DecodedText(file, from: raw.valueStart, to: raw.valueEnd, normalization: .attribute).bytes
        var index = 0
        func skipSpaces() { while index < written.count, [0x20, 0x09, 0x0A, 0x0D].contains(written[index]) { index += 1 } }
        skipSpaces()
        var afterPoundIf = false
        if written[index...].starts(with: Array("#if".utf8)), index + 3 < written.count, [0x20, 0x09].contains(written[index + 3]) {
            afterPoundIf = true
            index += 3
            skipSpaces()
        }
        let body = Array(written[index...])
        // Each name and call in the condition: a compilation function's call, or another name.
        var sawCompilation = false
        var runtimeName: String?
        var position = 0
        var kept: [UInt8] = []
        func isIdentifierByte(_ byte: UInt8) -> Bool { byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80 }
        while position < body.count {
            let byte = body[position]
            if isIdentifierByte(byte), !(byte >= 0x30 && byte <= 0x39) {
                let start = position
                while position < body.count, isIdentifierByte(body[position]) { position += 1 }
                let name = String(decoding: body[start..<position], as: UTF8.self)
                if Self.compilationFunctions.contains(name), position < body.count, body[position] == UInt8(ascii: "(") {
                    var depth = 0
                    repeat {
                        if body[position] == UInt8(ascii: "(") { depth += 1 }
                        if body[position] == UInt8(ascii: ")") { depth -= 1 }
                        position += 1
                    } while depth > 0 && position < body.count
                    sawCompilation = true
                    kept.append(0x20)
                } else if name == "true" || name == "false" || afterPoundIf {
                    // `#if DEBUG`: a flag given to the compiler.
                    kept.append(0x20)
                } else {
                    runtimeName = runtimeName ?? name
                    kept += body[start..<position]
                }
                continue
            }
            kept.append(byte)
            position += 1
        }
        guard sawCompilation || afterPoundIf else { return nil }
        accounting?.read(attribute: rawAttribute(attributeName, of: element)!.index)
        let isOperators = kept.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0x21, 0x26, 0x7C, 0x28, 0x29].contains($0) }
        var condition = String(decoding: body, as: UTF8.self)
        while condition.last == " " || condition.last == "\n" || condition.last == "\t" { condition.removeLast() }
        if isOperators, runtimeName == nil, !condition.isEmpty { return .compilation(condition) }
        if reports { diagnostics.emit(Catalog.compilationConditionMixed(condition, runtimeName: runtimeName), at: locator.location(at: raw.valueStart)) }
        return .mixed
    }

    /// `<switch value>`: `<case pattern>` children, then at most one `<default>`, last.
    /// `on`, a first guess at the attribute's name, is read as `value`.
    private mutating func switchNode(_ element: ScannedElement) -> SwitchNode? {
        let subject = requiredExpression("value", orStandIn: "on", of: element)
        var cases: [SwitchNode.Case] = []
        var sawDefault = false
        var failed = false
        for child in tree.children(of: element) {
            switch child {
            case .element(let caseElement):
                let caseName = name(of: caseElement)
                guard caseName == "case" || caseName == "default" else {
                    structural("element `\(caseName)` is not allowed in `switch`; expected `case` or `default`", at: start(of: caseElement), element: caseElement)
                    drop(caseElement)
                    continue
                }
                if sawDefault {
                    structural("`\(caseName)` after `default`; the `default` of a `switch` comes last", at: start(of: caseElement), element: caseElement)
                    drop(caseElement)
                    continue
                }
                let location = start(of: caseElement)
                var items: [SwitchCase.Item] = []
                if caseName == "case" {
                    guard let parsed = caseItemsAttribute(of: caseElement) else {
                        failed = true
                        drop(caseElement)
                        continue
                    }
                    items = parsed
                } else {
                    sawDefault = true
                }
                accounting?.built(caseElement.tagIndex)
                let outerScope = placeableNames.count
                placeableNames += items.flatMap { $0.pattern.boundIdentifiers.map(\.name) }
                let body = viewContent(caseElement, allowsModifiers: false, modifiesSoleView: true).views
                restorePlaceableNames(to: outerScope)
                cases.append(SwitchNode.Case(items: items, body: body, location: location))
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        guard let subject, !failed else { return nil }
        if cases.isEmpty {
            structural("a `switch` needs at least one `case` or `default`", at: start(of: element), element: element)
            return nil
        }
        accounting?.built(element.tagIndex)
        return SwitchNode(subject: subject, cases: cases, location: start(of: element))
    }

    /// `condition` of a body's `<if>`: what Swift writes between `if` and `{`.
    private mutating func conditionsAttribute(_ name: AttributeName, of element: ScannedElement) -> [Condition]? {
        // Looked up once: a condition is nearly always written.
        guard let value = attribute(name, of: element) else {
            if name.description == "condition", hasAttribute("let", of: element) || hasAttribute("value", of: element) {
                return optionalBindingWrittenAsAttributes(of: element)
            }
            _ = requiredAttribute(name, of: element)
            return nil
        }
        guard let decoded = unbracedExpression(value, named: name) else { return nil }
        var source = ExpressionSource(decoded: decoded, fileLocator: locator)
        let conditions = ExpressionParser.parseConditions(in: &source, diagnostics: &diagnostics)
        locator = source.locator
        return conditions
    }

    /// `<if let="user" value="session.user">`, Swift's `if let user = session.user` written as
    /// attributes (`SchemaMessages.likelyMeant`), read as `condition="let user = session.user"`;
    /// `<if let="user">` alone is Swift's `if let user`.
    @inline(never)
    private mutating func optionalBindingWrittenAsAttributes(of element: ScannedElement) -> [Condition]? {
        guard hasAttribute("let", of: element) else {
            if let value = attribute("value", of: element) {
                structural("`if` takes its test as `condition`, as in `<if condition=\"isOn\">` or `<if condition=\"let user = session.user\">`", at: location(of: value), element: element)
            }
            return nil
        }
        guard let written = attribute("let", of: element), let name = checkedName(written) else { return nil }
        let value = hasAttribute("value", of: element) ? expressionAttribute("value", of: element) : nil
        if hasAttribute("value", of: element), value == nil { return nil }
        return [.optionalBinding(isConstant: true, name: name, value: value)]
    }

    /// `pattern` of a body's `<case>`: what Swift writes between `case` and `:`.
    /// `value`, as the `switch` is written, is read as `pattern`.
    private mutating func caseItemsAttribute(of element: ScannedElement) -> [SwitchCase.Item]? {
        let written: AttributeName = !hasAttribute("pattern", of: element) && hasAttribute("value", of: element) ? "value" : "pattern"
        guard let value = requiredAttribute(written, of: element) else { return nil }
        var source = ExpressionSource(decoded: value.decoded, fileLocator: locator)
        let items = ExpressionParser.parseCaseItems(in: &source, diagnostics: &diagnostics)
        locator = source.locator
        return items
    }

    private mutating func forEachNode(_ element: ScannedElement) -> ForEachNode? {
        // SwiftUI's parameter name, `data`, is read as `items`.
        let items = !hasAttribute("items", of: element) && hasAttribute("data", of: element)
            ? expressionAttribute("data", of: element) : expressionAttribute("items", of: element, required: true)
        let id = expressionAttribute("id", of: element)
        let itemAttribute = attribute("item", of: element) ?? itemWrittenAs(element)
        var elementParts: [ViewNode] = []
        var bindsElements = false
        var itemName: Identifier?
        if let value = itemAttribute, value.trimmedText.hasPrefix("$") {
            // `item="$scrum"`: the row's binding, as Swift's `{ $scrum in }` declares it.
            bindsElements = true
            let text = String(value.trimmedText.dropFirst())
            let location = self.location(of: value).advanced(byColumns: value.leadingSpaces + 1)
            if SwiftKeywords.isKeyword(text) {
                diagnostics.emit(Catalog.keywordAsName(text), at: location)
            } else if !SwiftIdentifier.isWellFormed(text) {
                diagnostics.emit(Catalog.invalidName(text), at: location)
            }
            itemName = Identifier(text, at: location)
        } else if let value = itemAttribute, value.decoded.bytes.contains(UInt8(ascii: ",")), let parts = Self.elementPartNames(value.trimmedText) {
            // `item="(index, player)"`, Swift's `{ index, player in }` over pairs
            // (`Array(players.enumerated())`): the row takes the element whole, and each name is
            // a `let` of its part, `let index = element.0`, that the row's views see. Only an
            // item with a comma is read so, which the byte test finds without making a string.
            let location = self.location(of: value).advanced(byColumns: value.leadingSpaces)
            let element = "element_" + parts.map { $0 == "_" ? "" : $0 }.joined(separator: "_")
            itemName = Identifier(element, at: location)
            for (position, part) in parts.enumerated() where part != "_" {
                guard let partValue = ExpressionParser.parseExpression("\(element).\(position)", at: location, diagnostics: &diagnostics) else { continue }
                var constant = LocalConstantNode(name: Identifier(part, at: location), type: nil, value: partValue)
                constant.namesElementPart = true
                elementParts.append(.localConstant(constant))
            }
        } else {
            itemName = itemAttribute.flatMap { checkedName($0) }
        }
        if itemAttribute == nil {
            structural("attribute `item` is required on `\(name(of: element))`", at: start(of: element), element: element)
        }
        let outerScope = pushItemName(of: element)
        let content = viewContent(element, allowsModifiers: true)
        restorePlaceableNames(to: outerScope)
        guard let items, let itemName else { return nil }
        accounting?.built(element.tagIndex)
        let body = elementParts.isEmpty ? content.views : Self.scopingLocalConstants(elementParts + content.views)
        var node = ForEachNode(items: items, id: id, itemName: itemName, body: body, modifiers: content.modifiers, location: start(of: element))
        if !node.modifiers.isEmpty, node.soleRow != nil { viewMayPlaceModifiers = true }
        node.bindsElements = bindsElements
        node.allowance = allowance(of: element)
        return node
    }

    /// The names of `(index, player)` or `index, player`: two or more Swift names (or `_`), which
    /// a closure over a tuple's parts takes; nil for anything else.
    private static func elementPartNames(_ text: String) -> [String]? {
        var inner = Substring(text)
        if inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
        guard inner.contains(",") else { return nil }
        let names = inner.split(separator: ",", omittingEmptySubsequences: false).map { part in
            String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        guard names.count >= 2, names.contains(where: { $0 != "_" }),
              names.allSatisfy({ $0 == "_" || (SwiftIdentifier.isWellFormed($0) && !SwiftKeywords.isKeyword($0)) }) else { return nil }
        return names
    }

    /// The required expression attribute `name`, or `standIn`, a first guess at its name
    /// (`SchemaMessages.likelyMeant`) written in its place and read as it.
    private mutating func requiredExpression(_ name: AttributeName, orStandIn standIn: AttributeName, of element: ScannedElement) -> Expr? {
        !hasAttribute(name, of: element) && hasAttribute(standIn, of: element)
            ? expressionAttribute(standIn, of: element) : expressionAttribute(name, of: element, required: true)
    }

    private mutating func modifier(_ element: ScannedElement) -> Modifier? {
        let location = start(of: element)
        let kind: ModifierKind?
        switch name(of: element) {
        case "id": kind = expressionAttribute("value", of: element, required: true).map { .id($0) }
        case "environmentObject": kind = requiredExpression("value", orStandIn: "object", of: element).map { .environmentObject($0) }
        case "environment":
            // `keyPath`, a first guess at `key` (`.environment(\.colorScheme, .dark)`), is read as it.
            if hasAttribute("key", of: element) || hasAttribute("keyPath", of: element) {
                let key = requiredExpression("key", orStandIn: "keyPath", of: element)
                let value = expressionAttribute("value", of: element, required: true)
                kind = key.flatMap { key in value.map { .environmentValue(key: key, value: $0) } }
            } else {
                kind = requiredExpression("value", orStandIn: "object", of: element).map { .environment($0) }
            }
        case "onAppear": kind = (performedFunction(of: element) ?? closureParameter(of: element, codeElement: element)).map { .onAppear($0) }
        case "onDisappear": kind = (performedFunction(of: element) ?? closureParameter(of: element, codeElement: element)).map { .onDisappear($0) }
        case "onChange":
            let of = expressionAttribute("of", of: element, required: true)
            var oldName = attribute("old", of: element).flatMap { checkedName($0) }
            var newName = attribute("new", of: element).flatMap { checkedName($0) }
            let action: [Statement]?
            if let (names, statements) = onChangeActionNamingItsValues(element) {
                // `action="oldPhase, newPhase in ..."`, as Swift's closure names them.
                if let written = attribute("old", of: element) ?? attribute("new", of: element) {
                    structural("the action names the values already; remove `\(attribute("old", of: element) != nil ? "old" : "new")`", at: self.location(of: written), element: element)
                }
                if names.count == 2 { oldName = names[0] }
                newName = names.last
                action = statements
            } else {
                action = closureParameter(of: element, codeElement: element)
            }
            if let of, let action {
                kind = .onChange(of: of, oldName: oldName, newName: newName, initial: expressionAttribute("initial", of: element), action: action)
            } else {
                kind = nil
            }
        default: kind = nil
        }
        let name = name(of: element)
        let allowance = name == "environmentObject" || name == "environment" || name == "id" ? allowance(of: element) : nil
        return kind.map { Modifier($0, at: location, allowance: allowance) }
    }

    /// `<onAppear perform="reload"/>`: Swift's `onAppear(perform: reload)`, a function passed by
    /// its name, which the action calls. `nil` without `perform`.
    private mutating func performedFunction(of element: ScannedElement) -> [Statement]? {
        guard rawAttribute("perform", of: element) != nil, let function = expressionAttribute("perform", of: element, required: true) else { return nil }
        switch function.kind {
        case .identifier, .member:
            let call = Expr(.call(callee: function, arguments: []), at: function.location)
            return [Statement(.expression(call), at: function.location)]
        default:
            structural("`perform` takes the name of a function to call, `perform=\"reload\"`; write code in `action`", at: function.location, element: element)
            return []
        }
    }

    /// `action="oldValue, newValue in ..."` (or one name, the new value, as SwiftUI's older
    /// `onChange(of:perform:)` takes): the names and the statements after `in`, parsed where they
    /// are written. `nil` when the action does not start so.
    private mutating func onChangeActionNamingItsValues(_ element: ScannedElement) -> ([Identifier], [Statement]?)? {
        let written: DecodedText
        if let value = attribute("action", of: element) {
            written = value.decoded
        } else if hasCode(element), let code = codeOnly(of: element) {
            // `<onChange of="x">oldValue, newValue in …</onChange>`, the closure written as code.
            written = code
        } else {
            return nil
        }
        var decoded = written
        let bytes = decoded.bytes
        var index = 0
        var names: [(String, Int)] = []
        func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (!first && byte >= 0x30 && byte <= 0x39)
        }
        func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 } }
        while names.count < 2 {
            skipSpaces()
            let start = index
            while index < bytes.count, isNameByte(bytes[index], first: index == start) { index += 1 }
            guard index > start else { return nil }
            names.append((String(decoding: bytes[start..<index], as: UTF8.self), start))
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
            index += 1
        }
        guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "i"), bytes[index + 1] == UInt8(ascii: "n"),
              index + 2 == bytes.count || bytes[index + 2] == 0x20 || bytes[index + 2] == 0x0A,
              // `_` leaves a value unnamed, as in Swift's `{ _, newValue in … }`.
              names.allSatisfy({ $0.0 != "in" && ($0.0 == "_" || SwiftKeywords.isValidIdentifier($0.0)) }) else { return nil }
        // The names and `in` become spaces: the statements keep their columns.
        for offset in 0..<(index + 2) { decoded.bytes[offset] = 0x20 }
        let identifiers = names.map { Identifier($0.0, at: locator.location(at: written.rawOffset(of: $0.1))) }
        var source = ExpressionSource(decoded: decoded, fileLocator: locator)
        let statements = ExpressionParser.parseStatements(in: &source, diagnostics: &diagnostics)
        locator = source.locator
        return (identifiers, statements)
    }

    /// `<slot/>` or `<slot name="header"/>` in a body. Modifiers inside apply to the content
    /// the call site passes, as Swift's `content.padding()`: the slot is placed in a `Group`,
    /// which adds no view of its own and passes its modifiers to the content's views.
    /// `<content/>` where `content` is the view's `<let viewBuilder="true">`: Swift's `content`
    /// placed in a body. Without attributes and views, so that `<content item="x">…</content>`
    /// still fills a called view's slot of that name.
    private func placesViewBuilder(_ element: ScannedElement, named name: String) -> Bool {
        guard !viewBuilderSlots.isEmpty, viewBuilderSlots.contains(name),
              scan.tags[element.tagIndex].attributeRange.isEmpty else { return false }
        return !tree.children(of: element).contains { child in
            guard case .element(let inner) = child else { return false }
            let innerName = self.name(of: inner)
            return innerName.startsUppercase || ["if", "else", "switch", "slot", "ForEach"].contains(innerName)
        }
    }

    /// `<slot name>`, or the view builder `named` placed by its name.
    private mutating func slotPlacement(_ element: ScannedElement, named placedName: String? = nil) -> ViewNode {
        accounting?.built(element.tagIndex)
        let name = placedName.map { Identifier($0, at: start(of: element)) } ?? attribute("name", of: element).flatMap { checkedName($0) }
        let location = start(of: element)
        var modifiers: [Modifier] = []
        for child in tree.children(of: element) {
            switch child {
            case .element(let inner):
                let innerName = self.name(of: inner)
                guard !innerName.startsUppercase, !["if", "else", "switch", "slot"].contains(innerName) else {
                    structural("`slot` holds no views; the call site passes them, and modifiers inside apply to them", at: start(of: inner), element: inner)
                    drop(inner)
                    continue
                }
                if let modifier = modifierElement(inner) { modifiers.append(modifier) }
            case .text(let start, let end), .cdata(let start, let end):
                rejectText(start, end, in: element)
            case .comment:
                break
            }
        }
        let placement = ViewNode.slot(SlotPlacement(name: name, location: location))
        guard !modifiers.isEmpty else { return placement }
        var group = ElementNode(name: Identifier("Group", at: location))
        group.children = [placement]
        group.modifiers = modifiers
        return .element(group)
    }

    /// Modifiers of the prelude whose element content is their `action` parameter's code.
    static let modifiersTakingCode: Set<String> = ["task", "refreshable", "onSubmit"]

    /// A lowercase child that is not one of the language's own modifiers: a modifier declared in
    /// Swift, or the content of a named slot. Semantic analysis tells which.
    /// One modifier element: a language modifier, built and accounted for (`nil`, and dropped, when
    /// it is malformed), or a call of a declared one.
    private mutating func modifierElement(_ element: ScannedElement, isSlotElement: Bool = false) -> Modifier? {
        guard Self.modifierNameSet.contains(name(of: element)) else { return modifierCall(element, isSlotElement: isSlotElement) }
        guard let modifier = modifier(element) else {
            drop(element)
            return nil
        }
        accounting?.built(element.tagIndex)
        return modifier
    }

    private mutating func modifierCall(_ element: ScannedElement, isSlotElement: Bool = false) -> Modifier {
        let location = start(of: element)
        accounting?.built(element.tagIndex)
        let name = Identifier(name(of: element), at: location)
        SwiftIdentifier.reportUnlessNFC(name.name, at: location.advanced(byColumns: 1), diagnostics: &diagnostics)
        var arguments: [Argument] = []
        let tag = scan.tags[element.tagIndex]
        arguments.reserveCapacity(tag.attributeRange.count)
        for (attributeIndex, attribute) in zip(tag.attributeRange, scan.attributes(of: tag)) {
            accounting?.read(attribute: attributeIndex)
            let label = String(decoding: file[attribute.nameStart..<attribute.nameEnd], as: UTF8.self)
            let labelIdentifier = Identifier(label, at: locator.location(at: attribute.nameStart))
            SwiftIdentifier.reportUnlessNFC(label, at: labelIdentifier.location, diagnostics: &diagnostics)
            arguments.append(sourceArgument(attribute, label: labelIdentifier))
        }
        // `<task id="x">statements</task>`: code content is the action, as for `onAppear`.
        if hasCode(element), Self.modifiersTakingCode.contains(name.name) {
            let statements = closureParameter(of: element, codeElement: element)
            arguments.removeAll { $0.label.name == "action" }
            arguments.append(Argument(label: Identifier("action", at: location), value: .action(statements ?? []), valueLocation: location))
            return Modifier(.call(ModifierCall(name: name, arguments: arguments, content: [])), at: location)
        }
        // A modifier's lowercase children fill its named slots; theirs are out of place.
        let outerScope = pushItemName(of: element, ownNameToo: true)
        // A slot's modifiers after its one view modify that view, as an `if` branch's do.
        let built = viewContent(element, allowsModifiers: !isSlotElement, rejectsText: false, slotElements: true, modifiesSoleView: isSlotElement)
        restorePlaceableNames(to: outerScope)
        let content = built.views
        let slotFills = built.modifiers
        var textLocation: SourceLocation?
        for child in tree.children(of: element) {
            guard textLocation == nil else { break }
            switch child {
            case .text(let start, let end), .cdata(let start, let end):
                // `<tabItem>{screen.label}</tabItem>`: a hole alone is a view of the content.
                if case .text = child, placedHolePaths(start, end) != nil { continue }
                if let offset = file[start..<end].firstIndex(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) {
                    textLocation = locator.location(at: offset)
                }
            case .element, .comment:
                break
            }
        }
        // A view's slot holding one view and modifiers after it: the analysis gives the view those modifiers.
        if !slotFills.isEmpty, content.count == 1, case .element = content[0] { viewMayPlaceModifiers = true }
        var call = ModifierCall(name: name, arguments: arguments, content: content, textLocation: textLocation, slotFills: slotFills)
        // Code with attributes beside it is a declared modifier's trailing closure
        // (`<onTapGesture count="2">taps += 1</onTapGesture>`); alone, it may also be an input element.
        if textLocation != nil, content.isEmpty, slotFills.isEmpty { call.code = codeText(of: element) }
        return Modifier(.call(call), at: location)
    }

    /// The text and CDATA of an element that holds no element, decoded as its code is read.
    private func codeOnly(of element: ScannedElement) -> DecodedText? {
        var parts: [DecodedText] = []
        for child in tree.children(of: element) {
            switch child {
            case .text(let start, let end): parts.append(DecodedText(file, from: start, to: end, normalization: .text))
            case .cdata(let start, let end): parts.append(DecodedText(file, from: start, to: end, normalization: .cdata))
            case .comment(let start, _): parts.append(DecodedText(spaceAt: start))
            case .element: return nil
            }
        }
        return DecodedText(concatenating: parts)
    }

    /// The text and CDATA of an element that holds nothing else, as an attribute's value would
    /// be: what semantic analysis passes as the input of that name when the call has one.
    private mutating func codeText(of element: ScannedElement) -> AttributeText? {
        var parts: [DecodedText] = []
        for child in tree.children(of: element) {
            switch child {
            case .text(let start, let end): parts.append(DecodedText(file, from: start, to: end, normalization: .text))
            case .cdata(let start, let end): parts.append(DecodedText(file, from: start, to: end, normalization: .cdata))
            case .comment(let start, _): parts.append(DecodedText(spaceAt: start))
            case .element: return nil
            }
        }
        let decoded = DecodedText(concatenating: parts)
        // Layout around the code is no part of it: the value starts at its first character.
        let isLayout: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = decoded.bytes.firstIndex(where: { !isLayout($0) }),
              let last = decoded.bytes.lastIndex(where: { !isLayout($0) }) else { return nil }
        var locations: [SourceLocation] = []
        locations.reserveCapacity(last - first + 2)
        for offset in first...(last + 1) { locations.append(locator.location(at: decoded.rawOffset(of: offset))) }
        return AttributeText(text: String(decoding: decoded.bytes[first...last], as: UTF8.self), location: locations[0], decodedLocations: locations)
    }

    /// `Text` content: literal text with `{expr}` holes. Whitespace runs that contain a
    /// line break are layout, not content: they vanish at either end and become one
    /// space elsewhere, so a `Text` may be written over several lines.
    private mutating func textContent(_ element: ScannedElement) -> InterpolatedString {
        let tag = scan.tags[element.tagIndex]
        var segments: [InterpolatedString.Segment] = []
        for child in tree.children(of: element) {
            switch child {
            case .text(let start, let end):
                let decoded = DecodedText(file, from: start, to: end, normalization: .text)
                var source = ExpressionSource(decoded: decoded, fileLocator: locator)
                let run = ExpressionParser.parseInterpolated(in: &source, diagnostics: &diagnostics)
                locator = source.locator
                segments += run?.segments ?? []
            case .cdata(let start, let end):
                segments.append(.literal(String(decoding: file[start..<end], as: UTF8.self)))
            case .element, .comment:
                continue
            }
        }
        // Modifiers and comments between runs are not text: the runs around them are one text, so
        // the layout whitespace before a trailing `<bold/>` is at the text's end.
        var joined: [InterpolatedString.Segment] = []
        for segment in segments {
            if case .literal(let text) = segment, case .literal(let previous)? = joined.last {
                joined[joined.count - 1] = .literal(previous + text)
            } else {
                joined.append(segment)
            }
        }
        return InterpolatedString(segments: Self.collapsingLayoutWhitespace(joined), location: locator.location(at: tag.end))
    }

    static func collapsingLayoutWhitespace(_ segments: [InterpolatedString.Segment]) -> [InterpolatedString.Segment] {
        var result: [InterpolatedString.Segment] = []
        for (index, segment) in segments.enumerated() {
            guard case .literal(let text) = segment else {
                result.append(segment)
                continue
            }
            // Without a line break there is no layout whitespace: the text stays as written.
            guard text.utf8.contains(0x0A) else {
                if text.isEmpty { continue }
                if case .literal(let previous)? = result.last {
                    result[result.count - 1] = .literal(previous + text)
                } else {
                    result.append(segment)
                }
                continue
            }
            var output: [UInt8] = []
            var run: [UInt8] = []
            var atStart = index == 0
            func flush(atEnd: Bool) {
                if run.contains(0x0A) {
                    if !atStart && !atEnd { output.append(0x20) }
                } else {
                    output += run
                }
                run.removeAll()
            }
            for byte in text.utf8 {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                    run.append(byte)
                } else {
                    flush(atEnd: false)
                    atStart = false
                    output.append(byte)
                }
            }
            flush(atEnd: index == segments.count - 1)
            if !output.isEmpty {
                if case .literal(let previous)? = result.last {
                    result[result.count - 1] = .literal(previous + String(decoding: output, as: UTF8.self))
                } else {
                    result.append(.literal(String(decoding: output, as: UTF8.self)))
                }
            }
        }
        return result
    }

    /// An expression attribute written as one hole, `items="{model.names}"`, as a call site's
    /// attributes may be: the hole is its expression, so its braces become spaces and every
    /// column stays where it is written. Holes among other text (`"{a} and {b}"`) are TRL020.
    private static func startsWithBrace(_ value: AttributeValue) -> Bool {
        value.decoded.bytes.first { $0 != 0x20 } == UInt8(ascii: "{")
    }

    private mutating func unbracedExpression(_ value: AttributeValue, named name: AttributeName) -> DecodedText? {
        let bytes = value.decoded.bytes
        var first = 0
        var last = bytes.count - 1
        while first < bytes.count, bytes[first] == 0x20 { first += 1 }
        while last > first, bytes[last] == 0x20 { last -= 1 }
        guard first < last, bytes[first] == UInt8(ascii: "{"), bytes[last] == UInt8(ascii: "}") else { return value.decoded }
        // The `}` that closes the first `{`, outside string literals.
        var depth = 0
        var index = first
        var inString = false
        var closing: Int?
        while index <= last, closing == nil {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { closing = index }
            }
            index += 1
        }
        guard closing == last else {
            diagnostics.emit(Catalog.expressionSyntax("`\(name)` is an expression; write it without `{` `}`"), at: location(of: value).advanced(byColumns: value.leadingSpaces))
            return nil
        }
        var decoded = value.decoded
        decoded.bytes[first] = 0x20
        decoded.bytes[last] = 0x20
        return decoded
    }

    // MARK: Attributes

    /// The name of an attribute the builder asks for, always a literal, with its bit in a tag's
    /// `attributeNameBits` worked out where it is written: asking for an absent attribute is then
    /// one test, however many calls pass the name on.
    struct AttributeName: ExpressibleByStringLiteral, CustomStringConvertible {
        let text: StaticString
        let bit: UInt32

        @inline(__always)
        init(stringLiteral text: StaticString) {
            self.text = text
            bit = text.withUTF8Buffer { MarkupScan.StartTag.nameBit($0) }
        }

        var description: String { text.description }
    }

    struct AttributeValue {
        var decoded: DecodedText
        /// Where the value starts in the file; `location(of:)` locates it only when asked, as
        /// most values are read without ever being reported.
        let valueStart: Int
        var text: String { String(decoding: decoded.bytes, as: UTF8.self) }

        /// The text without surrounding spaces (U+0020 only), decoded from the bytes once.
        var trimmedText: String {
            let bytes = decoded.bytes
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// The spaces before the text, each one column.
        var leadingSpaces: Int {
            decoded.bytes.prefix { $0 == 0x20 }.count
        }
    }

    private func name(of element: ScannedElement) -> String {
        tagNames[element.tagIndex]
    }

    private mutating func start(of element: ScannedElement) -> SourceLocation {
        locator.location(at: scan.tags[element.tagIndex].start)
    }

    /// Whether `element` may have the attribute: false, by a test of its tag's
    /// `attributeNameBits`, for most names asked for, which are absent.
    @inline(__always)
    private func mayHaveAttribute(_ name: AttributeName, of element: ScannedElement) -> Bool {
        scan.tags[element.tagIndex].mayHaveAttribute(nameBit: name.bit)
    }

    /// The attribute called `name` and its index in `scan.attributes`; an absent one costs the
    /// test of `mayHaveAttribute` where it is asked.
    @inline(__always)
    private func rawAttribute(_ name: AttributeName, of element: ScannedElement) -> (index: Int, attribute: MarkupScan.Attribute)? {
        mayHaveAttribute(name, of: element) ? findAttribute(name, of: element) : nil
    }

    /// The attribute compared byte for byte, without making a `String` of each name.
    @inline(never)
    private func findAttribute(_ name: AttributeName, of element: ScannedElement) -> (index: Int, attribute: MarkupScan.Attribute)? {
        let range = scan.tags[element.tagIndex].attributeRange
        return name.text.withUTF8Buffer { wanted in
            file.withUnsafeBufferPointer { bytes in
                candidates: for index in range {
                    let attribute = scan.attributes[index]
                    guard attribute.nameEnd - attribute.nameStart == wanted.count else { continue }
                    for offset in 0..<wanted.count where bytes[attribute.nameStart + offset] != wanted[offset] { continue candidates }
                    return (index, attribute)
                }
                return nil
            }
        }
    }

    @inline(__always)
    private mutating func attribute(_ name: AttributeName, of element: ScannedElement) -> AttributeValue? {
        mayHaveAttribute(name, of: element) ? decodedAttribute(name, of: element) : nil
    }

    @inline(never)
    private mutating func decodedAttribute(_ name: AttributeName, of element: ScannedElement) -> AttributeValue? {
        guard let (index, raw) = findAttribute(name, of: element) else { return nil }
        accounting?.read(attribute: index)
        let decoded = DecodedText(file, from: raw.valueStart, to: raw.valueEnd, normalization: .attribute)
        return AttributeValue(decoded: decoded, valueStart: raw.valueStart)
    }

    /// Where an attribute's value starts (after the quote).
    private mutating func location(of value: AttributeValue) -> SourceLocation {
        locator.location(at: value.valueStart)
    }

    /// Whether `element` has the attribute, without reading it: for a choice between spellings,
    /// where the one chosen is read next.
    private func hasAttribute(_ name: AttributeName, of element: ScannedElement) -> Bool {
        rawAttribute(name, of: element) != nil
    }

    /// Reads an attribute whose presence is all that is used (accounted for, not decoded).
    private mutating func readPresence(_ name: AttributeName, of element: ScannedElement) -> Bool {
        guard let (index, _) = rawAttribute(name, of: element) else { return false }
        accounting?.read(attribute: index)
        return true
    }

    private mutating func requiredAttribute(_ name: AttributeName, of element: ScannedElement) -> AttributeValue? {
        guard let value = attribute(name, of: element) else {
            structural("attribute `\(name)` is required on `\(self.name(of: element))`", at: start(of: element), element: element)
            return nil
        }
        return value
    }

    /// The `name` attribute of a declaration, checked to be a usable Swift name.
    private mutating func declarationName(_ element: ScannedElement) -> Identifier? {
        requiredAttribute("name", of: element).flatMap { checkedName($0) }
    }

    /// The name of a member of a type written in Swift, which Swift may have escaped with
    /// backticks: `static let `default``, declared `name="`default`"`, is read `.default`.
    private mutating func externalMemberName(_ element: ScannedElement) -> Identifier? {
        guard let value = requiredAttribute("name", of: element) else { return nil }
        let text = value.trimmedText
        if text.count > 2, text.hasPrefix("`"), text.hasSuffix("`"), SwiftKeywords.isKeyword(String(text.dropFirst().dropLast())) {
            let location = self.location(of: value).advanced(byColumns: value.leadingSpaces + 1)
            return Identifier(String(text.dropFirst().dropLast()), at: location)
        }
        return checkedName(value)
    }

    /// A case's name, or a static member's, which may be a keyword, as Swift's `` case `public` ``
    /// is and `.public` reads it: written `name="public"` or with Swift's backticks, and generated
    /// in backticks. `self`,
    /// `Self` and `init` mean something else after a dot, so they stay TRL104.
    private mutating func enumCaseName(_ element: ScannedElement) -> Identifier? {
        guard let value = requiredAttribute("name", of: element) else { return nil }
        let text = value.trimmedText
        let isEscaped = text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`")
        let bare = isEscaped ? String(text.dropFirst().dropLast()) : text
        guard SwiftKeywords.isKeyword(bare), !["self", "Self", "init"].contains(bare) else { return checkedName(value) }
        let location = self.location(of: value).advanced(byColumns: value.leadingSpaces + (isEscaped ? 1 : 0))
        return Identifier(bare, at: location)
    }

    /// Reports keywords (TRL104) and non-identifiers (TRL106); the name is kept either
    /// way so later phases still know the declaration exists.
    private mutating func checkedName(_ value: AttributeValue) -> Identifier? {
        let text = value.trimmedText
        let location = self.location(of: value).advanced(byColumns: value.leadingSpaces)
        if SwiftKeywords.isKeyword(text) {
            diagnostics.emit(Catalog.keywordAsName(text), at: location)
        } else if !SwiftIdentifier.isWellFormed(text) {
            diagnostics.emit(Catalog.invalidName(text), at: location)
        } else {
            SwiftIdentifier.reportUnlessNFC(text, at: location, diagnostics: &diagnostics)
        }
        return Identifier(text, at: location)
    }

    /// An argument label: an identifier, which may be a keyword.
    private mutating func argumentLabel(_ value: AttributeValue) -> Identifier? {
        let text = value.trimmedText
        let location = self.location(of: value).advanced(byColumns: value.leadingSpaces)
        guard SwiftIdentifier.isWellFormed(text) || SwiftKeywords.isKeyword(text) else {
            diagnostics.emit(Catalog.invalidName(text), at: location)
            return Identifier(text, at: location)
        }
        SwiftIdentifier.reportUnlessNFC(text, at: location, diagnostics: &diagnostics)
        return Identifier(text, at: location)
    }

    /// Names separated by spaces or commas, as in `hostProvides="SessionManager Router"` and
    /// `protocols="Hashable, Identifiable"`.
    private mutating func names(in value: AttributeValue) -> [Identifier] {
        var result: [Identifier] = []
        var index = 0
        let bytes = value.decoded.bytes
        // Separated by spaces, or by commas as Swift lists protocols and generic parameters.
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2C }
        while index < bytes.count {
            while index < bytes.count, isSeparator(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
            guard index > start else { continue }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            let location = locator.location(at: value.decoded.rawOffset(of: start))
            if !SwiftKeywords.isValidIdentifier(text) {
                diagnostics.emit(SwiftKeywords.isKeyword(text) ? Catalog.keywordAsName(text) : Catalog.invalidName(text), at: location)
            } else {
                SwiftIdentifier.reportUnlessNFC(text, at: location, diagnostics: &diagnostics)
            }
            result.append(Identifier(text, at: location))
        }
        return result
    }

    @inline(__always)
    private mutating func boolean(_ name: AttributeName, of element: ScannedElement) -> Bool? {
        mayHaveAttribute(name, of: element) ? writtenBoolean(name, of: element) : nil
    }

    @inline(never)
    private mutating func writtenBoolean(_ name: AttributeName, of element: ScannedElement) -> Bool? {
        guard let value = decodedAttribute(name, of: element) else { return nil }
        switch value.trimmedText {
        case "true", "1": return true
        case "false", "0": return false
        case let other:
            structural("`\(other)` is not a valid value for attribute `\(name)` of `\(self.name(of: element))`; expected `true` or `false`", at: location(of: value), element: element)
            return nil
        }
    }

    @inline(__always)
    private mutating func typeAttribute(_ name: AttributeName, of element: ScannedElement, required: Bool = true) -> TypeSyntax? {
        required || mayHaveAttribute(name, of: element) ? writtenType(name, of: element, required: required) : nil
    }

    @inline(never)
    private mutating func writtenType(_ name: AttributeName, of element: ScannedElement, required: Bool) -> TypeSyntax? {
        guard let value = required ? requiredAttribute(name, of: element) : attribute(name, of: element) else { return nil }
        return type(in: value)
    }

    /// The type Swift infers for a `let` of a generated type written without one, as
    /// `static let dove = Self(rawValue: "Bird 2")` is: a literal's type, or the type an
    /// initializer call names (`Self` is `typeName`). Any other value needs its `type`.
    private mutating func inferredType(of initial: Expr?, in typeName: String, on element: ScannedElement) -> TypeSyntax? {
        guard let initial, let type = Self.literalType(of: initial, in: typeName) else {
            let hint = initial == nil ? "" : "; Swift's inferred type is read from a literal or an initializer call (`Self(rawValue: …)`) only"
            structural("attribute `type` is required on `\(name(of: element))`\(hint)", at: start(of: element), element: element)
            return nil
        }
        return type
    }

    /// A literal's type, or the type an initializer call names (`Self` is `typeName`), read
    /// without the declarations; `nil` for any other value.
    private static func literalType(of initial: Expr, in typeName: String) -> TypeSyntax? {
        func named(_ name: String) -> TypeReference { .named(name, genericArguments: []) }
        var reference: TypeReference?
        switch initial.kind {
        case .stringLiteral: reference = named("String")
        case .integerLiteral: reference = named("Int")
        case .floatLiteral: reference = named("Double")
        case .booleanLiteral: reference = named("Bool")
        case .call(let callee, _):
            if case .identifier(let callee) = callee.kind, let first = callee.first, first.isUppercase {
                reference = named(callee == "Self" ? typeName : callee)
            }
        default: break
        }
        return reference.map { TypeSyntax($0, at: initial.location) }
    }

    /// The type written in an attribute already read.
    private mutating func type(in value: AttributeValue) -> TypeSyntax? {
        var source = ExpressionSource(decoded: value.decoded, fileLocator: locator)
        let type: TypeSyntax?
        if let plain = ExpressionParser.plainTypeName(in: source) {
            type = plain
        } else {
            type = parsedType(in: &source)
            locator = source.locator
        }
        if let type, Self.containsSelf(value.decoded.bytes), type.reference.namedTypes.contains("Self") { mentionsSelfType = true }
        return type
    }

    /// A type beyond one name, parsed once per text. Only a type read without a diagnostic and
    /// placed at its text's first byte is kept: the same text is then the same type, there.
    private mutating func parsedType(in source: inout ExpressionSource) -> TypeSyntax? {
        let text = String(decoding: source.bytes, as: UTF8.self)
        if let known = gathered.typesByText[text] { return TypeSyntax(known, at: source.location(at: 0)) }
        var found = DiagnosticCollector()
        let type = ExpressionParser.parseType(in: &source, diagnostics: &found, shortcuts: false)
        if !found.diagnostics.isEmpty {
            diagnostics.merge(found)
        } else if let type, type.location == source.location(at: 0) {
            gathered.typesByText[text] = type.reference
        }
        return type
    }

    /// Whether the text holds `Self` anywhere: most types do not, and are not walked for it.
    private static func containsSelf(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0...(bytes.count - 4) where bytes[index] == UInt8(ascii: "S") {
            if bytes[index + 1] == UInt8(ascii: "e"), bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "f") { return true }
        }
        return false
    }

    /// An expression attribute (no braces), such as `initial`, `condition` or `items`.
    @inline(__always)
    private mutating func expressionAttribute(_ name: AttributeName, of element: ScannedElement, required: Bool = false) -> Expr? {
        required || mayHaveAttribute(name, of: element) ? writtenExpression(name, of: element, required: required) : nil
    }

    @inline(never)
    private mutating func writtenExpression(_ name: AttributeName, of element: ScannedElement, required: Bool) -> Expr? {
        guard let value = required ? requiredAttribute(name, of: element) : attribute(name, of: element) else { return nil }
        // Braces around the whole value are a closure when the declared type is a function's, as
        // in `var transform: (Int) -> Int = { $0 + 1 }`; otherwise a hole, read as its expression.
        // The declared type is looked up only for a value in braces: most values have none.
        let isClosure = Self.startsWithBrace(value) && (attribute("type", of: element)?.trimmedText.contains("->") ?? false)
        guard let decoded = isClosure ? value.decoded : unbracedExpression(value, named: name) else { return nil }
        var source = ExpressionSource(decoded: decoded, fileLocator: locator)
        let expr = ExpressionParser.parseExpression(in: &source, diagnostics: &diagnostics)
        locator = source.locator
        return expr
    }

    /// A closure-typed parameter given as an attribute or as code content: the `action`
    /// attribute of `element`, or the text and CDATA of `codeElement` (the element itself for
    /// `<onAppear>…</onAppear>`, a child `<action>` for `Button`). Both at once is TRL164.
    /// Content is parsed where it stands, so every position is its exact line and column.
    mutating func closureParameter(of element: ScannedElement, codeElement: ScannedElement?) -> [Statement]? {
        let name: AttributeName = "action"
        guard let codeElement, hasCode(codeElement) else { return statementsAttribute(name, of: element) }
        if let attributeValue = attribute(name, of: element) {
            diagnostics.emit(Catalog.actionGivenTwice(name.description), at: location(of: attributeValue))
            return nil
        }
        return codeContent(of: codeElement)
    }

    /// The child `<name>` of `element` that holds a closure parameter's code, as in
    /// `<Button title="Save"><action>…</action></Button>`.
    func codeChild(_ name: String, of element: ScannedElement) -> ScannedElement? {
        for case .element(let child) in tree.children(of: element) where self.name(of: child) == name { return child }
        return nil
    }

    /// The capitalized names called in `element`'s code, `Label(…)` or `Group {`, read without
    /// parsing it: the views code left unread may instantiate.
    private func calledTypeNames(in element: ScannedElement) -> Set<String> {
        var names: Set<String> = []
        for child in tree.children(of: element) {
            guard case .text(let start, let end) = child else {
                if case .cdata(let start, let end) = child { collect(start, end) }
                continue
            }
            collect(start, end)
        }
        func isNamePart(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        func collect(_ start: Int, _ end: Int) {
            var index = start
            while index < end {
                guard isNamePart(file[index]), index == start || !isNamePart(file[index - 1]) && file[index - 1] != 0x2E else {
                    index += 1
                    continue
                }
                var nameEnd = index
                while nameEnd < end, isNamePart(file[nameEnd]) { nameEnd += 1 }
                var next = nameEnd
                while next < end, file[next] == 0x20 { next += 1 }
                if file[index] >= 0x41, file[index] <= 0x5A, next < end, file[next] == 0x28 || file[next] == 0x7B {
                    names.insert(String(decoding: file[index..<nameEnd], as: UTF8.self))
                }
                index = nameEnd
            }
        }
        return names
    }

    /// Whether `element` holds text or CDATA other than whitespace.
    private func hasCode(_ element: ScannedElement) -> Bool {
        tree.children(of: element).contains { child in
            switch child {
            case .text(let start, let end), .cdata(let start, let end):
                file[start..<end].contains { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
            case .element, .comment: false
            }
        }
    }

    /// The statements of `element`'s text and CDATA runs, each parsed in place: in text,
    /// `&lt;` is `<`; in CDATA nothing needs escaping. Line breaks separate statements.
    private mutating func codeContent(of element: ScannedElement, skipping skipped: String? = nil) -> [Statement]? {
        var parts: [DecodedText] = []
        for child in tree.children(of: element) {
            switch child {
            case .text(let start, let end):
                parts.append(DecodedText(file, from: start, to: end, normalization: .text))
            case .cdata(let start, let end):
                parts.append(DecodedText(file, from: start, to: end, normalization: .cdata))
            case .comment(let start, _):
                // A comment is no code: it separates what is around it, like a space.
                parts.append(DecodedText(spaceAt: start))
            case .element(let child):
                if name(of: child) == skipped {
                    // Read by the caller; between code, it separates what is around it.
                    parts.append(DecodedText(spaceAt: scan.tags[child.tagIndex].start))
                    continue
                }
                if name(of: element) == "computed", SchemaMessages.propertyObservers.contains(name(of: child)) {
                    structural(SchemaMessages.observerBesideGetter(name(of: child)), at: start(of: child), element: child)
                } else {
                    structural("`\(name(of: element))` holds code; element `\(name(of: child))` is not allowed inside it", at: start(of: child), element: child)
                }
                drop(child)
            }
        }
        var source = ExpressionSource(decoded: DecodedText(concatenating: parts), fileLocator: locator)
        let statements = ExpressionParser.parseStatements(in: &source, diagnostics: &diagnostics)
        locator = source.locator
        return statements
    }

    /// An `action`; a missing one is an empty action.
    private mutating func statementsAttribute(_ name: AttributeName, of element: ScannedElement) -> [Statement]? {
        guard let value = attribute(name, of: element) else { return [] }
        var source = ExpressionSource(decoded: value.decoded, fileLocator: locator)
        let statements = ExpressionParser.parseStatements(in: &source, diagnostics: &diagnostics)
        locator = source.locator
        return statements
    }

    // MARK: Dropped content

    /// Records `element`, already reported, as body content left out of the tree, with the
    /// names and views it mentions.
    private mutating func drop(_ element: ScannedElement) {
        var dropped = DroppedContent(location: start(of: element))
        var stack = [element]
        while let current = stack.popLast() {
            accounting?.diagnosed(current.tagIndex)
            let elementName = name(of: current)
            if elementName.startsUppercase { dropped.elementNames.insert(elementName) }
            for attribute in scan.attributes(of: scan.tags[current.tagIndex]) {
                Self.collectWords(file[attribute.valueStart..<attribute.valueEnd], into: &dropped.mentionedNames)
            }
            for child in tree.children(of: current) {
                switch child {
                case .element(let inner): stack.append(inner)
                case .text(let start, let end), .cdata(let start, let end): Self.collectWords(file[start..<end], into: &dropped.mentionedNames)
                case .comment: break
                }
            }
        }
        droppedContent.append(dropped)
    }

    /// Every run of identifier characters that does not start with a digit.
    static func collectWords(_ bytes: ArraySlice<UInt8>, into words: inout Set<String>) {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard isWordByte(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.endIndex, isWordByte(bytes[index]) { index += 1 }
            if !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) {
                words.insert(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }
    }

    /// Adds to `accounting` every element and attribute that is neither in the tree nor inside
    /// an element a diagnostic is about.
    private mutating func account(_ root: ScannedElement, into accounting: SyntaxAccounting) {
        var stack = [root]
        while let element = stack.popLast() {
            let index = element.tagIndex
            if accounting.isDiagnosed(index) || schemaFlaggedTags.contains(index) { continue }
            let tag = scan.tags[index]
            guard accounting.isBuilt(index) else {
                accounting.add(SyntaxAccounting.Unaccounted(name: name(of: element), isAttribute: false, element: name(of: element), location: locator.location(at: tag.start)))
                continue
            }
            for attributeIndex in tag.attributeRange where !accounting.wasRead(attribute: attributeIndex) {
                let attribute = scan.attributes[attributeIndex]
                let attributeName = String(decoding: file[attribute.nameStart..<attribute.nameEnd], as: UTF8.self)
                // A namespace declaration is XML's own bookkeeping, not an input; an element it puts
                // in a namespace is reported as that element.
                if attributeName == "xmlns" || attributeName.hasPrefix("xmlns:") { continue }
                accounting.add(SyntaxAccounting.Unaccounted(name: attributeName, isAttribute: true, element: name(of: element), location: locator.location(at: attribute.nameStart)))
            }
            for case .element(let child) in tree.children(of: element) { stack.append(child) }
        }
    }

    // MARK: Helpers

    private mutating func rejectText(_ start: Int, _ end: Int, in element: ScannedElement) {
        guard let offset = file[start..<end].firstIndex(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else { return }
        structural("text is not allowed inside `\(name(of: element))`", at: locator.location(at: offset), element: element)
    }

    /// `as="quake"`, a template language's name for what `item` names, on a `ForEach` or a `List`
    /// of rows without `item`: read as `item`, as `data` is read as `items`.
    @inline(never)
    private mutating func itemWrittenAs(_ element: ScannedElement) -> AttributeValue? {
        attribute("as", of: element)
    }

    /// The label `as` is read as: `item`; beside an `item`, `as` itself. Out of `elementNode`,
    /// whose frame every level of nesting pays for (`mutating`, so that no copy of the builder is
    /// made there to call it).
    @inline(never)
    private mutating func itemLabel(writtenAsOn element: ScannedElement) -> String {
        hasAttribute("item", of: element) ? "as" : "item"
    }

    private mutating func structural(_ text: String, at location: SourceLocation, element: ScannedElement) {
        guard !schemaFlaggedTags.contains(element.tagIndex) else { return }
        diagnostics.emit(Catalog.schemaViolation(text), at: location)
    }

    /// Without surrounding spaces; bytes, not `Character`s, since only U+0020 is trimmed.
    private func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.first == 0x20 || utf8.last == 0x20 else { return text }
        let start = utf8.firstIndex { $0 != 0x20 } ?? utf8.endIndex
        let end = utf8[start...].lastIndex { $0 != 0x20 }.map { utf8.index(after: $0) } ?? start
        return String(text[start..<end])
    }


    /// `Text` takes text content. So, as far as syntax can tell, may any other view: whether
    /// its declaration accepts text is for semantic analysis to say.
    static func takesText(_ name: String) -> Bool {
        name != "ForEach" && name.startsUppercase
    }

    /// An `<if condition="os(macOS)">` of modifiers among a view's modifiers, Swift's postfix `#if`
    /// (`.frame(…)` where the condition holds), or the `<else>` of modifiers after one: its
    /// modifiers are appended, and `condition` is the `<if>`'s for an `<else>` to negate. Out of
    /// `viewContent`, whose frame each level of nesting costs.
    @inline(never)
    private mutating func readsConditionalModifiers(_ element: ScannedElement, isElse: Bool, slotElements: Bool, conditionAt depth: Int, into modifiers: inout [Modifier]) -> Bool {
        if isElse, modifierConditions[depth] == nil { return false }
        var condition = modifierConditions[depth]
        defer { modifierConditions[depth] = condition }
        guard holdsOnlyModifiers(element) else {
            guard isElse, condition != nil else { return false }
            structural("the `else` of an `<if>` of modifiers holds modifiers only; write views in an `<if>` of their own", at: start(of: element), element: element)
            drop(element)
            condition = nil
            return true
        }
        if isElse, let previous = condition {
            condition = nil
            accounting?.built(element.tagIndex)
            modifiers += conditionalModifiers(element, condition: "!(" + previous + ")", slotElements: slotElements)
            return true
        }
        guard !isElse, case .compilation(let written)? = compilationCondition("condition", of: element, reports: false) else { return false }
        accounting?.built(element.tagIndex)
        modifiers += conditionalModifiers(element, condition: written, slotElements: slotElements)
        condition = written
        return true
    }

    /// Whether `element` holds modifiers and nothing else: no views, control flow or text.
    private func holdsOnlyModifiers(_ element: ScannedElement) -> Bool {
        var sawModifier = false
        for child in tree.children(of: element) {
            switch child {
            case .element(let inner):
                let innerName = name(of: inner)
                if innerName.startsUppercase || ["if", "else", "switch", "let", "bindable", "slot", "ForEach"].contains(innerName)
                    || placeableNames.contains(innerName) || viewMemberNames.contains(innerName) || Self.isMemberPath(innerName) { return false }
                sawModifier = true
            case .text(let start, let end), .cdata(let start, let end):
                if file[start..<end].contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) { return false }
            case .comment:
                break
            }
        }
        return sawModifier
    }

    /// The modifiers inside an `<if>` (or `<else>`) of modifiers, each applied where `condition` holds.
    private mutating func conditionalModifiers(_ element: ScannedElement, condition: String, slotElements: Bool) -> [Modifier] {
        var modifiers: [Modifier] = []
        for case .element(let child) in tree.children(of: element) {
            guard var built = modifierElement(child, isSlotElement: slotElements) else { continue }
            built.compilationCondition = condition
            modifiers.append(built)
        }
        return modifiers
    }

    /// `screen.label`: a name and members, which an element places as a view (`<screen.label/>`).
    static func isMemberPath(_ text: String) -> Bool {
        // Most names hold no `.`: told without splitting them into `Character`s.
        guard text.utf8.contains(UInt8(ascii: ".")) else { return false }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count > 1 && !text.startsUppercase && parts.allSatisfy { SwiftKeywords.isValidIdentifier(String($0)) }
    }

    /// A text that is one hole alone, `{screen.label}` or `{image}`, among views: the value placed
    /// as a view, as Swift's builder places `screen.label`. The hole holds a member path, or a
    /// name a body may place (an item, a bound name, a `let`); any other text stays text. Holes
    /// on lines of their own are each placed, as Swift's builder places one statement a line.
    /// Appends the placed holes of a text among views, if it is made of them.
    @inline(never)
    private mutating func placesHole(_ start: Int, _ end: Int, in containerName: String, into views: inout [ViewNode]) -> Bool {
        guard containerName != "Text", let holes = placedHolePaths(start, end) else { return false }
        for (path, brace) in holes {
            let location = locator.location(at: brace)
            if viewMemberNames.contains(path), !placeableNames.contains(path) {
                // The view's own computed view, `{header}`: placed as `<header/>` is.
                views.append(.member(MemberViewUse(name: Identifier(path, at: location), arguments: [], location: location)))
            } else {
                views.append(.element(ElementNode(name: Identifier(path, at: location))))
            }
        }
        return true
    }

    /// The path of each placed hole of a text made of them, and the offset of its `{`: holes
    /// separated by line breaks, with only white space around them.
    private func placedHolePaths(_ start: Int, _ end: Int) -> [(String, Int)]? {
        // Most texts among views are layout alone: skipped over the bytes in place.
        let firstWritten = file.withUnsafeBufferPointer { bytes in
            var index = start
            while index < end, Self.isLayoutByte(bytes[index]) { index += 1 }
            return index
        }
        guard firstWritten < end else { return nil }
        var holes: [(String, Int)] = []
        var index = start
        var separated = true
        while true {
            while index < end, Self.isLayoutByte(file[index]) {
                if file[index] == 0x0A || file[index] == 0x0D { separated = true }
                index += 1
            }
            guard index < end else { break }
            guard separated, file[index] == UInt8(ascii: "{"),
                  let close = file[(index + 1)..<end].firstIndex(of: UInt8(ascii: "}")), close > index + 1 else { return nil }
            let path = String(decoding: file[(index + 1)..<close], as: UTF8.self)
            // A value in scope, a member's path, or the view's own computed view (`{header}`,
            // Swift's `header` among views).
            guard Self.isMemberPath(path) || ((placeableNames.contains(path) || viewMemberNames.contains(path)) && SwiftKeywords.isValidIdentifier(path)) else { return nil }
            holes.append((path, index))
            index = close + 1
            separated = false
        }
        return holes.isEmpty ? nil : holes
    }

    /// Space, tab, line feed or carriage return: XML's white space.
    @inline(__always)
    private static func isLayoutByte(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether each text of a view other than `Text` is a placed hole.
    private func holdsOnlyPlacedHoles(_ element: ScannedElement) -> Bool {
        tree.children(of: element).allSatisfy { child in
            switch child {
            case .text(let start, let end):
                !file[start..<end].contains { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) } || placedHolePaths(start, end) != nil
            case .cdata(let start, let end):
                !file[start..<end].contains { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
            case .element, .comment:
                true
            }
        }
    }

    private func hasText(_ element: ScannedElement) -> Bool {
        tree.children(of: element).contains { child in
            switch child {
            case .text(let start, let end), .cdata(let start, let end):
                file[start..<end].contains { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
            case .element, .comment:
                false
            }
        }
    }
}

/// What a builder gathers over its whole file, kept apart from the builder's own fields.
private final class FileWideFindings {
    /// See `SourceFileSyntax.namesInUnreadCode`.
    var namesInUnreadCode: Set<String> = []
    /// The `<computed>` values of `extension EnvironmentValues`, declared as `<environmentValue>`s are.
    var environmentValuesOfExtensions: [EnvironmentValueDecl] = []
    /// Types beyond one name (`() -> Void`, `Binding<Bool>`) read without a diagnostic, by their
    /// text: the same text is the same type, read again at its own place without parsing.
    var typesByText: [String: TypeReference] = [:]
}
