import Testing
import Trellis

// `disabled(_:)` flows down as an AND (the outer modifier wins) and every control refuses;
// `hidden()` takes a subtree off the screen but keeps it in the hierarchy.

private struct Checkout: View {
    @State private var isBusy = false
    @State private var agreed = false
    @State private var name = ""
    @State private var saves = 0
    var body: some View {
        VStack {
            Toggle("Busy", isOn: $isBusy)
            Form {
                Button("Save") { saves += 1 }
                    .disabled(false)
                Toggle("Agree", isOn: $agreed)
                TextField("Name", text: $name)
                NavigationLink("More") { Text("More") }
            }
            .disabled(isBusy)
            Text("saves \(saves)")
        }
    }
}

private struct EveryControl: View {
    @State private var value = 0.5
    @State private var count = 1
    @State private var choice = 1
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var text = ""
    var body: some View {
        NavigationStack {
            Group {
                Slider(value: $value) { Text("Level") }
                Stepper("Count", value: $count)
                Picker("Choice", selection: $choice) { Text("One").tag(1) }
                DatePicker("When", selection: $date)
                SecureField("Secret", text: $text)
                TextEditor(text: $text)
                DisclosureGroup("More") { Text("inside") }
                Menu("Options") { Button("Go") {} }
                NavigationLink("Next") { Text("next") }
            }
            .disabled(true)
        }
    }
}

private struct Peekaboo: View {
    @State private var isHidden = true
    var body: some View {
        VStack {
            Button("Show") { isHidden.toggle() }
            if isHidden {
                Counter().hidden()
            } else {
                Counter()
            }
        }
    }
}

private struct Counter: View {
    @State private var taps = 0
    var body: some View {
        Button("Tap \(taps)") { taps += 1 }
    }
}

private struct HiddenOwner: View {
    @StateObject private var model = LoggedModel(name: "Hidden")
    var body: some View {
        Button("Owned \(model.value)") { model.value += 1 }
    }
}

private struct HiddenState: View {
    @State private var ticks = 0
    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            HiddenOwner()
                .onAppear { print("owner appear") }
                .hidden()
        }
    }
}

@MainActor
@Suite("disabled and hidden")
struct DisabledAndHiddenTests {
    @Test("An outer disabled(true) wins over an inner disabled(false); controls print [disabled] and refuse")
    func outerWins() throws {
        let host = ViewHost(Checkout())
        try host.tap("Save")
        #expect(host.render().contains("Text \"saves 1\""))
        try host.toggle("Busy")
        #expect(host.render() == """
        VStack
          Toggle "Busy": on
          Form
            Button "Save" [disabled]
            Toggle "Agree": off [disabled]
            TextField "Name": "" [disabled]
            NavigationLink "More" [disabled]
          Text "saves 1"
        """)
        #expect {
            try host.tap("Save")
        } throws: { error in
            let message = String(describing: error)
            return message.hasPrefix("Button \"Save\" is disabled, so it cannot be tapped: the .disabled(true) at TrellisRuntimeTests/DisabledAndHiddenTests.swift:")
                && message.hasSuffix(" on Form turns off isEnabled for everything below it.")
        }
        #expect(throws: ViewHostError.self) { try host.toggle("Agree") }
        #expect(throws: ViewHostError.self) { try host.type("x", into: "Name") }
        #expect(throws: ViewHostError.self) { try host.tap("More") }
        #expect(host.render().contains("Text \"saves 1\""))
        try host.toggle("Busy")
        try host.tap("Save")
        #expect(host.render().contains("Button \"Save\"\n"))
        #expect(host.render().contains("Text \"saves 2\""))
    }

    @Test("Every control below disabled(true) refuses every interaction")
    func everyControlRefuses() {
        let host = ViewHost(EveryControl())
        #expect(host.render() == """
        NavigationStack
          Slider "Level": 0.5 in 0...1 [disabled]
          Stepper "Count": 1 [disabled]
          Picker "Choice": "One" [disabled]
          DatePicker "When": 1970-01-01 00:00 [disabled]
          SecureField "Secret": "" [disabled]
          TextEditor: "" [disabled]
          DisclosureGroup "More": collapsed [disabled]
          Menu "Options" [disabled]
          NavigationLink "Next" [disabled]
        """)
        let attempts: [(String, () throws -> Void)] = [
            ("Slider \"Level\" is disabled, so it cannot be moved", { try host.setSlider("Level", to: 1) }),
            ("Stepper \"Count\" is disabled, so it cannot be incremented", { try host.increment("Count") }),
            ("Picker \"Choice\" is disabled, so it cannot be changed", { try host.select("One", in: "Choice") }),
            ("DatePicker \"When\" is disabled, so it cannot be changed", { try host.setDate(Date(), in: "When") }),
            ("SecureField \"Secret\" is disabled, so it cannot be typed into", { try host.type("x", into: "Secret") }),
            ("TextEditor number 0 is disabled, so it cannot be typed into", { try host.type("x", intoEditorAt: 0) }),
            ("DisclosureGroup \"More\" is disabled, so it cannot be expanded", { try host.expand("More") }),
            ("Menu \"Options\" is disabled, so it cannot be tapped", { try host.tap("Options") }),
            ("Menu \"Options\" is disabled, so it cannot be opened", { try host.openMenu("Options") }),
            ("NavigationLink \"Next\" is disabled, so it cannot be tapped", { try host.tap("Next") }),
        ]
        for (expected, attempt) in attempts {
            #expect {
                try attempt()
            } throws: { error in
                String(describing: error).hasPrefix(expected) && String(describing: error).contains(" on Slider \"Level\"")
            }
        }
        #expect(host.render().hasPrefix("NavigationStack\n  Slider \"Level\": 0.5"))
    }

    @Test("hidden() removes a subtree from the screen and from the host's reach, but it stays in the hierarchy")
    func hiddenStaysInHierarchy() throws {
        let host = ViewHost(HiddenState())
        #expect(host.takeLog() == ["Hidden.init", "owner appear"])
        #expect(host.render() == "VStack\n  Button \"Tick 0\"")
        #expect(throws: ViewHostError.self) { try host.tap("Owned 0") }
        try host.tap("Tick 0")
        try host.tap("Tick 1")
        #expect(host.render() == "VStack\n  Button \"Tick 2\"")
        #expect(host.takeLog() == [])
    }

    @Test("A hidden view is not on screen")
    func hiddenIsNotOnScreen() throws {
        let host = ViewHost(Peekaboo())
        #expect(host.render() == "VStack\n  Button \"Show\"")
        try host.tap("Show")
        #expect(host.render() == "VStack\n  Button \"Show\"\n  Button \"Tap 0\"")
    }
}
