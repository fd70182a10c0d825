/// A corpus of screens, each holding one type error that only swiftc finds, placed in every
/// construct that holds Swift: actions of views and modifiers, bodies of functions, computed
/// values, text holes, rows, branches and presentations. `⟦…⟧` marks the code swiftc must point
/// into (swiftc points at an operator, or at either operand, depending on which it typed first);
/// the markers are removed before checking.
enum SeededErrorCorpus {
    struct Seed {
        var view: String
        /// The XML of one `<view>`, with one marked error.
        var xml: String
    }

    /// Statements with one type error that Trellis's own rules accept.
    static let statementTypeErrors: [String] = [
        "count = ⟦count + 1.5⟧",
        "count = ⟦count * 0.5⟧",
        "let half: Int = ⟦2.5⟧; count = half",
        "count = ⟦max(count, 2.5)⟧",
        "count = ⟦min(count, 1.5)⟧",
        "let doubled: Int = ⟦count * 2.0⟧; count = doubled",
    ]

    /// Statements whose error swiftc finds in its SIL passes, which run only once the whole
    /// module type-checks: these seeds are checked in a program of their own.
    static let statementSILErrors: [String] = [
        "let small: Int8 = ⟦300⟧; count = Int(small)",
        "let bits: UInt8 = ⟦256⟧; count = Int(bits)",
        "let tiny: UInt8 = ⟦-1⟧; count = Int(tiny)",
    ]

    /// Not among them: `abs(count) + 0.5` or `let scale = count * 1.5` as a statement. In an `if`
    /// of a body, a builder block, swiftc fails on them with "failed to produce diagnostic for
    /// expression" at the block, which the Swift pass reports at the container's XML line.

    /// Expressions of type `Int` with one type error.
    static let expressionErrors: [String] = [
        "⟦count + 1.5⟧",
        "⟦count * 0.25⟧",
        "⟦count / 0.75⟧",
        "⟦max(count, 2.5)⟧",
        "⟦count % 1.5⟧",
        "⟦abs(count) + 0.5⟧",
    ]

    /// Places for a statement: `@@` stands for it.
    static let statementPlaces: [(name: String, body: String, members: String)] = [
        ("Button", #"<Button title="Go" action="@@"/>"#, ""),
        ("ButtonLabel", #"<Button action="@@"><Text>Go</Text></Button>"#, ""),
        ("ButtonElement", "<Button title=\"Go\">\n          <action>\n            @@\n          </action>\n        </Button>", ""),
        ("OnAppear", #"<Text>t<onAppear action="@@"/></Text>"#, ""),
        ("OnDisappear", #"<Text>t<onDisappear action="@@"/></Text>"#, ""),
        ("Task", #"<Text>t<task action="@@"/></Text>"#, ""),
        ("TaskElement", "<Text>t\n          <task>\n            @@\n          </task>\n        </Text>", ""),
        ("OnChange", #"<Text>t<onChange of="flag" action="@@"/></Text>"#, ""),
        ("OnTap", #"<Text>t<onTapGesture action="@@"/></Text>"#, ""),
        ("Function", #"<Button title="Go" action="work()"/>"#, "<function name=\"work\">\n      @@\n    </function>"),
        ("AsyncFunction", #"<Button title="Go" action="Task { await work() }"/>"#, "<function name=\"work\" async=\"true\">\n      @@\n    </function>"),
        ("Row", #"<ForEach items="names" id="\.self" item="name"><Button title="{name}" action="@@"/></ForEach>"#, ""),
        ("Branch", #"<if condition="flag"><Button title="Go" action="@@"/></if>"#, ""),
        ("ElseBranch", #"<if condition="flag"><Text>a</Text></if><else><Button title="Go" action="@@"/></else>"#, ""),
        ("Sheet", #"<Text>t<sheet isPresented="{$flag}"><Button title="Go" action="@@"/></sheet></Text>"#, ""),
        ("NestedTask", #"<Button title="Go" action="Task { @@ }"/>"#, ""),
        ("Toggle", #"<Toggle title="On" isOn="{$flag}"><onChange of="flag" action="@@"/></Toggle>"#, ""),
        ("List", #"<List><Text>a</Text><refreshable action="@@"/></List>"#, ""),
    ]

    /// Places for an expression of type `Int`: `@@` stands for it.
    static let expressionPlaces: [(name: String, body: String, members: String)] = [
        ("TextHole", "<Text>{@@}</Text>", ""),
        ("TextHoleAfterWords", "<Text>Count: {@@} items</Text>", ""),
        ("Computed", "<Text>{total}</Text>", #"<computed name="total" type="Int" value="@@"/>"#),
        ("ButtonTitle", #"<Button title="{@@}" action="count = 0"/>"#, ""),
        ("Assignment", #"<Button title="Go" action="count = @@"/>"#, ""),
        ("Local", #"<Button title="Go" action="let next = @@; count = next"/>"#, ""),
        ("Condition", #"<if condition="@@ > 2"><Text>big</Text></if>"#, ""),
    ]

    /// Seeds of type errors, and seeds of SIL errors.
    static func seeds() -> (typeErrors: [Seed], silErrors: [Seed]) {
        var typeErrors: [Seed] = []
        var silErrors: [Seed] = []
        for (placeIndex, place) in statementPlaces.enumerated() {
            for (errorIndex, error) in statementTypeErrors.enumerated() {
                typeErrors.append(seed(name: "S\(placeIndex)\(place.name)T\(errorIndex)", place: place, code: error))
            }
            for (errorIndex, error) in statementSILErrors.enumerated() {
                silErrors.append(seed(name: "S\(placeIndex)\(place.name)L\(errorIndex)", place: place, code: error))
            }
        }
        for (placeIndex, place) in expressionPlaces.enumerated() {
            for (errorIndex, error) in expressionErrors.enumerated() {
                typeErrors.append(seed(name: "X\(placeIndex)\(place.name)T\(errorIndex)", place: place, code: error))
            }
        }
        return (typeErrors, silErrors)
    }

    private static func seed(name: String, place: (name: String, body: String, members: String), code: String) -> Seed {
        let members = place.members.replacingOccurrences(of: "@@", with: code)
        let body = place.body.replacingOccurrences(of: "@@", with: code)
        return Seed(view: name, xml: """
          <view name="\(name)">
            <state name="count" type="Int" initial="0"/>
            <state name="ratio" type="Double" initial="0"/>
            <state name="flag" type="Bool" initial="false"/>
            <state name="names" type="[String]" initial="[]"/>
            \(members)
            <body>
              <VStack>
                <Text>{count} {ratio} {flag} {names.count}</Text>
                \(body)
              </VStack>
            </body>
          </view>
        """)
    }

    /// One file holding every seed's view, without markers, and where each marked span is.
    static func program(_ seeds: [Seed]) -> (xml: String, spans: [(line: Int, columns: ClosedRange<Int>, view: String)]) {
        var lines = ["<trellis>"]
        var spans: [(line: Int, columns: ClosedRange<Int>, view: String)] = []
        for seed in seeds {
            for line in seed.xml.split(separator: "\n", omittingEmptySubsequences: false) {
                var text = String(line)
                if let open = text.range(of: "⟦"), let close = text.range(of: "⟧") {
                    let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: open.lowerBound) + 1
                    let length = text[open.upperBound..<close.lowerBound].unicodeScalars.count
                    text.removeSubrange(close)
                    text.removeSubrange(text.range(of: "⟦")!)
                    spans.append((lines.count + 1, start...(start + max(length - 1, 0)), seed.view))
                }
                lines.append(text)
            }
        }
        lines.append("</trellis>")
        return (lines.joined(separator: "\n") + "\n", spans)
    }
}
