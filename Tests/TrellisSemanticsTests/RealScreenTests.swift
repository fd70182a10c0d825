import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Screens written the way a SwiftUI developer writes them check clean; what Trellis lacks is
/// named as SwiftUI's, never taken for a misspelling.
@Suite struct RealScreenTests {
    static let notes = #"""
<trellis>
  <struct name="Note" identifiable="true" protocols="Hashable">
    <field name="id" type="Int"/>
    <field name="title" type="String"/>
    <field name="pinned" type="Bool"/>
  </struct>
  <enum name="Sort" rawType="String" caseIterable="true" identifiable="true">
    <case name="newest"/>
    <case name="title"/>
  </enum>

  <view name="NoteRow">
    <let name="note" type="Note"/>
    <body>
      <HStack spacing="12">
        <Image systemName="{note.pinned ? &quot;pin.fill&quot; : &quot;doc&quot;}">
          <foregroundStyle value="Color.orange"/>
        </Image>
        <VStack alignment=".leading">
          <Text>{note.title}<font value=".headline"/><lineLimit value="1"/></Text>
          <Text>#{note.id}<font value=".caption"/><foregroundStyle value=".secondary"/></Text>
        </VStack>
      </HStack>
    </body>
  </view>

  <view name="NotesScreen" root="true">
    <state name="notes" type="[Note]" initial="[]"/>
    <state name="query" type="String" initial="&quot;&quot;"/>
    <state name="sort" type="Sort" initial=".newest"/>
    <state name="showsArchived" type="Bool" initial="false"/>
    <state name="fontSize" type="Double" initial="14"/>
    <state name="selection" type="Set&lt;Int&gt;" initial="[]"/>
    <body>
      <NavigationStack>
        <List selection="{$selection}">
          <Section>
            <header><Text>Pinned</Text></header>
            <ForEach items="notes.filter { $0.pinned }" item="note">
              <NavigationLink value="{note}">
                <NoteRow note="{note}"/>
                <swipeActions edge=".trailing" allowsFullSwipe="false">
                  <Button role=".destructive" action="notes.removeAll { $0.id == note.id }">
                    <Label title="Delete" systemImage="trash"/>
                  </Button>
                </swipeActions>
              </NavigationLink>
            </ForEach>
            <footer><Text>{notes.count} notes</Text></footer>
          </Section>
          <Section title="Settings">
            <Picker title="Sort" selection="{$sort}">
              <ForEach items="Sort.allCases" item="option">
                <Text>{option.rawValue}<tag value="option"/></Text>
              </ForEach>
            </Picker>
            <Toggle isOn="{$showsArchived}"><Label title="Archived" systemImage="archivebox"/></Toggle>
            <Slider value="{$fontSize}" in="10...24" step="1"><Text>Size</Text></Slider>
            <DisclosureGroup title="Advanced"><Text>Nothing here</Text></DisclosureGroup>
            <GroupBox><Text>Box</Text><label><Text>Group</Text></label></GroupBox>
            <Menu title="More"><Button title="Export" action="print(notes)"/></Menu>
          </Section>
          <navigationDestination for="Note.self" item="note"><NoteRow note="{note}"/></navigationDestination>
          <searchable text="{$query}" prompt="Search notes"/>
          <navigationTitle value="Notes"/>
        </List>
        <toolbar>
          <ToolbarItem placement=".primaryAction">
            <Button action="notes.append(Note(id: notes.count, title: &quot;New&quot;, pinned: false))">
              <Image systemName="plus"/>
            </Button>
          </ToolbarItem>
        </toolbar>
        <overlay alignment=".bottom"><Text>{query}</Text></overlay>
        <background><Color red="0.9" green="0.9" blue="0.9"/></background>
      </NavigationStack>
    </body>
  </view>
</trellis>
"""#

    @Test("a notes list with sections, swipe actions, a picker, a toolbar and search checks clean")
    func notesScreenChecksClean() {
        #expect(VocabularyTests.analyze(Self.notes).diagnostics.map { "\($0.code)@\($0.location.line) \($0.message.text)" } == [])
    }

    @Test("SwiftUI modifiers Trellis lacks are reported as such (TRL024), not as unknown names")
    func missingSwiftUIModifiersAreNamed() {
        let messages = VocabularyTests.messages(#"""
                    <Image systemName="star"><drawingGroup/></Image>
                    <Button title="Reset" action="count = 0"><simultaneousGesture value="TapGesture()"/></Button>
            """#)
        #expect(messages.map { String($0.prefix(6)) } == ["TRL024", "TRL024"])
    }
}
