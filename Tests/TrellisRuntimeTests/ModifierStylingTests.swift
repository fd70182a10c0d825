import Testing
import Trellis

// Layout, text, colour and decoration modifiers: they print nothing, and `appearance(of:)`
// reads back what they set, the way SwiftUI's environment resolves it.

private struct ProfileCard: View {
    var body: some View {
        VStack {
            Text("Ada Lovelace")
                .font(.title.bold())
                .foregroundStyle(.primary)
            Text("Analyst")
                .font(.system(size: 13, weight: .medium, design: .rounded))
                .foregroundColor(.secondary)
                .textCase(.uppercase)
            Text("Wrote the first program for a machine that did not exist yet.")
                .lineLimit(2)
                .multilineTextAlignment(.center)
            Text("Plain")
        }
        .font(.body)
        .fontWeight(.semibold)
        .foregroundStyle(.red)
        .tint(.orange)
        .padding()
        .padding(.horizontal, 8)
        .frame(width: 320, height: 200, alignment: .topLeading)
        .frame(minWidth: 100, maxWidth: .infinity)
        .offset(x: 4, y: -2)
        .background(.blue)
        .cornerRadius(12)
        .clipShape(Blob())
        .opacity(0.5)
        .shadow(radius: 4)
        .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 2)
    }
}

/// A user's own shape, written as for SwiftUI.
private struct Blob: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

@MainActor
@Suite("Modifiers: layout, text, colour, decoration")
struct ModifierStylingTests {
    @Test func stylingPrintsNothing() {
        let host = ViewHost(ProfileCard())
        #expect(host.render() == """
            VStack
              Text "Ada Lovelace"
              Text "Analyst"
              Text "Wrote the first program for a machine that did not exist yet."
              Text "Plain"
            """)
    }

    @Test func theNearestModifierAboveATextWins() throws {
        let host = ViewHost(ProfileCard())
        let name = try host.appearance(of: "Ada Lovelace")
        #expect(name.font == .title.bold())
        #expect(name.font?.description == "title, bold")
        #expect(name.foregroundStyle == AnyShapeStyle(HierarchicalShapeStyle.primary))
        #expect(name.fontWeight == .semibold)

        let role = try host.appearance(of: "Analyst")
        #expect(role.font == .system(size: 13, weight: .medium, design: .rounded))
        #expect(role.font?.description == "system 13, rounded, medium")
        #expect(role.foregroundStyle == AnyShapeStyle(Color.secondary))
        #expect(role.textCase == .uppercase)

        let bio = try host.appearance(of: "Wrote the first program for a machine that did not exist yet.")
        #expect(bio.lineLimit == 2)
        #expect(bio.multilineTextAlignment == .center)

        let plain = try host.appearance(of: "Plain")
        #expect(plain.font == .body)
        #expect(plain.foregroundStyle == AnyShapeStyle(Color.red))
        #expect(plain.tint == AnyShapeStyle(Color.orange))
        #expect(plain.lineLimit == nil)
        #expect(plain.multilineTextAlignment == .leading)
        #expect(plain.textCase == nil)
    }

    @Test func layoutAndDrawingModifiersAreListedInnermostFirst() throws {
        let plain = try ViewHost(ProfileCard()).appearance(of: "Plain")
        #expect(plain.modifiers == [
            "padding(.all, default)",
            "padding(.horizontal, 8)",
            "frame(width: 320, height: 200, alignment: .topLeading)",
            "frame(minWidth: 100, maxWidth: .infinity)",
            "offset(x: 4, y: -2)",
            "background(blue)",
            "cornerRadius(12)",
            "clipShape(Blob)",
            "opacity(0.5)",
            "shadow(color: white(0.0, 0.33), radius: 4, x: 0, y: 0)",
            "shadow(color: black.opacity(0.2), radius: 8, x: 0, y: 2)",
        ])
        #expect(plain.opacity == 0.5)
    }

    @Test func paddingOverloadsAndFontsMatchSwiftUI() throws {
        struct Paddings: View {
            var body: some View {
                VStack {
                    Text("a").padding(16)
                    Text("b").padding(.top)
                    Text("c").padding([.leading, .bottom], 4)
                    Text("d").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    Text("e").padding(.vertical).opacity(0.5).opacity(0.5)
                    Text("f").font(.headline.italic().monospacedDigit()).font(.caption)
                    Text("g").font(nil).font(.caption)
                    Text("h").bold().italic().fontWeight(.light)
                    Text("i").bold(false).fontWeight(.light)
                }
            }
        }
        let host = ViewHost(Paddings())
        #expect(try host.appearance(of: "a").modifiers == ["padding(.all, 16)"])
        #expect(try host.appearance(of: "b").modifiers == ["padding(.top, default)"])
        #expect(try host.appearance(of: "c").modifiers == ["padding([.leading, .bottom], 4)"])
        #expect(try host.appearance(of: "d").modifiers == ["padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"])
        #expect(try host.appearance(of: "e").opacity == 0.25)
        #expect(try host.appearance(of: "f").font?.description == "headline, italic, monospacedDigit")
        // font(nil) below resets what is above: the default font.
        #expect(try host.appearance(of: "g").font == nil)
        #expect(try host.appearance(of: "h").fontWeight == .bold && host.appearance(of: "h").isItalic)
        #expect(try host.appearance(of: "i").fontWeight == .light && !host.appearance(of: "i").isItalic)
        #expect(Font.largeTitle != .title && Font.title2 != .title3 && Font.subheadline != .callout)
        #expect(Font.footnote != .caption2 && Font.custom("Avenir", size: 17).description == "Avenir 17")
        #expect(Font.body.weight(.black).description == "body, black")
    }

    @Test func aMissingTextIsReportedWithTheScreen() {
        let host = ViewHost(Text("Here"))
        #expect(throws: ViewHostError.self) { try host.appearance(of: "Gone") }
        do {
            _ = try host.appearance(of: "Gone")
        } catch {
            #expect("\(error)" == "No text or image \"Gone\" is on screen. On screen:\nText \"Here\"")
        }
    }
}

// MARK: Overlay and background views

private struct Inbox: View {
    @State private var unread = 3
    @State private var dismissed = false
    var body: some View {
        VStack {
            Text("Inbox")
                .overlay(alignment: .topTrailing) {
                    if unread > 0 { Text("\(unread)") }
                }
                .background(alignment: .leading) { EmptyView() }
            Text("Banner")
                .background {
                    Button("Dismiss") { dismissed = true }
                }
            Button("Read one") { unread -= 1 }
            if dismissed { Text("Dismissed") }
        }
    }
}

@MainActor
@Suite("Modifiers: overlay and background views")
struct DecorationViewTests {
    @Test func overlaysPrintAfterTheirViewAndLeaveWhenEmpty() throws {
        let host = ViewHost(Inbox())
        #expect(host.render() == """
            VStack
              Text "Inbox"
              Overlay
                Text "3"
              Text "Banner"
              Background
                Button "Dismiss"
              Button "Read one"
            """)
        for _ in 0..<3 { try host.tap("Read one") }
        #expect(host.render() == """
            VStack
              Text "Inbox"
              Text "Banner"
              Background
                Button "Dismiss"
              Button "Read one"
            """)
    }

    @Test func controlsInADecorationAreTapped() throws {
        let host = ViewHost(Inbox())
        try host.tap("Dismiss")
        #expect(host.render().hasSuffix("Text \"Dismissed\""))
    }
}

// MARK: Other spellings SwiftUI code uses

private struct Landmark: View {
    var body: some View {
        VStack {
            Text("Turtle Rock")
                .clipShape(Blob())
                .overlay(Text("★"), alignment: .topLeading)
                .shadow(radius: 7)
            Text("Joshua Tree")
                .background(Color.green)
                .background(Text("behind"))
                .background(.quaternary, in: Blob())
            Text("Summary")
                .lineLimit(2...4)
                .frame()
            Text("Notes").lineLimit(3, reservesSpace: true)
            Text("Long").lineLimit(1...)
        }
    }
}

@MainActor
@Suite("Modifiers: older and range spellings")
struct ModifierSpellingTests {
    @Test func viewArgumentsAndColoursPickTheirOverloads() throws {
        let host = ViewHost(Landmark())
        #expect(host.render() == """
            VStack
              Text "Turtle Rock"
              Overlay
                Text "★"
              Text "Joshua Tree"
              Background
                Text "behind"
              Text "Summary"
              Text "Notes"
              Text "Long"
            """)
        // `background(Color.green)` fills with the colour; it is not a background view.
        #expect(try host.appearance(of: "Joshua Tree").modifiers == ["background(green)", "background(quaternary, in: Blob)"])
        #expect(try host.appearance(of: "Summary").lineLimit == 4)
        #expect(try host.appearance(of: "Summary").modifiers == ["frame()"])
        #expect(try host.appearance(of: "Notes").lineLimit == 3)
        #expect(try host.appearance(of: "Long").lineLimit == nil)
    }
}
