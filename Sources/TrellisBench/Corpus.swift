import Foundation

/// Writes a synthetic corpus of realistic screens: every declaration kind,
/// nested bodies, `ForEach`, navigation, and environment injection across files.
struct CorpusGenerator {
    /// Screen sets per file; about 4.5 KB of XML per set.
    var setsPerFile = 8

    /// One set: an `ObservableObject` and an `@Observable` model, a SwiftData model with a
    /// list of its `query`, a struct, a row, destinations and a screen. Its app root lives in the next file, so injection
    /// of the environment object crosses files.
    func screenSet(_ index: Int) -> String {
        let i = String(index)
        return """
          <model name="Model\(i)">
            <published name="title" type="String" initial="&quot;Item \(i)&quot;"/>
            <published name="count" type="Int" initial="0"/>
            <published name="entries" type="[Entry\(i)]" initial="[]"/>
            <property name="loads" type="Int" initial="0"/>
            <computed name="isEmpty" type="Bool" value="entries.isEmpty"/>
            <function name="bump">
              <parameter name="step" label="by" type="Int" default="1"/>
              count += step
              loads += 1
            </function>
          </model>
          <struct name="Entry\(i)" identifiable="true">
            <field name="id" type="Int"/>
            <field name="label" type="String"/>
            <computed name="title" type="String">
              guard !label.isEmpty else { return "Entry \\(id)" }
              return label
            </computed>
            <function name="rename" mutating="true">
              <parameter name="label" label="to" type="String"/>
              self.label = label
            </function>
          </struct>
          <model name="Session\(i)">
            <published name="userName" type="String" initial="&quot;guest&quot;"/>
          </model>
          <view name="Row\(i)">
            <observedObject name="model" type="Model\(i)"/>
            <let name="entry" type="Entry\(i)"/>
            <binding name="isOn" type="Bool"/>
            <body>
              <HStack>
                <Text>{entry.title}: {model.count}</Text>
                <Toggle title="Row {entry.id}" isOn="{$isOn}"/>
                <Button title="Bump {entry.id}" action="model.bump()"/>
              </HStack>
            </body>
          </view>
          <view name="Detail\(i)">
            <let name="entryId" type="Int"/>
            <environmentObject name="session" type="Session\(i)"/>
            <body>
              <VStack>
                <Text>Entry {entryId} for {session.userName}</Text>
                <TextField title="Name" text="{$session.userName}"/>
              </VStack>
            </body>
          </view>
          <model name="Library\(i)" kind="observable">
            <property name="books" type="[Entry\(i)]" initial="[]"/>
            <property name="filter" type="String" initial="&quot;&quot;"/>
            <property name="cache" type="Int" initial="0" ignored="true"/>
          </model>
          <view name="Shelf\(i)">
            <environment name="library" type="Library\(i)"/>
            <body>
              <VStack>
                <FilterField\(i) library="{library}"/>
                <Text>Filter: {library.filter}</Text>
                <ForEach items="library.books" item="book">
                  <Text>{book.label}<id value="book.id"/></Text>
                </ForEach>
                <onAppear action="library.cache += 1"/>
              </VStack>
            </body>
          </view>
          <view name="FilterField\(i)">
            <bindable name="library" type="Library\(i)"/>
            <body>
              <TextField title="Filter" text="{$library.filter}"/>
            </body>
          </view>
          <model name="Note\(i)" kind="model">
            <var name="text" type="String"/>
            <var name="created" type="Date"/>
          </model>
          <view name="Notes\(i)">
            <query name="notes" type="[Note\(i)]" sort="\\Note\(i).created" order="reverse"/>
            <environment name="context" key="\\.modelContext"/>
            <body>
              <List>
                <ForEach items="notes" item="note">
                  <Text>{note.text}</Text>
                  <onDelete action="offsets in for index in offsets { context.delete(notes[index]) }"/>
                </ForEach>
                <toolbar><Button title="New" action="context.insert(Note\(i)(text: &quot;Note&quot;, created: .now))"/></toolbar>
              </List>
            </body>
          </view>
          <view name="Screen\(i)">
            <state name="isOn" type="Bool" initial="false"/>
            <state name="library" type="Library\(i)" initial="Library\(i)()"/>
            <stateObject name="model" type="Model\(i)" initial="Model\(i)()"/>
            <environmentObject name="session" type="Session\(i)"/>
            <computed name="heading" type="String" value="model.title + &quot; (&quot; + session.userName + &quot;)&quot;"/>
            <body>
              <NavigationStack>
                <VStack>
                  <Text>{heading}: {model.count}</Text>
                  <Toggle title="Enabled" isOn="{$isOn}"/>
                  <Button title="Add" action="model.count += 1; isOn.toggle()"/>
                  <if condition="isOn &amp;&amp; model.count &gt; 2">
                    <Text>On since {model.count}</Text>
                  </if>
                  <else>
                    <Spacer/>
                  </else>
                  <List>
                    <ForEach items="model.entries" id="\\.id" item="entry">
                      <Row\(i) model="{model}" entry="{entry}" isOn="{$isOn}"/>
                    </ForEach>
                  </List>
                  <NavigationLink title="Details">
                    <Detail\(i) entryId="{model.count}"/>
                  </NavigationLink>
                  <NavigationLink title="Notes">
                    <Notes\(i)>
                      <modelContainer for="Note\(i).self"/>
                    </Notes\(i)>
                  </NavigationLink>
                  <NavigationLink title="Shelf">
                    <Shelf\(i)>
                      <environment value="library"/>
                    </Shelf\(i)>
                  </NavigationLink>
                </VStack>
                <onChange of="model.count" old="previous" new="current" action="isOn = current &gt; previous"/>
              </NavigationStack>
            </body>
          </view>

        """
    }

    func appRoot(_ index: Int) -> String {
        let i = String(index)
        return """
          <view name="App\(i)">
            <stateObject name="session" type="Session\(i)" initial="Session\(i)()"/>
            <body>
              <Screen\(i)>
                <environmentObject value="session"/>
              </Screen\(i)>
            </body>
          </view>

        """
    }

    /// Writes files until about `targetBytes` of XML exist; returns the file paths.
    /// With `singleFile`, everything goes into one file.
    func write(targetBytes: Int, into directory: URL, singleFile: Bool) throws -> [URL] {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: directory)
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        let setBytes = screenSet(0).utf8.count + appRoot(0).utf8.count
        let setCount = max(setsPerFile, targetBytes / setBytes)
        let perFile = singleFile ? setCount : setsPerFile
        let fileCount = (setCount + perFile - 1) / perFile
        var urls: [URL] = []
        for file in 0..<fileCount {
            var text = "<trellis>\n"
            let first = file * perFile
            for index in first..<min(first + perFile, setCount) {
                text += screenSet(index)
            }
            // The roots of the previous file's screens live here.
            let previousFirst = ((file + fileCount - 1) % fileCount) * perFile
            for index in previousFirst..<min(previousFirst + perFile, setCount) {
                text += appRoot(index)
            }
            text += "</trellis>\n"
            let url = directory.appendingPathComponent(String(format: "screens%05d.xml", file))
            try Data(text.utf8).write(to: url)
            urls.append(url)
        }
        return urls
    }
}
