import Testing
import Trellis

// The host's interactions with the catalogue's controls, performed as a user would.

private struct Editor: View {
    @State private var volume = 0.5
    @State private var rating = 200.0
    @State private var guests = 9
    @State private var flavor = "van"
    @State private var password = ""
    @State private var notes = ""
    @State private var secondNotes = ""
    @State private var due = Date(timeIntervalSince1970: 0)
    @State private var edits: [String] = []
    var body: some View {
        Form {
            Slider(value: $volume, in: 0...1, label: { Text("Volume") }, onEditingChanged: { edits.append("editing \($0)") })
            Slider(value: $rating, in: 200...300, step: 28) { Text("Rating") }
            Stepper("Guests", value: $guests, in: 0...10, step: 5)
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("van")
                Text("Chocolate").tag("choc")
                Text("Mint").tag(3)
            }
            DatePicker("Due", selection: $due, in: Date(timeIntervalSince1970: 0)..., displayedComponents: .date)
            SecureField("Password", text: $password)
            TextEditor(text: $notes)
            TextEditor(text: $secondNotes)
            Text("password \(password.count), notes \(notes)|\(secondNotes), edits \(edits.joined(separator: ","))")
        }
    }
}

private enum Size: Hashable { case small, large }

private struct OptionalPicker: View {
    @State private var size: Size? = nil
    @State private var strictSize: Size? = nil
    let sizes: [Size] = [.small, .large]
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                Text("None").tag(Size?.none)
                Text("Small").tag(Size.small)
                Text("Large").tag(Size.large)
            }
            Picker("Strict", selection: $strictSize) {
                Text("Small").tag(Size.small, includeOptional: false)
            }
            Picker("From rows", selection: $size) {
                ForEach(sizes, id: \.self) { size in Text("\(size)") }
            }
        }
    }
}

private struct OutOfRange: View {
    @State private var level = 5.0
    @State private var guests = -5
    var body: some View {
        VStack {
            Slider(value: $level) { Text("Level") }
            Text("level \(level)")
            Stepper("Guests", value: $guests, in: 0...10)
        }
    }
}

private enum Shade: String, CaseIterable, Identifiable {
    case light, dark
    var id: String { rawValue }
}

/// Rows tagged implicitly by their id, a `String`, under a selection of type `Shade`.
private struct UntaggedRows: View {
    @State private var shade = Shade.light
    var body: some View {
        Picker("Shade", selection: $shade) {
            ForEach(Shade.allCases) { shade in Text(shade.rawValue.capitalized) }
        }
    }
}

private struct Counter: View {
    @State private var presses = 0
    @State private var edits = 0
    var body: some View {
        Stepper("Presses \(presses)", onIncrement: { presses += 1 }, onDecrement: nil, onEditingChanged: { _ in edits += 1 })
        Text("edits \(edits)")
    }
}

@MainActor
@Suite("Control interactions")
struct ControlInteractionTests {
    @Test("A slider is dragged into its bounds and onto its steps, with onEditingChanged around the change")
    func slider() throws {
        let host = ViewHost(Editor())
        try host.setSlider("Volume", to: 0.75)
        #expect(host.render().contains("Slider \"Volume\": 0.75 in 0...1"))
        #expect(host.render().contains("edits editing true,editing false"))
        try host.setSlider("Volume", to: 7)
        #expect(host.render().contains("Slider \"Volume\": 1 in 0...1"))
        try host.setSlider("Volume", to: -3)
        #expect(host.render().contains("Slider \"Volume\": 0 in 0...1"))
        // 200...300 by 28: the values are 200, 228, 256 and 284; 300 is out of reach.
        try host.setSlider("Rating", to: 300)
        #expect(host.render().contains("Slider \"Rating\": 284 in 200...300 step 28"))
        try host.setSlider("Rating", to: 240)
        #expect(host.render().contains("Slider \"Rating\": 228 in 200...300 step 28"))
    }

    @Test("A stepper's step stops at its bound, and at the bound that button refuses")
    func stepper() throws {
        let host = ViewHost(Editor())
        try host.increment("Guests")
        #expect(host.render().contains("Stepper \"Guests\": 10 in 0...10 step 5"))
        #expect {
            try host.increment("Guests")
        } throws: { error in
            String(describing: error) == "Stepper \"Guests\" cannot be incremented: its value is at its upper bound 10, where that button is disabled."
        }
        try host.decrement("Guests")
        try host.decrement("Guests")
        #expect(host.render().contains("Stepper \"Guests\": 0 in 0...10 step 5"))
        #expect(throws: ViewHostError.self) { try host.decrement("Guests") }
    }

    @Test("Values outside the bounds: a slider shows its value clamped without writing it; a stepper steps and clamps")
    func outOfRange() throws {
        let host = ViewHost(OutOfRange())
        #expect(host.render() == """
        VStack
          Slider "Level": 1 in 0...1
          Text "level 5.000000"
          Stepper "Guests": -5 in 0...10
        """)
        try host.increment("Guests")
        #expect(host.render().hasSuffix("Stepper \"Guests\": 0 in 0...10"))
        try host.setSlider("Level", to: 0.25)
        #expect(host.render().contains("Text \"level 0.250000\""), "a Double in a literal is written as SwiftUI's %lf writes it")
    }

    @Test("A stepper with actions runs them; a missing action refuses")
    func stepperActions() throws {
        let host = ViewHost(Counter())
        try host.increment("Presses 0")
        try host.increment("Presses 1")
        #expect(host.render() == "Stepper \"Presses 2\"\nText \"edits 4\"")
        #expect {
            try host.decrement("Presses 2")
        } throws: { error in
            String(describing: error).contains("it was given no onDecrement action")
        }
        #expect(host.render() == "Stepper \"Presses 2\"\nText \"edits 4\"")
    }

    @Test("A picker selects by the option's label; a tag of another type selects nothing")
    func picker() throws {
        let host = ViewHost(Editor())
        #expect(host.render().contains("Picker \"Flavor\": \"Vanilla\""))
        try host.select("Chocolate", in: "Flavor")
        #expect(host.render().contains("Picker \"Flavor\": \"Chocolate\""))
        #expect {
            try host.select("Mint", in: "Flavor")
        } throws: { error in
            String(describing: error) == "Option \"Mint\" of Picker \"Flavor\" cannot be selected: its tag 3 is a Int, but the selection holds a String, so the tag matches nothing."
        }
        #expect {
            try host.select("Strawberry", in: "Flavor")
        } throws: { error in
            String(describing: error) == "Picker \"Flavor\" has no option \"Strawberry\". Its options: \"Vanilla\", \"Chocolate\", \"Mint\"."
        }
        #expect(host.render().contains("Picker \"Flavor\": \"Chocolate\""))
    }

    @Test("Tags match an optional selection unless includeOptional is false; ForEach rows are tagged by id")
    func optionalTags() throws {
        let host = ViewHost(OptionalPicker())
        #expect(host.render() == """
        VStack
          Picker "Size": "None"
          Picker "Strict": no selection
          Picker "From rows": no selection
        """)
        try host.select("Large", in: "Size")
        #expect(host.render().contains("Picker \"Size\": \"Large\""))
        #expect(host.render().contains("Picker \"From rows\": \"large\""))
        try host.select("small", in: "From rows")
        #expect(host.render().contains("Picker \"Size\": \"Small\""))
        #expect(throws: ViewHostError.self) { try host.select("Small", in: "Strict") }
        #expect(host.render().contains("Picker \"Strict\": no selection"))
    }

    @Test("A ForEach row's implicit tag is its id: an id of another type than the selection matches nothing")
    func implicitTagsOfAnotherType() {
        let host = ViewHost(UntaggedRows())
        #expect(host.render() == "Picker \"Shade\": no selection")
        #expect {
            try host.select("Dark", in: "Shade")
        } throws: { error in
            String(describing: error) == "Option \"Dark\" of Picker \"Shade\" cannot be selected: its tag dark is a String, but the selection holds a Shade, so the tag matches nothing."
        }
    }

    @Test("A date is set within the picker's range, and refused before it")
    func datePicker() throws {
        let host = ViewHost(Editor())
        #expect(host.render().contains("DatePicker \"Due\": 1970-01-01"))
        try host.setDate(Date(timeIntervalSince1970: 86_400 * 365), in: "Due")
        #expect(host.render().contains("DatePicker \"Due\": 1971-01-01"))
        #expect(throws: ViewHostError.self) { try host.setDate(Date(timeIntervalSince1970: -86_400), in: "Due") }
        #expect(host.render().contains("DatePicker \"Due\": 1971-01-01"))
    }

    @Test("Typing into a secure field and into text editors by their order on screen")
    func typing() throws {
        let host = ViewHost(Editor())
        try host.type("hunter2", into: "Password")
        try host.type("first", intoEditorAt: 0)
        try host.type("second", intoEditorAt: 1)
        let screen = host.render()
        #expect(screen.contains("SecureField \"Password\": \"•••••••\""))
        #expect(screen.contains("TextEditor: \"first\"\n  TextEditor: \"second\""))
        #expect(screen.contains("password 7, notes first|second"))
        #expect(throws: ViewHostError.self) { try host.type("x", intoEditorAt: 2) }
    }
}

/// Controls bound to state their owner's body never reads: only the view that reads a value
/// re-evaluates when a control writes it.
private struct BoundOwner: View {
    @State private var level = 0.5
    @State private var count = 1
    @State private var flavor = "van"
    @State private var due = Date(timeIntervalSince1970: 0)
    var body: some View {
        Form {
            Slider(value: $level) { Text("Level") }
            Stepper("Count", value: $count)
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("van")
                Text("Chocolate").tag("choc")
            }
            DatePicker("Due", selection: $due)
            LevelReader(level: $level)
        }
    }
}

private struct LevelReader: View {
    @Binding var level: Double
    var body: some View { Text("level \(level)") }
}

@MainActor
@Suite("Control bindings and body evaluations")
struct ControlBindingEvaluationTests {
    @Test("A control writes through its binding; its owner, which reads nothing, is not evaluated again")
    func onlyReadersReevaluate() throws {
        let host = ViewHost(BoundOwner())
        #expect(host.bodyEvaluations(of: BoundOwner.self) == 1)
        #expect(host.bodyEvaluations(of: LevelReader.self) == 1)
        try host.setSlider("Level", to: 0.25)
        #expect(host.bodyEvaluations(of: LevelReader.self) == 2)
        try host.increment("Count")
        try host.select("Chocolate", in: "Flavor")
        try host.setDate(Date(timeIntervalSince1970: 3_600), in: "Due")
        #expect(host.bodyEvaluations(of: BoundOwner.self) == 1)
        #expect(host.bodyEvaluations(of: LevelReader.self) == 2)
        #expect(host.render() == """
        Form
          Slider "Level": 0.25 in 0...1
          Stepper "Count": 2
          Picker "Flavor": "Chocolate"
          DatePicker "Due": 1970-01-01 01:00
          Text "level 0.250000"
        """)
    }
}
