import Foundation

/// N simple screens, the shape most of an app's screens have, written as Trellis XML and as the
/// SwiftUI-style Swift a person writes by hand: one file per screen with a model (two
/// `@Published` properties), a row view that takes a value, and a screen that owns the model in a
/// `@StateObject`, edits a `@State` text in a field, lists the model's names through the row in a
/// `List`, adds a name with a button, and is titled in a `NavigationStack`. It has none of the
/// rich corpus's vocabulary, so the ratio it gives is the one of everyday screens.
public enum SimpleScreenCorpus {
    public static func write(screens: Int, xmlDirectory: URL, handWrittenDirectory: URL) throws {
        let fileManager = FileManager.default
        for directory in [xmlDirectory, handWrittenDirectory] {
            try? fileManager.removeItem(at: directory)
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        // The instruction counts read the shared file as the rich corpus's; here it declares nothing the screens use.
        try ScreenCorpus.sessionXML.write(to: xmlDirectory.appendingPathComponent("\(ScreenCorpus.sessionFileName).xml"), atomically: true, encoding: .utf8)
        try ScreenCorpus.sessionSwift.write(to: handWrittenDirectory.appendingPathComponent("\(ScreenCorpus.sessionFileName).swift"), atomically: true, encoding: .utf8)
        for index in 0..<screens {
            try xml(index).write(to: xmlDirectory.appendingPathComponent("Screen\(index).xml"), atomically: true, encoding: .utf8)
            try swift(index).write(to: handWrittenDirectory.appendingPathComponent("Screen\(index).swift"), atomically: true, encoding: .utf8)
        }
    }

    public static func xml(_ index: Int) -> String {
        header + declarations(index) + footer
    }

    public static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<trellis>\n"
    public static let footer = "</trellis>\n"

    /// One screen's declarations, for a document of one screen or of many.
    public static func declarations(_ index: Int) -> String {
        """
          <model name="Model\(index)">
            <published name="title" type="String" initial="&quot;Screen \(index)&quot;"/>
            <published name="names" type="[String]" initial="[]"/>
          </model>

          <view name="Row\(index)">
            <let name="name" type="String"/>
            <body>
              <HStack>
                <Text>{name}</Text>
                <Spacer/>
                <Text>Count {name.count}<foregroundStyle value=".secondary"/></Text>
              </HStack>
            </body>
          </view>

          <view name="Screen\(index)" root="true">
            <stateObject name="model" type="Model\(index)" initial="Model\(index)()"/>
            <state name="draft" type="String" initial="&quot;&quot;"/>
            <body>
              <NavigationStack>
                <List>
                  <ForEach items="model.names" id="\\.self" item="name">
                    <Row\(index) name="{name}"/>
                  </ForEach>
                  <TextField title="New name" text="{$draft}"/>
                  <Button title="Add" action="model.names.append(draft); draft = &quot;&quot;"/>
                </List>
                <navigationTitle value="{model.title}"/>
              </NavigationStack>
            </body>
          </view>

        """
    }

    public static func swift(_ index: Int) -> String {
        """
        import Trellis

        final class Model\(index): ObservableObject {
            @Published var title: String = "Screen \(index)"
            @Published var names: [String] = []
        }

        struct Row\(index): View {
            let name: String

            var body: some View {
                HStack {
                    Text(name)
                    Spacer()
                    Text("Count \\(name.count)")
                        .foregroundStyle(.secondary)
                }
            }
        }

        struct Screen\(index): View {
            @StateObject private var model = Model\(index)()
            @State private var draft: String = ""

            var body: some View {
                NavigationStack {
                    List {
                        ForEach(model.names, id: \\.self) { name in
                            Row\(index)(name: name)
                        }
                        TextField("New name", text: $draft)
                        Button("Add") {
                            model.names.append(draft)
                            draft = ""
                        }
                    }
                    .navigationTitle(model.title)
                }
            }
        }

        """
    }
}
