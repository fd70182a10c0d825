import Testing
import TrellisSyntax

/// The builder notes which views may hold a modifier beside a `ForEach` that belongs on it or on
/// its row, so that placing modifiers walks only those bodies: every shape placement moves is
/// noted, and a body without one is not.
@Suite struct ModifierBesideForEachTests {
    static func view(_ body: String, members: String = "") -> ViewDecl? {
        parse("""
            <trellis>
              <view name="Rows">
                <state name="names" type="[String]" initial="[]"/>
                <body>\(body)</body>\(members)
              </view>
            </trellis>
            """).file?.views.first
    }

    @Test(arguments: [
        // A List's one ForEach, then onDelete.
        #"<List><ForEach items="names" id="\.self" item="name"><Text>{name}</Text></ForEach><onDelete perform="{ _ in }"/></List>"#,
        // A ForEach's one row, then the row's modifier.
        #"<List><ForEach items="names" id="\.self" item="name"><Text>{name}</Text><swipeActions><Button title="Delete" action="names.removeAll()"/></swipeActions></ForEach></List>"#,
        // A List over rows, with the List's modifier after them.
        #"<List items="names" id="\.self" item="name"><Text>{name}</Text><onMove perform="{ _, _ in }"/></List>"#,
        // The one view of an `if`, a ForEach given the modifier written after it.
        #"<VStack><if condition="names.isEmpty"><ForEach items="names" id="\.self" item="name"><Text>{name}</Text></ForEach><padding/></if></VStack>"#,
    ])
    func aModifierBesideAForEachIsNoted(body: String) throws {
        let view = try #require(Self.view(body))
        #expect(view.mayPlaceModifiers)
    }

    @Test func aComputedViewsForEachIsNoted() throws {
        let members = #"<computed name="rows"><List><ForEach items="names" id="\.self" item="name"><Text>{name}</Text></ForEach><onDelete perform="{ _ in }"/></List></computed>"#
        let view = try #require(Self.view("<rows/>", members: members))
        #expect(view.mayPlaceModifiers)
    }

    @Test func aBodyWithoutOneIsNotNoted() throws {
        let view = try #require(Self.view(#"<VStack><ForEach items="names" id="\.self" item="name"><Text>{name}</Text><Text>again</Text></ForEach><Text>end</Text><padding/></VStack>"#))
        #expect(!view.mayPlaceModifiers)
    }
}
