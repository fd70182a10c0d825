import Testing
import Trellis

// The facts of "Environment values and storage": "Propagation and custom keys" and "Scene phase".

private struct CustomValueKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

private final class Made {}

/// The expansion of `@Entry var made = Made()`: a computed default.
private struct MadeKey: EnvironmentKey {
    static var defaultValue: Made { Made() }
}

extension EnvironmentValues {
    fileprivate var customValue: Int {
        get { self[CustomValueKey.self] }
        set { self[CustomValueKey.self] = newValue }
    }

    fileprivate var made: Made {
        get { self[MadeKey.self] }
        set { self[MadeKey.self] = newValue }
    }
}

private struct CustomReader: View {
    let name: String
    @Environment(\.customValue) private var value
    var body: some View { Text("\(name) \(value)") }
}

private struct WriteScope: View {
    @State private var outer = 1
    var body: some View {
        VStack {
            Button("Bump") { outer += 1 }
            CustomReader(name: "sibling")
            VStack {
                CustomReader(name: "outer")
                CustomReader(name: "nearest").environment(\.customValue, 10)
            }
            .environment(\.customValue, outer)
        }
    }
}

private struct Transformed: View {
    var body: some View {
        CustomReader(name: "transformed")
            .transformEnvironment(\.customValue) { $0 += 5 }
            .environment(\.customValue, 1)
    }
}

@Observable private final class Library {
    var name = "city"
}

private struct OptionalLibraryReader: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library?.name ?? "no library") }
}

private struct PhaseReader: View {
    @Environment(\.scenePhase) private var phase
    var body: some View {
        Text("phase \(phase)")
            .onChange(of: phase) { old, new in print("\(old) -> \(new)") }
    }
}

private struct URLOpener: View {
    @Environment(\.openURL) private var openURL
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        VStack {
            Text("enabled \(isEnabled)")
            Button("Open") { openURL(URL(string: "https://example.com/help")!) }
        }
    }
}

private struct DisabledOpener: View {
    @State private var isDisabled = true
    var body: some View {
        VStack {
            Button("Enable") { isDisabled = false }
            URLOpener().disabled(isDisabled)
        }
    }
}

@Suite("Environment values facts")
@MainActor
struct EnvironmentValuesFactsTests {
    @Test("An environment write reaches the view and its descendants only; the nearest write above a reader wins")
    func anEnvironmentWriteReachesTheViewAndItsDescendantsOnly() throws {
        let host = ViewHost(WriteScope())
        #expect(host.render() == """
            VStack
              Button "Bump"
              Text "sibling 0"
              VStack
                Text "outer 1"
                Text "nearest 10"
            """)
        try host.tap("Bump")
        #expect(host.render().contains("Text \"outer 2\""))
        #expect(host.bodyEvaluations(of: CustomReader.self) == 4)
    }

    @Test("@Entry: the expansion's default is a computed getter, so an unwritten reference default is new on each read")
    func entryDefaultIsComputed() {
        let values = EnvironmentValues()
        #expect(values.made !== values.made)
        var written = EnvironmentValues()
        let one = Made()
        written.made = one
        #expect(written.made === one)
    }

    @Test("transformEnvironment(_:transform:) works from the value above")
    func transformEnvironmentWorks() {
        #expect(ViewHost(Transformed()).render() == "Text \"transformed 6\"")
    }

    @Test("@Environment(Model.self) may be optional: with no provider it reads nil")
    func optionalObservableEnvironment() {
        #expect(ViewHost(OptionalLibraryReader()).render() == "Text \"no library\"")
        #expect(ViewHost(OptionalLibraryReader().environment(Library())).render() == "Text \"city\"")
    }

    @Test("@Environment(\\.scenePhase) has three cases, read in a view it is the host scene's phase")
    func scenePhaseInAView() {
        let host = ViewHost(PhaseReader())
        #expect(host.render() == "Text \"phase active\"")
        host.scenePhase = .inactive
        host.scenePhase = .background
        #expect(host.render() == "Text \"phase background\"")
        #expect(host.takeLog() == ["active -> inactive", "inactive -> background"])
        #expect(ScenePhase.allCases == [.background, .inactive, .active])
    }

    @Test("ScenePhase is ordered background < inactive < active, and the key's default is .background")
    func scenePhaseIsOrdered() {
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
        #expect(EnvironmentValues().scenePhase == .background)
    }

    @Test("openURL is recorded by the host; isEnabled follows disabled")
    func openURLAndIsEnabled() throws {
        let host = ViewHost(DisabledOpener())
        #expect(host.render().contains("Text \"enabled false\""))
        try host.tap("Enable")
        #expect(host.render().contains("Text \"enabled true\""))
        try host.tap("Open")
        #expect(host.openedURLs == [URL(string: "https://example.com/help")!])
    }
}
