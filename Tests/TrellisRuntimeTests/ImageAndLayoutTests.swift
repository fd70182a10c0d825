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
