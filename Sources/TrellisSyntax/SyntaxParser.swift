import CLibXML2
import Dispatch
import Foundation
import TrellisDiagnostics

/// One input file's contents.
public struct SourceInput: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Bounds that keep hostile or accidental inputs from exhausting time or memory.
public struct FrontEndLimits: Sendable {
    /// Files larger than this are rejected before parsing (TRL005).
    public var maxFileBytes: Int
    /// Elements nested deeper than this are rejected (TRL004). Values above
    /// `nestingDepthCeiling` are lowered to it, because syntax trees are recursive values.
    public var maxNestingDepth: Int
    /// Attribute values longer than this are rejected (TRL013).
    public var maxAttributeBytes: Int
    /// Elements with more attributes than this are rejected (TRL014), before libxml2, whose
    /// duplicate-attribute check compares every pair of an element's attributes.
    public var maxAttributesPerElement: Int

    public static let nestingDepthCeiling = 1024
    /// Offsets into a file are stored in 32 bits to halve the scanner's memory, so no file may
    /// be larger than this, whatever `maxFileBytes` says.
    public static let fileSizeCeiling = Int(UInt32.max)

    public init(maxFileBytes: Int = 16 * 1024 * 1024, maxNestingDepth: Int = 256, maxAttributeBytes: Int = 1024 * 1024, maxAttributesPerElement: Int = 256) {
        self.maxFileBytes = maxFileBytes
        self.maxNestingDepth = maxNestingDepth
        self.maxAttributeBytes = maxAttributeBytes
        self.maxAttributesPerElement = maxAttributesPerElement
    }

    public static let `default` = FrontEndLimits()

    var effectiveNestingDepth: Int { max(1, min(maxNestingDepth, Self.nestingDepthCeiling)) }
    public var effectiveMaxFileBytes: Int { min(maxFileBytes, Self.fileSizeCeiling) }
}

public struct ParsedProgram: Sendable {
    public var files: [SourceFileSyntax]

    public init(files: [SourceFileSyntax]) {
        self.files = files
    }
}

/// The front end for one file: input checks, libxml2 well-formedness, schema
/// validation against the embedded `trellis.xsd`, then the syntax tree.
/// Holds no mutable state, so one parser may serve many threads at once.
public struct SyntaxParser: Sendable {
    public let limits: FrontEndLimits

    public init(limits: FrontEndLimits = .default) {
        self.limits = limits
    }

    /// Parses one file; never throws, never crashes; problems go to `diagnostics`.
    /// Returns `nil` when the file cannot be read as a Trellis document at all; after
    /// schema or expression errors it returns what could be built.
    /// With `validatesConcurrently`, libxml2 checks the file on another thread while the
    /// syntax tree is built, which helps when there are fewer files than cores.
    /// With `accounting`, the builder records what became of every element and attribute.
    /// `isTrusted` input ships inside the compiler and is validated by its tests, so the schema
    /// pass, which costs as much as building the tree, is skipped.
    public func parseFile(_ input: SourceInput, diagnostics: inout DiagnosticCollector, validatesConcurrently: Bool = false, accounting: SyntaxAccounting? = nil, isTrusted: Bool = false) -> SourceFileSyntax? {
        let bytes = input.bytes
        let fileStart = SourceLocation(file: input.path, line: 1, column: 1)
        guard bytes.count <= limits.effectiveMaxFileBytes else {
            diagnostics.emit(Catalog.fileTooLarge(size: bytes.count, limit: limits.effectiveMaxFileBytes), at: fileStart)
            return nil
        }
        guard !InputChecks.isBlank(bytes) else {
            diagnostics.emit(Catalog.emptyFile, at: fileStart)
            return nil
        }
        if let encoding = InputChecks.foreignByteOrderMark(bytes) {
            diagnostics.emit(Catalog.notUTF8(encoding: encoding), at: fileStart)
            return nil
        }
        guard !InputChecks.looksBinary(bytes) else {
            diagnostics.emit(Catalog.binaryFile, at: fileStart)
            return nil
        }
        var locator = SourceLocator(file: input.path, bytes: bytes)
        if let badByte = InputChecks.firstInvalidUTF8Offset(bytes) {
            diagnostics.emit(Catalog.invalidUTF8, at: locator.location(at: badByte))
            return nil
        }

        let depthLimit = limits.effectiveNestingDepth
        var scan = MarkupScanner(maxDepth: depthLimit, maxAttributeBytes: limits.maxAttributeBytes, maxAttributesPerElement: max(1, limits.maxAttributesPerElement)).scan(bytes)
        switch scan.stop {
        case .doctype(let offset):
            diagnostics.emit(Catalog.doctypeNotAllowed, at: locator.location(at: offset))
            return nil
        case .tooDeep(let tagStart):
            diagnostics.emit(Catalog.nestingTooDeep(limit: depthLimit), at: locator.location(at: tagStart))
            return nil
        case .oversizedAttribute(let nameStart, let size):
            diagnostics.emit(Catalog.attributeTooLarge(size: size, limit: limits.maxAttributeBytes), at: locator.location(at: nameStart))
            return nil
        case .tooManyAttributes(let nameStart):
            diagnostics.emit(Catalog.tooManyAttributes(limit: max(1, limits.maxAttributesPerElement)), at: locator.location(at: nameStart))
            return nil
        case nil:
            break
        }

        // The events are only needed to nest the elements; dropping them lowers the peak of a big file.
        let tree = ElementTree(scan: scan)
        scan.events = []

        // The scan has bounded the depth, so libxml2's own limit only needs lifting
        // when ours is higher; it then never fires before ours does.
        let allowDeepNesting = depthLimit > LibXML.builtInDepthLimit
        // Most files are valid: one streaming pass proves it without building libxml2's tree,
        // and the syntax tree stands. Otherwise the full pass below locates every problem.
        // Built concurrently, the syntax tree may come from a malformed document's scan (the
        // builder only reads within the bytes); it is then dropped.
        if validatesConcurrently && !isTrusted {
            let validity = ConcurrentValidity()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                validity.set(CompiledSchema.embedded.isWellFormedAndValid(bytes, allowDeepNesting: allowDeepNesting))
            }
            var builder = SyntaxBuilder(path: input.path, file: bytes, scan: scan, tree: tree, locator: locator, schemaFlaggedTags: [], accounting: accounting)
            let syntax = builder.build()
            group.wait()
            if validity.get() {
                diagnostics.merge(builder.diagnostics)
                return syntax
            }
        } else if isTrusted || CompiledSchema.embedded.isWellFormedAndValid(bytes, allowDeepNesting: allowDeepNesting) {
            var builder = SyntaxBuilder(path: input.path, file: bytes, scan: scan, tree: tree, locator: locator, schemaFlaggedTags: [], accounting: accounting)
            let syntax = builder.build()
            diagnostics.merge(builder.diagnostics)
            return syntax
        }
        let parseSink = LibXMLErrorSink()
        let document = LibXML.parse(bytes, allowDeepNesting: allowDeepNesting, sink: parseSink)
        var reportedParseError = false
        let hasLoneCarriageReturns = InputChecks.hasLoneCarriageReturn(bytes)
        for problem in parseSink.problems where !problem.isWarning {
            // Later errors of a malformed document are mostly consequences of the first.
            if document == nil && reportedParseError { break }
            var location = SourceLocation(file: input.path, line: max(1, problem.line), column: max(1, problem.column))
            // libxml2 counts lines at `\n` only: with lone `\r` line ends, its position is found
            // again by offset, on the line the user sees.
            if hasLoneCarriageReturns, let offset = InputChecks.offset(ofNewlineCountedLine: location.line, column: location.column, in: bytes) {
                location = locator.location(at: offset)
            }
            var message = problem.message
            if let (character, hint) = CodeInXMLHint.hint(for: message) {
                message += "; " + hint
                if let offset = InputChecks.offset(ofNewlineCountedLine: location.line, column: location.column, in: bytes),
                   let exact = CodeInXMLHint.offset(of: character, near: offset, in: bytes) {
                    location = locator.location(at: exact)
                }
            }
            diagnostics.emit(Catalog.malformedXML(message), at: location)
            reportedParseError = true
        }
        guard let document else {
            // No syntax tree: the file is accounted for by its diagnostic, whatever a concurrent build recorded.
            accounting?.begin(tagCount: 0, attributeCount: 0)
            if !reportedParseError {
                diagnostics.emit(Catalog.malformedXML("the document could not be parsed"), at: fileStart)
            }
            return nil
        }
        defer { xmlFreeDoc(document) }

        let schemaFlaggedTags = validate(document, scan: scan, file: bytes, locator: &locator, path: input.path, diagnostics: &diagnostics)
        // libxml2 stops validating an element's content at its first error, so the elements after
        // it go unchecked: whatever the builder then neither builds nor reports is reported here.
        let recorded = accounting ?? SyntaxAccounting()
        var builder = SyntaxBuilder(path: input.path, file: bytes, scan: scan, tree: tree, locator: locator, schemaFlaggedTags: schemaFlaggedTags, accounting: recorded)
        let syntax = builder.build()
        diagnostics.merge(builder.diagnostics)
        for item in recorded.takeUnaccounted() {
            var text = item.isAttribute
                ? "attribute `\(item.name)` is not allowed on `\(item.element)`" + (SchemaMessages.attributeHints[item.element]?[item.name] ?? "")
                : "element `\(item.name)` is not allowed here" + (SchemaMessages.elementHints[item.name] ?? "")
            // The name written comes last, before the suggestion, which the editor's fix replaces it with.
            if item.isAttribute, SchemaMessages.attributeHints[item.element]?[item.name] == nil,
               let meant = Suggestions.closest(to: item.name, among: SchemaMessages.namedAttributes(of: item.element)) {
                text = "`\(item.element)` takes no attribute `\(item.name)`; did you mean `\(meant)`"
            }
            diagnostics.emit(Catalog.schemaViolation(text), at: item.location)
        }
        return syntax
    }

    /// The names a file that does not parse declares at its top level (views, types, file-level
    /// constants and functions), read from the forgiving markup scan, which nests mismatched tags
    /// as best it can. Other files' uses of these names are then not reported unknown: the file's
    /// own parse error is the one to fix. Empty for a file that is not text at all.
    public func namesDeclared(inUnparsed input: SourceInput) -> Set<String> {
        let bytes = input.bytes
        guard bytes.count <= limits.effectiveMaxFileBytes, !InputChecks.isBlank(bytes),
              InputChecks.foreignByteOrderMark(bytes) == nil, !InputChecks.looksBinary(bytes),
              InputChecks.firstInvalidUTF8Offset(bytes) == nil else { return [] }
        let scan = MarkupScanner(maxDepth: limits.effectiveNestingDepth, maxAttributeBytes: limits.maxAttributeBytes, maxAttributesPerElement: max(1, limits.maxAttributesPerElement)).scan(bytes)
        guard scan.stop == nil else { return [] }
        let locator = SourceLocator(file: input.path, bytes: bytes)
        var builder = SyntaxBuilder(path: input.path, file: bytes, scan: scan, tree: ElementTree(scan: scan), locator: locator, schemaFlaggedTags: [], accounting: nil)
        return builder.build().topLevelNames
    }

    /// Parses every input; files that cannot be read at all are left out.
    public func parse(_ inputs: [SourceInput], diagnostics: inout DiagnosticCollector) -> ParsedProgram {
        var files: [SourceFileSyntax] = []
        for input in inputs {
            if let file = parseFile(input, diagnostics: &diagnostics) { files.append(file) }
        }
        return ParsedProgram(files: files)
    }

    /// Schema errors become TRL010 at the element or attribute they are about;
    /// returns the start tags they flagged, so the builder does not repeat them.
    private func validate(_ document: xmlDocPtr, scan: MarkupScan, file: [UInt8], locator: inout SourceLocator, path: String, diagnostics: inout DiagnosticCollector) -> Set<Int> {
        let schema = CompiledSchema.embedded
        guard schema.schema != nil else {
            let reason = schema.compileErrors.first ?? "unknown error"
            diagnostics.emit(Catalog.schemaViolation("the embedded schema failed to compile: \(reason)"), at: SourceLocation(file: path, line: 1, column: 1))
            return []
        }
        var flagged = Set<Int>()
        // `<program>` holding several declarations is a first guess at `<trellis>`: reported once,
        // and validated and read as `<trellis>`, so that what it declares is still declared.
        if let root = xmlDocGetRootElement(document), let rootTag = scan.tags.first,
           let meant = SchemaMessages.rootMeant[Self.name(of: rootTag, in: file)] {
            xmlNodeSetName(root, meant)
            flagged.insert(0)
            diagnostics.emit(Catalog.schemaViolation("element `\(Self.name(of: rootTag, in: file))` cannot be the root element; did you mean `\(meant)`"),
                             at: locator.location(at: rootTag.nameStart))
        }
        let sink = LibXMLErrorSink()
        schema.validate(document, sink: sink)
        let problems = sink.problems.filter { !$0.isWarning }
        guard !problems.isEmpty else { return flagged }

        let tagIndexByNode = Self.elementOrdinals(document)
        var emitted = Set<Diagnostic>()
        // One tag can have an error per attribute (100,000 unknown ones): index each tag's
        // attributes by name once, rather than search them once per error.
        var attributesByTag: [Int: [String: MarkupScan.Attribute]] = [:]
        func attribute(named name: String, of tagIndex: Int) -> MarkupScan.Attribute? {
            if let index = attributesByTag[tagIndex] { return index[name] }
            var index: [String: MarkupScan.Attribute] = [:]
            for attribute in scan.attributes(of: scan.tags[tagIndex]) {
                let key = String(decoding: file[attribute.nameStart..<attribute.nameEnd], as: UTF8.self)
                if index[key] == nil { index[key] = attribute }
            }
            attributesByTag[tagIndex] = index
            return index[name]
        }
        // Problems come in document order. Once this file has more errors than the diagnostics
        // limit, those of later elements all fall past it: they are only counted, once each,
        // without the message and location that a flood of them would spend most time on.
        // A misspelled attribute (`tpye`) and the required one it stands for (`type`) are one
        // mistake: reported once, at the misspelling, naming the attribute meant.
        func tagIndex(of problem: LibXMLProblem) -> Int? {
            problem.node.flatMap { node -> Int? in
                let elementNode = node.pointee.type == XML_ATTRIBUTE_NODE ? node.pointee.parent : node
                return elementNode.flatMap { tagIndexByNode[UnsafeMutableRawPointer($0)] }.flatMap { $0 < scan.tags.count ? $0 : nil }
            }
        }
        var missingByTag: [Int: [String]] = [:]
        for problem in problems where problem.message.contains("is required but missing") {
            guard let tag = tagIndex(of: problem), let missing = SchemaMessages.rephrase(problem.message).subject.missingAttribute else { continue }
            missingByTag[tag, default: []].append(missing)
        }
        func misspelled(_ missing: String, on tag: Int) -> Bool {
            scan.attributes(of: scan.tags[tag]).contains { attribute in
                let written = String(decoding: file[attribute.nameStart..<attribute.nameEnd], as: UTF8.self)
                return written != missing && Suggestions.closest(to: written, among: [missing]) == missing
            }
        }
        var lastEmittedTag = -1
        // The stored properties given an observer, by tag, with the observer's name.
        var observedProperties: [Int: String] = [:]
        for problem in problems where problem.message.contains("Element content is not allowed") {
            guard let tag = tagIndex(of: problem), tag + 1 < scan.tags.count else { continue }
            let observer = Self.name(of: scan.tags[tag + 1], in: file)
            if SchemaMessages.propertyObservers.contains(observer) { observedProperties[tag] = observer }
        }
        // `<computed name="total"><didSet>…`, or a second `didSet`: the observer is the problem, in Swift's words.
        var misplacedObservers: [Int: String] = [:]
        for problem in problems where problem.message.contains("This element is not expected") {
            guard let tag = tagIndex(of: problem), tag > 0 else { continue }
            let observer = Self.name(of: scan.tags[tag], in: file)
            guard SchemaMessages.propertyObservers.contains(observer) else { continue }
            let before = Self.name(of: scan.tags[tag - 1], in: file)
            if before == "computed" {
                misplacedObservers[tag] = SchemaMessages.observerBesideGetter(observer)
            } else if before == observer || (tag > 1 && SchemaMessages.propertyObservers.contains(before) && Self.name(of: scan.tags[tag - 2], in: file) == observer) {
                misplacedObservers[tag] = "variable already has a `\(observer)`"
            }
        }
        var counted = Set<CountedProblem>()
        let countedMessage = Catalog.schemaViolation("")
        for problem in problems {
            let problemTag = tagIndex(of: problem)
            if let limit = diagnostics.limit, emitted.count >= limit, let problemTag, problemTag > lastEmittedTag {
                flagged.insert(problemTag)
                if counted.insert(CountedProblem(tag: problemTag, message: problem.message)).inserted {
                    diagnostics.countOmitted(countedMessage.severity, code: countedMessage.code)
                }
                continue
            }
            let isEnumCase = problemTag.map { Self.name(of: scan.tags[$0], in: file) == "case" && attribute(named: "name", of: $0) != nil } ?? false
            var (text, subject) = SchemaMessages.rephrase(problem.message, isEnumCase: isEnumCase)
            // `<var name="filter"><didSet>…</didSet></var>`: one diagnostic naming the observer, not
            // one for its element and one for its code.
            if let problemTag, let observer = observedProperties[problemTag] {
                guard text.hasSuffix("must not contain elements") else { continue }
                text = SchemaMessages.observerNotAllowed(observer, on: Self.name(of: scan.tags[problemTag], in: file))
            }
            if let problemTag, let misplaced = misplacedObservers[problemTag] { text = misplaced }
            var location = SourceLocation(file: path, line: max(1, problem.line), column: 1)
            if problem.node != nil {
                if let tagIndex = problemTag {
                    // A SwiftUI developer's name for an attribute (`data` for `items`) is read as
                    // Trellis's, and accepted; beside Trellis's own it is reported, since one is ignored.
                    if let missing = subject.missingAttribute, let element = subject.element,
                       SchemaMessages.standIns(for: missing, on: element).contains(where: { attribute(named: $0, of: tagIndex) != nil }) {
                        continue
                    }
                    if let disallowed = subject.disallowedAttribute, let element = subject.element,
                       let meant = SchemaMessages.meant(disallowed, on: element, isEnumCase: isEnumCase) {
                        if attribute(named: meant, of: tagIndex) == nil { continue }
                        text = "`\(disallowed)` names what `\(meant)` names, so it is ignored; write one of them"
                    }
                    if let missing = subject.missingAttribute, missingByTag[tagIndex] != nil, misspelled(missing, on: tagIndex) { continue }
                    // `<case name="detail" values="Int"/>`: an enum case's associated values are its children.
                    let guessesAssociatedValues = isEnumCase && subject.disallowedAttribute.map(SchemaMessages.associatedValueGuesses.contains) == true
                    if guessesAssociatedValues, let disallowed = subject.disallowedAttribute {
                        text = "`case` takes no attribute `\(disallowed)`; write each associated value inside the case, `<value type=\"Int\"/>` (with a `label` where Swift has one)"
                    }
                    // The name written comes last, before the suggestion, which the editor's fix replaces it with.
                    if !guessesAssociatedValues, let disallowed = subject.disallowedAttribute, let element = subject.element, !text.contains("; did you mean"),
                       let meant = Suggestions.closest(to: disallowed, among: missingByTag[tagIndex] ?? SchemaMessages.namedAttributes(of: element).filter { attribute(named: $0, of: tagIndex) == nil }) {
                        text = "`\(element)` takes no attribute `\(disallowed)`; did you mean `\(meant)`"
                    }
                    lastEmittedTag = max(lastEmittedTag, tagIndex)
                    let tag = scan.tags[tagIndex]
                    flagged.insert(tagIndex)
                    // libxml2 blames the element even for attribute errors; the message names the attribute.
                    if let name = subject.attribute ?? subject.disallowedAttribute,
                       let written = attribute(named: name, of: tagIndex) {
                        // An attribute that should not be there is shown at its name; a bad value at the value.
                        location = locator.location(at: subject.attribute == nil ? written.nameStart : written.valueStart)
                    } else {
                        location = locator.location(at: tag.start)
                    }
                }
            }
            let diagnostic = Diagnostic(Catalog.schemaViolation(text), at: location)
            if emitted.insert(diagnostic).inserted { diagnostics.emit(diagnostic) }
        }
        return flagged
    }

    /// A schema problem past the diagnostics limit, as far as telling duplicates apart needs.
    private struct CountedProblem: Hashable {
        var tag: Int
        var message: String
    }

    private static func name(of tag: MarkupScan.StartTag, in file: [UInt8]) -> String {
        String(decoding: file[tag.nameStart..<tag.nameEnd], as: UTF8.self)
    }

    /// Every element node's position in document order, which is the order of the
    /// scanner's start tags (no DTD, so no entity can add elements).
    private static func elementOrdinals(_ document: xmlDocPtr) -> [UnsafeMutableRawPointer: Int] {
        var ordinals: [UnsafeMutableRawPointer: Int] = [:]
        var node = document.pointee.children
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                ordinals[UnsafeMutableRawPointer(current)] = ordinals.count
            }
            if let child = current.pointee.children, current.pointee.type == XML_ELEMENT_NODE {
                node = child
                continue
            }
            var climber: xmlNodePtr? = current
            node = nil
            while let step = climber {
                if let next = step.pointee.next { node = next; break }
                let parent = step.pointee.parent
                climber = parent.flatMap { UnsafeMutableRawPointer($0) == UnsafeMutableRawPointer(document) ? nil : $0 }
            }
        }
        return ordinals
    }
}

/// The streaming validation's answer, handed from the thread that computed it.
private final class ConcurrentValidity: @unchecked Sendable {
    private let lock = NSLock()
    private var isValid = false

    func set(_ value: Bool) { lock.withLock { isValid = value } }
    func get() -> Bool { lock.withLock { isValid } }
}
