import TrellisSyntax

/// A statement of an action, kept as a tree so that it can be written on one line (an
/// attribute, statements separated by `;`) or on several (code content).
indirect enum GeneratedStatement {
    case simple(String)
    /// `if c { … } else { … }`, `for x in xs { … }`, `Task { … }`, `withAnimation { … }`, `do { … } catch { … }`.
    case block(String, [GeneratedStatement], elseHeader: String?, [GeneratedStatement]?)
    /// `switch subject { case p: … }`, written on several lines only.
    case switchOver(String, [(pattern: String, body: [GeneratedStatement])])

    var fitsOnOneLine: Bool {
        switch self {
        case .simple: true
        case .block(_, let body, _, let other): body.allSatisfy(\.fitsOnOneLine) && (other ?? []).allSatisfy(\.fitsOnOneLine)
        case .switchOver: false
        }
    }

    static func oneLine(_ statements: [GeneratedStatement]) -> String {
        statements.map { statement in
            switch statement {
            case .simple(let text): return text
            case .block(let header, let body, let elseHeader, let other):
                var text = "\(header) { \(oneLine(body)) }"
                if let elseHeader, let other { text += " \(elseHeader) { \(oneLine(other)) }" }
                return text
            case .switchOver: preconditionFailure("a switch is written on several lines")
            }
        }.joined(separator: "; ")
    }

    static func lines(_ statements: [GeneratedStatement], indent: String) -> [String] {
        statements.flatMap { statement -> [String] in
            switch statement {
            case .simple(let text): return [indent + text]
            case .block(let header, let body, let elseHeader, let other):
                var lines = ["\(indent)\(header) {"] + Self.lines(body, indent: indent + "    ")
                if let elseHeader, let other {
                    lines += ["\(indent)} \(elseHeader) {"] + Self.lines(other, indent: indent + "    ")
                }
                return lines + ["\(indent)}"]
            case .switchOver(let subject, let cases):
                var lines = ["\(indent)switch \(subject) {"]
                for (pattern, body) in cases {
                    lines += [pattern == "default" ? "\(indent)default:" : "\(indent)case \(pattern):"] + Self.lines(body, indent: indent + "    ")
                }
                return lines + ["\(indent)}"]
            }
        }
    }
}

/// Where statements are generated: what they may do and which names they see.
struct StatementScope {
    var isAsync = false
    /// A function's result type; `nil` in a closure or a function without one.
    var returnValue: String?
    var callsHelpers = true
    var inLoop = false
    var depth = 0
}

/// Writes one program: its declarations, its screen, and the Swift written beside it.
struct ProgramWriter {
    let prefix: String
    let generator: ProgramGenerator
    var random: SplitMix64
    private var localCounter = 0

    // The program's shape, drawn first.
    private var enumKind = 0
    private var itemIsIdentifiable = false
    private var itemProtocols: [String] = []
    private var modelIsObservable = false
    /// A `NavigationLink(value:)` was written, whose `Int` needs a destination (TRL246).
    private var pushesValues = false
    /// A `NavigationStack(path:)` over `names` was written: its `String` elements need a destination.
    private var pushesPathStrings = false
    /// Whether a presentation already shows while `flag` is true: a second one would be TRL288.
    private var presentsWithFlag = false
    /// The modifier being written is a `fullScreenCover` presented by `flag`.
    private var closesWithFlag = false
    /// The program has SwiftData models, a view that queries them and a container above it.
    private var hasSwiftData = false
    /// The screen's helpers are written after its `<body>`, as Swift code may place them.
    private var helpersAfterBody = false
    /// The row's `var limit` has a `default` a call site may leave out.
    private var limitHasDefault = false
    /// How the default enum says it is `CaseIterable` (none, or one of its spellings).
    private var caseIterableSpelling = ""
    /// The counter's `init` takes its start with Swift's label `from` (`from start: Int`), passed as `from=`.
    private var startLabel = "start"
    /// The screen binds the model through `<bindable name initial>` in the panel's body.
    private var panelBindsInBody = false
    /// The type of the program's custom environment value.
    private var accentType = "Bool"

    init(prefix: String, generator: ProgramGenerator, random: SplitMix64) {
        self.prefix = prefix
        self.generator = generator
        self.random = random
    }

    private var modeType: String { "\(prefix)Mode" }
    private var itemType: String { "\(prefix)Item" }
    private var storeType: String { "\(prefix)Store" }
    private var titledProtocol: String { "\(prefix)Titled" }
    private var rowView: String { "\(prefix)Row" }
    private var panelView: String { "\(prefix)Panel" }
    private var fieldView: String { "\(prefix)Field" }
    private var badge: String { "\(prefix.lowercased())Badge" }
    private var tallyType: String { "\(prefix)Tally" }
    private var folderType: String { "\(prefix)Folder" }
    private var noteType: String { "\(prefix)Note" }
    private var foldersView: String { "\(prefix)Folders" }
    private var counterView: String { "\(prefix)Counter" }
    private var accentKey: String { "\(prefix)AccentKey" }
    private var accentValue: String { "\(prefix.lowercased())Accented" }
    private var accentView: String { "\(prefix)Accent" }
    private var hoursLabel: String { "\(prefix.lowercased())Hours" }
    private var itemIsEquatable: Bool { !itemProtocols.isEmpty }
    /// An enum whose cases carry no values is `Equatable`; one with `tagged(Int)` is not.
    private var modeHasValues: Bool { enumKind == 3 }
    private var modeCases: [String] { modeHasValues ? ["first", "second", "tagged"] : ["first", "second", "third"] }

    mutating func write() -> GeneratedScreenProgram {
        enumKind = random.int(0...3)
        itemIsIdentifiable = random.chance(0.5)
        itemProtocols = random.pick([[], ["Equatable"], ["Hashable"], ["Equatable", "Hashable"]])
        modelIsObservable = random.chance(0.5)
        hasSwiftData = random.chance(0.5)
        helpersAfterBody = random.chance(0.5)
        limitHasDefault = random.chance(0.5)
        startLabel = random.pick(["start", "from"])
        caseIterableSpelling = random.pick(["", " caseIterable=\"true\"", " conformances=\"CaseIterable\"", " conforms=\"CaseIterable\""])
        panelBindsInBody = modelIsObservable && random.chance(0.5)

        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<trellis>"]
        xml += declarations()
        xml += screen()
        xml.append("</trellis>")
        return GeneratedScreenProgram(name: prefix, xml: xml.joined(separator: "\n") + "\n", swift: handwrittenSwift())
    }

    // MARK: Declarations

    private mutating func declarations() -> [String] {
        var lines: [String] = []
        switch enumKind {
        case 1:
            lines.append("  <enum name=\"\(modeType)\" rawType=\"String\" caseIterable=\"true\" identifiable=\"true\">")
            // A `String` raw value written as Swift's literal, or as its text.
            lines += ["    <case name=\"first\"/>", "    <case name=\"second\" rawValue=\"\(random.pick(["&quot;Second&quot;", "Second", "second_one", "second-one"]))\"/>", "    <case name=\"third\"/>"]
        case 2:
            lines.append("  <enum name=\"\(modeType)\" rawType=\"Int\" caseIterable=\"true\">")
            lines += ["    <case name=\"first\"/>", "    <case name=\"second\"/>", "    <case name=\"third\" rawValue=\"10\"/>"]
        case 3:
            lines.append("  <enum name=\"\(modeType)\">")
            lines += ["    <case name=\"first\"/>", "    <case name=\"second\"/>", "    <case name=\"tagged\"><parameter type=\"Int\"/></case>"]
        default:
            lines.append("  <enum name=\"\(modeType)\"\(caseIterableSpelling)>")
            lines += ["    <case name=\"first\"/>", "    <case name=\"second\"/>", "    <case name=\"third\"/>"]
        }
        lines += enumMembers()
        lines.append("  </enum>")
        lines += tallyStruct()
        lines += fileLevelAndCard()
        lines += environmentKeyAndExtensions()

        lines += ["  <protocol name=\"\(titledProtocol)\">", "    <property name=\"title\" type=\"String\"/>", "  </protocol>"]
        let protocols = " protocols=\"\((itemProtocols + [titledProtocol]).joined(separator: " "))\""
        lines.append("  <struct name=\"\(itemType)\" identifiable=\"\(itemIsIdentifiable)\"\(protocols)>")
        lines += ["    <field name=\"id\" type=\"Int\"/>", "    <field name=\"title\" type=\"String\"/>"]
        // Members with code on a struct the rest of the program builds with its memberwise initializer.
        lines.append("    <computed name=\"summary\" type=\"String\" value=\"\(#""\(id): \(title)""#.xmlAttributeEscaped)\"/>")
        lines.append("    <function name=\"retitled\" returns=\"\(itemType)\" parameters=\"\("to newTitle: String = \"untitled\"".xmlAttributeEscaped)\">")
        lines += code([.simple("var copy = self"), .simple("copy.title = newTitle"), .simple("return copy")], indent: "      ")
        lines += ["    </function>", "  </struct>"]

        if modelIsObservable {
            lines.append("  <model name=\"\(storeType)\" kind=\"observable\">")
            lines += ["    <property name=\"value\" type=\"Int\" initial=\"0\"/>", "    <property name=\"label\" type=\"String\" initial=\"&quot;&quot;\"/>"]
        } else {
            lines.append("  <model name=\"\(storeType)\">")
            lines += ["    <published name=\"value\" type=\"Int\" initial=\"0\"/>", "    <published name=\"label\" type=\"String\" initial=\"&quot;&quot;\"/>"]
        }
        lines += storeMembers()
        lines += [
            "    <method name=\"refresh\" async=\"true\"/>",
            "    <method name=\"fetchCount\" async=\"true\" returns=\"Int\"/>",
            "    <method name=\"ticks\" returns=\"AsyncStream&lt;Int&gt;\"/>",
            "    <method name=\"load\" async=\"true\" throws=\"true\"/>",
            "  </model>",
            "  <modifier name=\"\(badge)\">",
            "    <parameter name=\"elevated\" type=\"Bool\" default=\"false\"/>",
            "    <parameter name=\"onTap\" type=\"() -&gt; Void\"/>",
            "  </modifier>",
        ]
        // A view of the program's own, with inputs of each kind: a protocol's existential, a
        // binding, and actions of function type, plain, taking a value, and async.
        lines += [
            "  <view name=\"\(rowView)\">",
            "    <let name=\"entry\" type=\"any \(titledProtocol)\"/>",
            "    <binding name=\"isOn\" type=\"Bool\"/>",
            "    <let name=\"onTap\" type=\"() -&gt; Void\"/>",
            "    <let name=\"onRename\" type=\"(String) -&gt; Void\"/>",
            "    <let name=\"onRefresh\" type=\"() async -&gt; Void\"/>",
            "    <state name=\"taps\" type=\"Int\" initial=\"0\"/>",
            // `var` inputs: one a call site may leave out (Swift's `= value`), one it passes.
            "    <var name=\"note\" type=\"String\" initial=\"&quot;&quot;\"/>",
            "    <var name=\"limit\" type=\"Int\"\(limitHasDefault ? " default=\"3\"" : "")/>",
            "    <body>",
            "      <HStack>",
            "        <Text>{entry.title} {taps} {caption(for: limit)}</Text>",
            "        <Toggle title=\"On\" isOn=\"{$isOn}\"/>",
            "        <Button title=\"Tap\" action=\"taps += 1; onTap()\"/>",
            "        <Button title=\"Rename\" action=\"onRename(entry.title + &quot;!&quot;)\"/>",
            "        <Button title=\"Refresh\" action=\"Task { await onRefresh() }\"/>",
            "      </HStack>",
            "    </body>",
            // A private helper after the body whose parameter is named like the view's state.
            "    <function name=\"caption\" returns=\"String\" private=\"true\" parameters=\"\("for taps: Int, suffix: String = \"!\"".xmlAttributeEscaped)\">",
        ]
        lines += code([.simple(#"return "\(self.taps + taps) \(note)" + suffix"#)], indent: "      ")
        lines += [
            "    </function>",
            "  </view>",
        ]
        // Views that reach the model through the environment, as each kind of model is passed.
        lines += [
            "  <view name=\"\(panelView)\">",
            modelIsObservable ? "    <environment name=\"store\" type=\"\(storeType)\"/>" : "    <environmentObject name=\"store\" type=\"\(storeType)\"/>",
            "    <body>",
            // Swift's `@Bindable var store = store` in the body, after which `$store.label` binds.
            panelBindsInBody ? "      <bindable name=\"store\" initial=\"store\"/>" : "",
            "      <VStack>",
            "        <Text>{store.value}</Text>",
            modelIsObservable ? "        <\(fieldView) store=\"{store}\"/>" : "        <TextField title=\"Label\" text=\"{$store.label}\"/>",
            panelBindsInBody ? "        <TextField title=\"Bound label\" text=\"{$store.label}\"/>" : "",
            "        <Button title=\"More\" action=\"store.value += 1\"/>",
            "        <Button title=\"Refresh\" action=\"Task { await store.refresh() }\"/>",
            "      </VStack>",
            "    </body>",
            "  </view>",
        ].filter { !$0.isEmpty }
        if hasSwiftData { lines += swiftData() }
        let startDefault = random.pick(["1 + 1", "0", "-1", "Int(\"4\") ?? 4"])
        lines += [
            "  <view name=\"\(counterView)\">",
            "    <let name=\"title\" type=\"String\"/>",
            "    <state name=\"count\" type=\"Int\"/>",
            "    <init parameters=\"\("_ title: String = \"Count, total\", \(startLabel == "start" ? "" : "\(startLabel) ")start: Int = \(startDefault)".xmlAttributeEscaped)\">",
        ]
        lines += code([.simple("self.title = title"), .simple("_count = State(initialValue: start)")], indent: "      ")
        lines += [
            "    </init>",
            "    <body>",
            "      <Button title=\"{title} {count}\" action=\"self.count += 1\"/>",
            "    </body>",
            "  </view>",
        ]
        if modelIsObservable {
            lines += [
                "  <view name=\"\(fieldView)\">",
                "    <bindable name=\"store\" type=\"\(storeType)\"/>",
                "    <body>",
                "      <TextField title=\"Label\" text=\"{$store.label}\"/>",
                "    </body>",
                "  </view>",
            ]
        }
        return lines
    }

    /// The enum's members with code: a computed property over `self` with a `switch`, a static,
    /// an `init` that assigns `self`, and a method.
    private mutating func enumMembers() -> [String] {
        var lines: [String] = []
        let returns = random.chance(0.5)
        let labels: [(pattern: String, body: [GeneratedStatement])] = modeCases.map { name in
            let value = name == "tagged" ? #""tagged \(number)""# : "\"\(name)\""
            return (name == "tagged" ? ".tagged(let number)" : ".\(name)", [.simple(returns ? "return \(value)" : value)])
        }
        lines.append("    <computed name=\"label\" type=\"String\">")
        lines += code([.switchOver("self", labels)], indent: "      ")
        lines.append("    </computed>")
        // A computed view, Swift's `@ViewBuilder var icon: some View { switch self { … } }`.
        let icons: [(pattern: String, body: [GeneratedStatement])] = modeCases.map { name in
            switch name {
            case "first": (".first", [.simple(random.pick([#"Label("First", systemImage: "1.circle")"#, #"Text("First")"#]))])
            case "tagged": (".tagged(let number)", [.simple(#"Text("Tagged \(number)")"#)])
            default: (".\(name)", [.simple(random.pick([#"Image(systemName: "star")"#, #"HStack { Text("\#(name)"); Spacer() }"#, #"Label { Text("\#(name)") } icon: { Image(systemName: "leaf") }"#]))])
            }
        }
        lines.append("    <computed name=\"icon\" type=\"some View\"\(random.chance(0.5) ? " viewBuilder=\"true\"" : "")>")
        lines += code([.switchOver("self", icons)], indent: "      ")
        lines.append("    </computed>")
        lines.append("    <let name=\"favorite\" type=\"\(modeType)\" static=\"true\" initial=\".second\"/>")
        lines.append("    <init parameters=\"number: Int\">")
        lines += code([.simple("self = number > 1 ? .second : .first")], indent: "      ")
        lines.append("    </init>")
        lines.append("    <function name=\"next\" returns=\"\(modeType)\">")
        let next: [(pattern: String, body: [GeneratedStatement])] = modeCases.map { name in
            switch name {
            case "first": (".first", [.simple(".second")])
            case "second": (".second", [.simple(modeHasValues ? ".tagged(1)" : ".third")])
            default: (modeHasValues ? ".tagged" : ".third", [.simple(".first")])
            }
        }
        lines += code([.switchOver("self", next)], indent: "      ")
        lines.append("    </function>")
        return lines
    }

    /// A struct whose `init` replaces its memberwise one, written as Swift's parameter clause with
    /// defaults (operators, strings with commas, `<` and escaped quotes), with a static, computed
    /// properties (one a `switch`), a `mutating` method and a static factory.
    private mutating func tallyStruct() -> [String] {
        let noteDefault = random.pick([#""a < b, c""#, #""say \"hi\", then go""#, #""""#, #""x" + "y""#])
        let stepDefault = random.pick(["2 * 1", "1", "3 - 2", "Int(2.5)"])
        var lines = ["  <struct name=\"\(tallyType)\">"]
        lines += [
            "    <var name=\"count\" type=\"Int\"/>",
            "    <var name=\"note\" type=\"String\"/>",
            "    <let name=\"limit\" type=\"Int\" static=\"true\" initial=\"10\"/>",
            "    <init parameters=\"\("count: Int = 0, note: String = \(noteDefault)".xmlAttributeEscaped)\">",
        ]
        lines += code([.simple("self.count = count"), .simple("self.note = note")], indent: "      ")
        lines += [
            "    </init>",
            "    <computed name=\"isFull\" type=\"Bool\" value=\"\("count >= \(tallyType).limit".xmlAttributeEscaped)\"/>",
            "    <computed name=\"size\" type=\"String\">",
        ]
        lines += code([.switchOver("count", [("0", [.simple("\"empty\"")]), ("1...3", [.simple("\"small\"")]), ("default", [.simple("\"large\"")])])], indent: "      ")
        lines += [
            "    </computed>",
            "    <computed name=\"doubled\" type=\"Int\">",
        ]
        lines += code([.block("get", [.simple("count * 2")], elseHeader: nil, nil), random.chance(0.5)
            ? .block("set", [.simple(random.pick(["count = newValue / 2", "self.count = newValue / 2"]))], elseHeader: nil, nil)
            : .block("set(newDoubled)", [.simple("count = newDoubled / 2")], elseHeader: nil, nil)], indent: "      ")
        lines += [
            "    </computed>",
            "    <function name=\"bump\" mutating=\"true\" parameters=\"\("by step: Int = \(stepDefault)".xmlAttributeEscaped)\">",
        ]
        lines += code([.simple("count += step")], indent: "      ")
        lines += ["    </function>", "    <function name=\"twice\" mutating=\"true\">"]
        lines += code([.simple("bump()"), .simple(random.pick(["self.bump(by: self.count)", "bump(by: 1)"]))], indent: "      ")
        lines += ["    </function>", "    <function name=\"zero\" static=\"true\" returns=\"\(tallyType)\">"]
        lines += code([.simple(random.pick(["\(tallyType)(count: 0)", "return \(tallyType)()", "\(tallyType)(note: \"zero\")"]))], indent: "      ")
        lines += ["    </function>", "    <computed name=\"meter\" type=\"some View\">"]
        lines += code([.block("HStack", [.simple(#"Text("\(count) of \(Self.limit)")"#), .block("if isFull", [.simple(#"Image(systemName: "checkmark")"#)], elseHeader: nil, nil)], elseHeader: nil, nil)], indent: "      ")
        lines += ["    </computed>", "  </struct>"]
        return lines
    }

    /// The store's members with code, of either kind of model: a private stored property read by
    /// a computed one, a computed property with statements, a method whose parameter clause has
    /// defaults, and a static factory; an `@Observable` one also has an ignored property.
    private mutating func storeMembers() -> [String] {
        var lines = ["    <var name=\"limit\" type=\"Int\" initial=\"12\" private=\"true\"/>"]
        if modelIsObservable { lines.append("    <property name=\"cache\" type=\"Int\" initial=\"0\" ignored=\"true\"/>") }
        lines.append("    <computed name=\"isFull\" type=\"Bool\" value=\"value &gt;= limit\"/>")
        lines.append("    <computed name=\"summary\" type=\"String\">")
        lines += code([.simple("guard !label.isEmpty else { return \"none\" }"), .simple(#"return "\(label) \(value)""#)], indent: "      ")
        lines.append("    </computed>")
        lines.append("    <function name=\"add\" parameters=\"\(#"_ amount: Int = 1, note: String = "x, y""#.xmlAttributeEscaped)\">")
        lines += code([.simple("value += amount"), .simple("label = note")], indent: "      ")
        lines.append("    </function>")
        lines.append("    <function name=\"reset\">")
        lines += code([.simple(random.pick(["self.value = 0", "value = 0"])), .simple(random.pick(["add(0)", "self.add(note: self.label)", "add()"]))], indent: "      ")
        lines.append("    </function>")
        lines.append("    <function name=\"make\" static=\"true\" returns=\"\(storeType)\">")
        lines += code([.simple("\(storeType)()")], indent: "      ")
        lines.append("    </function>")
        return lines
    }

    /// Two SwiftData models related both ways, with `@Attribute(.unique)` and `@Relationship` in each
    /// spelling, and a view that queries them and inserts, relates, renames and deletes through the
    /// model context; the screen places it under a `modelContainer`.
    private mutating func swiftData() -> [String] {
        let unique = random.pick(["attribute=\".unique\"", "unique=\"true\""])
        let rule = random.pick([".cascade", ".nullify", ".deny", ".noAction"])
        let onFolder = random.chance(0.7)
        let inverse = onFolder ? "\\\(noteType).folder" : "\\\(folderType).notes"
        let relationship = random.chance(0.5)
            ? "relationship=\"deleteRule: \(rule), inverse: \(inverse)\""
            : "deleteRule=\"\(rule)\" inverse=\"\(inverse)\""
        var lines = [
            "  <model name=\"\(folderType)\" kind=\"model\">",
            "    <var name=\"name\" type=\"String\" \(unique)/>",
            "    <var name=\"notes\" type=\"[\(noteType)]\" initial=\"[]\"\(onFolder ? " " + relationship : "")/>",
            "    <computed name=\"noteCount\" type=\"Int\" value=\"notes.count\"/>",
            "    <function name=\"rename\" parameters=\"to newName: String\">",
        ]
        lines += code([.simple("name = newName")], indent: "      ")
        lines += [
            "    </function>",
            "    <function name=\"discard\" static=\"true\" parameters=\"_ folder: \(folderType)\">",
        ]
        lines += code([.block("if let context = folder.modelContext", [.simple("context.delete(folder)")], elseHeader: nil, nil)], indent: "      ")
        lines += [
            "    </function>",
            "  </model>",
            "  <model name=\"\(noteType)\" kind=\"model\">",
            "    <var name=\"title\" type=\"String\"/>",
            "    <var name=\"folder\" type=\"\(folderType)?\" initial=\"nil\"\(onFolder ? "" : " " + relationship.replacingOccurrences(of: "deleteRule: \(rule), ", with: "").replacingOccurrences(of: "deleteRule=\"\(rule)\" ", with: ""))/>",
            "  </model>",
        ]
        // A key path with an order, or `@Query`'s `[SortDescriptor]`; a filter as `$0`'s `Bool` or a `#Predicate`.
        let folderQuery = random.pick([
            "sort=\"\\\(folderType).name\"", "sort=\"\\\(folderType).name\" order=\"reverse\"", "sort=\"\\\(folderType).name\" filter=\"!$0.name.isEmpty\"",
            "sort=\"[SortDescriptor(\\\(folderType).name, order: .reverse), SortDescriptor(\\\(folderType).name)]\"",
            "filter=\"#Predicate&lt;\(folderType)&gt; { !$0.name.isEmpty }\" sort=\"[SortDescriptor(\\\(folderType).name)]\"",
        ])
        // The notes' query made in the view's own `init`, as `_notes = Query(…)`, or by its attributes.
        let notesInInit = random.chance(0.3)
        let notesFilter = notesInInit ? "" : random.pick(["", " filter=\"search.isEmpty || $0.title.contains(search)\"", " filter=\"#Predicate&lt;\(noteType)&gt; { search.isEmpty || $0.title.contains(search) }\""])
        lines += [
            "  <view name=\"\(foldersView)\">",
            "    <environment name=\"context\" \(random.pick(["key", "keyPath"]))=\"\\.modelContext\"/>",
            "    <query name=\"folders\" type=\"[\(folderType)]\" \(folderQuery)/>",
            "    <query name=\"notes\" type=\"[\(noteType)]\"\(notesFilter)/>",
            "    <state name=\"search\" type=\"String\" initial=\"&quot;&quot;\"/>",
        ]
        if notesInInit {
            lines.append("    <init>")
            lines += code([.simple("_notes = Query(filter: #Predicate<\(noteType)> { !$0.title.isEmpty }, sort: [SortDescriptor(\\\(noteType).title, order: .reverse)])")], indent: "      ")
            lines.append("    </init>")
        }
        // The context's models now, through a `FetchDescriptor`.
        let fetch = random.pick(["fetch", "fetchCount"])
        lines.append("    <function name=\"untitled\" returns=\"Int\">")
        lines += code([
            .simple("let descriptor = FetchDescriptor<\(noteType)>(predicate: #Predicate { $0.title.isEmpty }, sortBy: [SortDescriptor(\\.title)])"),
            .simple(fetch == "fetch" ? "return ((try? context.fetch(descriptor)) ?? []).count" : "return (try? context.fetchCount(descriptor)) ?? 0"),
        ], indent: "      ")
        lines.append("    </function>")
        let addFolder = ["    <function name=\"addFolder\" parameters=\"named name: String\">"]
            + code([.simple("context.insert(\(folderType)(name: name))")], indent: "      ") + ["    </function>"]
        if !random.chance(0.5) { lines += addFolder }
        lines += [
            "    <body>",
            "      <VStack>",
            "        <ForEach items=\"folders\" item=\"folder\">",
            "          <Text>{folder.name}: {folder.noteCount}</Text>",
            "        </ForEach>",
            "        <Text>{notes.count} notes, {untitled()} untitled</Text>",
            "        <TextField title=\"Search\" text=\"{$search}\"/>",
            "        <Button title=\"Add folder\" action=\"\(#"addFolder(named: "F\(folders.count)")"#.xmlAttributeEscaped)\"/>",
            "        <Button title=\"Add note\">",
            "          <action>",
        ]
        lines += code([.block("if let folder = folders.first", [
            .simple(#"let note = \#(noteType)(title: "n\(notes.count)")"#), .simple("note.folder = folder"),
            .simple("folder.notes.append(note)"), .simple("context.insert(note)"),
        ], elseHeader: nil, nil)], indent: "            ")
        lines += [
            "          </action>",
            "        </Button>",
            "        <Button title=\"Rename\" action=\"\(#"folders.first?.rename(to: "renamed")"#.xmlAttributeEscaped)\"/>",
            "        <Button title=\"Delete\" action=\"if let folder = folders.last { context.delete(folder) }\"/>",
            "        <Button title=\"Save\" action=\"try? context.save()\"/>",
            "        <Button title=\"Discard\" action=\"if let folder = folders.first { \(folderType).discard(folder) }\"/>",
            "      </VStack>",
            "    </body>",
        ]
        if !lines.contains(addFolder[0]) { lines += addFolder }
        lines.append("  </view>")
        return lines
    }

    /// The model's methods and the modifier, as the developer writes them in Swift.
    private func handwrittenSwift() -> String {
        """
        import Trellis

        extension \(storeType) {
            func refresh() async {
                await Task.yield()
                value += 1
            }

            func fetchCount() async -> Int {
                await Task.yield()
                return value
            }

            func load() async throws {
                try await Task.sleep(nanoseconds: 1)
                label = "loaded"
            }

            func ticks() -> AsyncStream<Int> {
                AsyncStream { continuation in
                    continuation.yield(1)
                    continuation.yield(2)
                    continuation.finish()
                }
            }
        }

        extension View {
            func \(badge)(elevated: Bool = false, onTap: @escaping () -> Void) -> some View {
                padding(elevated ? 8 : 2).onAppear(perform: onTap)
            }
        }

        """
    }

    // MARK: The screen

    private mutating func screen() -> [String] {
        var lines = ["  <view name=\"\(prefix)Screen\" root=\"true\">"]
        lines += [
            "    <state name=\"count\" type=\"Int\" initial=\"0\"/>",
            "    <state name=\"title\" type=\"String\" initial=\"&quot;&quot;\"/>",
            "    <state name=\"flag\" type=\"Bool\" initial=\"false\"/>",
            "    <state name=\"level\" type=\"Double\" initial=\"0.5\"/>",
            "    <state name=\"names\" type=\"[String]\" initial=\"[]\"/>",
            "    <state name=\"items\" type=\"[\(itemType)]\" initial=\"[]\"/>",
            "    <state name=\"picked\" type=\"\(itemType)?\" initial=\"nil\"/>",
            "    <state name=\"mode\" type=\"\(modeType)\" initial=\".first\"/>",
            "    <state name=\"due\" type=\"Date\" initial=\"Date()\"/>",
            "    <state name=\"selection\" type=\"Int?\" initial=\"nil\"/>",
            "    <appStorage name=\"sortAscending\" key=\"\(prefix)SortAscending\" type=\"Bool\" initial=\"true\"/>",
            "    <focusState name=\"nameFocused\" type=\"Bool\"/>",
            "    <state name=\"edges\" type=\"Edge.Set\" initial=\"\(random.pick(["[.top, .horizontal]", "[]", ".all", "[.bottom]"]))\"/>",
            "    <environment name=\"editMode\" \(random.pick(["key", "keyPath"]))=\"\\.editMode\"/>",
            "    <state name=\"tally\" type=\"\(tallyType)\" initial=\"\(random.pick(["\(tallyType)()", "\(tallyType).zero()", "\(tallyType)(count: 2)"]))\"/>",
            "    <state name=\"elapsed\" type=\"Duration\" initial=\"\(random.pick([".seconds(90)", ".zero", ".milliseconds(1500)"]))\"/>",
            "    <state name=\"left\" type=\"TimeInterval\" initial=\"TimeInterval(\(hoursLabel): 2)\"/>",
            "    <state name=\"searchText\" type=\"String\" initial=\"&quot;&quot;\"/>",
            "    <state name=\"sheetShown\" type=\"Bool\" initial=\"false\"/>",
            modelIsObservable
                ? "    <state name=\"store\" type=\"\(storeType)\" initial=\"\(storeType)()\"/>"
                : "    <stateObject name=\"store\" type=\"\(storeType)\" initial=\"\(storeType)()\"/>",
        ]
        // The view's own constant, Swift's stored `let`, typed or inferred, `private` or not.
        let constantType = random.chance(0.5) ? " type=\"[String]\"" : ""
        let privateConstant = random.chance(0.5) ? " private=\"true\"" : ""
        lines.append("    <let name=\"captions\"\(constantType) initial=\"[&quot;One&quot;, &quot;Two&quot;]\"\(privateConstant)/>")
        let helperLines = helpers()
        if !helpersAfterBody { lines += helperLines }
        // A computed view and a view-building function, `private` or not, before or after `body`,
        // the function's parameters as `<parameter>`s or as Swift's clause.
        let privateViews = random.chance(0.5) ? " private=\"true\"" : ""
        var viewMembers = [
            "    <computed name=\"header\"\(privateViews)>",
            "      <VStack>",
            "        <Text>{title}</Text>",
            "        <Toggle title=\"Flag\" isOn=\"{$flag}\"/>",
            "      </VStack>",
            "    </computed>",
        ]
        if random.chance(0.5) {
            viewMembers += [
                "    <function name=\"row\"\(privateViews)>",
                "      <parameter name=\"entry\" label=\"for\" type=\"\(itemType)\"/>",
                "      <parameter name=\"onPick\" type=\"() -&gt; Void\"/>",
            ]
        } else {
            viewMembers.append("    <function name=\"row\"\(privateViews) parameters=\"\("for entry: \(itemType), onPick: @escaping () -> Void".xmlAttributeEscaped)\">")
        }
        viewMembers += [
            "      <HStack>",
            "        <Text>{entry.title}</Text>",
            "        <Button title=\"Pick\" action=\"onPick()\"/>",
            "      </HStack>",
            "    </function>",
            // A view-building function named like SwiftUI's `badge` modifier, as Swift's
            // `func badge(for cents: Int) -> some View` beside `.badge(_:)`.
            "    <function name=\"badge\"\(privateViews) parameters=\"for cents: Int\">",
            "      <Text>Badge {cents}</Text>",
            "    </function>",
        ]
        if !helpersAfterBody { lines += viewMembers }
        lines.append("    <body>")
        lines.append("      <VStack>")
        lines.append("        <Text>{captions.joined(separator: &quot;, &quot;)}</Text>")
        lines += body(indent: "        ")
        lines += screenModifiers(indent: "        ")
        lines.append("      </VStack>")
        lines.append("    </body>")
        if helpersAfterBody { lines += viewMembers + helperLines }
        lines.append("  </view>")
        return lines
    }

    private mutating func helpers() -> [String] {
        var lines: [String] = []
        var scope = StatementScope(callsHelpers: false)
        lines.append("    <function name=\"bump\">")
        lines += code(statements(scope, count: random.int(1...3)), indent: "      ")
        lines.append("    </function>")

        lines.append("    <function name=\"rename\">")
        lines.append("      <parameter name=\"newTitle\" label=\"to\" type=\"String\"/>")
        lines += code([.simple("title = newTitle")] + statements(scope, count: random.int(0...2)), indent: "      ")
        lines.append("    </function>")

        scope.returnValue = "count"
        lines.append("    <function name=\"total\" returns=\"Int\">")
        var total = statements(scope, count: random.int(0...2))
        if random.chance(0.5) {
            let first = local("first")
            total += [.simple("guard let \(first) = names.first else { return count }"), .simple("return \(first).count + count")]
        } else {
            total.append(.simple("return count + names.count"))
        }
        lines += code(total, indent: "      ")
        lines.append("    </function>")

        lines.append("    <function name=\"removeNames\" parameters=\"\(random.pick(["at offsets: IndexSet", "_ offsets: IndexSet"]))\">")
        lines += code([.simple("names.remove(atOffsets: offsets)")], indent: "      ")
        lines.append("    </function>")
        lines.append("    <function name=\"describe\" returns=\"String\">")
        lines.append("      <parameter name=\"value\" label=\"_\" type=\"Int\"/>")
        lines += code([.simple("return \"\\(value) of \\(title)\"")], indent: "      ")
        lines.append("    </function>")

        // Swift's parameter clause, with a parameter named like the state `self.` reaches past it.
        let privately = random.chance(0.5) ? " private=\"true\"" : ""
        let extra = random.pick(["1 + 1", "2", "-1", "Int(\"3\") ?? 0"])
        lines.append("    <function name=\"setCount\"\(privately) parameters=\"\("_ count: Int, plus extra: Int = \(extra)".xmlAttributeEscaped)\">")
        lines += code([.simple("self.count = count + extra")], indent: "      ")
        lines.append("    </function>")
        let titleDefault = random.pick([#""a < b""#, #""one, two""#, #""\"quoted\"""#, #""""#])
        lines.append("    <function name=\"retitle\"\(privately) parameters=\"\("title: String = \(titleDefault), loud: Bool = 1 < 2".xmlAttributeEscaped)\">")
        lines += code([.simple("self.title = loud ? title.uppercased() : title")], indent: "      ")
        lines.append("    </function>")

        // Helpers overloaded by their labels, as Swift's `record()` beside `record(value:)`.
        lines.append("    <function name=\"record\">")
        lines += code([.simple(random.pick([#"record(value: "appeared")"#, #"self.record(value: title)"#]))], indent: "      ")
        lines.append("    </function>")
        lines.append("    <function name=\"record\" parameters=\"value: String\">")
        lines += code([.simple("names.append(value)")], indent: "      ")
        lines.append("    </function>")

        scope = StatementScope(isAsync: true, callsHelpers: false)
        lines.append("    <function name=\"reload\" async=\"true\">")
        // An error an async helper drops on purpose, in every program.
        lines += code(statements(scope, count: random.int(1...3)) + [.simple("try? await store.load()")], indent: "      ")
        lines.append("    </function>")
        return lines
    }

    private func code(_ statements: [GeneratedStatement], indent: String) -> [String] {
        ["<![CDATA["] .map { indent + $0 } + GeneratedStatement.lines(statements, indent: indent + "  ") + [indent + "]]>"]
    }

    private mutating func body(indent: String) -> [String] {
        var lines: [String] = []
        // Every state is read, as a screen reads what it stores.
        lines.append(indent + "<Text>{count} {title} {flag ? \"on\" : \"off\"} {level} {names.count} {items.count} {picked?.title ?? \"none\"} {store.value} {store.label} {describe(count)} {selection ?? 0} {sortAscending ? \"up\" : \"down\"}</Text>")
        lines.append(indent + "<Toggle title=\"Ascending\" isOn=\"{$sortAscending}\"/>")
        lines.append(indent + "<Text>{mode.label} {tally.size} {tally.note} {store.summary} {items.first?.summary ?? \"\"}<padding value=\"{edges}\"/></Text>")
        if hasSwiftData {
            lines.append(indent + "<\(foldersView)><modelContainer for=\"[\(folderType).self, \(noteType).self]\"/></\(foldersView)>")
        }
        // A view whose own `init` has defaults: any of them left out.
        lines.append(indent + random.pick(["<\(counterView)/>", "<\(counterView) title=\"Taps\"/>", "<\(counterView) \(startLabel)=\"{count}\"/>", "<\(counterView) title=\"{title}\" \(startLabel)=\"3\"/>"]))
        // A list of bindings, as Swift's `List($items) { $item in … }`.
        let line = local("line")
        let listID = itemIsIdentifiable ? "" : " id=\"\\.id\""
        if random.chance(0.7) {
            lines.append(indent + "<List items=\"$items\"\(listID) item=\"$\(line)\"><TextField title=\"Title of {\(line).id}\" text=\"{$\(line).title}\"/></List>")
        } else {
            lines.append(indent + "<List items=\"items\"\(listID) item=\"\(line)\"><Text>{\(line).summary}</Text></List>")
        }
        lines.append(indent + "<\(panelView)><\(modelIsObservable ? "environment" : "environmentObject") value=\"store\"/></\(panelView)>")
        if itemIsIdentifiable {
            lines.append(indent + "<ForEach items=\"$items\" item=\"$entry\"><TextField title=\"Title of {entry.id}\" text=\"{$entry.title}\"/></ForEach>")
        }
        lines.append(indent + "<Text value=\"{due}\" style=\".date\"/>")
        lines.append(indent + "<header/>")
        if random.chance(0.5) {
            lines += [indent + "<if condition=\"let picked\">", indent + "  <Text>Picked {picked.title}</Text>", indent + "</if>", indent + "<else>", indent + "  <Text>None</Text>", indent + "</else>"]
        } else {
            lines += [indent + "<if condition=\"flag &amp;&amp; count &gt; 1\">", indent + "  <ProgressView/>", indent + "</if>"]
        }
        lines += lastRoundForms(indent: indent)
        lines += thisRoundForms(indent: indent)
        lines.append(indent + "<switch value=\"mode\">")
        for name in modeCases {
            if name == "tagged" {
                lines.append(indent + "  <case pattern=\".tagged(let number)\"><Text>Tagged {number}</Text></case>")
            } else {
                lines.append(indent + "  <case pattern=\".\(name)\"><Text>\(name)</Text></case>")
            }
        }
        lines.append(indent + "</switch>")
        if enumKind == 1 {
            lines.append(indent + "<ForEach items=\"\(modeType).allCases\" item=\"option\"><Text>{option.rawValue}</Text></ForEach>")
        } else if enumKind == 2 {
            lines.append(indent + "<Text>Raw {mode.rawValue}</Text>")
        }
        let id = itemIsIdentifiable ? "" : " id=\"\\.id\""
        let rowID = itemProtocols.contains("Hashable") ? "<id value=\"item\"/>" : ""
        lines.append(indent + "<ForEach items=\"items\"\(id) item=\"item\">")
        lines.append(indent + "  <Label title=\"{item.title}\" systemImage=\"star\">\(rowID)</Label>")
        let pick = GeneratedStatement.oneLine([.simple("picked = item")] + statements(StatementScope(), count: random.int(0...1), oneLine: true))
        // Modifiers inside a view-building function's use modify its views.
        let rowModifiers = random.pick(["", "<opacity value=\"0.5\"/>", "<padding/><disabled value=\"{flag}\"/>"])
        lines.append(indent + "  <row entry=\"{item}\" onPick=\"\(pick.xmlAttributeEscaped)\"" + (rowModifiers.isEmpty ? "/>" : ">\(rowModifiers)</row>"))
        let tap = GeneratedStatement.oneLine(statements(StatementScope(), count: 1, oneLine: true))
        let renamed = local("renamed")
        let rename = "\(renamed) in " + GeneratedStatement.oneLine([.simple("title = \(renamed)")] + statements(StatementScope(), count: random.int(0...1), oneLine: true))
        let refresh = GeneratedStatement.oneLine(statements(StatementScope(isAsync: true), count: 1, oneLine: true))
        let note = random.chance(0.5) ? " note=\"{item.title}\"" : ""
        let limit = limitHasDefault && random.chance(0.5) ? "" : " limit=\"\(random.pick(["3", "{count}"]))\""
        let isOn = random.pick(["{$flag}", "{$flag}", "{Binding(get: { flag }, set: { flag = $0 })}", "{Binding(get: { self.sortAscending }, set: { newValue in sortAscending = newValue })}"]).xmlAttributeEscaped
        lines.append(indent + "  <\(rowView) entry=\"{item}\" isOn=\"\(isOn)\"\(limit)\(note) onTap=\"\(tap.xmlAttributeEscaped)\" onRename=\"\(rename.xmlAttributeEscaped)\" onRefresh=\"\(refresh.xmlAttributeEscaped)\"/>")
        lines.append(indent + "</ForEach>")

        // Actions in each place a screen writes them.
        for _ in 0..<random.int(1...3) { lines += button(indent: indent) }
        lines.append(indent + "<TextField title=\"Name\" text=\"{$title}\">")
        lines += modifierCode("onSubmit", attributes: "", scope: StatementScope(), indent: indent + "  ", leading: [.simple("nameFocused = false")])
        lines.append(indent + "  <focused value=\"{$nameFocused}\"/>")
        lines.append(indent + "</TextField>")
        let badgeTap = GeneratedStatement.oneLine(statements(StatementScope(), count: 1, oneLine: true)).xmlAttributeEscaped
        lines.append(indent + "<Label title=\"Badge\" systemImage=\"star\"><\(badge) elevated=\"\(random.chance(0.5))\" onTap=\"\(badgeTap)\"/></Label>")

        // SwiftUI's vocabulary, from the prelude.
        for _ in 0..<random.int(2...5) { lines += preludeView(indent: indent, depth: 0) }
        return lines
    }

    /// A file-level constant the screen reads, and a view whose `@ViewBuilder let content` shows
    /// the views written inside its use.
    private mutating func fileLevelAndCard() -> [String] {
        let privately = random.chance(0.5) ? " private=\"true\"" : ""
        return [
            "  <let name=\"\(prefix.lowercased())Step\" type=\"Double\" initial=\"\(random.pick(["2", "0.5", "8 * 60"]))\"\(privately)/>",
            "  <view name=\"\(prefix)Card\">",
            "    <let name=\"title\" type=\"String\"/>",
            "    <let name=\"content\" type=\"Content\" viewBuilder=\"true\"/>",
            "    <body>",
            "      <VStack alignment=\".leading\">",
            "        <Text>{title}<font value=\".headline\"/></Text>",
            "        <content/>",
            random.chance(0.5) ? "        <padding/>" : "",
            "      </VStack>",
            "    </body>",
            "  </view>",
        ].filter { !$0.isEmpty }
    }

    /// A custom environment value as Swift wrote it before `@Entry` (an `EnvironmentKey` and a
    /// `get`/`set` member of `extension EnvironmentValues`) with a view that reads it, and an
    /// `init` written with its code in an extension of Foundation's `TimeInterval`.
    private mutating func environmentKeyAndExtensions() -> [String] {
        let (type, defaultValue, shown): (String, String, String) = random.pick([
            ("Bool", "false", #"{accented ? "accented" : "plain"}"#), ("Int", "0", "{accented}"), ("String", "&quot;plain&quot;", "{accented}"),
        ])
        accentType = type
        let conforms = random.pick(["protocols", "conforms", "conformances"])
        let extended = random.pick(["name", "type"])
        let setter = random.pick(["set { self[\(accentKey).self] = newValue }", "set(newAccent) { self[\(accentKey).self] = newAccent }"])
        return [
            "  <struct name=\"\(accentKey)\" \(conforms)=\"EnvironmentKey\">",
            "    <let name=\"defaultValue\" type=\"\(type)\" initial=\"\(defaultValue)\" static=\"true\"/>",
            "  </struct>",
            "  <extension \(extended)=\"EnvironmentValues\">",
            "    <computed name=\"\(accentValue)\" type=\"\(type)\">",
            "      get { self[\(accentKey).self] }",
            "      \(setter)",
            "    </computed>",
            "  </extension>",
            "  <view name=\"\(accentView)\">",
            "    <environment name=\"accented\" key=\"\\.\(accentValue)\"/>",
            "    <body>",
            "      <Text>Accent \(shown)</Text>",
            "    </body>",
            "  </view>",
            "  <extension \(extended)=\"TimeInterval\">",
            "    <init parameters=\"\(hoursLabel) hours: Double\">",
            "      self = hours * 60 * 60",
            "    </init>",
            "  </extension>",
        ]
    }

    /// The screen's state the screen writes into its custom environment value, of the key's type.
    private var accentArgument: String { ["Bool": "flag", "Int": "count"][accentType] ?? "title" }

    /// The forms of the last round: a `List`'s one `ForEach` with `onDelete`/`onMove` after its row
    /// or after it, `EditButton` and `editMode`, attribute synonyms, `else if`, a specifier, a
    /// card's view-builder content, a file-level constant, a setter, `allCases`, a model's context.
    private mutating func lastRoundForms(indent: String) -> [String] {
        var lines: [String] = []
        let name = local("name")
        let items = random.chance(0.5) ? "items" : "data"
        let offsets = local("offsets")
        let deleteLabel = random.pick(["action", "perform"])
        let delete = random.pick([
            "<onDelete \(deleteLabel)=\"removeNames\"/>",
            "<onDelete \(deleteLabel)=\"\(offsets) in names.remove(atOffsets: \(offsets))\"/>",
            "<onDelete \(deleteLabel)=\"\(offsets) in names.remove(atOffsets: \(offsets))\"/>",
            // The closure as the element's code, Swift's `.onDelete { offsets in … }`.
            "<onDelete>\(offsets) in names.remove(atOffsets: \(offsets))</onDelete>",
        ])
        let move = random.chance(0.5) ? "<onMove action=\"\(local("source")), \(local("destination")) in names.move(fromOffsets: source\(localCounter - 1), toOffset: destination\(localCounter))\"/>" : ""
        let afterRow = random.chance(0.5)
        // A modifier after the one row modifies the row, with the row's item in scope.
        let swipe = afterRow && random.chance(0.5) ? "<swipeActions><Button title=\"Drop\" action=\"names.removeAll { $0 == \(name) }\"/></swipeActions>" : ""
        let row = "<Text>{\(name)}</Text>" + swipe
        lines.append(indent + "<List>")
        lines.append(indent + "  <ForEach \(items)=\"names\" id=\"\\.self\" item=\"\(name)\">\(row)\(afterRow ? delete + move : "")</ForEach>\(afterRow ? "" : delete + move)")
        if random.chance(0.5) { lines.append(indent + "  <toolbar><EditButton/></toolbar>") }
        if random.chance(0.5) { lines.append(indent + "  <scrollContentBackground value=\"\(random.pick([".hidden", ".visible", ".automatic"]))\"/>") }
        lines.append(indent + "</List>")
        if random.chance(0.5) { lines.append(indent + "<EditButton/>") }
        lines.append(indent + "<Text>Level {level, specifier: \"\(random.pick(["%.2f", "%.1f", "%.0f"]))\"} step {\(prefix.lowercased())Step} doubled {tally.doubled}</Text>")
        lines.append(indent + "<Button title=\"Double\" action=\"\(random.pick(["tally.doubled = 8", "tally.doubled += 2", "tally.doubled = count"]))\"/>")
        lines += [
            indent + "<if condition=\"count &gt; 10\">", indent + "  <Text>Many</Text>", indent + "</if>",
            indent + "<else if=\"\(random.pick(["count &gt; 2", "flag", "names.isEmpty"]))\">", indent + "  <Text>Some</Text>", indent + "</else>",
        ]
        if random.chance(0.5) { lines += [indent + "<else>", indent + "  <Text>Few</Text>", indent + "</else>"] }
        let card = "\(prefix)Card"
        lines.append(indent + "<\(card) title=\"Card {count}\">")
        lines.append(indent + "  <Text>Steps {count}</Text>")
        if random.chance(0.5) { lines.append(indent + "  <Text>Flag {flag ? \"on\" : \"off\"}</Text>") }
        lines.append(indent + "</\(card)>")
        // A switch whose cases name their values as SwiftUI developers guess (`value`).
        lines.append(indent + "<switch value=\"mode\">")
        for name in modeCases {
            let pattern = name == "tagged" ? ".tagged(let number)" : ".\(name)"
            lines.append(indent + "  <case value=\"\(pattern)\"><Text>\(name == "tagged" ? "Tagged {number}" : name)</Text></case>")
        }
        lines.append(indent + "</switch>")
        if !caseIterableSpelling.isEmpty, enumKind == 0 {
            let option = local("option")
            lines.append(indent + "<ForEach items=\"\(modeType).allCases\" id=\"\\.self\" item=\"\(option)\"><Text>{\(option).label}</Text></ForEach>")
        }
        lines.append(indent + "<Text>{editMode?.wrappedValue.isEditing == true ? \"Editing\" : \"Viewing\"}</Text>")
        return lines
    }

    /// This round's forms: an enum's and a struct's computed views placed as `<mode.icon/>` or a
    /// hole alone among views, `<if>`s of compilation conditions around views and around
    /// modifiers (Swift's `#if`, postfix among modifiers), a custom environment value written by
    /// the screen, a `Gauge`, a `Duration`, an extension's `init`, `searchSuggestions`,
    /// `presentationDetents`, a function named like `badge` beside the modifier, and
    /// `onAppear(perform:)` calling a helper overloaded by labels.
    private mutating func thisRoundForms(indent: String) -> [String] {
        var lines: [String] = []
        let modifier = random.pick(["", "<padding/>", "<opacity value=\"0.8\"/>"])
        lines.append(indent + random.pick([
            modifier.isEmpty ? "<mode.icon/>" : "<mode.icon>\(modifier)</mode.icon>", "{mode.icon}",
        ]))
        lines.append(indent + random.pick(["<tally.meter/>", "{tally.meter}", "<HStack>{tally.meter}</HStack>"]))
        if !modeHasValues, enumKind != 0 || !caseIterableSpelling.isEmpty {
            let option = local("option")
            lines.append(indent + "<ForEach items=\"\(modeType).allCases\" id=\"\\.self\" item=\"\(option)\">{\(option).icon}</ForEach>")
        }
        // Swift's `#if` among views, with `#else` or an `#if` inside it.
        let conditions = ["os(macOS)", "os(iOS)", "os(Linux)", "os(iOS) || os(macOS)", "!os(Linux)", "arch(x86_64)", "arch(arm64)",
                          "canImport(UIKit)", "canImport(Foundation)", "targetEnvironment(simulator)", "swift(&gt;=5.9)", "compiler(&gt;=6.0)",
                          "#if DEBUG", "os(macOS) &amp;&amp; arch(arm64)", "!(os(iOS) || os(tvOS))"]
        lines += [indent + "<if condition=\"\(random.pick(conditions))\">", indent + "  <Text>Platform {count}</Text>", indent + "</if>"]
        switch random.int(0...2) {
        case 0: lines += [indent + "<else>", indent + "  <Text>Other platform</Text>", indent + "</else>"]
        case 1: lines += [indent + "<else if=\"\(random.pick(conditions.filter { !$0.hasPrefix("#") }))\">", indent + "  <Label title=\"Second platform\" systemImage=\"star\"/>", indent + "</else>"]
        default: break
        }
        // An `<if>` of modifiers only, a postfix `#if` on the view before it.
        var platformPadding = indent + "<Text>Padded {level}<if condition=\"\(random.pick(conditions))\"><padding value=\"3\"/>\(random.chance(0.5) ? "<opacity value=\"0.9\"/>" : "")</if>"
        if random.chance(0.5) { platformPadding += "<else><padding value=\"7\"/></else>" }
        lines.append(platformPadding + "</Text>")
        // The custom environment value, as its default and as the screen writes it.
        let appears = random.chance(0.5) ? "<onAppear perform=\"record\"/>" : ""
        lines.append(indent + (appears.isEmpty ? "<\(accentView)/>" : "<\(accentView)>\(appears)</\(accentView)>"))
        lines.append(indent + "<\(accentView)><environment key=\"\\.\(accentValue)\" value=\"\(accentArgument)\"/></\(accentView)>")
        if appears.isEmpty { lines.append(indent + "<Text>Appeared<onAppear perform=\"record\"/></Text>") }
        // Gauges, a `Duration` and an extension's `init`.
        lines.append(indent + "<Gauge value=\"{level}\"><Text>Level</Text></Gauge>")
        lines.append(indent + "<Gauge value=\"{left}\" in=\"{0...TimeInterval(\(hoursLabel): 8)}\"><Text>Left</Text>\(random.chance(0.5) ? "<padding/>" : "")</Gauge>")
        lines.append(indent + "<Button title=\"Spend\" action=\"\(random.pick(["left -= TimeInterval(\(hoursLabel): 1)", "left = max(0, left - 60)", "left = TimeInterval(\(hoursLabel): Double(count))"]))\"/>")
        lines.append(indent + "<Text>Elapsed {\(random.pick(["elapsed.formatted()", "elapsed.description", "elapsed == .zero ? &quot;none&quot; : elapsed.formatted()"]))}</Text>")
        lines.append(indent + "<Button title=\"Tick\" action=\"\(random.pick(["elapsed = .seconds(Double(count))", "elapsed = .milliseconds(250)", "elapsed = .zero", "elapsed = Duration.seconds(level)"]))\"/>")
        // A search with suggestions while its text is empty.
        let suggestion = local("suggestion")
        lines += [
            indent + "<List>",
            indent + "  <Text>Searching {searchText}</Text>",
            indent + "  <searchable text=\"{$searchText}\"\(random.chance(0.5) ? " prompt=\"Find\"" : "")/>",
            indent + "  <searchSuggestions>",
            random.chance(0.5)
                ? indent + "    <if condition=\"searchText.isEmpty\"><Text>Try fern</Text></if>"
                : indent + "    <ForEach items=\"names\" id=\"\\.self\" item=\"\(suggestion)\"><Text>{\(suggestion)}</Text></ForEach>",
            indent + "  </searchSuggestions>",
            indent + "</List>",
        ]
        // A sheet of adjustable height.
        let detents = random.pick(["[.medium, .large]", "[.medium]", "[.fraction(0.3), .large]", "[.height(200)]"])
        lines.append(indent + "<Button title=\"Sheet\" action=\"sheetShown = true\"><sheet isPresented=\"{$sheetShown}\"><Text>Sheet {count}</Text><presentationDetents value=\"\(detents)\"/></sheet></Button>")
        // The view's own `badge(for:)` beside SwiftUI's `.badge(_:)`.
        lines.append(indent + "<badge for=\"{count}\"/>")
        lines.append(indent + "<Label title=\"Inbox\" systemImage=\"tray\"><badge value=\"{count}\"/></Label>")
        return lines
    }

    private mutating func button(indent: String) -> [String] {
        let title = random.pick(["Add", "Reset", "Load", "Go {count}"])
        switch random.int(0...2) {
        case 0:
            return [indent + "<Button title=\"\(title)\" action=\"\(random.pick(["bump", "Task { await reload() }"]).xmlAttributeEscaped)\"/>"]
        case 1:
            let statements = statements(StatementScope(), count: random.int(1...2), oneLine: true)
            return [indent + "<Button title=\"\(title)\" action=\"\(GeneratedStatement.oneLine(statements).xmlAttributeEscaped)\"/>"]
        default:
            var lines = [indent + "<Button title=\"\(title)\">", indent + "  <action>"]
            lines += code(statements(StatementScope(), count: random.int(1...4)), indent: indent + "    ")
            return lines + [indent + "  </action>", indent + "</Button>"]
        }
    }

    private mutating func modifierCode(_ name: String, attributes: String, scope: StatementScope, indent: String, leading: [GeneratedStatement] = []) -> [String] {
        var lines = [indent + "<\(name)\(attributes)>"]
        lines += code(leading + statements(scope, count: random.int(1...3)), indent: indent + "  ")
        return lines + [indent + "</\(name)>"]
    }

    private mutating func screenModifiers(indent: String) -> [String] {
        var lines: [String] = []
        lines += modifierCode("onAppear", attributes: "", scope: StatementScope(), indent: indent)
        if random.chance(0.4) { lines += modifierCode("onDisappear", attributes: "", scope: StatementScope(), indent: indent) }
        let changed = random.pick([("count", "Int"), ("title", "String"), ("flag", "Bool"), ("level", "Double"), ("tally.count", "Int"), ("store.value", "Int"), ("self.title", "String")])
        let newName = local("new")
        let reading: GeneratedStatement = switch changed.1 {
        case "Int": .simple("count = \(newName) + 1")
        case "String": .simple("names.append(\(newName))")
        case "Bool": .simple("flag = !\(newName)")
        default: .simple("level = \(newName) / 2")
        }
        let initial = random.pick(["", " initial=\"true\"", " initial=\"false\"", " initial=\"flag\"", " initial=\"count &gt; 0\""])
        let onChangeForm = random.int(0...2)
        if onChangeForm == 2 {
            // The closure as the element's code, names first: Swift's `.onChange(of: x) { _, new in … }`.
            let oldName = random.chance(0.5) ? "_" : local("old")
            lines.append(indent + "<onChange of=\"{\(changed.0)}\"\(initial)>")
            lines += code([.simple("\(oldName), \(newName) in"), reading] + statements(StatementScope(), count: random.int(0...2)), indent: indent + "  ")
            lines.append(indent + "</onChange>")
        } else if onChangeForm == 1 {
            let oldName = random.chance(0.5) ? " old=\"\(local("old"))\"" : ""
            lines += modifierCode("onChange", attributes: " of=\"\(changed.0)\"\(initial)\(oldName) new=\"\(newName)\"", scope: StatementScope(), indent: indent, leading: [reading])
        } else {
            // The names first, as Swift's closure `{ old, new in … }` writes them.
            let oldName = random.chance(0.3) ? "_" : local("old")
            let action = "\(oldName), \(newName) in " + GeneratedStatement.oneLine([reading] + statements(StatementScope(), count: random.int(0...2), oneLine: true))
            lines.append(indent + "<onChange of=\"\(changed.0)\"\(initial) action=\"\(action.xmlAttributeEscaped)\"/>")
        }
        lines += modifierCode("task", attributes: random.chance(0.5) ? " id=\"count\"" : "", scope: StatementScope(isAsync: true), indent: indent)
        if random.chance(0.5) {
            lines += modifierCode("refreshable", attributes: "", scope: StatementScope(isAsync: true), indent: indent)
        }
        // The forms of the last rounds, also written where a random prelude call rarely lands.
        if random.chance(0.4) {
            lines.append(indent + "<navigationTitle>\(titleText())</navigationTitle>")
        }
        if random.chance(0.4) {
            lines.append(indent + "<safeAreaInset edge=\"\(random.pick([".bottom", ".top", ".leading"]))\"><Text>Bar {count}</Text>\(oneViewModifier())</safeAreaInset>")
        }
        if pushesValues {
            let pushed = local("pushed")
            lines.append(indent + "<navigationDestination for=\"Int.self\" item=\"\(pushed)\"><Text>Pushed {\(pushed)}</Text></navigationDestination>")
        }
        if pushesPathStrings {
            let pushed = local("pushed")
            lines.append(indent + "<navigationDestination for=\"String.self\" item=\"\(pushed)\"><Text>Pushed {\(pushed)}</Text></navigationDestination>")
        }
        if !modelIsObservable, random.chance(0.5) {
            let received = local("received")
            lines.append(indent + "<onReceive value=\"store.$value\" action=\"\(received) in count = \(received)\"/>")
        }
        return lines
    }

    // MARK: Prelude views and modifiers

    private mutating func preludeView(indent: String, depth: Int) -> [String] {
        let (decl, overload, binding) = generator.randomView(&random)
        var attributes: [String] = []
        var elements: [String] = []
        var content: [String] = []
        var slotIndex = 0
        for parameter in overload.parameters {
            if parameter.isSlot {
                defer { slotIndex += 1 }
                let required = parameter.isRequiredSlot
                guard required || random.chance(slotIndex == 0 ? 0.8 : 0.3) else { continue }
                // A slot that takes a value (`GeometryReader`'s proxy) has it named with `item`.
                if parameter.slotValueType != nil { attributes.append("item=\"\(local("value"))\"") }
                var views: [String] = []
                let count = depth < 1 ? random.int(1...2) : 1
                for _ in 0..<count {
                    views += depth < 1 ? preludeView(indent: indent + "    ", depth: depth + 1) : [indent + "    <Text>Leaf {count}</Text>"]
                }
                if slotIndex == 0 {
                    content += views.map { String($0.dropFirst(2)) }
                } else {
                    // After a named slot's one view, a modifier modifies that view.
                    let modifier = count == 1 && random.chance(0.4) ? [indent + "    " + oneViewModifier()] : []
                    elements += [indent + "  <\(parameter.name.name)>"] + views + modifier + [indent + "  </\(parameter.name.name)>"]
                }
                continue
            }
            guard parameter.defaultValue == nil || random.chance(0.3) else { continue }
            let type = generator.typeText(of: parameter, binding: binding, in: decl)
            if let action = actionArgument(type) {
                attributes.append("\(parameter.name.name)=\"\(action.xmlAttributeEscaped)\"")
            } else if let value = ValueTable.produce(type, vocabulary: generator.vocabulary, random: &random) {
                attributes.append("\(parameter.name.name)=\"\(value.xmlAttributeEscaped)\"")
            }
        }
        var modifiers: [String] = []
        for _ in 0..<random.int(0...2) {
            if let modifier = preludeModifier(indent: indent + "  ", on: decl, first: modifiers.isEmpty) { modifiers.append(modifier) }
        }
        if decl.name.name == "NavigationLink", attributes.contains(where: { $0.hasPrefix("value=") }) { pushesValues = true }
        if decl.name.name == "NavigationStack", attributes.contains(where: { $0.hasPrefix("path=") }) { pushesPathStrings = true }
        let open = ([decl.name.name] + attributes).joined(separator: " ")
        let children = content + elements + modifiers
        if children.isEmpty { return [indent + "<\(open)/>"] }
        return [indent + "<\(open)>"] + children + [indent + "</\(decl.name.name)>"]
    }

    private mutating func preludeModifier(indent: String, on view: InterfaceDecl, first: Bool) -> String? {
        let (decl, overload, binding) = generator.randomModifier(&random)
        closesWithFlag = false
        // A modifier declared only on `Shape` (or on `Image`) applies to a shape (an image) before any other modifier.
        if decl.receiver != nil, !(first && decl.receivers.contains(where: { view.protocols.contains($0) || view.name.name == $0 })) { return nil }
        var attributes: [String] = []
        var slots: [String] = []
        for parameter in overload.parameters {
            if parameter.isSlot {
                if parameter.isRequiredSlot || slots.isEmpty && overload.slots.first == parameter {
                    slots.append(parameter.name.name)
                }
                continue
            }
            guard parameter.defaultValue == nil || random.chance(0.3) else { continue }
            let type = generator.typeText(of: parameter, binding: binding, in: decl)
            if let action = actionArgument(type) {
                attributes.append("\(parameter.name.name)=\"\(action.xmlAttributeEscaped)\"")
            } else if var value = ValueTable.produce(type, vocabulary: generator.vocabulary, random: &random) {
                // One flag presents one thing (TRL288); the others are never presented.
                if parameter.name.name == "isPresented", value == "{$flag}" {
                    if presentsWithFlag { value = "{.constant(false)}" } else { presentsWithFlag = true; closesWithFlag = decl.name.name == "fullScreenCover" }
                }
                attributes.append("\(parameter.name.name)=\"\(value.xmlAttributeEscaped)\"")
            }
        }
        // `alert(_:isPresented:presenting:)`'s slots take the presented value, named as the closure's.
        if overload.parameters.contains(where: { $0.isSlot && slots.contains($0.name.name) && $0.slotValueType != nil }) {
            attributes.append("item=\"presented\"")
        }
        let open = ([decl.name.name] + attributes).joined(separator: " ")
        guard !slots.isEmpty else { return indent + "<\(open)/>" }
        // The first slot is the modifier's content; others are named children.
        var text = indent + "<\(open)>"
        for (index, slot) in slots.enumerated() {
            let parameter = overload.parameters.first { $0.isSlot && $0.name.name == slot }
            // A slot of type `Text` (`navigationTitle(_: Text)`) takes one `Text`, unmodified.
            if parameter?.typeText == "Text" {
                let title = titleText()
                text += index == 0 ? title : "<\(slot)>\(title)</\(slot)>"
                continue
            }
            // A full-screen cover the user can close (TRL289).
            var content = index == 0 && closesWithFlag ? "<Button title=\"Close\" action=\"flag = false\"/>" : "<Text>Slot</Text>"
            // A modifier after the one view of a modifier's content or a slot modifies that view.
            if random.chance(0.4) { content += oneViewModifier() }
            text += index == 0 ? content : "<\(slot)>\(content)</\(slot)>"
        }
        closesWithFlag = false
        return text + "</\(decl.name.name)>"
    }

    /// A `Text` as `navigationTitle(_: Text)` takes it.
    private mutating func titleText() -> String {
        random.pick(["<Text>Title {count}</Text>", "<Text verbatim=\"Plain\"/>", "<Text value=\"{due}\" style=\".date\"/>", "<Text>{title}</Text>"])
    }

    /// A modifier any view takes, written after a slot's one view.
    private mutating func oneViewModifier() -> String {
        random.pick(["<padding/>", "<padding value=\"[.top, .horizontal]\"/>", "<opacity value=\"0.5\"/>", "<foregroundStyle value=\".secondary\"/>", "<frame maxWidth=\".infinity\"/>"])
    }

    /// The statements of an argument of function type, naming the closure's values first.
    private mutating func actionArgument(_ type: String) -> String? {
        guard let arrow = type.range(of: "->") else { return nil }
        let signature = String(type[..<arrow.lowerBound]).trimming(" ")
        let isAsync = signature.hasSuffix("async") || signature.hasSuffix("async throws")
        guard let close = signature.lastIndex(of: ")") else { return nil }
        let parameterList = signature[signature.index(after: signature.startIndex)..<close]
        let parameterTypes = parameterList.isEmpty ? [] : parameterList.split(separator: ",").map { String($0).trimming(" ") }
        var leading: [GeneratedStatement] = []
        var names: [String] = []
        for parameterType in parameterTypes {
            let name = local("value")
            names.append(name)
            switch parameterType {
            case "Bool": leading.append(.simple("flag = \(name)"))
            case "Int": leading.append(.simple("count = \(name)"))
            case "String": leading.append(.simple("title = \(name)"))
            case "Double": leading.append(.simple("level = \(name)"))
            default: names[names.count - 1] = "_"
            }
        }
        let body = leading + statements(StatementScope(isAsync: isAsync), count: random.int(1...2), oneLine: true)
        let code = GeneratedStatement.oneLine(body)
        return names.isEmpty ? code : "\(names.joined(separator: ", ")) in \(code)"
    }

    // MARK: Statements

    private mutating func local(_ stem: String) -> String {
        localCounter += 1
        return "\(stem)\(localCounter)"
    }

    mutating func statements(_ scope: StatementScope, count: Int, oneLine: Bool = false) -> [GeneratedStatement] {
        var result: [GeneratedStatement] = []
        while result.count < count {
            let next = statement(scope, topLevel: true)
            if oneLine, !next.allSatisfy(\.fitsOnOneLine) { continue }
            result += next
        }
        return result
    }

    /// One statement, or a few that belong together (a local and its use, a `guard` and what follows).
    private mutating func statement(_ scope: StatementScope, topLevel: Bool) -> [GeneratedStatement] {
        let nested = scope.depth < 2
        var inner = scope
        inner.depth += 1
        switch random.int(0...33) {
        case 0: return [.simple(random.pick(["count += 1", "count -= 2", "count *= 2", "count = count + 3", "count = names.count"]))]
        case 1: return [.simple(random.pick(["title = \"Done\"", "title += \"!\"", "title = \"\\(count) items\"", "title = title.uppercased()"]))]
        case 2: return [.simple(random.pick(["flag.toggle()", "flag = !flag", "flag = count > 3 && !names.isEmpty"]))]
        case 3: return [.simple(random.pick(["level += 0.1", "level /= 2", "level = level * 1.5", "level -= 0.25"]))]
        case 4: return [.simple(random.pick(["names.append(title)", "names.removeAll()", "names = names.filter { !$0.isEmpty }", "names.insert(\"first\", at: 0)"]))]
        case 5:
            return [.simple(random.pick([
                "items.append(\(itemType)(id: items.count, title: title))", "items.removeAll { $0.id == count }",
                "picked = items.first", "picked = nil", "items = items.sorted { $0.id > $1.id }",
            ]))]
        case 6:
            let target = random.pick(modeCases)
            return [.simple(target == "tagged" ? "mode = .tagged(count)" : "mode = .\(target)")]
        case 7: return [.simple(random.pick(["store.value += 1", "store.label = title", "count = store.value"]))]
        case 8:
            let name = local("next")
            return random.pick([
                [.simple("let \(name) = count + 1"), .simple("count = \(name)")],
                [.simple("let \(name): String = \"\\(title) \\(count)\""), .simple("title = \(name)")],
                [.simple("var \(name) = count"), .simple("\(name) += names.count"), .simple("count = \(name)")],
            ])
        case 9 where nested:
            let condition = random.pick(["count > 3", "flag", "!names.isEmpty && flag", "level < 1", "title.isEmpty || count == 0"])
            let then = statements(inner, count: random.int(1...2))
            if random.chance(0.5) {
                return [.block("if \(condition)", then, elseHeader: "else", statements(inner, count: 1))]
            }
            return [.block("if \(condition)", then, elseHeader: nil, nil)]
        case 10 where nested:
            let name = local("first")
            return random.pick([
                [.block("if let \(name) = names.first", [.simple("title = \(name)")] + statements(inner, count: random.int(0...1)), elseHeader: nil, nil)],
                [.block("if let picked", [.simple("title = picked.title")], elseHeader: "else", [.simple("picked = items.last")])],
                [.block("if let \(name) = items.last, \(name).id > 2", [.simple("count = \(name).id")], elseHeader: nil, nil)],
            ])
        case 11 where topLevel:
            let name = local("first")
            let leave = scope.returnValue.map { "return \($0)" } ?? (scope.inLoop ? random.pick(["return", "continue"]) : "return")
            return random.pick([
                [.simple("guard let \(name) = names.first else { \(leave) }"), .simple("title = \(name)")],
                [.simple("guard let \(name) = picked, \(name).id >= 0 else { \(leave) }"), .simple("count = \(name).id")],
            ])
        case 12 where nested:
            var loop = inner
            loop.inLoop = true
            let name = local("element")
            let (header, use): (String, String) = random.pick([
                ("for \(name) in names", "title += \(name)"),
                ("for \(name) in items", "count += \(name).id"),
                ("for \(name) in 0..<3", "count += \(name)"),
            ])
            var body: [GeneratedStatement] = [.simple(use)]
            if random.chance(0.3) { body.append(.block("if count > 10", [.simple(random.pick(["break", "continue"]))], elseHeader: nil, nil)) }
            return [.block(header, body + statements(loop, count: random.int(0...1)), elseHeader: nil, nil)]
        case 13 where nested:
            var cases: [(pattern: String, body: [GeneratedStatement])] = []
            for name in modeCases {
                if name == "tagged" {
                    cases.append((".tagged(let number)", [.simple("count = number")]))
                } else {
                    cases.append((".\(name)", statements(inner, count: 1)))
                }
            }
            return [.switchOver("mode", cases)]
        case 14:
            let calls = [
                "await store.refresh()", "count = await store.fetchCount()",
                scope.callsHelpers ? "await reload()" : "await store.refresh()",
            ]
            let call = random.pick(calls)
            let throwing: GeneratedStatement = .block("do", [.simple("try await store.load()")], elseHeader: "catch", [.simple("title = \"failed\"")])
            let fetched = local("fetched")
            let work: [GeneratedStatement] = random.pick([
                [.simple(call)], [throwing],
                [.simple("let \(fetched) = await store.fetchCount()"), .simple("count = \(fetched)")],
            ])
            if scope.isAsync { return work }
            // A task started from synchronous code may do anything async code does.
            var task = inner
            task.isAsync = true
            task.returnValue = nil
            task.inLoop = false
            return [.block("Task", work + (nested && random.chance(0.5) ? statements(task, count: 1) : []), elseHeader: nil, nil)]
        case 15 where scope.callsHelpers:
            return [.simple(random.pick(["bump()", "rename(to: \"Renamed\")", "count = total()", "title = describe(count)"]))]
        case 16 where nested:
            // Its closure is synchronous.
            var animated = inner
            animated.isAsync = false
            animated.inLoop = false
            animated.returnValue = nil
            var body = statements(animated, count: 1)
            // Alone, `withAnimation { Task { … } }` in an action's closure of one statement makes
            // withAnimation's result a `Task`, whose initializers swiftc then finds ambiguous (as in SwiftUI).
            // So does `withAnimation { edges.insert(.top) }`: `OptionSet`'s and `SetAlgebra`'s
            // `insert` both fit a generic result.
            if case .block("Task", _, _, _) = body[0] { body.append(.simple("count += 1")) }
            if case .simple("edges.insert(.top)") = body[0] { body.append(.simple("count += 1")) }
            return [.block("withAnimation", body, elseHeader: nil, nil)]
        case 17 where nested && itemIsEquatable:
            return [.block("if picked == items.first", [.simple("flag = true")], elseHeader: nil, nil)]
        case 18 where nested && !modeHasValues:
            return [.block("if mode == .second", [.simple("count = 0")], elseHeader: nil, nil)]
        case 19 where enumKind == 1 || enumKind == 2:
            return [.simple(random.pick(["mode = \(modeType).allCases.last ?? .first", "count = \(modeType).allCases.count"]))]
        case 20 where enumKind == 1:
            let name = local("parsed")
            return [.block("if let \(name) = \(modeType)(rawValue: title)", [.simple("mode = \(name)")], elseHeader: nil, nil)]
        case 21 where itemIsIdentifiable:
            return [.simple("count = items.first?.id ?? 0")]
        case 22 where nested:
            let number = local("number")
            return [.switchOver("count", [
                ("0", statements(inner, count: 1)),
                ("1, 2", statements(inner, count: 1)),
                ("let \(number) where \(number) > 10", [.simple("title = \"\\(\(number))\"")]),
                ("default", statements(inner, count: 1)),
            ])]
        case 23 where scope.isAsync:
            let problem = local("problem")
            return random.pick([
                [.simple("try? await store.load()")],
                [.block("do", [.simple("try await store.load()"), .simple("count += 1")], elseHeader: "catch let \(problem)", [.simple("title = \"\\(\(problem))\"")])],
            ])
        case 24:
            return [.simple(random.pick(["selection = count", "selection = nil", "due = Date()", "selection = names.isEmpty ? nil : 0", "sortAscending.toggle()", "nameFocused = true"]))]
        case 25:
            return [.simple(random.pick([
                "title = picked?.title ?? \"none\"", "count = picked?.id ?? 0", "title = names.first ?? \"\"",
                "names = names.map { $0.uppercased() }", "items = items.sorted { $0.title < $1.title }",
                "title = names.joined(separator: \", \")", "count = names.filter { $0.count > 2 }.count",
                "title = flag ? \"yes\" : \"no\"", "count = max(count, names.count)", "level = Double(count) / 2",
                "title = names.first(where: { $0.hasPrefix(\"a\") }) ?? title",
            ]))]
        case 26 where nested:
            let condition = random.pick(["names.contains(where: { $0.isEmpty })", "items.contains { $0.id == count }", "names.contains(title)"])
            let usesParentheses = condition.contains("(where:") || condition.contains("(title)")
            return [.block("if \(usesParentheses ? condition : "(\(condition))")", statements(inner, count: 1), elseHeader: "else if count > 5", statements(inner, count: 1))]
        case 27:
            let name = local("twice")
            return [.simple(random.pick(["let \(name): (Int) -> Int = { value in value * 2 }", "let \(name) = { (value: Int) in value * 2 }"])), .simple("count = \(name)(count)")]
        case 28:
            // `self.` reaches the view's member, also past a local of the same name.
            if nested, random.chance(0.3) {
                return [.block("if \(random.pick(["flag", "count > 1"]))", [.simple(#"let title = "\(count) new""#), .simple("self.title = title")], elseHeader: nil, nil)]
            }
            return [.simple(random.pick(["self.count += 1", "self.flag.toggle()", "self.title = self.title.uppercased()", "self.level = Double(self.count)"]))]
        case 29:
            return [.simple(random.pick([
                "tally.bump()", "tally.bump(by: count)", "tally = \(tallyType)(count: count)", "tally = .zero()", "title = tally.size",
                "flag = tally.isFull", "count = \(tallyType).limit", "tally.note = title", "tally = \(tallyType)(note: title)",
                "tally = .init()", "tally = .init(count: count, note: title)", "self.tally.bump(by: 2)", "tally.twice()", "count = tally.count",
            ]))]
        case 30:
            var forms = [
                "title = mode.label", "mode = mode.next()", "mode = \(modeType)(number: count)", "mode = .favorite", "mode = \(modeType).favorite",
                "store.add(count)", "store.add(note: title)", "store.add()", "flag = store.isFull", "title = store.summary",
                "picked = items.first?.retitled(to: title)", "title = picked?.summary ?? title", "store = \(storeType).make()",
                "mode = .init(number: count)", "self.store.add(1)", "store.reset()", "title = self.mode.label",
            ]
            if modelIsObservable { forms.append("store.cache += 1") }
            var form = random.pick(forms)
            // A `stateObject` is given its object once; the screen's object is not replaced.
            if form.hasPrefix("store = "), !modelIsObservable { form = "store.add(2, note: \"two\")" }
            return [.simple(form)]
        case 32:
            return [.simple(random.pick(["edges = [.bottom, .leading]", "edges = []", "edges = .vertical", "edges.insert(.top)", "flag = edges.contains(.leading)", "edges.formUnion([.top, .trailing])"]))]
        case 33 where scope.isAsync && nested:
            // The elements of an `AsyncSequence`, each awaited; a result computed and discarded.
            var loop = inner
            loop.inLoop = true
            let name = local("tick")
            return random.pick([
                [.block("for await \(name) in store.ticks()", [.simple("count += \(name)")] + statements(loop, count: random.int(0...1)), elseHeader: nil, nil)],
                [.simple("_ = await store.fetchCount()")],
            ])
        case 31 where scope.callsHelpers:
            return [.simple(random.pick(["setCount(count + 1)", "setCount(3, plus: count)", "retitle()", "retitle(title: title + \"!\")", "retitle(loud: false)", "self.setCount(1)"]))]
        default:
            return [.simple(random.pick(["count += 1", "flag.toggle()", "title = \"x\""]))]
        }
    }
}
