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

    /// Every diagnostic of `trellis check` on `xml`, both passes, as `line:column: message`.
    static func check(_ xml: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Program.xml", xml)
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let fast = try driver.check([path])
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(toolchain), moduleName: "Program"), swiftSources: [])
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
              <Text>x<background value=".ultraThinMaterial"/></Text>
            </body>
          </view>
        </trellis>
        """)
        #expect(found == ["4:34: TRL300 type `ShapeStyle` has no member `ultraThinMaterial`"])
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
}
