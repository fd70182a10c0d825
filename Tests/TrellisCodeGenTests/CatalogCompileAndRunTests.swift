import Foundation
import Testing
import TrellisTestSupport

/// Every view of the catalogue written in XML as the prelude declares it: `trellis build`, swiftc
/// with warnings as errors, then the screen driven through its host, each control as a person
/// uses it.
@Suite struct CatalogCompileAndRunTests {
    static let screens = [
        "Catalog.xml": #"""
        <trellis>
          <view name="CatalogScreen" root="true">
            <state name="volume" type="Double" initial="0.5"/>
            <state name="guests" type="Int" initial="2"/>
            <state name="flavor" type="String" initial="&quot;van&quot;"/>
            <state name="name" type="String" initial="&quot;&quot;"/>
            <state name="notes" type="String" initial="&quot;&quot;"/>
            <state name="due" type="Date" initial="Date(timeIntervalSince1970: 0)"/>
            <state name="isOpen" type="Bool" initial="false"/>
            <state name="busy" type="Bool" initial="false"/>
            <state name="selected" type="Int?" initial="nil"/>
            <body>
              <NavigationStack>
                <Form>
                  <Section title="Basics">
                    <Text>Hello {name}</Text>
                    <Image systemName="star"/>
                    <Image name="photo"/>
                    <Label title="Settings" systemImage="gear"/>
                    <Divider/>
                    <Color red="1" green="0.5" blue="0"/>
                  </Section>
                  <Section>
                    <Slider value="{$volume}" in="0...1" step="0.1"><Text>Volume</Text></Slider>
                    <Stepper title="Guests" value="{$guests}" in="0...10"/>
                    <Picker title="Flavor" selection="{$flavor}">
                      <Text>Vanilla<tag value="&quot;van&quot;"/></Text>
                      <Text>Chocolate<tag value="&quot;choc&quot;"/></Text>
                    </Picker>
                    <DatePicker title="Due" selection="{$due}" displayedComponents=".date"/>
                    <ProgressView title="Loading" value="0.5"/>
                    <SecureField title="Password" text="{$name}"/>
                    <TextEditor text="{$notes}"/>
                    <TextField title="Name" text="{$name}" axis=".vertical"/>
                    <Button title="Delete" role=".destructive" action="busy = true"/>
                    <Button action="busy.toggle()"><Image systemName="plus"/></Button>
                    <header><Text>Controls</Text></header>
                    <footer><Text>Footer</Text></footer>
                  </Section>
                  <DisclosureGroup title="More" isExpanded="{$isOpen}">
                    <Text>Inside</Text>
                  </DisclosureGroup>
                  <Menu title="Actions">
                    <Button title="Copy" action="busy = false"/>
                  </Menu>
                  <GroupBox title="Box"><Text>In a box</Text></GroupBox>
                  <ZStack alignment=".topLeading">
                    <Circle><fill value=".red"/></Circle>
                    <RoundedRectangle cornerRadius="8"><stroke value=".blue" lineWidth="2"/></RoundedRectangle>
                    <Capsule><strokeBorder lineWidth="24"/></Capsule>
                  </ZStack>
                  <ScrollView axes=".horizontal">
                    <LazyHStack><Text>Row</Text></LazyHStack>
                  </ScrollView>
                  <LazyVGrid columns="[GridItem(.flexible()), GridItem(.fixed(80))]">
                    <Text>Cell</Text>
                  </LazyVGrid>
                  <List selection="{$selected}">
                    <Text>One<tag value="1"/></Text>
                  </List>
                  <NavigationLink title="About"><Text>Version 1</Text></NavigationLink>
                  <disabled value="{busy}"/>
                </Form>
              </NavigationStack>
            </body>
          </view>
        </trellis>
        """#,
    ]

    @Test func everyCatalogueViewChecksCompilesAndRuns() throws {
        let program = try GeneratedProgram(Self.screens)
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis

            let host = ViewHost(CatalogScreen())
            try host.setSlider("Volume", to: 0.84)
            try host.increment("Guests")
            try host.select("Chocolate", in: "Flavor")
            try host.type("Ana", into: "Name")
            try host.type("Notes", intoEditorAt: 0)
            try host.expand("More")
            try host.selectRow("One")
            try host.tap("Copy", inMenu: "Actions")
            print(host.render())
            print("---")
            try host.tap("Delete")
            do { try host.tap("plus") } catch { print(error) }
            """)
        let parts = output.components(separatedBy: "---\n")
        #expect(parts.count == 2, "\(output)")
        #expect(parts[0] == """
            NavigationStack
              Form
                Section
                  header
                    Text "Basics"
                  Text "Hello Ana"
                  Image systemName "star"
                  Image "photo"
                  Label "Settings" systemImage "gear"
                  Divider
                Section
                  header
                    Text "Controls"
                  Slider "Volume": 0.8 in 0...1 step 0.1
                  Stepper "Guests": 3 in 0...10
                  Picker "Flavor": "Chocolate"
                  DatePicker "Due": 1970-01-01
                  ProgressView "Loading" 0.5/1
                  SecureField "Password": "•••"
                  TextEditor: "Notes"
                  TextField "Name": "Ana"
                  Button "Delete" [destructive]
                  Button "plus"
                    Image systemName "plus"
                  footer
                    Text "Footer"
                DisclosureGroup "More": expanded
                  Text "Inside"
                Menu "Actions"
                GroupBox "Box"
                  Text "In a box"
                ZStack
                  Circle fill red
                  RoundedRectangle cornerRadius 8 stroke blue lineWidth 2
                  Capsule strokeBorder foreground lineWidth 24
                ScrollView horizontal
                  LazyHStack
                    Text "Row"
                LazyVGrid 2 columns
                  Text "Cell"
                List selection: "One"
                  Text "One"
                NavigationLink "About"

            """, "\(output)")
        #expect(parts[1].hasPrefix("Button \"plus\" is disabled, so it cannot be tapped: the .disabled(true) at "), "\(output)")
        #expect(parts[1].contains("Program/Catalog.xml:63 on Form turns off isEnabled for everything below it."), "\(output)")
    }
}
