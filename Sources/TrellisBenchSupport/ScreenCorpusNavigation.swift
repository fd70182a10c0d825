/// The corpus's navigation screens: the last screen of each rotation is, instead of the everyday shape, a
/// `TabView` whose first tab is a `NavigationStack` over a typed path with value links, a
/// deep-link button and a `navigationDestination(for:)`, and whose second is a `Tab` with a
/// toggle. The stack also pushes an optional item with `navigationDestination(item:)`, the row reads a
/// custom environment value the screen writes, and the screen counts its model's published title
/// through `onReceive(model.$title)`; written in both forms like the other screens.
extension ScreenCorpus {
    /// The last screen of each rotation: the vocabulary sections fill the others.
    static func isNavigationScreen(_ index: Int) -> Bool { index % rotationLength == vocabularySectionCount }

    static func navigationXML(_ index: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <struct name="Item\(index)" protocols="Hashable">
            <field name="id" type="Int"/>
            <field name="title" type="String"/>
          </struct>
          <model name="Model\(index)">
            <published name="title" type="String" initial="&quot;Screen \(index)&quot;"/>
            <published name="isOn" type="Bool" initial="false"/>
          </model>
          <environmentValue name="rowSpacing\(index)" type="Double" default="8"/>

          <view name="Row\(index)">
            <observedObject name="model" type="Model\(index)"/>
            <environment name="spacing" key="\\.rowSpacing\(index)"/>
            <body>
              <Text>{model.title} is {model.isOn} at {spacing}</Text>
            </body>
          </view>

          <view name="Screen\(index)" root="true" hostProvides="BenchSession">
            <state name="path" type="[Item\(index)]" initial="[]"/>
            <state name="tab" type="Int" initial="0"/>
            <state name="count" type="Int" initial="0"/>
            <state name="picked" type="Item\(index)?" initial="nil"/>
            <state name="renames" type="Int" initial="0"/>
            <stateObject name="model" type="Model\(index)" initial="Model\(index)()"/>
            <environmentObject name="session" type="BenchSession"/>
            <body>
              <TabView selection="$tab">
                <NavigationStack path="$path">
                  <VStack>
                    <Text>Count {count} for {session.userName}</Text>
                    <Row\(index) model="{model}">
                      <environment key="\\.rowSpacing\(index)" value="count > 2 ? 16 : 8"/>
                    </Row\(index)>
                    <Text>{renames} renames</Text>
                    <Button title="Pick" action="picked = Item\(index)(id: 3, title: &quot;Picked&quot;)"/>
                    <NavigationLink title="First" value="{Item\(index)(id: 1, title: &quot;First&quot;)}"/>
                    <Button title="Deep link" action="path = [Item\(index)(id: 1, title: &quot;A&quot;), Item\(index)(id: 2, title: &quot;B&quot;)]"/>
                    <navigationDestination for="Item\(index).self" item="item">
                      <Text>{item.title} {count}</Text>
                      <Button title="Add" action="count += 1"/>
                    </navigationDestination>
                    <navigationDestination item="{$picked}">
                      <destination item="chosen">
                        <Text>{chosen.title}</Text>
                      </destination>
                    </navigationDestination>
                    <onReceive value="model.$title" action="title in renames += 1"/>
                    <navigationTitle value="Screen \(index)"/>
                  </VStack>
                  <tabItem><Label title="Items" systemImage="list.bullet"/></tabItem>
                  <tag value="0"/>
                </NavigationStack>
                <Tab title="Settings" systemImage="gear" value="1">
                  <Toggle title="Enabled" isOn="{$model.isOn}"/>
                </Tab>
              </TabView>
            </body>
          </view>
        </trellis>

        """
    }

    static func navigationSwift(_ index: Int) -> String {
        """
        import Trellis

        struct Item\(index): Hashable {
            var id: Int
            var title: String
        }

        final class Model\(index): ObservableObject {
            @Published var title: String = "Screen \(index)"
            @Published var isOn: Bool = false
        }

        private struct RowSpacing\(index)Key: EnvironmentKey {
            static var defaultValue: Double { 8 }
        }

        extension EnvironmentValues {
            var rowSpacing\(index): Double {
                get { self[RowSpacing\(index)Key.self] }
                set { self[RowSpacing\(index)Key.self] = newValue }
            }
        }

        struct Row\(index): View {
            @ObservedObject var model: Model\(index)
            @Environment(\\.rowSpacing\(index)) var spacing

            var body: some View {
                Text("\\(model.title) is \\(model.isOn) at \\(spacing)")
            }
        }

        struct Screen\(index): View {
            @State private var path: [Item\(index)] = []
            @State private var tab: Int = 0
            @State private var count: Int = 0
            @State private var picked: Item\(index)? = nil
            @State private var renames: Int = 0
            @StateObject private var model = Model\(index)()
            @EnvironmentObject var session: BenchSession

            var body: some View {
                TabView(selection: $tab) {
                    NavigationStack(path: $path) {
                        VStack {
                            Text("Count \\(count) for \\(session.userName)")
                            Row\(index)(model: model)
                                .environment(\\.rowSpacing\(index), count > 2 ? 16 : 8)
                            Text("\\(renames) renames")
                            Button("Pick") {
                                picked = Item\(index)(id: 3, title: "Picked")
                            }
                            NavigationLink("First", value: Item\(index)(id: 1, title: "First"))
                            Button("Deep link") {
                                path = [Item\(index)(id: 1, title: "A"), Item\(index)(id: 2, title: "B")]
                            }
                        }
                        .navigationDestination(for: Item\(index).self) { item in
                            Text("\\(item.title) \\(count)")
                            Button("Add") {
                                count += 1
                            }
                        }
                        .navigationDestination(item: $picked) { chosen in
                            Text(chosen.title)
                        }
                        .onReceive(model.$title) { title in
                            renames += 1
                        }
                        .navigationTitle("Screen \(index)")
                    }
                    .tabItem {
                        Label("Items", systemImage: "list.bullet")
                    }
                    .tag(0)
                    Tab("Settings", systemImage: "gear", value: 1) {
                        Toggle("Enabled", isOn: $model.isOn)
                    }
                }
            }
        }

        """
    }
}
