import Testing
import Trellis

// Styles: the built-in ones by their static members, and the user's own button styles built
// with `makeBody(configuration:)`.

/// A user's style as an article writes it: decoration around the label.
private struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("›")
            configuration.label
        }
        .padding(.horizontal, 12)
        .background(configuration.isPressed ? Color.gray : Color.blue)
        .foregroundStyle(.white)
    }
}

/// A style that decides itself when the action runs: on a double tap.
private struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A primitive style that keeps a button, built from the configuration.
private struct ChevronButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Button(configuration)
            Text("›")
        }
    }
}

private struct Styled: View {
    @State private var saves = 0
    @State private var likes = 0
    @State private var opens = 0
    var body: some View {
        VStack {
            Button("Save") { saves += 1 }
                .buttonStyle(CapsuleButtonStyle())
            Button("Like") { likes += 1 }
                .buttonStyle(DoubleTapButtonStyle())
            Button("Open") { opens += 1 }
                .buttonStyle(ChevronButtonStyle())
            Button("Plain") {}
            Text("\(saves) saves, \(likes) likes, \(opens) opens")
        }
        .buttonStyle(.bordered)
    }
}

@MainActor
@Suite("Modifiers: styles")
struct ModifierStyleTests {
    @Test func aButtonStyleBuildsTheContentAndTheButtonKeepsItsTitle() throws {
        let host = ViewHost(Styled())
        #expect(host.render() == """
            VStack
              Button "Save"
              Text "Like"
              HStack
                Button "Open"
                Text "›"
              Button "Plain"
              Text "0 saves, 0 likes, 0 opens"
            """)
        try host.tap("Save")
        // The style's body surrounds the label: its modifiers are above the label's text.
        let save = try host.appearance(of: "Save")
        #expect(save.modifiers == ["padding(.horizontal, 12)", "background(blue)"])
        #expect(save.foregroundStyle == AnyShapeStyle(Color.white))
        #expect(save.buttonStyle == "CapsuleButtonStyle")
        #expect(try host.appearance(of: "Plain").buttonStyle == "bordered")
        #expect(host.render().hasSuffix("Text \"1 saves, 0 likes, 0 opens\""))
    }

    @Test func aPrimitiveButtonStyleDecidesWhenTheActionRuns() throws {
        let host = ViewHost(Styled())
        do {
            try host.tap("Like")
            Issue.record("a single tap ran a button whose style asks for two")
        } catch {
            #expect("\(error)".hasPrefix("No Button or NavigationLink titled \"Like\" is on screen."))
        }
        try host.tap("Like", count: 2)
        try host.tap("Open")
        #expect(host.render().hasSuffix("Text \"0 saves, 1 likes, 1 opens\""))
    }

    @Test func builtInStylesAreNamedByTheirStaticMembers() throws {
        struct Catalogue: View {
            @State private var name = ""
            var body: some View {
                List {
                    Text("Row").listRowBackground(Color.yellow)
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    Text("Picker").pickerStyle(.segmented)
                    Text("Label").labelStyle(.iconOnly)
                    Button("Go") {}.buttonStyle(.borderedProminent)
                }
                .listStyle(.insetGrouped)
            }
        }
        let host = ViewHost(Catalogue())
        #expect(host.render() == """
            List
              Text "Row"
              TextField "Name": ""
              Text "Picker"
              Text "Label"
              Button "Go"
            """)
        let row = try host.appearance(of: "Row")
        #expect(row.listStyle == "insetGrouped" && row.listRowBackground == "yellow")
        #expect(try host.appearance(of: "Name").textFieldStyle == "roundedBorder")
        #expect(try host.appearance(of: "Picker").pickerStyle == "segmented")
        #expect(try host.appearance(of: "Label").labelStyle == "iconOnly")
        #expect(try host.appearance(of: "Go").buttonStyle == "borderedProminent")
    }

    @Test func everyStaticMemberOfEveryStyleCompiles() {
        let buttonStyles: [any PrimitiveButtonStyle] = [
            .automatic as DefaultButtonStyle, .bordered as BorderedButtonStyle,
            .borderedProminent as BorderedProminentButtonStyle, .borderless as BorderlessButtonStyle, .plain as PlainButtonStyle,
        ]
        let listStyles: [any ListStyle] = [
            .automatic as DefaultListStyle, .plain as PlainListStyle, .grouped as GroupedListStyle,
            .insetGrouped as InsetGroupedListStyle, .inset as InsetListStyle, .sidebar as SidebarListStyle,
        ]
        let pickerStyles: [any PickerStyle] = [
            .automatic as DefaultPickerStyle, .segmented as SegmentedPickerStyle, .menu as MenuPickerStyle,
            .wheel as WheelPickerStyle, .inline as InlinePickerStyle, .navigationLink as NavigationLinkPickerStyle,
        ]
        let labelStyles: [any LabelStyle] = [
            .automatic as DefaultLabelStyle, .iconOnly as IconOnlyLabelStyle, .titleOnly as TitleOnlyLabelStyle,
            .titleAndIcon as TitleAndIconLabelStyle,
        ]
        let textFieldStyles: [any TextFieldStyle] = [
            .automatic as DefaultTextFieldStyle, .roundedBorder as RoundedBorderTextFieldStyle, .plain as PlainTextFieldStyle,
        ]
        let names = (buttonStyles as [Any] + listStyles + pickerStyles + labelStyles + textFieldStyles).map { "\($0)" }
        #expect(names == [
            "automatic", "bordered", "borderedProminent", "borderless", "plain",
            "automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar",
            "automatic", "segmented", "menu", "wheel", "inline", "navigationLink",
            "automatic", "iconOnly", "titleOnly", "titleAndIcon",
            "automatic", "roundedBorder", "plain",
        ])
    }

    @Test func aLabelStyleThatHidesAPartIsNamedOnTheLabel() {
        struct Labels: View {
            var body: some View {
                VStack {
                    Label("Inbox", systemImage: "tray")
                    Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
                    Label("Drafts", systemImage: "doc").labelStyle(.titleAndIcon)
                }
                .labelStyle(.iconOnly)
            }
        }
        #expect(ViewHost(Labels()).render() == """
            VStack
              Label "Inbox" systemImage "tray" [iconOnly]
              Label "Sent" systemImage "paperplane" [titleOnly]
              Label "Drafts" systemImage "doc"
            """)
    }

    @Test func theNearestButtonStyleWinsAndNoneMeansTheButtonsOwnLabel() throws {
        struct Nested: View {
            var body: some View {
                VStack {
                    Button("Inner") {}.buttonStyle(.plain)
                    Button("Outer") {}
                }
                .buttonStyle(CapsuleButtonStyle())
            }
        }
        let host = ViewHost(Nested())
        #expect(try host.appearance(of: "Inner").buttonStyle == "plain")
        #expect(try host.appearance(of: "Inner").modifiers == [])
        #expect(try host.appearance(of: "Outer").modifiers == ["padding(.horizontal, 12)", "background(blue)"])
    }
}
