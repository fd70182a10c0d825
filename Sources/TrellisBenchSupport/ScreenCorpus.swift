import Foundation

/// N screens of the shape issue 8 measured, written twice: as Trellis XML and as the
/// SwiftUI-style Swift a person writes by hand against the `Trellis` runtime. Each screen is
/// one file with a model (two `@Published` properties), a row view observing it and a screen
/// with `@State`, `@StateObject` and `@EnvironmentObject` whose body is a `VStack` of an
/// interpolated `Text`, a `Toggle` bound with `$`, a `Button` and the row. One shared file
/// declares the environment object's model, which the host provides.
public enum ScreenCorpus {
    public static let sessionFileName = "BenchSession"

    public static func write(screens: Int, xmlDirectory: URL, handWrittenDirectory: URL) throws {
        let fileManager = FileManager.default
        for directory in [xmlDirectory, handWrittenDirectory] {
            try? fileManager.removeItem(at: directory)
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try sessionXML.write(to: xmlDirectory.appendingPathComponent("\(sessionFileName).xml"), atomically: true, encoding: .utf8)
        try sessionSwift.write(to: handWrittenDirectory.appendingPathComponent("\(sessionFileName).swift"), atomically: true, encoding: .utf8)
        for index in 0..<screens {
            try xml(index).write(to: xmlDirectory.appendingPathComponent("Screen\(index).xml"), atomically: true, encoding: .utf8)
            try swift(index).write(to: handWrittenDirectory.appendingPathComponent("Screen\(index).swift"), atomically: true, encoding: .utf8)
        }
    }

    public static let sessionXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <model name="BenchSession">
            <published name="userName" type="String" initial="&quot;Ada&quot;"/>
          </model>
        </trellis>

        """

    public static let sessionSwift = """
        import Trellis

        final class BenchSession: ObservableObject {
            @Published var userName: String = "Ada"
        }

        """

    public static func xml(_ index: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <model name="Model\(index)">
            <published name="title" type="String" initial="&quot;Screen \(index)&quot;"/>
            <published name="isOn" type="Bool" initial="false"/>
          </model>

          <view name="Row\(index)">
            <observedObject name="model" type="Model\(index)"/>
            <body>
              <Text>{model.title} is {model.isOn}</Text>
            </body>
          </view>

          <view name="Screen\(index)" root="true" hostProvides="BenchSession">
            <state name="count" type="Int" initial="0"/>
            <stateObject name="model" type="Model\(index)" initial="Model\(index)()"/>
            <environmentObject name="session" type="BenchSession"/>
            <body>
              <VStack>
                <Text>Count {count} for {session.userName}</Text>
                <Toggle title="Enabled" isOn="{$model.isOn}"/>
                <Button title="Add" action="count += 1"/>
                <Row\(index) model="{model}"/>
              </VStack>
            </body>
          </view>
        </trellis>

        """
    }

    public static func swift(_ index: Int) -> String {
        """
        import Trellis

        final class Model\(index): ObservableObject {
            @Published var title: String = "Screen \(index)"
            @Published var isOn: Bool = false
        }

        struct Row\(index): View {
            @ObservedObject var model: Model\(index)

            var body: some View {
                Text("\\(model.title) is \\(model.isOn)")
            }
        }

        struct Screen\(index): View {
            @State private var count: Int = 0
            @StateObject private var model = Model\(index)()
            @EnvironmentObject var session: BenchSession

            var body: some View {
                VStack {
                    Text("Count \\(count) for \\(session.userName)")
                    Toggle("Enabled", isOn: $model.isOn)
                    Button("Add") {
                        count += 1
                    }
                    Row\(index)(model: model)
                }
            }
        }

        """
    }
}
