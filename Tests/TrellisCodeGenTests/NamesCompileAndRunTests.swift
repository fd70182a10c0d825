import Foundation
import Testing
import TrellisTestSupport

/// Names the XML binds or declares, met the way a user meets them: `trellis build`, then swiftc
/// with warnings as errors, then the program, tapped and read through `ViewHost`. What the
/// checker accepts must compile and mean what the XML says; what it cannot mean is rejected
/// at its location.
@Suite struct NamesCompileAndRunTests {
    // MARK: Names bound by the XML

    /// The row's item is `_balance`, the name of the storage generated for `balance`: the action
    /// still writes `balance`, and `other` is untouched.
    @Test func aForEachItemNamedLikeAStatesStorageLeavesTheStateItself() throws {
        let program = try GeneratedProgram(["Bank.xml": #"""
            <trellis>
              <view name="Bank" root="true">
                <state name="balance" type="Int" initial="100"/>
                <state name="other" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Text>balance {balance} other {other}</Text>
                    <ForEach items="[$other]" id="\.wrappedValue" item="_balance">
                      <Button title="pay" action="balance -= 10"/>
                      <Button title="bump" action="_balance.wrappedValue += 1"/>
                    </ForEach>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Bank())
            try host.tap("pay")
            print(host.render())
            try host.tap("bump")
            print(host.render())
            """)
        #expect(output.contains("Text \"balance 90 other 0\""), "\(output)")
        #expect(output.contains("Text \"balance 90 other 1\""), "\(output)")
        #expect(program.generated["Bank.swift"]?.contains("{ _balance$ in") == true)
    }

    /// `onChange` values named like the storage of the view's states (`_count`, `_last`).
    @Test func onChangeValuesNamedLikeStatesStorageMeanTheValues() throws {
        let program = try GeneratedProgram(["Watch.xml": #"""
            <trellis>
              <view name="Watch" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="last" type="String" initial="&quot;none&quot;"/>
                <body>
                  <VStack>
                    <Text>{count} {last}</Text>
                    <Button title="bump" action="count += 1"/>
                    <Toggle title="t" isOn="{.constant(true)}">
                      <onChange of="count" old="_count" new="_last" action="last = String(_count) + &quot;-&gt;&quot; + String(_last)"/>
                    </Toggle>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Watch())
            try host.tap("bump")
            try host.tap("bump")
            print(host.render())
            """)
        #expect(output.contains("Text \"2 1->2\""), "\(output)")
    }

    /// Items named like what generated code names (runtime types, its locals, the program's own
    /// types and Swift's): each row still builds its views, adds with `Arithmetic` and binds
    /// through the model.
    @Test(arguments: ["Text", "HStack", "Button", "ViewList", "Arithmetic", "ChildViews", "ViewContext", "GeneratedBody",
                      "context", "children", "body", "Store", "Int", "String", "Binding", "Trellis", "Swift", "Type", "copy"])
    func aForEachItemNamedLikeWhatGeneratedCodeNames(_ item: String) throws {
        let program = try GeneratedProgram(["Rows.xml": """
            <trellis>
              <model name="Store">
                <published name="total" type="Int" initial="0"/>
                <published name="note" type="String" initial="&quot;n&quot;"/>
              </model>
              <view name="Rows" root="true">
                <stateObject name="store" type="Store" initial="Store()"/>
                <state name="count" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Text>total {store.total} count {count} note {store.note}</Text>
                    <ForEach items="[5]" id="\\.self" item="\(item)">
                      <HStack>
                        <Text>row {\(item)}</Text>
                        <Button title="add" action="count += \(item)"/>
                        <Button title="store" action="store.total += \(item) * 2"/>
                        <TextField title="note" text="{$store.note}"/>
                      </HStack>
                    </ForEach>
                  </VStack>
                </body>
              </view>
            </trellis>
            """])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Rows())
            try host.tap("add")
            try host.tap("store")
            try host.type("typed", into: "note")  // appended to "n"
            print(host.render())
            """)
        #expect(output.contains("Text \"total 10 count 5 note ntyped\""), "\(output)")
        #expect(output.contains("Text \"row 5\""), "\(output)")
    }

    // MARK: Names and types the generator spells specially

    @Test func anyAsATypeCompilesAndShowsItsValue() throws {
        let program = try GeneratedProgram(["Anything.xml": #"""
            <trellis>
              <view name="Anything" root="true">
                <state name="value" type="Any" initial="1"/>
                <let name="extra" type="[Any]" default="[2, &quot;three&quot;]"/>
                <body>
                  <VStack>
                    <Text>{value} {extra.count}</Text>
                    <Button title="set" action="value = &quot;word&quot;"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Anything())
            print(host.render())
            try host.tap("set")
            print(host.render())
            """)
        #expect(output.contains("Text \"1 2\""), "\(output)")
        #expect(output.contains("Text \"word 2\""), "\(output)")
    }

    /// Types named like the words that begin a type (`some P`, `any P`, `each T`) are written in
    /// backticks where a type goes.
    @Test func typesNamedLikeTypeModifiersCompile() throws {
        let program = try GeneratedProgram(["Words.xml": #"""
            <trellis>
              <struct name="some"><field name="n" type="Int"/></struct>
              <model name="any"><published name="items" type="[some]" initial="[some(n: 1)]"/></model>
              <view name="each" root="true">
                <stateObject name="store" type="any" initial="any()"/>
                <state name="last" type="some?" initial="nil"/>
                <body>
                  <VStack>
                    <Text>{store.items.count} {last?.n ?? 0}</Text>
                    <Button title="add" action="store.items.append(some(n: 2)); last = store.items.last"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(each())
            try host.tap("add")
            print(host.render())
            """)
        #expect(output.contains("Text \"2 2\""), "\(output)")
    }

    /// `copy`, `consume` and `discard` are contextual words: written plain, the `@Observable`
    /// macro expands them, and a change re-renders.
    @Test func observablePropertiesNamedWithContextualWordsAreObserved() throws {
        let program = try GeneratedProgram(["Paper.xml": #"""
            <trellis>
              <model name="Paper" kind="observable">
                <property name="copy" type="Int" initial="0"/>
                <property name="discard" type="String" initial="&quot;no&quot;"/>
                <property name="Type" type="String" initial="&quot;A4&quot;" ignored="true"/>
              </model>
              <view name="Printer" root="true">
                <state name="paper" type="Paper" initial="Paper()"/>
                <body>
                  <VStack>
                    <Text>{paper.copy} {paper.discard} {paper.Type}</Text>
                    <Button title="print" action="paper.copy += 1"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Printer())
            try host.tap("print")
            print(host.render())
            """)
        #expect(output.contains("Text \"1 no A4\""), "\(output)")
    }

    /// U+FDD0–U+FDEF: XML allows them, swiftc refuses them as `\u{...}` escapes; they arrive as
    /// they were written, beside other noncharacters and private-use scalars.
    @Test func noncharactersInTextArriveAsWritten() throws {
        let program = try GeneratedProgram(["Marks.xml": """
            <trellis>
              <view name="Marks" root="true">
                <state name="n" type="Int" initial="1"/>
                <body>
                  <VStack>
                    <Text>a&#xFDD0;b&#xFDEF;c&#xFDF0;e&#x1FFFF;f&#xE000;</Text>
                    <Text>{n}&#xFDD5;</Text>
                    <Button title="&#xFDE0;" action="n += 1"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Marks())
            try host.tap(String(Unicode.Scalar(0xFDE0)!))
            print(host.render().unicodeScalars.filter { $0.value > 0x7F }.map { String($0.value, radix: 16) }.joined(separator: " "))
            """)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "fdd0 fdef fdf0 1ffff e000 fdd5 fde0")
    }

    /// As in Swift: an interpolated optional shows its debug description, with a warning at the
    /// XML (TRL120) and none from swiftc.
    @Test func anInterpolatedOptionalShowsItsDebugDescriptionWithAWarning() throws {
        let program = try GeneratedProgram(["Score.xml": #"""
            <trellis>
              <view name="Score" root="true">
                <state name="score" type="Int?" initial="nil"/>
                <state name="name" type="String?" initial="&quot;Ada&quot;"/>
                <body>
                  <VStack>
                    <Text>{score}</Text>
                    <Text>Score {score} by {name}</Text>
                    <Button title="set {score}" action="score = 3"/>
                    <Text>{score ?? 0} {String(describing: name)}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let warnings = program.buildErrors.split(separator: "\n").filter { $0.contains("warning:") }.map { line in
            String(line.split(separator: ":").dropFirst().prefix(2).joined(separator: ":")) + " " + String(line.suffix(8))
        }
        #expect(warnings == ["7:16 [TRL120]", "8:22 [TRL120]", "8:33 [TRL120]", "9:29 [TRL120]"], "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Score())
            print(host.render())
            try host.tap("set nil")
            print(host.render())
            """)
        #expect(output.contains(#"Text "Score nil by Optional(\"Ada\")""#), "\(output)")
        #expect(output.contains(#"Text "0 Optional(\"Ada\")""#), "\(output)")
        #expect(output.contains(#"Text "Optional(3)""#), "\(output)")
        #expect(output.contains(#"Button "set Optional(3)""#), "\(output)")
    }

    // MARK: Unicode names

    /// Names in NFC, compared by scalars: `ab` and `a` ZWJ `b` are two names to Trellis and to
    /// swiftc; a combining mark that composes with nothing (`x` U+0301) continues a name.
    @Test func namesThatDifferOnlyInScalarsStayDistinct() throws {
        let program = try GeneratedProgram(["Scripts.xml": """
            <trellis>
              <view name="Scripts" root="true">
                <state name="ab" type="Int" initial="1"/>
                <state name="a\u{200D}b" type="Int" initial="2"/>
                <state name="x\u{301}" type="Int" initial="3"/>
                <state name="\u{AC00}" type="Int" initial="4"/>
                <state name="caf\u{E9}" type="Int" initial="5"/>
                <body>
                  <VStack>
                    <Text>{ab} {a\u{200D}b} {x\u{301}} {\u{AC00}} {caf\u{E9}}</Text>
                    <Button title="bump" action="a\u{200D}b += 10"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Scripts())
            try host.tap("bump")
            print(host.render())
            """)
        #expect(output.contains("Text \"1 12 3 4 5\""), "\(output)")
    }

    // MARK: Rejected at the XML

    struct Rejection: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        /// `CODE@line:column` of every error.
        var errors: [String]
        var testDescription: String { name }
    }

    static let rejections: [Rejection] = [
        // The later errors follow from the first: the reserved name declares nothing.
        Rejection(name: "a view named Body", xml: """
            <trellis>
              <view name="Body"><body><Text>b</Text></body></view>
              <view name="Main" root="true"><body><Body/></body></view>
            </trellis>
            """, errors: ["TRL100@2:15", "TRL101@3:39"]),
        Rejection(name: "a model named body", xml: """
            <trellis>
              <model name="body"><published name="n" type="Int" initial="0"/></model>
              <view name="Main" root="true"><stateObject name="m" type="body" initial="body()"/><body><Text>{m.n}</Text></body></view>
            </trellis>
            """, errors: ["TRL100@2:16", "TRL102@3:61"]),
        Rejection(name: "a view named like the module the @Observable macro refers to", xml: """
            <trellis>
              <model name="Shelf" kind="observable"><property name="count" type="Int" initial="0"/></model>
              <view name="Observation" root="true"><state name="shelf" type="Shelf" initial="Shelf()"/><body><Text>{shelf.count}</Text></body></view>
            </trellis>
            """, errors: ["TRL100@3:15"]),
        Rejection(name: "an @Observable model named some", xml: """
            <trellis>
              <model name="some" kind="observable"><property name="n" type="Int" initial="0"/></model>
            </trellis>
            """, errors: ["TRL109@2:16"]),
        Rejection(name: "a binding to an @Observable property named like Bindable's own members", xml: """
            <trellis>
              <model name="Library" kind="observable"><property name="projectedValue" type="String" initial="&quot;&quot;"/></model>
              <view name="Main" root="true">
                <state name="library" type="Library" initial="Library()"/>
                <body><TextField title="f" text="{$library.projectedValue}"/></body>
              </view>
            </trellis>
            """, errors: ["TRL124@5:48"]),
        Rejection(name: "a call of an onChange value named like a type", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="label" type="String" initial="&quot;&quot;"/>
                <body><Toggle title="{label}" isOn="{.constant(count > 0)}"><onChange of="count" new="String" action="label = String(String)"/></Toggle></body>
              </view>
            </trellis>
            """, errors: ["TRL122@5:115"]),
        Rejection(name: "a call of a state named like a Swift function", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="print" type="Int" initial="0"/>
                <body><Button title="t" action="print(print)"/></body>
              </view>
            </trellis>
            """, errors: ["TRL122@4:37"]),
        Rejection(name: "a ForEach item named like a state, used as its condition", xml: """
            <trellis>
              <struct name="Todo"><field name="done" type="Bool"/></struct>
              <view name="Main" root="true">
                <state name="item" type="Bool" initial="true"/>
                <state name="todos" type="[Todo]" initial="[]"/>
                <body><ForEach items="todos" id="\\.done" item="item"><if condition="item || !item.done"><Text>x</Text></if></ForEach></body>
              </view>
            </trellis>
            """, errors: ["TRL123@6:73"]),
        Rejection(name: "a model named like a view modifier", xml: """
            <trellis>
              <model name="id"><published name="n" type="Int" initial="0"/></model>
            </trellis>
            """, errors: ["TRL100@2:16"]),
        Rejection(name: "a struct named like a Swift function", xml: """
            <trellis>
              <struct name="print"><field name="n" type="Int"/></struct>
            </trellis>
            """, errors: ["TRL100@2:17"]),
        Rejection(name: "a struct named like a state's storage", xml: """
            <trellis>
              <struct name="_count"><field name="n" type="Int"/></struct>
              <view name="Main" root="true"><state name="count" type="Int" initial="0"/><body><Text>{count} {_count(n: 1).n}</Text></body></view>
            </trellis>
            """, errors: ["TRL100@2:17"]),
        Rejection(name: "a let named like the initial value of a passed stateObject", xml: """
            <trellis>
              <model name="Store"><published name="n" type="Int" initial="0"/></model>
              <view name="Child">
                <stateObject name="store" type="Store" initial="Store()"/>
                <let name="_storeInitial" type="Int" default="0"/>
                <body><Text>{store.n} {_storeInitial}</Text></body>
              </view>
              <view name="Main" root="true"><body><Child store="{Store()}"/></body></view>
            </trellis>
            """, errors: ["TRL100@5:16"]),
        Rejection(name: "a let named like the stateObject's type", xml: """
            <trellis>
              <model name="M"><published name="n" type="Int" initial="0"/></model>
              <view name="Main" root="true">
                <let name="M" type="Int" default="1"/>
                <stateObject name="m" type="M" initial="M()"/>
                <body><Text>{m.n} {M}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL108@4:16", "TRL122@5:45"]),
        Rejection(name: "an @Observable property named Type", xml: """
            <trellis>
              <model name="Shape" kind="observable"><property name="Type" type="String" initial="&quot;x&quot;"/></model>
            </trellis>
            """, errors: ["TRL109@2:57"]),
        Rejection(name: "a name with a combining mark that composes", xml: """
            <trellis>
              <view name="Main" root="true"><state name="cafe\u{301}" type="Int" initial="0"/><body><Text>{cafe\u{301}}</Text></body></view>
            </trellis>
            """, errors: ["TRL107@2:46", "TRL107@2:90"]),
        Rejection(name: "a name not in NFC wherever a name is written", xml: """
            <trellis>
              <struct name="Se\u{301}"><field name="f" type="Int"/></struct>
              <view name="V" root="true">
                <state name="xs" type="[Se\u{301}]" initial="[]"/>
                <body>
                  <ForEach items="xs" id="\\.f" item="ie\u{301}">
                    <Toggle title="t" isOn="{.constant(true)}"><onChange of="xs.count" old="oe\u{301}" new="ne\u{301}" action="print(ne\u{301})"/></Toggle>
                  </ForEach>
                </body>
              </view>
            </trellis>
            """, errors: ["TRL107@2:17", "TRL107@4:29", "TRL107@6:42", "TRL107@7:81", "TRL107@7:91", "TRL107@7:110"]),
        Rejection(name: "a Hangul syllable written as conjoining jamo", xml: """
            <trellis>
              <view name="Main" root="true"><state name="\u{AC00}" type="Int" initial="0"/><body><Text>{\u{1100}\u{1161}}</Text></body></view>
            </trellis>
            """, errors: ["TRL107@2:86"]),
        Rejection(name: "a write to a ForEach item", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="items" type="[Int]" initial="[1]"/>
                <body><ForEach items="items" id="\\.self" item="item"><Button title="x" action="item = 2"/></ForEach></body>
              </view>
            </trellis>
            """, errors: ["TRL121@4:84"]),
    ]

    @Test(arguments: rejections)
    func rejectedAtTheXML(_ rejection: Rejection) throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Screen.xml", rejection.xml)
        let result = runTrellis(["build", input, "--output", directory.path("out")])
        #expect(result.status == 1, "\(result.errors)")
        let headlines = result.errors.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(input + ":"), line.contains(": error: "), let code = line.range(of: " [TRL", options: .backwards) else { return nil }
            let position = line.dropFirst(input.count + 1).split(separator: ":", maxSplits: 2)
            return "TRL\(line[code.upperBound...].dropLast())@\(position[0]):\(position[1])"
        }
        #expect(headlines == rejection.errors, "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
    }

    /// The NFC error offers the NFC spelling as its fix-it.
    @Test func theNFCErrorsFixItWritesTheComposedName() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Screen.xml", "<trellis><view name=\"Main\"><state name=\"e\u{301}t\u{E9}\" type=\"Int\" initial=\"0\"/><body><Text>x</Text></body></view></trellis>\n")
        let result = runTrellis(["check", input, "--diagnostics-format", "json"])
        #expect(result.status == 1)
        #expect(result.output.contains("TRL107") || result.errors.contains("TRL107"), "\(result.output)\(result.errors)")
        #expect((result.output + result.errors).contains("\u{E9}t\u{E9}"), "\(result.output)\(result.errors)")
    }
}
