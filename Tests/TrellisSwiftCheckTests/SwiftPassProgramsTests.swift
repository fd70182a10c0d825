import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisSwiftCheck
import TrellisTestSupport

/// Programs Trellis's own rules accept, judged by the Swift pass: each either compiles as
/// written, or is rejected at the XML line that declares what Swift refuses.
@Suite struct SwiftPassProgramsTests {
    static var toolchain: SwiftToolchain? { SeededErrorTests.toolchain }

    /// Every diagnostic of `trellis check` on `xml` and the program's own `swift`, both passes,
    /// as `line:column: message`.
    static func check(_ xml: String, swift: String? = nil) throws -> [String] {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Program.xml", xml)
        let swiftSources = try swift.map { [try directory.write("Model.swift", $0)] } ?? []
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let fast = try driver.check([path])
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(toolchain), moduleName: "Program"), swiftSources: swiftSources)
        return pass.run(on: fast, options: driver.options).diagnostics.map {
            "\($0.location.line):\($0.location.column): \($0.code) \($0.message.text)"
        }
    }

    /// A struct's declared protocols are all declared in Swift: `Codable` and `Hashable` are
    /// synthesized, and a `description` field makes it `CustomStringConvertible`.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func declaredConformancesAreKept() throws {
        let xml = """
        <trellis>
          <struct name="Item" protocols="Codable Hashable CustomStringConvertible Identifiable">
            <field name="id" type="Int"/>
            <field name="description" type="String"/>
          </struct>
          <view name="Items" root="true">
            <state name="item" type="Item" initial="Item(id: 1, description: &quot;one&quot;)"/>
            <body>
              <Text>{item}</Text>
            </body>
          </view>
        </trellis>
        """
        #expect(try Self.check(xml) == [])
        let program = try GeneratedProgram(["Items.xml": xml])
        let output = try program.run(main: """
            import Foundation
            import Trellis
            let host = ViewHost(Items())
            print(host.render())
            let item = Item(id: 2, description: "two")
            print(String(decoding: try JSONEncoder().encode(item), as: UTF8.self))
            print(Set([item, item]).count)
            """)
        #expect(output.contains(#"Text "one""#), "the description shows, not the memberwise dump: \(output)")
        #expect(output.contains(#""description":"two""#), "\(output)")
        #expect(output.contains("\n1\n"), "\(output)")
    }

    /// What Swift cannot synthesize is reported at the struct, never dropped.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func aConformanceSwiftCannotSynthesizeIsReportedAtTheStruct() throws {
        let found = try Self.check("""
        <trellis>
          <struct name="Item" protocols="Comparable">
            <field name="id" type="Int"/>
          </struct>
          <view name="Items" root="true">
            <state name="item" type="Item" initial="Item(id: 1)"/>
            <body>
              <Text>{item.id}</Text>
            </body>
          </view>
        </trellis>
        """)
        #expect(found == ["2:17: TRL300 type `Item` does not conform to protocol `Comparable`"])
    }

    /// A `Hashable` struct holding a closure: Swift cannot synthesize `Hashable`, said at the struct.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func aHashableStructHoldingAClosureIsReportedAtTheStruct() throws {
        let found = try Self.check("""
        <trellis>
          <struct name="Park" protocols="Hashable">
            <field name="name" type="String"/>
            <field name="onOpen" type="() -> Void"/>
          </struct>
          <view name="Parks" root="true">
            <state name="park" type="Park" initial="Park(name: &quot;a&quot;, onOpen: {})"/>
            <body>
              <Text>{park.name}</Text>
            </body>
          </view>
        </trellis>
        """)
        #expect(found.contains("2:17: TRL300 type `Park` does not conform to protocol `Hashable`"), "\(found)")
        #expect(found.allSatisfy { $0.hasPrefix("2:17:") }, "\(found)")
    }

    /// A recursive enum needs `indirect`, which the XML cannot say yet: reported at the enum.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func aRecursiveEnumIsReportedAtTheEnum() throws {
        let found = try Self.check("""
        <trellis>
          <enum name="Tree">
            <case name="leaf"/>
            <case name="node"><parameter type="Tree"/></case>
          </enum>
          <view name="Trees" root="true">
            <state name="tree" type="Tree" initial=".leaf"/>
            <body>
              <Button title="Reset" action="tree = .leaf"/>
            </body>
          </view>
        </trellis>
        """)
        #expect(found.first?.hasPrefix("2:15: TRL300 recursive enum `Tree` is not marked `indirect`") == true, "\(found)")
    }

    /// Two cases with one raw value: reported at the second case's raw value.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func duplicateRawValuesAreReportedAtTheCase() throws {
        let found = try Self.check("""
        <trellis>
          <enum name="Size" rawType="Int">
            <case name="small" rawValue="1"/>
            <case name="tiny" rawValue="1"/>
          </enum>
          <view name="Sizes" root="true">
            <state name="size" type="Size" initial=".small"/>
            <body>
              <Button title="Reset" action="size = .tiny"/>
            </body>
          </view>
        </trellis>
        """)
        #expect(found.contains { $0.hasPrefix("4:33: TRL300 raw value for enum case is not unique") }, "\(found)")
    }

    /// A shape style the runtime does not have: swiftc's verdict, at the attribute.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func anUnknownImplicitMemberOfAGenericParameterIsReportedAtTheAttribute() throws {
        let found = try Self.check("""
        <trellis>
          <view name="Card" root="true">
            <body>
              <Text>x<background value=".superThinMaterial"/></Text>
            </body>
          </view>
        </trellis>
        """)
        #expect(found == ["4:34: TRL300 type `ShapeStyle` has no member `superThinMaterial`"])
    }

    /// `onChange(of:)` needs an `Equatable` value: swiftc's generic requirement, at the attribute.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func aGenericRequirementIsReportedAtTheAttribute() throws {
        let found = try Self.check("""
        <trellis>
          <struct name="Filter">
            <field name="name" type="String"/>
          </struct>
          <view name="Search" root="true">
            <state name="filter" type="Filter" initial="Filter(name: &quot;a&quot;)"/>
            <state name="count" type="Int" initial="0"/>
            <body>
              <Text>{filter.name} {count}<onChange of="filter" action="count += 1"/></Text>
            </body>
          </view>
        </trellis>
        """)
        #expect(found == ["9:35: TRL300 instance method `onChange(of:initial:_:)` requires that `Filter` conform to `Equatable`"])
    }

    /// A program Trellis's own rules accept and Swift refuses, and swiftc's verdict on it at the XML.
    struct Refused: CustomTestStringConvertible, Sendable {
        var name: String
        var declarations = ""
        var states = ""
        var body: String
        var swift: String?
        /// The start of each diagnostic, in order.
        var expected: [String]
        var testDescription: String { name }

        var xml: String {
            """
            <trellis>
            \(declarations)
              <view name="Screen" root="true">
            \(states)
                <body>
            \(body)
                </body>
              </view>
            </trellis>
            """
        }
    }

    static let box = """
          <struct name="Box">
            <field name="n" type="Int"/>
          </struct>
        """
    static let boxState = #"    <state name="box" type="Box" initial="Box(n: 1)"/>"#

    static let refused: [Refused] = [
        Refused(
            name: "a link's value that is not Hashable",
            declarations: box, states: boxState,
            body: """
                  <NavigationStack>
                    <VStack>
                      <NavigationLink title="Box" value="{box}"/>
                      <navigationDestination for="Box.self" item="b"><Text>{b.n}</Text></navigationDestination>
                    </VStack>
                  </NavigationStack>
            """,
            expected: [
                "10:12: TRL300 initializer `init(_:value:)` requires that `Box` conform to `Hashable`",
                "11:12: TRL300 instance method `navigationDestination(for:destination:)` requires that `Box` conform to `Hashable`",
            ]
        ),
        Refused(
            name: "a destination's type that is not Hashable",
            declarations: box, states: boxState,
            body: """
                  <NavigationStack>
                    <Text>{box.n}<navigationDestination for="Box.self" item="b"><Text>{b.n}</Text></navigationDestination></Text>
                  </NavigationStack>
            """,
            expected: ["9:23: TRL300 instance method `navigationDestination(for:destination:)` requires that `Box` conform to `Hashable`"]
        ),
        Refused(
            name: "an id that is not Hashable",
            declarations: box, states: boxState,
            body: #"      <Text>{box.n}<id value="box"/></Text>"#,
            expected: ["8:21: TRL300 instance method `id` requires that `Box` conform to `Hashable`"]
        ),
        Refused(
            name: "a task id that is not Equatable",
            declarations: box, states: boxState,
            body: #"      <Text>{box.n}<task id="box" action="box = Box(n: 2)"/></Text>"#,
            expected: ["8:21: TRL300 instance method `task(id:priority:_:)` requires that `Box` conform to `Equatable`"]
        ),
        Refused(
            name: "onReceive given a value that is not a publisher",
            states: #"    <state name="count" type="Int" initial="0"/>"#,
            body: #"      <Text>{count}<onReceive value="count" action="value in count = value + 1"/></Text>"#,
            expected: ["6:21: TRL300 instance method `onReceive(_:perform:)` requires that `Int` conform to `Publisher`"]
        ),
        Refused(
            name: "a link's implicit member, whose type Swift cannot infer (as in SwiftUI)",
            declarations: """
              <enum name="Route">
                <case name="settings"/>
              </enum>
            """,
            body: """
                  <NavigationStack>
                    <VStack>
                      <NavigationLink title="Settings" value=".settings"/>
                      <navigationDestination for="Route.self" item="route"><Text>{route}</Text></navigationDestination>
                    </VStack>
                  </NavigationStack>
            """,
            expected: ["10:52: TRL300 cannot infer contextual base in reference to member `settings`"]
        ),
        Refused(
            name: "a tint style through the optional of tint(_: S?)",
            body: #"      <Text>x<tint value=".background"/></Text>"#,
            expected: ["6:28: TRL300 cannot infer contextual base in reference to member `background`"]
        ),
        Refused(
            name: "protocols that refine each other",
            declarations: """
              <protocol name="Named" protocols="Titled">
                <property name="name" type="String"/>
              </protocol>
              <protocol name="Titled" protocols="Named">
                <property name="title" type="String"/>
              </protocol>
            """,
            body: "      <Text>x</Text>",
            expected: ["2:19: TRL300 protocol `Named` refines itself"]
        ),
        Refused(
            name: "an environment value's default that creates a main-actor model",
            declarations: """
              <model name="Settings">
                <published name="name" type="String" initial="&quot;a&quot;"/>
              </model>
              <environmentValue name="settings" type="Settings" default="Settings()"/>
            """,
            states: #"    <environment name="settings" key="\.settings"/>"#,
            body: "      <Text>{settings.name}</Text>",
            expected: ["5:62: TRL300 call to main actor-isolated initializer `init()` in a synchronous nonisolated context"]
        ),
        Refused(
            name: "an instance method of a struct written in Swift, declared with another label",
            declarations: """
              <struct name="Item" external="true">
                <field name="title" type="String"/>
                <method name="shout" returns="String"><parameter name="count" type="Int"/></method>
              </struct>
            """,
            states: #"    <state name="item" type="Item" initial="Item(title: &quot;a&quot;)"/>"#,
            body: "      <Text>{item.title}</Text>",
            swift: """
            struct Item {
                var title: String
                func shout(times: Int) -> String { String(repeating: title, count: times) }
            }
            """,
            expected: ["4:60: TRL300 incorrect argument label in call (have `count:`, expected `times:`)"]
        ),
        Refused(
            name: "an initializer of a type written in Swift, called with arguments it does not take",
            declarations: """
              <struct name="Item" external="true">
                <field name="name" type="String"/>
              </struct>
            """,
            states: #"    <state name="item" type="Item" initial="Item(nme: &quot;x&quot;, bogus: 3)"/>"#,
            body: "      <Text>{item.name}</Text>",
            swift: "struct Item { var name: String }",
            expected: ["6:77: TRL300 extra argument `bogus` in call"]
        ),
        Refused(
            name: "a misspelled implicit member where a CGFloat is expected",
            body: #"      <Text>a<frame maxWidth=".infinty"/></Text>"#,
            expected: ["6:32: TRL300 type `CGFloat?` has no member `infinty`"]
        ),
        Refused(
            name: "a static member Color does not have",
            body: #"      <Text>b<foregroundStyle value="Color.brandNew"/></Text>"#,
            expected: ["6:44: TRL300 type `Color` has no member `brandNew`"]
        ),
    ]

    /// Each is refused by swiftc at the XML, and by nothing else.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"), arguments: refused)
    func swiftRefusesAtTheXML(_ program: Refused) throws {
        let found = try Self.check(program.xml, swift: program.swift)
        #expect(found.count == program.expected.count, "\(found)")
        #expect(zip(found, program.expected).allSatisfy { $0.hasPrefix($1) }, "\(found)")
    }

    /// An instance method declared as Swift wrote it passes the witness, `mutating` too.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func instanceMethodsOfAStructWrittenInSwiftAreWitnessed() throws {
        let found = try Self.check("""
        <trellis>
          <struct name="Item" external="true">
            <field name="title" type="String"/>
            <method name="shout" returns="String"><parameter name="times" type="Int"/></method>
            <method name="rename"><parameter label="_" name="title" type="String"/></method>
            <method name="load" async="true" throws="true" returns="Int"/>
          </struct>
          <view name="Items" root="true">
            <state name="item" type="Item" initial="Item(title: &quot;a&quot;)"/>
            <body>
              <Button title="{item.shout(times: 2)}" action="item.rename(&quot;b&quot;)"/>
            </body>
          </view>
        </trellis>
        """, swift: """
        struct Item {
            var title: String
            func shout(times: Int) -> String { String(repeating: title, count: times) }
            mutating func rename(_ title: String) { self.title = title }
            func load() async throws -> Int { 1 }
        }
        """)
        #expect(found == [])
    }

    /// A type hole in an action or an argument, refused at the XML by one pass or the other.
    struct TypeHole: CustomTestStringConvertible, Sendable {
        var name: String
        var declarations: String
        var body: String
        var expected: [String]
        var testDescription: String { name }
        var xml: String { "<trellis>\n<view name=\"S\" root=\"true\">\n\(declarations)\n<body>\n\(body)\n</body>\n</view>\n</trellis>\n" }
    }

    static let typeHoles: [TypeHole] = [
        TypeHole(
            name: "a ternary whose branches disagree",
            declarations: #"<state name="count" type="Int" initial="0"/><state name="flag" type="Bool" initial="false"/>"#,
            body: #"<Button title="{count}" action="count = flag ? 1 : &quot;two&quot;"/>"#,
            expected: ["5:52: TRL112 cannot convert a value of type `String` to `Int` in the value assigned to `count`"]
        ),
        TypeHole(
            name: "a state of function type given another function",
            declarations: #"<state name="transform" type="(Int) -> Int" initial="{ $0 + 1 }"/><state name="count" type="Int" initial="0"/>"#,
            body: #"<Button title="{count}" action="transform = { (s: String) in s.count }; count = transform(count)"/>"#,
            expected: ["5:45: TRL300 cannot assign value of type `(String) -> Int` to type `(Int) -> Int`"]
        ),
        TypeHole(
            name: "a type name used as a value",
            declarations: #"<state name="count" type="Int" initial="0"/>"#,
            body: #"<Button title="{count}" action="count = Int"/>"#,
            expected: ["5:41: TRL300 cannot assign value of type `Int.Type` to type `Int`"]
        ),
        TypeHole(
            name: "sheet(isPresented:) given a Bool",
            declarations: #"<state name="shown" type="Bool" initial="false"/>"#,
            body: #"<Text>a<sheet isPresented="{shown}"><Text>b</Text></sheet></Text>"#,
            expected: ["5:28: TRL207 binding input `isPresented` of `sheet` must be given a `$` projection, not a value"]
        ),
        TypeHole(
            name: "$names.isEmpty passed as a binding",
            declarations: #"<state name="names" type="[String]" initial="[]"/>"#,
            body: #"<Toggle title="x" isOn="{$names.isEmpty}"/>"#,
            expected: ["5:33: TRL300 cannot assign to property: `isEmpty` is a get-only property"]
        ),
        TypeHole(
            name: "a binding through a method call",
            declarations: #"<state name="names" type="[String]" initial="[]"/>"#,
            body: #"<TextField title="x" text="{$names.first()}"/>"#,
            expected: ["5:36: TRL300 cannot assign to property: `first` is a get-only property", "5:36: TRL300 cannot call value of non-function type `Binding<String?>`"]
        ),
        TypeHole(
            name: "a focus state passed where a binding is expected",
            declarations: #"<focusState name="focused" type="Bool"/>"#,
            body: #"<Toggle title="x" isOn="{$focused}"/>"#,
            expected: ["5:19: TRL300 cannot convert value of type `FocusState<Bool>.Binding` to expected argument type `Binding<Bool>`"]
        ),
        TypeHole(
            name: "navigationDestination(for: Int) without .self",
            declarations: #"<state name="x" type="Int" initial="0"/>"#,
            body: #"<NavigationStack><VStack><Text>{x}</Text><navigationDestination for="Int" item="v"><Text>{v}</Text></navigationDestination></VStack></NavigationStack>"#,
            expected: ["5:70: TRL300 expected member name or initializer call after type name"]
        ),
        TypeHole(
            name: "two holes where an expression is expected",
            declarations: #"<state name="count" type="Int" initial="{0}{1}"/>"#,
            body: #"<Text>{count}</Text>"#,
            expected: ["3:41: TRL020 `initial` is an expression; write it without `{` `}`"]
        ),
        TypeHole(
            name: "two switch cases of one value",
            declarations: #"<state name="count" type="Int" initial="0"/>"#,
            body: #"<Button title="{count}"><action>switch count { case 1: count = 2\#ncase 1: count = 3\#ndefault: break }</action></Button>"#,
            expected: ["5:64: TRL301 literal value is already handled by previous pattern; consider removing it"]
        ),
    ]

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"), arguments: typeHoles)
    func typeHolesAreRefusedAtTheXML(_ hole: TypeHole) throws {
        let found = try Self.check(hole.xml)
        #expect(found == hole.expected)
    }

    /// A closure in braces is the value of a state of function type, as in Swift.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func aClosureInitializesAStateOfFunctionType() throws {
        let found = try Self.check(#"""
        <trellis>
        <view name="S" root="true">
        <state name="transform" type="(Int) -> Int" initial="{ $0 + 1 }"/><state name="count" type="Int" initial="0"/>
        <body>
        <Button title="{count}" action="count = transform(count)"/>
        </body>
        </view>
        </trellis>
        """#)
        #expect(found == [])
    }
}
