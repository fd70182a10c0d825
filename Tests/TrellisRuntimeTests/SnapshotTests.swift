import Testing
import Trellis

// `snapshot()`, the tree a preview draws, and `replaceText(in:with:)`, which a preview's field sends.

private struct Card: View {
    @State private var name = "Ana"
    @State private var isLocked = false
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello, \(name)")
                .font(.headline)
                .padding(.horizontal, 12)
            HStack {
                TextField("Name", text: $name)
                Color.red
            }
            TextField("Locked", text: $name).disabled(true)
            Toggle("Lock", isOn: $isLocked)
        }
    }
}

@MainActor
@Suite struct SnapshotTests {
    @Test func theSnapshotKeepsTheLinesAndAddsWhatADrawingNeeds() {
        let host = ViewHost(Card())
        let views = host.snapshot()
        #expect(views.count == 1)
        let stack = views[0]
        #expect(stack.kind == "VStack")
        #expect(stack.line == "VStack")
        #expect(stack.properties == ["alignment": "leading", "spacing": "4"])
        // Modifiers apply outside in: the padding wraps the font, which wraps the text.
        let padding = stack.children[0]
        #expect(padding.kind == "style")
        #expect(padding.line == nil)
        #expect(padding.properties == ["modifier": "padding", "edges": ".horizontal", "length": "12"])
        let font = padding.children[0]
        #expect(font.properties == ["modifier": "font", "value": "headline"])
        #expect(font.children == [RenderedView(kind: "Text", line: #"Text "Hello, Ana""#)])
        let row = stack.children[1]
        #expect(row.kind == "HStack")
        #expect(row.properties == ["alignment": "center"])
        #expect(row.children[0] == RenderedView(kind: "TextField", line: #"TextField "Name": "Ana""#, properties: ["title": "Name", "value": "Ana"]))
        #expect(row.children[1] == RenderedView(kind: "Color", line: nil, properties: ["color": "red"]))
        let locked = stack.children[2]
        #expect(locked.properties == ["title": "Locked", "value": "Ana", "disabled": "true"])
        #expect(stack.children[3].properties == ["title": "Lock", "value": "off"])
    }

    @Test func replacingAFieldsTextWritesItOnce() throws {
        let host = ViewHost(Card())
        try host.replaceText(in: "Name", with: "Bea")
        #expect(host.render().contains(#"Text "Hello, Bea""#))
        try host.replaceText(in: "Name", with: "")
        #expect(host.render().contains(#"Text "Hello, ""#))
        #expect(throws: ViewHostError.self) { try host.replaceText(in: "Locked", with: "Cy") }
        #expect(throws: ViewHostError.self) { try host.replaceText(in: "Nobody", with: "Cy") }
        #expect(host.render().contains(#"Text "Hello, ""#))
    }
}
