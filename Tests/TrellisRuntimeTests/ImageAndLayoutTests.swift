import Testing
import Trellis

private struct Gallery: View {
    var body: some View {
        VStack {
            Image(systemName: "star")
                .resizable()
                .renderingMode(.template)
                .scaledToFit()
                .frame(width: 24, height: 24)
            Image("photo")
                .resizable(resizingMode: .tile)
                .aspectRatio(1.5, contentMode: .fill)
                .clipped()
            Text("Title")
                .fixedSize(horizontal: false, vertical: true)
                .scaleEffect(2, anchor: .topLeading)
                .rotationEffect(.degrees(45))
                .background(.ultraThinMaterial)
            Text("Bar")
                .scaleEffect(x: 2)
                .fixedSize()
                .scaledToFill()
                .background(.bar)
        }
    }
}

@MainActor
@Suite("Image and layout modifiers")
struct ImageAndLayoutTests {
    @Test("Image and layout modifiers print nothing and are reported by appearance(of:), innermost first")
    func reportedByAppearance() throws {
        let host = ViewHost(Gallery())
        #expect(host.render() == """
        VStack
          Image systemName "star"
          Image "photo"
          Text "Title"
          Text "Bar"
        """)
        #expect(try host.appearance(of: "star").modifiers == [
            "resizable()", "renderingMode(.template)", "scaledToFit()", "frame(width: 24, height: 24)",
        ])
        #expect(try host.appearance(of: "photo").modifiers == [
            "resizable(resizingMode: .tile)", "aspectRatio(1.5, contentMode: .fill)", "clipped()",
        ])
        #expect(try host.appearance(of: "Title").modifiers == [
            "fixedSize(horizontal: false, vertical: true)", "scaleEffect(2, anchor: .topLeading)",
            "rotationEffect(.degrees(45))", "background(ultraThinMaterial)",
        ])
        #expect(try host.appearance(of: "Bar").modifiers == ["scaleEffect(x: 2, y: 1)", "fixedSize()", "scaledToFill()", "background(bar)"])
    }

    @Test("Materials are shape styles, with SwiftUI's static members")
    func materialsAreShapeStyles() {
        let styles: [AnyShapeStyle] = [
            AnyShapeStyle(.ultraThinMaterial), AnyShapeStyle(.thinMaterial), AnyShapeStyle(.regularMaterial),
            AnyShapeStyle(.thickMaterial), AnyShapeStyle(.ultraThickMaterial), AnyShapeStyle(Material.bar),
        ]
        #expect(styles.map(\.description) == [
            "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        ])
    }
}

private struct Badges: View {
    var body: some View {
        List {
            Text("First Hike")
                .hueRotation(.degrees(90))
                .grayscale(0.5)
                .saturation(0.8)
                .brightness(0.1)
                .contrast(1.2)
                .blur(radius: 3)
                .listRowInsets(EdgeInsets())
        }
    }
}

@MainActor
@Suite("Colour effects and row insets")
struct ColourEffectsTests {
    @Test("Colour effects and row insets print nothing and are reported as written")
    func colourEffectsAreRecorded() throws {
        let host = ViewHost(Badges())
        #expect(host.render() == """
        List
          Text "First Hike"
        """)
        #expect(try host.appearance(of: "First Hike").modifiers == [
            "hueRotation(.degrees(90))", "grayscale(0.5)", "saturation(0.8)", "brightness(0.1)", "contrast(1.2)",
            "blur(radius: 3)", "listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))",
        ])
    }

    @Test("A binding's animation sets the value it binds")
    func bindingAnimationSetsTheValue() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.animation().wrappedValue = 2
        binding.animation(.spring).wrappedValue += 1
        #expect(stored == 3)
    }
}
