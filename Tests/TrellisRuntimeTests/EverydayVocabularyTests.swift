import Foundation
import Testing
import Trellis

// The everyday modifiers and views first tries reach for: the ones that change behaviour act on
// the host's interactions, the drawing and layout ones are recorded as written.

private struct Taps: View {
    @State private var taps = 0
    @State private var isOn = false
    var body: some View {
        VStack {
            Button("Inside") { taps += 1 }
                .allowsHitTesting(true)
            VStack {
                Button("Blocked") { taps += 1 }
                Toggle("Switch", isOn: $isOn)
                    .allowsHitTesting(true)
            }
            .allowsHitTesting(false)
            Text("taps \(taps)")
        }
    }
}

private struct Fruit: View {
    @State private var fruit = ["Apple", "Pear", "Plum"]
    var body: some View {
        List {
            ForEach(fruit, id: \.self) { name in
                Text(name)
                    .deleteDisabled(name == "Pear")
            }
            .onDelete { fruit.remove(atOffsets: $0) }
        }
    }
}

private struct Links: View {
    @State private var opened: [String] = []
    @State private var isHovered = false
    var body: some View {
        NavigationView {
            VStack {
                Text(opened.joined(separator: ", "))
                    .onOpenURL { opened.append($0.absoluteString) }
                Text(isHovered ? "Hovered" : "Resting")
                    .onHover { isHovered = $0 }
            }
            .navigationTitle("Links")
        }
    }
}

@MainActor
@Suite struct EverydayVocabularyTests {
    @Test("allowsHitTesting(false) keeps taps from the controls below it, an inner true does not undo it")
    func hitTestingStopsTaps() throws {
        let host = ViewHost(Taps())
        try host.tap("Inside")
        #expect(host.render().contains("Text \"taps 1\""))
        do {
            try host.tap("Blocked")
            Issue.record("tapped a button below allowsHitTesting(false)")
        } catch {
            #expect("\(error)" == "Button \"Blocked\" cannot be tapped: the allowsHitTesting(false) on VStack keeps touches from everything below it.")
        }
        #expect(throws: ViewHostError.self) { try host.toggle("Switch") }
        #expect(host.render().contains("Text \"taps 1\""))
        #expect(try host.appearance(of: "Blocked").allowsHitTesting == false)
        #expect(try host.appearance(of: "Inside").allowsHitTesting == true)
    }

    @Test("deleteDisabled(true) keeps its row from onDelete; the other rows are deleted")
    func deleteDisabledRows() throws {
        let host = ViewHost(Fruit())
        do {
            try host.delete("Pear")
            Issue.record("deleted a row under deleteDisabled(true)")
        } catch {
            #expect("\(error)" == "The row \"Pear\" cannot be deleted: it is deleteDisabled(true), so SwiftUI offers no Delete for it.")
        }
        try host.delete("Plum")
        #expect(host.render() == """
            List
              Text "Apple"
              Text "Pear"
            """)
    }

    @Test("NavigationView is a NavigationStack; open(_:) runs onOpenURL and hover(_:isInside:) runs onHover")
    func urlsAndHover() throws {
        let host = ViewHost(Links())
        try host.open(URL(string: "app://item/1")!)
        try host.hover("Resting")
        #expect(host.render() == """
            NavigationStack
              Navigation title "Links"
              VStack
                Text "app://item/1"
                Text "Hovered"
            """)
        try host.hover("Hovered", isInside: false)
        #expect(host.render().contains("Text \"Resting\""))
        #expect(throws: ViewHostError.self) { try ViewHost(Text("x")).open(URL(string: "app://x")!) }
        #expect(throws: ViewHostError.self) { try ViewHost(Text("x")).hover("x") }
    }

    @Test("drawing, text and layout modifiers are recorded as written, innermost first")
    func recordedModifiers() throws {
        let host = ViewHost(
            VStack {
                Text("Title")
                    .kerning(1.5)
                    .tracking(2)
                    .fontDesign(.rounded)
                    .baselineOffset(4)
                    .border(Color.red, width: 2)
                    .layoutPriority(1)
                    .position(x: 10, y: 20)
                Button("Save") {}
                    .keyboardShortcut("s", modifiers: [.command, .shift])
                    .keyboardShortcut(.defaultAction)
                    .accessibilityIdentifier("save-button")
            }
            .preferredColorScheme(.dark)
            .mask { Circle() }
            .colorInvert()
            .safeAreaPadding(.horizontal, 8)
            .containerRelativeFrame(.horizontal)
        )
        let outer = [
            "preferredColorScheme(.dark)", "mask(Circle)", "colorInvert()", "safeAreaPadding(\(Edge.Set.horizontal), 8)",
            "containerRelativeFrame(.horizontal)",
        ]
        #expect(try host.appearance(of: "Title").modifiers == [
            "kerning(1.5)", "tracking(2)", "fontDesign(.rounded)", "baselineOffset(4)", "border(red, width: 2)", "layoutPriority(1)",
            "position(x: 10, y: 20)",
        ] + outer)
        let save = try host.appearance(of: "Save")
        #expect(save.modifiers == ["keyboardShortcut(\"s\", modifiers: [.command, .shift])", "keyboardShortcut(.defaultAction)"] + outer)
        #expect(save.accessibilityIdentifier == "save-button")
    }

    @Test("ControlGroup holds its controls, which can be used")
    func controlGroup() throws {
        struct Editor: View {
            @State private var size = 12
            var body: some View {
                ControlGroup("Size") {
                    Button("Smaller") { size -= 1 }
                    Button("Larger") { size += 1 }
                }
                Text("size \(size)")
            }
        }
        let host = ViewHost(Editor())
        try host.tap("Larger")
        #expect(host.render().hasPrefix("ControlGroup \"Size\""))
        #expect(host.render().contains("Text \"size 13\""))
    }
}
