import Foundation
import Testing
import TrellisTestSupport

/// Values meeting declared types, met the way a user meets them: `trellis build`, then swiftc
/// with warnings as errors. Each rejection below once checked clean and then failed in swiftc;
/// now it is rejected at its XML location. What stays valid still compiles and runs.
@Suite struct TypesCompileAndRunTests {
    struct Rejection: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        /// `CODE@line:column` of every error.
        var errors: [String]
        var testDescription: String { name }
    }

    static let rejections: [Rejection] = [
        Rejection(name: "a struct initializer argument of another type", xml: """
            <trellis>
              <struct name="Point"><field name="x" type="Int"/><field name="y" type="Int"/></struct>
              <view name="Main" root="true">
                <state name="point" type="Point" initial="Point(x: 1, y: &quot;two&quot;)"/>
                <body><Text>{point.x}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL112@4:62"]),
        Rejection(name: "struct initializer arguments missing, unknown or out of order", xml: """
            <trellis>
              <struct name="Point"><field name="x" type="Int"/><field name="y" type="Int"/></struct>
              <view name="Main" root="true">
                <state name="a" type="Point" initial="Point(x: 1, z: 2)"/>
                <state name="b" type="Point" initial="Point(y: 2, x: 1)"/>
                <body><Text>{a.x} {b.x}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL110@4:43", "TRL111@4:58", "TRL111@5:43"]),
        Rejection(name: "a struct initializer argument for a field with an initial value", xml: """
            <trellis>
              <struct name="Item"><field name="key" type="String"/><field name="count" type="Int" initial="0"/></struct>
              <view name="Main" root="true">
                <state name="items" type="[Item]" initial="[Item(key: &quot;a&quot;, count: 2)]"/>
                <body><Text>{items.count}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL111@4:81"]),
        Rejection(name: "?? on a non-optional, and a right operand of another type", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="name" type="String?" initial="nil"/>
                <body><Text>{count ?? 1} {name ?? 2}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL112@5:18", "TRL112@5:39"]),
        Rejection(name: "a computed value of another type", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <computed name="label" type="String" value="count + 1"/>
                <body><Text>{label}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL112@4:49"]),
        Rejection(name: "a ForEach id of type Any", xml: """
            <trellis>
              <struct name="Row"><field name="key" type="Any"/><field name="title" type="String"/></struct>
              <view name="Main" root="true">
                <state name="rows" type="[Row]" initial="[]"/>
                <body><ForEach items="rows" id="\\.key" item="row"><Text>{row.title}</Text></ForEach></body>
              </view>
            </trellis>
            """, errors: ["TRL126@5:37"]),
        Rejection(name: "initial values of other types and nil for a non-optional", xml: """
            <trellis>
              <model name="Store"><published name="total" type="Double" initial="false"/></model>
              <struct name="Box"><field name="size" type="Int" initial="&quot;big&quot;"/></struct>
              <view name="Main" root="true">
                <stateObject name="store" type="Store" initial="Store()"/>
                <state name="count" type="Int" initial="nil"/>
                <state name="names" type="[String]" initial="[1]"/>
                <state name="total" type="Double" initial="[]"/>
                <body><Text>{store.total} {count} {names.count} {total} {Box().size}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL112@2:70", "TRL112@3:61", "TRL112@6:45", "TRL112@7:51", "TRL112@8:48"]),
        Rejection(name: "structs that contain themselves", xml: """
            <trellis>
              <struct name="Node"><field name="next" type="Node?"/></struct>
              <struct name="A"><field name="b" type="B"/></struct>
              <struct name="B"><field name="a" type="A"/></struct>
              <struct name="Tree"><field name="children" type="[Tree]"/></struct>
            </trellis>
            """, errors: ["TRL125@2:48", "TRL125@3:42", "TRL125@4:42"]),
        Rejection(name: "a Binding<Bool> for a Binding<Bool?> input", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="on" type="Bool" initial="false"/>
                <body><Child flag="{$on}"/></body>
              </view>
              <view name="Child">
                <binding name="flag" type="Bool?"/>
                <body><Text>{flag ?? false}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL112@4:24"]),
        Rejection(name: "operands of two types, += on Any, an assignment of another type", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="limit" type="Int?" initial="nil"/>
                <state name="ratio" type="Double" initial="1.5"/>
                <state name="anything" type="Any" initial="0"/>
                <body>
                  <VStack>
                    <if condition="count &lt; limit"><Text>under</Text></if>
                    <Text>{count + ratio}</Text>
                    <Button title="add" action="anything += 1"/>
                    <Button title="set" action="count = &quot;one&quot;"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """, errors: ["TRL112@9:24", "TRL112@10:16", "TRL112@11:37", "TRL112@12:45"]),
        Rejection(name: "a member of an optional without ?.", xml: """
            <trellis>
              <struct name="User"><field name="name" type="String"/></struct>
              <view name="Main" root="true">
                <state name="user" type="User?" initial="nil"/>
                <body><Text>{user.name}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL127@5:23"]),
        Rejection(name: "object wrappers on an optional and on Any, optional ForEach items, a method argument of another type", xml: """
            <trellis>
              <model name="Store"><published name="names" type="[String]?" initial="nil"/>
                <method name="load"><parameter label="id" type="Int"/></method></model>
              <view name="Main" root="true">
                <stateObject name="store" type="Store?" initial="Store()"/>
                <environmentObject name="other" type="Any"/>
                <body><ForEach items="Store().names" id="\\.self" item="name"><Text>{name}<onAppear action="Store().load(id: name)"/></Text></ForEach></body>
              </view>
            </trellis>
            """, errors: ["TRL210@5:37", "TRL210@6:43", "TRL112@7:27", "TRL112@7:113"]),
        Rejection(name: "a member of Any", xml: """
            <trellis>
              <struct name="Box"><field name="content" type="Any"/></struct>
              <view name="Main" root="true">
                <state name="box" type="Box" initial="Box(content: true)"/>
                <body><Text>{box.content.count}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL105@5:30"]),
        Rejection(name: "an Any? given a default, then added to a String", xml: """
            <trellis>
              <view name="Main" root="true">
                <state name="maybe" type="Any?" initial="nil"/>
                <computed name="label" type="String" value="&quot;x&quot; + (maybe ?? &quot;none&quot;)"/>
                <body><Text>{label}</Text></body>
              </view>
            </trellis>
            """, errors: ["TRL112@4:49"]),
        Rejection(name: "an identifiable struct whose id is not Hashable", xml: """
            <trellis>
              <struct name="Book" identifiable="true"><field name="id" type="[Book]"/></struct>
            </trellis>
            """, errors: ["TRL126@2:66"]),
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

    /// Next to each rejection, what Swift accepts: a struct built without its defaulted field,
    /// `??` on optionals (also `Int("7")`), literals and `max` of literals as `Double`s, an
    /// `[Int]` as an `[Any]`, `==` between an optional and its wrapped type, `?.` with a
    /// default, rows keyed by an `Int` field, and a struct holding itself in an array.
    @Test func valuesOfTheDeclaredTypesCompileAndRun() throws {
        let program = try GeneratedProgram(["Shop.xml": #"""
            <trellis>
              <struct name="Item">
                <field name="key" type="String"/>
                <field name="id" type="Int"/>
                <field name="count" type="Int" initial="1"/>
              </struct>
              <struct name="Tree">
                <field name="children" type="[Tree]"/>
              </struct>
              <struct name="User">
                <field name="name" type="String"/>
              </struct>
              <view name="Shop" root="true">
                <state name="items" type="[Item]" initial="[Item(key: &quot;a&quot;, id: 1), Item(key: &quot;b&quot;, id: 2)]"/>
                <state name="limit" type="Int?" initial="nil"/>
                <state name="parsed" type="Int" initial="Int(&quot;7&quot;) ?? 0"/>
                <state name="ratio" type="Double" initial="1 + 2"/>
                <state name="largest" type="Double" initial="max(1, 2)"/>
                <state name="mixed" type="[Any]" initial="[1, 2]"/>
                <state name="user" type="User?" initial="nil"/>
                <state name="tree" type="Tree" initial="Tree(children: [Tree(children: [])])"/>
                <computed name="shown" type="Int" value="limit ?? items.count"/>
                <body>
                  <VStack>
                    <Text>{shown} {parsed} {ratio} {largest} {mixed.count} {user?.name ?? "nobody"} {tree.children.count}</Text>
                    <if condition="limit == parsed">
                      <Text>at the limit</Text>
                    </if>
                    <ForEach items="items" id="\.id" item="item">
                      <Text>{item.key} {item.count}</Text>
                    </ForEach>
                    <Button title="limit" action="limit = parsed; ratio += 0.5; user = User(name: &quot;Ada&quot;)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Shop())
            print(host.render())
            try host.tap("limit")
            print(host.render())
            """)
        #expect(output.contains("Text \"2 7 3.0 2.0 2 nobody 1\""), "\(output)")
        #expect(output.contains("Text \"a 1\""), "\(output)")
        #expect(output.contains("Text \"7 7 3.5 2.0 2 Ada 1\""), "\(output)")
        #expect(output.contains("Text \"at the limit\""), "\(output)")
    }
}
