import Foundation

/// N screens of the shape issue 8 measured, grown with SwiftUI's everyday vocabulary, written
/// twice: as Trellis XML and as the SwiftUI-style Swift a person writes by hand against the
/// `Trellis` runtime. Each screen is one file with a fixed part: a model (two `@Published`
/// properties), a row view observing it and a screen with `@State`, `@StateObject` and
/// `@EnvironmentObject`, a computed view and a helper function, whose body is a `NavigationStack`
/// around a `VStack` of the computed view (an interpolated `Text`), a `Toggle` bound with `$`, a `Button`, the row, and a `Form` whose `Section` has a
/// header and holds a `Picker` with tagged options, a `Slider` and a `Stepper`, then a
/// `NavigationLink` with a view label; the stack is padded, styled and titled, with a toolbar
/// item that calls the helper, then a `switch` over an enum with an associated value and an `if let`. To that each
/// screen adds one vocabulary section (VocabularySections.swift), in
/// rotation, so that every view and modifier of the prelude appears in any K consecutive
/// screens. One shared file declares the environment object's model, which the host provides.
/// The last screen of each rotation is a navigation screen instead (ScreenCorpusNavigation.swift).
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
        if isNavigationScreen(index) { return navigationXML(index) }
        let section = vocabularySection(forScreen: index)
        let sectionDeclarations = section.xmlDeclarations.isEmpty ? "" : "\n" + section.xmlDeclarations.indented(by: 2) + "\n"
        let sectionProperties = section.xmlProperties.isEmpty ? "" : "\n" + section.xmlProperties.indented(by: 4)
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <enum name="Phase\(index)">
            <case name="idle"/>
            <case name="loaded"><parameter type="Int"/></case>
            <computed name="label" type="String">
              switch self {
              case .idle: "Idle"
              case .loaded(let total): "Loaded \\(total)"
              }
            </computed>
          </enum>

          <model name="Model\(index)">
            <published name="title" type="String" initial="&quot;Screen \(index)&quot;"/>
            <published name="isOn" type="Bool" initial="false"/>
            <computed name="heading" type="String" value="titled(&quot; (on)&quot;)"/>
            <function name="titled" returns="String">
              <parameter name="suffix" label="_" type="String"/>
              guard isOn else { return title }
              return title + suffix
            </function>
          </model>

          <view name="Row\(index)">
            <observedObject name="model" type="Model\(index)"/>
            <body>
              <Text>{model.title} is {model.isOn}</Text>
            </body>
          </view>
        \(sectionDeclarations)
          <view name="Screen\(index)" root="true" hostProvides="BenchSession">
            <state name="count" type="Int" initial="0"/>
            <state name="volume" type="Double" initial="0.5"/>
            <state name="flavor" type="String" initial="&quot;Vanilla&quot;"/>
            <state name="phase" type="Phase\(index)" initial=".idle"/>
            <state name="note" type="String?" initial="nil"/>
            <stateObject name="model" type="Model\(index)" initial="Model\(index)()"/>
            <environmentObject name="session" type="BenchSession"/>\(sectionProperties)
            <computed name="countSummary">
              <Text>Count {count} for {session.userName}</Text>
            </computed>
            <function name="resetCount">
              count = 0
            </function>
            <body>
              <NavigationStack>
                <VStack>
                  <countSummary/>
                  <Toggle title="Enabled" isOn="{$model.isOn}"/>
                  <Button title="Add" action="count += 1"/>
                  <Row\(index) model="{model}"/>
                  <Form>
                    <Section>
                      <header><Text>Settings<font value=".headline"/></Text></header>
                      <Picker title="Flavor" selection="{$flavor}">
                        <Text>Vanilla<tag value="&quot;Vanilla&quot;"/></Text>
                        <Text>Chocolate<tag value="&quot;Chocolate&quot;"/></Text>
                      </Picker>
                      <Slider value="{$volume}" in="0...1"/>
                      <Stepper title="Steps" value="{$count}" in="0...10"/>
                    </Section>
                    <NavigationLink>
                      <Text>Detail {count}</Text>
                      <label><Label title="More" systemImage="info.circle"/></label>
                    </NavigationLink>
                  </Form>
        \(section.xmlContent.indented(by: 10))
                  <Group>
                    <switch value="phase">
                      <case pattern=".idle"><Button title="Load" action="phase = .loaded(count)"/></case>
                      <case pattern=".loaded(let total)"><Text>Loaded {total}</Text></case>
                    </switch>
                    <if condition="let note">
                      <Text>{note}</Text>
                    </if>
                    <Text>{phase.label} of {model.heading}</Text>
                  </Group>
                  <padding/>
                  <foregroundStyle value=".secondary"/>
                  <navigationTitle value="Screen \(index)"/>
                  <toolbar>
                    <ToolbarItem placement=".primaryAction">
                      <Button title="Reset" action="resetCount()"/>
                    </ToolbarItem>
                  </toolbar>
                  <task id="count">volume = Double(count) / 10</task>
                </VStack>
              </NavigationStack>
            </body>
          </view>
        </trellis>

        """
    }

    public static func swift(_ index: Int) -> String {
        if isNavigationScreen(index) { return navigationSwift(index) }
        let section = vocabularySection(forScreen: index)
        let sectionDeclarations = section.swiftDeclarations.isEmpty ? "" : "\n" + section.swiftDeclarations + "\n"
        let sectionProperties = section.swiftProperties.isEmpty ? "" : "\n" + section.swiftProperties.indented(by: 4)
        return """
        import Trellis

        enum Phase\(index) {
            case idle
            case loaded(Int)

            var label: String {
                switch self {
                case .idle: "Idle"
                case .loaded(let total): "Loaded \\(total)"
                }
            }
        }

        final class Model\(index): ObservableObject {
            @Published var title: String = "Screen \(index)"
            @Published var isOn: Bool = false

            var heading: String {
                titled(" (on)")
            }

            func titled(_ suffix: String) -> String {
                guard isOn else { return title }
                return title + suffix
            }
        }

        struct Row\(index): View {
            @ObservedObject var model: Model\(index)

            var body: some View {
                Text("\\(model.title) is \\(model.isOn)")
            }
        }
        \(sectionDeclarations)
        struct Screen\(index): View {
            @State private var count: Int = 0
            @State private var volume: Double = 0.5
            @State private var flavor: String = "Vanilla"
            @State private var phase: Phase\(index) = .idle
            @State private var note: String? = nil
            @StateObject private var model = Model\(index)()
            @EnvironmentObject var session: BenchSession\(sectionProperties)

            @ViewBuilder private var countSummary: some View {
                Text("Count \\(count) for \\(session.userName)")
            }

            private func resetCount() {
                count = 0
            }

            var body: some View {
                NavigationStack {
                    VStack {
                        countSummary
                        Toggle("Enabled", isOn: $model.isOn)
                        Button("Add") {
                            count += 1
                        }
                        Row\(index)(model: model)
                        Form {
                            Section {
                                Picker("Flavor", selection: $flavor) {
                                    Text("Vanilla").tag("Vanilla")
                                    Text("Chocolate").tag("Chocolate")
                                }
                                Slider(value: $volume, in: 0...1)
                                Stepper("Steps", value: $count, in: 0...10)
                            } header: {
                                Text("Settings")
                                    .font(.headline)
                            }
                            NavigationLink {
                                Text("Detail \\(count)")
                            } label: {
                                Label("More", systemImage: "info.circle")
                            }
                        }
        \(section.swiftContent.indented(by: 16))
                        Group {
                            switch phase {
                            case .idle:
                                Button("Load") {
                                    phase = .loaded(count)
                                }
                            case .loaded(let total):
                                Text("Loaded \\(total)")
                            }
                            if let note {
                                Text(note)
                            }
                            Text("\\(phase.label) of \\(model.heading)")
                        }
                    }
                    .padding()
                    .foregroundStyle(.secondary)
                    .navigationTitle("Screen \(index)")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Reset") {
                                resetCount()
                            }
                        }
                    }
                    .task(id: count) {
                        volume = Double(count) / 10
                    }
                }
            }
        }

        """
    }
}
