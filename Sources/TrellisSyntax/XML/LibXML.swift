import CLibXML2

/// One problem reported by libxml2 (parser or schema validator).
struct LibXMLProblem {
    var message: String
    var line: Int
    var column: Int
    /// The tree node a schema error is about, if any.
    var node: xmlNodePtr?
    var isWarning: Bool
}

/// Receives libxml2's structured errors for one parse or one validation.
/// Reached through the parser context's `_private` (or the validation context's
/// user pointer), never through globals, so parses on different threads are independent.
final class LibXMLErrorSink {
    var problems: [LibXMLProblem] = []

    func record(_ error: xmlErrorPtr) {
        let raw = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        problems.append(LibXMLProblem(
            message: LibXML.cleanMessage(raw),
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            node: error.pointee.node?.assumingMemoryBound(to: xmlNode.self),
            isWarning: error.pointee.level == XML_ERR_WARNING
        ))
    }
}

enum LibXML {
    /// `xmlInitParser` once per process; Swift initializes globals exactly once, thread-safely.
    private static let initialization: Void = { xmlInitParser() }()

    static func ensureInitialized() { _ = initialization }

    /// libxml2's own depth limit without `XML_PARSE_HUGE`.
    static let builtInDepthLimit = 256

    /// libxml2's text, with a lowercase first letter, trimmed, final period removed.
    /// Works on bytes when the text is ASCII, as libxml2's is: a file with 100,000 schema
    /// errors cleans 100,000 messages.
    static func cleanMessage(_ raw: String) -> String {
        let utf8 = raw.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(utf8)[...]
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            while let last = bytes.last, isSpace(last) { bytes.removeLast() }
            while let first = bytes.first, isSpace(first) { bytes.removeFirst() }
            if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
            guard let first = bytes.first else { return "" }
            var cleaned = Array(bytes)
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { cleaned[0] = first + 0x20 }
            return String(decoding: cleaned, as: UTF8.self)
        }
        var text = Substring(raw)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        if text.hasSuffix(".") { text = text.dropLast() }
        guard let first = text.first else { return "" }
        return first.lowercased() + text.dropFirst()
    }

    /// Parser errors arrive with the parser context as `userData`; the sink lives in `_private`.
    private static let parserErrorHandler: xmlStructuredErrorFunc = { userData, error in
        guard let userData, let error else { return }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let sinkPointer = context.pointee._private else { return }
        Unmanaged<LibXMLErrorSink>.fromOpaque(sinkPointer).takeUnretainedValue().record(error)
    }

    /// Schema errors arrive with the pointer given to `xmlSchemaSetValidStructuredErrors`.
    static let directErrorHandler: xmlStructuredErrorFunc = { userData, error in
        guard let userData, let error else { return }
        Unmanaged<LibXMLErrorSink>.fromOpaque(userData).takeUnretainedValue().record(error)
    }

    /// Swallows errors during the streaming pass; the full pass reports them.
    private static let ignoreError: xmlStructuredErrorFunc = { _, _ in }

    /// Parses and validates `bytes` in one streaming pass that builds no tree, as
    /// `xmllint --sax --schema` does: a third cheaper than a tree plus its validation.
    /// Returns `true` only for a well-formed, valid document; for anything else the caller
    /// runs `parse` and `CompiledSchema.validate`, whose tree locates every problem exactly.
    static func isWellFormedAndValid(_ bytes: [UInt8], schema: xmlSchemaPtr, allowDeepNesting: Bool) -> Bool {
        ensureInitialized()
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { return false }
        var options = XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_IGNORE_ENC.rawValue
        if allowDeepNesting { options |= XML_PARSE_HUGE.rawValue }
        // The plug keeps the addresses of the context's `sax` and `userData` to restore them,
        // so they are passed as the fields' own addresses, never as temporaries.
        guard let saxOffset = MemoryLayout<xmlParserCtxt>.offset(of: \.sax),
              let userDataOffset = MemoryLayout<xmlParserCtxt>.offset(of: \.userData) else { return false }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let context = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
            }
            guard let context, let sax = context.pointee.sax else { return false }
            defer { xmlFreeParserCtxt(context) }
            _ = xmlCtxtUseOptions(context, Int32(bitPattern: UInt32(options)))
            // No tree: only the validator's own handlers see the content.
            // Both generations of element handlers, or the plug refuses the handler.
            sax.pointee.startElementNs = nil
            sax.pointee.endElementNs = nil
            sax.pointee.startElement = nil
            sax.pointee.endElement = nil
            sax.pointee.characters = nil
            sax.pointee.ignorableWhitespace = nil
            sax.pointee.cdataBlock = nil
            sax.pointee.comment = nil
            sax.pointee.processingInstruction = nil
            sax.pointee.reference = nil
            sax.pointee.serror = ignoreError
            guard let validation = xmlSchemaNewValidCtxt(schema) else { return false }
            defer { xmlSchemaFreeValidCtxt(validation) }
            let sink = LibXMLErrorSink()
            return withExtendedLifetime(sink) { () -> Bool in
                xmlSchemaSetValidStructuredErrors(validation, directErrorHandler, Unmanaged.passUnretained(sink).toOpaque())
                // Errors the plugged handlers raise outside either context also stay quiet (per thread).
                xmlSetStructuredErrorFunc(nil, ignoreError)
                defer { xmlSetStructuredErrorFunc(nil, nil) }
                let raw = UnsafeMutableRawPointer(context)
                let saxField = (raw + saxOffset).assumingMemoryBound(to: xmlSAXHandlerPtr?.self)
                let userDataField = (raw + userDataOffset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
                guard let plug = xmlSchemaSAXPlug(validation, saxField, userDataField) else { return false }
                _ = xmlParseDocument(context)
                let unplugged = xmlSchemaSAXUnplug(plug) == 0
                if let document = context.pointee.myDoc {
                    xmlFreeDoc(document)
                    context.pointee.myDoc = nil
                }
                let isValid = xmlSchemaIsValid(validation) != 0
                return unplugged && isValid && context.pointee.wellFormed != 0 && sink.problems.isEmpty
            }
        }
    }

    /// Parses `bytes` into a tree; the caller frees the document with `xmlFreeDoc`.
    /// Entities are never substituted and no DTD is ever loaded (the caller has
    /// already rejected any `DOCTYPE`); the declared encoding is ignored because
    /// the input has been checked to be UTF-8.
    static func parse(_ bytes: [UInt8], allowDeepNesting: Bool, sink: LibXMLErrorSink) -> xmlDocPtr? {
        ensureInitialized()
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { return nil }
        var options = XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_IGNORE_ENC.rawValue
        if allowDeepNesting { options |= XML_PARSE_HUGE.rawValue }
        return bytes.withUnsafeBufferPointer { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress else { return nil }
            let context = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
            }
            guard let context else { return nil }
            defer { xmlFreeParserCtxt(context) }
            context.pointee._private = Unmanaged.passUnretained(sink).toOpaque()
            context.pointee.sax?.pointee.serror = parserErrorHandler
            _ = xmlCtxtUseOptions(context, Int32(bitPattern: UInt32(options)))
            _ = withExtendedLifetime(sink) { xmlParseDocument(context) }
            let document = context.pointee.myDoc
            context.pointee.myDoc = nil
            guard context.pointee.wellFormed != 0 else {
                if let document { xmlFreeDoc(document) }
                return nil
            }
            return document
        }
    }
}

/// The embedded schema, compiled once and shared: libxml2 only reads a compiled
/// schema while validating, and every validation gets its own context.
final class CompiledSchema: @unchecked Sendable {
    let schema: xmlSchemaPtr?
    /// Why compilation failed; empty on success.
    let compileErrors: [String]

    static let embedded = CompiledSchema(bytes: withoutAnnotations(EmbeddedSchema.bytes))

    /// The schema without its `<xs:annotation>`s: documentation, which validation never reads,
    /// and over half the schema's bytes, which compiling it would parse on every run.
    static func withoutAnnotations(_ bytes: [UInt8]) -> [UInt8] {
        let opening = Array("<xs:annotation>".utf8)
        let closing = Array("</xs:annotation>".utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { bytes in
            func matches(_ wanted: [UInt8], at index: Int) -> Bool {
                guard index + wanted.count <= bytes.count else { return false }
                for offset in wanted.indices where bytes[index + offset] != wanted[offset] { return false }
                return true
            }
            var keptFrom = 0
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<"), matches(opening, at: index) else {
                    index += 1
                    continue
                }
                var end = index + opening.count
                while end < bytes.count, !(bytes[end] == UInt8(ascii: "<") && matches(closing, at: end)) { end += 1 }
                // An annotation left open is kept as written, for libxml2 to report.
                guard end < bytes.count else { break }
                kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[keptFrom..<index]))
                index = end + closing.count
                keptFrom = index
            }
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[keptFrom...]))
        }
        return kept
    }

    init(bytes: [UInt8]) {
        LibXML.ensureInitialized()
        let sink = LibXMLErrorSink()
        var compiled: xmlSchemaPtr?
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let parserContext = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlSchemaNewMemParserCtxt($0, Int32(buffer.count))
            }
            guard let parserContext else { return }
            defer { xmlSchemaFreeParserCtxt(parserContext) }
            withExtendedLifetime(sink) {
                xmlSchemaSetParserStructuredErrors(parserContext, LibXML.directErrorHandler, Unmanaged.passUnretained(sink).toOpaque())
                compiled = xmlSchemaParse(parserContext)
            }
        }
        schema = compiled
        let errors = sink.problems.filter { !$0.isWarning }.map(\.message)
        compileErrors = compiled == nil && errors.isEmpty ? ["the schema is empty or unreadable"] : errors
    }

    deinit {
        if let schema { xmlSchemaFree(schema) }
    }

    /// See `LibXML.isWellFormedAndValid`; `false` when the schema did not compile.
    func isWellFormedAndValid(_ bytes: [UInt8], allowDeepNesting: Bool) -> Bool {
        guard let schema else { return false }
        return LibXML.isWellFormedAndValid(bytes, schema: schema, allowDeepNesting: allowDeepNesting)
    }

    /// Validates `document`; problems go to `sink`.
    func validate(_ document: xmlDocPtr, sink: LibXMLErrorSink) {
        guard let schema, let context = xmlSchemaNewValidCtxt(schema) else { return }
        defer { xmlSchemaFreeValidCtxt(context) }
        withExtendedLifetime(sink) {
            xmlSchemaSetValidStructuredErrors(context, LibXML.directErrorHandler, Unmanaged.passUnretained(sink).toOpaque())
            _ = xmlSchemaValidateDoc(context, document)
        }
    }
}
