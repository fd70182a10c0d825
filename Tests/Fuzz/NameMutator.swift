// Writes screen files for `check-then-compile.sh`: mutations of the corpus that rename what the
// XML declares or binds, and small programs built around names, each filled with names that
// generated code, Swift or Unicode treat specially. With MUTATIONS=types it changes declared
// types instead (the `type=` attributes) and fills small programs built around types; with
// MUTATIONS=all it does both. Deterministic for a seed.
//
//   name-mutator <output folder> <seed> <mutations per corpus file> <programs> <corpus files...>

import Foundation

struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Names the generated code declares or refers to, Swift's own words, and Unicode spellings
/// that look alike or compose differently.
let generatedCodeNames = [
    "Text", "HStack", "VStack", "Button", "Toggle", "TextField", "List", "ForEach", "Group", "Spacer", "EmptyView",
    "NavigationStack", "NavigationLink", "ViewList", "Arithmetic", "ChildViews", "ViewContext", "GeneratedBody",
    "GeneratedModel", "InitialState", "Binding", "State", "ObservedObject", "Bindable", "View", "Body", "body",
    "context", "children", "children2", "item", "items", "oldValue", "newValue", "Trellis", "Swift", "Observation",
    "Foundation", "onAppear", "onChange", "environment", "environmentObject", "StateLocation", "ObservableObject",
]
let swiftNames = [
    "Int", "String", "Bool", "Double", "Optional", "Array", "Any", "Type", "Protocol", "Self", "self", "class", "in",
    "copy", "consume", "discard", "some", "get", "set", "async", "print", "min", "max", "abs", "zip", "stride", "id",
    "wrappedValue", "projectedValue", "description", "value", "init",
]
let underscoreNames = ["_", "__x", "_children", "_context", "_balance", "_item", "_oldValue", "_newValue", "_body", "_Text"]
let unicodeNames = [
    "caf\u{E9}", "cafe\u{301}", "\u{AC00}", "\u{1100}\u{1161}", "a\u{200D}b", "x\u{301}", "\u{1F600}", "\u{FB01}le",
    "\u{2126}", "\u{3A9}", "\u{212B}", "\u{C5}", "\u{130}", "\u{1C5}", "\u{FF21}\u{FF22}", "\u{216B}", "\u{1D4B3}",
    "x\u{663}", "\u{5D0}\u{5D1}", "a\u{202E}b", "\u{200B}", "\u{E9}t\u{E9}",
]

func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar.properties.isXIDContinue
}

/// Every occurrence of `name` as a whole word of `text`, replaced by `replacement`.
func renameWord(_ name: String, to replacement: String, in text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let target = Array(name.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        if index + target.count <= scalars.count, Array(scalars[index..<(index + target.count)]) == target,
           index == 0 || !isNameScalar(scalars[index - 1]),
           index + target.count == scalars.count || !isNameScalar(scalars[index + target.count]) {
            result.append(contentsOf: replacement.unicodeScalars)
            index += target.count
        } else {
            result.append(scalars[index])
            index += 1
        }
    }
    return String(result)
}

/// The values of `name=`, `item=`, `old=` and `new=`: what the XML declares or binds.
func declaredNames(in text: String) -> [String] {
    var names: [String] = []
    for attribute in ["name", "item", "old", "new"] {
        var rest = Substring(text)
        while let range = rest.range(of: " \(attribute)=\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let value = String(rest[..<end])
            if !value.isEmpty, !names.contains(value) { names.append(value) }
        }
    }
    return names
}

/// Names of external models and structs and of their members: hand-written Swift declares
/// them, so renaming them in the XML alone would be the user's mistake, not the compiler's.
func externalNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    for opening in ["<model ", "<struct "] {
        let closing = opening == "<model " ? "</model>" : "</struct>"
        var rest = Substring(text)
        while let start = rest.range(of: opening) {
            let block = rest[start.lowerBound...]
            let end = block.range(of: closing)?.upperBound ?? block.endIndex
            let element = String(block[..<end])
            if let tagEnd = element.firstIndex(of: ">"), element[..<tagEnd].contains("external=\"true\"") {
                names.formUnion(declaredNames(in: element))
            }
            rest = block[end...]
        }
    }
    return names
}

func candidate(_ random: inout SplitMix64, declared: [String]) -> String {
    switch random.below(5) {
    case 0: return random.pick(generatedCodeNames)
    case 1: return random.pick(swiftNames)
    case 2: return random.pick(underscoreNames + declared.map { "_" + $0 } + declared.map { "_\($0)Initial" })
    case 3: return random.pick(unicodeNames)
    default: return declared.isEmpty ? "Text" : random.pick(declared)
    }
}

func mutate(_ text: String, _ random: inout SplitMix64) -> String {
    var text = text
    for _ in 0...random.below(2) {
        let declared = declaredNames(in: text)
        let external = externalNames(in: text)
        let renamable = declared.filter { !external.contains($0) }
        guard !renamable.isEmpty else { continue }
        let old = random.pick(renamable)
        text = renameWord(old, to: candidate(&random, declared: declared), in: text)
    }
    return text
}

/// Types a declaration may be given instead of its own: standard types, their optionals and
/// arrays, the protocol-less `Any`, and the file's own models and structs.
let standardTypes = ["Int", "String", "Bool", "Double", "Any"]

func declaredTypeNames(in text: String) -> [String] {
    var names: [String] = []
    for opening in ["<model ", "<struct "] {
        var rest = Substring(text)
        while let start = rest.range(of: opening) {
            rest = rest[start.upperBound...]
            guard let tagEnd = rest.firstIndex(of: ">"), let nameStart = rest[..<tagEnd].range(of: "name=\"") else { continue }
            let value = rest[nameStart.upperBound...].prefix { $0 != "\"" }
            if !value.isEmpty { names.append(String(value)) }
        }
    }
    return names
}

func typeCandidate(_ random: inout SplitMix64, declared: [String]) -> String {
    let base = random.pick(standardTypes + declared + declared)
    switch random.below(6) {
    case 0: return base + "?"
    case 1: return "[\(base)]"
    case 2: return "[\(base)]?"
    default: return base
    }
}

/// The ranges of `type="..."` values outside external models and structs, whose Swift is hand-written.
func typeValueRanges(in text: String) -> [Range<String.Index>] {
    var external: [Range<String.Index>] = []
    for (opening, closing) in [("<model ", "</model>"), ("<struct ", "</struct>")] {
        var rest = Substring(text)
        while let start = rest.range(of: opening) {
            let block = rest[start.lowerBound...]
            let end = block.range(of: closing)?.upperBound ?? block.endIndex
            if let tagEnd = block.firstIndex(of: ">"), block[..<tagEnd].contains("external=\"true\"") {
                external.append(start.lowerBound..<end)
            }
            rest = block[end...]
        }
    }
    var ranges: [Range<String.Index>] = []
    var rest = Substring(text)
    while let found = rest.range(of: " type=\"") {
        rest = rest[found.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        let range = found.upperBound..<end
        if !external.contains(where: { $0.contains(range.lowerBound) }), !range.isEmpty { ranges.append(range) }
    }
    return ranges
}

/// One or two declared types changed to another type.
func mutateTypes(_ text: String, _ random: inout SplitMix64) -> String {
    var text = text
    for _ in 0...random.below(2) {
        let ranges = typeValueRanges(in: text)
        guard !ranges.isEmpty else { break }
        text.replaceSubrange(random.pick(ranges), with: typeCandidate(&random, declared: declaredTypeNames(in: text)))
    }
    return text
}

/// Small programs around what types meet: struct initializers, `??`, computed values, `ForEach`
/// ids, initial values, call-site arguments and operators. Each `@slot` is a type.
let typePrograms = [
    #"""
    <trellis>
      <struct name="Point">
        <field name="x" type="@x"/>
        <field name="y" type="@y"/>
      </struct>
      <view name="PointView" root="true">
        <state name="point" type="@point" initial="Point(x: 1, y: 2)"/>
        <state name="maybe" type="@maybe" initial="nil"/>
        <computed name="label" type="@label" value="String(point.x) + (maybe ?? &quot;none&quot;)"/>
        <body>
          <VStack>
            <Text>{label}</Text>
            <Button title="move" action="point = Point(x: point.y, y: point.x)"/>
          </VStack>
        </body>
      </view>
    </trellis>
    """#,
    #"""
    <trellis>
      <struct name="Row" identifiable="@identifiable">
        <field name="id" type="@id"/>
        <field name="title" type="@title"/>
      </struct>
      <view name="RowsView" root="true">
        <state name="rows" type="@rows" initial="[Row(id: 1, title: &quot;a&quot;)]"/>
        <state name="limit" type="@limit" initial="2"/>
        <computed name="shown" type="@shown" value="rows.count &lt; limit"/>
        <body>
          <VStack>
            <ForEach items="rows" id="\.id" item="row">
              <Text>{row.title}</Text>
            </ForEach>
            <if condition="shown">
              <Text>more</Text>
            </if>
          </VStack>
        </body>
      </view>
    </trellis>
    """#,
    #"""
    <trellis>
      <model name="Store">
        <published name="total" type="@total" initial="0"/>
        <published name="name" type="@name" initial="nil"/>
      </model>
      <view name="StoreView" root="true">
        <stateObject name="store" type="Store" initial="Store()"/>
        <state name="step" type="@step" initial="1"/>
        <state name="on" type="@on" initial="false"/>
        <body>
          <VStack>
            <Text>{store.total} {store.name ?? "anonymous"}</Text>
            <Button title="add" action="store.total += step"/>
            <Toggle title="on" isOn="{$on}"/>
            <Child value="{store.total}" flag="{$on}"/>
          </VStack>
        </body>
      </view>
      <view name="Child">
        <let name="value" type="@value"/>
        <binding name="flag" type="@flag"/>
        <body>
          <Text>{value}</Text>
        </body>
      </view>
    </trellis>
    """#,
    #"""
    <trellis>
      <struct name="Item">
        <field name="key" type="@key"/>
        <field name="count" type="@count" initial="0"/>
      </struct>
      <view name="ItemsView" root="true">
        <state name="items" type="@items" initial="[Item(key: &quot;a&quot;), Item(key: &quot;b&quot;, count: 2)]"/>
        <state name="fallback" type="@fallback" initial="0"/>
        <computed name="first" type="@first" value="items.first?.count ?? fallback"/>
        <body>
          <VStack>
            <Text>{first}</Text>
            <ForEach items="items" id="\.key" item="item">
              <Text>{item.key} {item.count}</Text>
            </ForEach>
          </VStack>
        </body>
      </view>
    </trellis>
    """#,
]

/// Fills each distinct `@slot` with one type: mostly the one the program was written with, else another.
let ownTypes = [
    "x": "Int", "y": "Int", "point": "Point", "maybe": "String?", "label": "String", "identifiable": "true", "id": "Int",
    "title": "String", "rows": "[Row]", "limit": "Int", "shown": "Bool", "total": "Int", "name": "String?", "step": "Int",
    "on": "Bool", "value": "Int", "flag": "Bool", "key": "String", "count": "Int", "items": "[Item]", "fallback": "Int",
    "first": "Int",
]

func fillTypes(_ program: String, _ random: inout SplitMix64) -> String {
    var text = ""
    var types: [String: String] = [:]
    var rest = Substring(program)
    let declared = declaredTypeNames(in: program)
    while let at = rest.firstIndex(of: "@") {
        text += rest[..<at]
        var end = rest.index(after: at)
        while end < rest.endIndex, rest[end].isLetter { end = rest.index(after: end) }
        let slot = String(rest[rest.index(after: at)..<end])
        if types[slot] == nil {
            let own = ownTypes[slot] ?? "Int"
            if slot == "identifiable" {
                types[slot] = random.below(2) == 0 ? "true" : "false"
            } else {
                types[slot] = random.below(3) == 0 ? typeCandidate(&random, declared: declared) : own
            }
        }
        text += types[slot]!
        rest = rest[end...]
    }
    return text + rest
}

/// Small programs around what binds names: ForEach items over bindings and values, onChange
/// parameters, states, lets, owned objects and observable models; `%` slots take names.
let programs = [
    #"""
    <trellis>
      <view name="%View" root="true">
        <state name="%balance" type="Int" initial="100"/>
        <state name="%other" type="Int" initial="0"/>
        <body>
          <VStack>
            <Text>balance {%balance} other {%other}</Text>
            <ForEach items="[$%other]" id="\.wrappedValue" item="%item">
              <Button title="pay" action="%balance -= 10"/>
            </ForEach>
            <ForEach items="[1, 2]" id="\.self" item="%row">
              <Text>{%row} {%balance}</Text>
            </ForEach>
          </VStack>
        </body>
      </view>
    </trellis>
    """#,
    #"""
    <trellis>
      <view name="%View" root="true">
        <state name="%count" type="Int" initial="0"/>
        <state name="%last" type="String" initial="&quot;&quot;"/>
        <body>
          <VStack>
            <Text>{%count} {%last}</Text>
            <Button title="bump" action="%count += 1"/>
            <Toggle title="t" isOn="{.constant(true)}">
              <onChange of="%count" old="%old" new="%new" action="%last = String(%new) + String(%old)"/>
            </Toggle>
          </VStack>
        </body>
      </view>
    </trellis>
    """#,
    #"""
    <trellis>
      <model name="%Model">
        <published name="%total" type="Int" initial="0"/>
      </model>
      <view name="%View" root="true">
        <let name="%size" type="Int" default="1"/>
        <stateObject name="%store" type="%Model" initial="%Model()"/>
        <body>
          <VStack>
            <Text>{%store.%total} {%size}</Text>
            <ForEach items="[%size]" id="\.self" item="%item">
              <Button title="add" action="%store.%total += %item"/>
            </ForEach>
          </VStack>
        </body>
      </view>
    </trellis>
    """#,
    #"""
    <trellis>
      <model name="%Model" kind="observable">
        <property name="%title" type="String" initial="&quot;t&quot;"/>
        <property name="%hidden" type="Int" initial="0" ignored="true"/>
      </model>
      <struct name="%Struct">
        <field name="%field" type="Int"/>
      </struct>
      <view name="%View" root="true">
        <state name="%model" type="%Model" initial="%Model()"/>
        <state name="%maybe" type="Int?" initial="nil"/>
        <state name="%any" type="Any" initial="1"/>
        <body>
          <VStack>
            <Text>{%model.%title} {%maybe} {%Struct(%field: 1).%field} {%any}</Text>
            <Button title="set {%maybe}" action="%maybe = 3"/>
            <%Child %value="{%model.%title}"/>
          </VStack>
        </body>
      </view>
      <view name="%Child">
        <let name="%value" type="String"/>
        <body>
          <Text>{%value}&#xFDD0;&#xFDEF;</Text>
        </body>
      </view>
    </trellis>
    """#,
]

/// Nested rows whose items may share a name, and an `onChange` whose values may.
let nestedPrograms = [
    #"""
    <trellis>
      <view name="%View" root="true">
        <state name="%grid" type="[[Int]]" initial="[[1, 2], [3]]"/>
        <state name="%sum" type="Int" initial="0"/>
        <computed name="%label" type="String" value="String(%sum)"/>
        <body>
          <VStack>
            <Text>{%label}</Text>
            <ForEach items="%grid" id="\.self" item="%row">
              <ForEach items="%row" id="\.self" item="%cell">
                <Button title="{%cell}" action="%sum += %cell"/>
              </ForEach>
            </ForEach>
            <Toggle title="t" isOn="{.constant(%sum > 0)}">
              <onChange of="%sum" old="%same" new="%same" action="print(%same)"/>
            </Toggle>
          </VStack>
        </body>
      </view>
    </trellis>
    """#,
]

/// Fills each distinct `%slot` with one name: mostly its own (`balance`), else a special one.
func fill(_ program: String, _ random: inout SplitMix64) -> String {
    var text = ""
    var names: [String: String] = [:]
    // In the order filled: a dictionary's order changes from run to run.
    var filled: [String] = []
    var rest = Substring(program)
    while let percent = rest.firstIndex(of: "%") {
        text += rest[..<percent]
        var end = rest.index(after: percent)
        while end < rest.endIndex, rest[end].isLetter { end = rest.index(after: end) }
        let slot = String(rest[rest.index(after: percent)..<end])
        if names[slot] == nil {
            let own = slot.first!.isUppercase ? slot + "X" : slot
            names[slot] = random.below(3) == 0 ? own : candidate(&random, declared: filled + [own])
            filled.append(names[slot]!)
        }
        text += names[slot]!
        rest = rest[end...]
    }
    return text + rest
}


// MARK: Statements (MUTATIONS=statements)

/// Actions from a small grammar of statements and closures, over a screen's states and the
/// hand-written `FeedLoader` (`load()` async throws, `loads` private(set)). Some are wrong on
/// purpose (jumps followed by code, unused locals, missing `try`): the checker must reject
/// those, and whatever it accepts must compile.
struct StatementWriter {
    var random: SplitMix64
    var locals = 0

    mutating func local() -> String {
        locals += 1
        return "v\(locals)"
    }

    mutating func int(_ ints: [String]) -> String {
        let atom = random.pick(ints + ["count", "names.count", "1", "0", "loader.titles.count", "(label?.count ?? 0)", "loader.loads"])
        return random.below(100) < 35 ? "\(atom) \(random.pick(["+", "-"])) \(random.pick(["1", "count"]))" : atom
    }

    mutating func bool(_ ints: [String]) -> String {
        random.pick(["flag", "!flag", "\(int(ints)) > \(int(ints))", "names.isEmpty", "label == nil", "names.contains(where: { $0.isEmpty })"])
    }

    mutating func string(_ strings: [String]) -> String {
        random.pick(strings + ["\"a\"", "(label ?? \"none\")", "\"n\\(count)\"", "names.joined()"])
    }

    mutating func block(_ depth: Int, _ ints: [String], _ strings: [String], inLoop: Bool) -> [String] {
        var ints = ints
        var strings = strings
        var result: [String] = []
        for _ in 0..<(1 + random.below(3)) {
            switch random.below(depth > 0 ? 19 : 10) {
            case 0: result.append("count \(random.pick(["=", "+=", "-="])) \(int(ints))")
            case 1: result.append("label = \(random.pick(["nil", string(strings)]))")
            case 2: result.append("flag.toggle()")
            case 3: result.append("names.append(\(string(strings)))")
            case 4: result.append("names = names.\(random.pick(["filter { !$0.isEmpty }", "sorted { $0 < $1 }", "map { $0 + \"!\" }", "filter { name in name.count > 1 }"]))")
            case 5:
                let name = local()
                result.append("let \(name) = \(int(ints))")
                if random.below(10) > 0 { result.append("count = \(name)") }
                ints.append(name)
            case 6:
                let name = local()
                result.append("var \(name) = \(string(strings))")
                if random.below(10) > 0 { result.append("\(name) += \"x\"") }
                result.append("label = \(name)")
                strings.append(name)
            case 7: result.append("loader.titles = loader.titles.filter { $0 != \(string(strings)) }")
            case 8: result.append(random.pick(["loader.loads = 0", "print(\(int(ints)))", "Task { try await loader.load() }", "loader.load()"]))
            case 9: result.append(random.pick(["return", "return 1", "break"]))
            case 10:
                var text = "if \(bool(ints)) { \(block(depth - 1, ints, strings, inLoop: inLoop).joined(separator: "; ")) }"
                if random.below(2) == 0 { text += " else { \(block(depth - 1, ints, strings, inLoop: inLoop).joined(separator: "; ")) }" }
                result.append(text)
            case 11:
                let name = local()
                result.append("if let \(name) = label { \(block(depth - 1, ints, strings + [name], inLoop: inLoop).joined(separator: "; ")); print(\(name)) }")
            case 12:
                let name = local()
                result.append("switch count { case 0: \(block(depth - 1, ints, strings, inLoop: inLoop).joined(separator: "; ")); case let \(name) where \(name) > 3: count = \(name) - 1\(random.below(4) == 0 ? "" : "; default: break") }")
            case 13:
                let name = local()
                result.append("for \(name) in names { \(block(depth - 1, ints, strings + [name], inLoop: true).joined(separator: "; ")); print(\(name)) }")
            case 14: result.append("withAnimation { \(block(depth - 1, ints, strings, inLoop: false).joined(separator: "; ")) }")
            case 15:
                let work = random.pick(["try await loader.load()", "try? await loader.load()", "do { try await loader.load() } catch { label = \"\\(error)\" }", "await loader.load()"])
                result.append("Task { \(work); \(block(depth - 1, ints, strings, inLoop: false).joined(separator: "; ")) }")
            case 16: result.append(inLoop ? random.pick(["continue", "break"]) : "return")
            case 17: result.append("do { \(block(depth - 1, ints, strings, inLoop: inLoop).joined(separator: "; ")) } catch { label = nil }")
            default:
                let name = local()
                result.append("guard let \(name) = label else { return }")
                result.append("count += \(name).count")
            }
        }
        return result
    }

    /// A screen with a few actions, in attributes (escaped) and as code content (CDATA, one
    /// statement per line).
    mutating func program(index: Int) -> String {
        var buttons = ""
        for button in 0..<(2 + random.below(4)) {
            locals = 0
            let statements = block(2, [], [], inLoop: false)
            if random.below(2) == 0 {
                let escaped = statements.joined(separator: "; ").replacingOccurrences(of: "&", with: "&amp;")
                    .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
                buttons += "        <Button title=\"b\(button)\" action=\"\(escaped)\"/>\n"
            } else {
                buttons += "        <Button title=\"b\(button)\"><action><![CDATA[\n" + statements.map { "          " + $0 + "\n" }.joined() + "        ]]></action></Button>\n"
            }
        }
        return """
            <trellis>
              <model name="FeedLoader" external="true">
                <published name="titles" type="[String]"/>
                <published name="loads" type="Int" setter="private"/>
                <method name="load" async="true" throws="true"/>
              </model>
              <view name="Statements\(index)" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="names" type="[String]" initial="[]"/>
                <state name="label" type="String?" initial="nil"/>
                <state name="flag" type="Bool" initial="false"/>
                <stateObject name="loader" type="FeedLoader" initial="FeedLoader()"/>
                <body>
                  <VStack>
                    <Text>{count} {names.count} {label ?? ""} {flag} {loader.titles.filter { $0.isEmpty }.count}</Text>
            \(buttons)      </VStack>
                </body>
              </view>
            </trellis>
            """
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 5, let seed = UInt64(arguments[2]), let perFile = Int(arguments[3]), let programCount = Int(arguments[4]) else {
    FileHandle.standardError.write(Data("usage: name-mutator <output> <seed> <per-file> <programs> <corpus...>\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
var random = SplitMix64(state: seed)
var written = 0
@MainActor func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: output.appendingPathComponent(name + ".xml"))
    written += 1
}
/// `names` (the default), `types`, `statements`, or `all`.
let mode = ProcessInfo.processInfo.environment["MUTATIONS"] ?? "names"
guard ["names", "types", "statements", "all"].contains(mode) else {
    FileHandle.standardError.write(Data("MUTATIONS must be names, types, statements or all\n".utf8))
    exit(2)
}
let mutatesNames = mode == "names" || mode == "all"
let mutatesTypes = mode == "types" || mode == "all"
let writesStatements = mode == "statements" || mode == "all"
for path in arguments.dropFirst(5) {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    try write(text, "\(base)-original")
    for index in 0..<perFile {
        if mutatesNames { try write(mutate(text, &random), "\(base)-\(index)") }
        if mutatesTypes { try write(mutateTypes(text, &random), "\(base)-type-\(index)") }
    }
}
var statementWriter = StatementWriter(random: SplitMix64(state: seed &+ 19))
for index in 0..<programCount {
    if writesStatements { try write(statementWriter.program(index: index), "statements-\(index)") }
    if mutatesNames { try write(fill(random.pick(programs + nestedPrograms), &random), "program-\(index)") }
    if mutatesTypes { try write(fillTypes(random.pick(typePrograms), &random), "type-program-\(index)") }
}
print(written)
