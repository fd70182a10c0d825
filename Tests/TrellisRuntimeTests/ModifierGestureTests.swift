import Testing
import Trellis

// Tap gestures, row deletion and moves, swipe actions, context menus, accessibility: performed
// as a person performs them.

private struct Taps: View {
    @State private var taps = 0
    @State private var doubles = 0
    @State private var rowTaps = 0
    @State private var badgeTaps = 0
    var body: some View {
        VStack {
            Text("Taps \(taps)").onTapGesture { taps += 1 }
            HStack {
                Text("Card")
                Text("Subtitle")
            }
            .onTapGesture(count: 2) { doubles += 1 }
            Text("Doubles \(doubles)")
            HStack {
                Text("Row")
                Text("Badge").onTapGesture { badgeTaps += 1 }
            }
            .onTapGesture { rowTaps += 1 }
            Text("Row taps \(rowTaps), badge taps \(badgeTaps)")
        }
    }
}

@MainActor
@Suite("Modifiers: tap gestures")
struct TapGestureTests {
    @Test func aTapGestureIsTappedByItsText() throws {
        let host = ViewHost(Taps())
        try host.tap("Taps 0")
        try host.tap("Taps 1")
        #expect(host.render().contains("Text \"Taps 2\""))
    }

    @Test func aDoubleTapNeedsTwoTaps() throws {
        let host = ViewHost(Taps())
        try host.tap("Card", count: 2)
        try host.tap("Card Subtitle", count: 2)
        #expect(host.render().contains("Text \"Doubles 2\""))
        do {
            try host.tap("Card")
            Issue.record("a single tap ran a double-tap gesture")
        } catch {
            #expect("\(error)".hasPrefix("No Button or NavigationLink titled \"Card\" is on screen. On screen:\nVStack"))
        }
        #expect(throws: ViewHostError.self) { try host.tap("Taps 0", count: 2) }
    }

    @Test func theInnermostGestureTakesTheTap() throws {
        let host = ViewHost(Taps())
        try host.tap("Badge")
        try host.tap("Row")
        try host.tap("Row Badge")
        #expect(host.render().contains("Text \"Row taps 2, badge taps 1\""))
    }
}

// MARK: Rows

private struct Item: Identifiable {
    let id: Int
    var name: String
}

private struct Groceries: View {
    @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Bread")]
    @State private var log: [String] = []
    var body: some View {
        VStack {
            List {
                ForEach(items) { item in
                    GroceryRow(item: item)
                }
                .onDelete { offsets in
                    log.append("delete \(offsets.map { $0 })")
                    items.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    log.append("move \(source.map { $0 }) to \(destination)")
                    items.move(fromOffsets: source, toOffset: destination)
                }
            }
            Text(log.joined(separator: "; "))
        }
    }
}

private struct GroceryRow: View {
    let item: Item
    @State private var checked = false
    var body: some View {
        HStack {
            Text(item.name)
            Button(checked ? "Unmark" : "Mark") { checked.toggle() }
        }
    }
}

@MainActor
@Suite("Modifiers: onDelete and onMove")
struct RowEditingTests {
    @Test func deletingARowPassesItsOffsetAndKeepsTheOtherRowsState() throws {
        let host = ViewHost(Groceries())
        try host.tap("Mark")  // Milk's row
        #expect(host.bodyEvaluations(of: GroceryRow.self) == 4)
        try host.delete("Eggs")
        #expect(host.render() == """
            VStack
              List
                HStack
                  Text "Milk"
                  Button "Unmark"
                HStack
                  Text "Bread"
                  Button "Mark"
              Text "delete [1]"
            """)
        // Milk and Bread keep their inputs: no row is evaluated again.
        #expect(host.bodyEvaluations(of: GroceryRow.self) == 4)
    }

    @Test func movingARowPassesSwiftUIsOffsets() throws {
        let host = ViewHost(Groceries())
        try host.move("Milk", toOffset: 3)
        #expect(host.render().contains("Text \"move [0] to 3\""))
        try host.move("Bread", toOffset: 0)
        let render = host.render()
        let order = ["Bread", "Eggs", "Milk"].map { render.range(of: "Text \"\($0)\"")!.lowerBound }
        #expect(order == order.sorted())
        #expect(render.contains("Text \"move [0] to 3; move [1] to 0\""))
    }

    @Test func rowsAreFoundByAnyOfTheirTextsAndMistakesAreReported() throws {
        let host = ViewHost(Groceries())
        try host.delete("Bread Mark")
        #expect(!host.render().contains("Bread"))
        do {
            try host.delete("Butter")
            Issue.record("deleted a row that is not there")
        } catch {
            #expect("\(error)".hasPrefix("No row reading \"Butter\" is in a ForEach with an onDelete action. On screen:\nVStack"))
        }
        #expect(throws: ViewHostError.self) { try host.move("Milk", toOffset: 9) }
        do {
            try ViewHost(Text("x")).delete("x")
            Issue.record("deleted from a screen without onDelete")
        } catch {
            #expect("\(error)" == "No ForEach on screen has an onDelete action. On screen:\nText \"x\"")
        }
    }

    @Test func removeAndMoveByOffsetsMatchSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(letters == ["b", "d", "a", "c", "e"])
        letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        #expect(letters == ["e", "b", "d", "a", "c"])
        letters.remove(atOffsets: IndexSet([0, 3]))
        #expect(letters == ["b", "d", "c"])
    }
}

// MARK: Swipe actions and context menus

private struct Mailbox: View {
    @State private var mails = ["Invoice", "Newsletter"]
    @State private var events: [String] = []
    var body: some View {
        VStack {
            List {
                ForEach(mails, id: \.self) { mail in
                    Text(mail)
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Pin") { events.append("pin \(mail)") }
                        }
                        .swipeActions {
                            Button("Archive") {
                                events.append("archive \(mail)")
                                mails.removeAll { $0 == mail }
                            }
                            Button("Flag") { events.append("flag \(mail)") }
                        }
                        .contextMenu {
                            Button("Reply") { events.append("reply \(mail)") }
                            Button("Forward") { events.append("forward \(mail)") }
                        }
                }
            }
            Text(events.joined(separator: ", "))
        }
    }
}

private struct Deletable: View {
    @State private var names = ["One", "Two"]
    var body: some View {
        List {
            ForEach(names, id: \.self) { Text($0) }
                .onDelete { names.remove(atOffsets: $0) }
        }
    }
}

@MainActor
@Suite("Modifiers: swipe actions and context menus")
struct RowMenuTests {
    @Test func menusAreNotVisibleUntilInvoked() {
        #expect(ViewHost(Mailbox()).render() == """
            VStack
              List
                Text "Invoice"
                Text "Newsletter"
              Text ""
            """)
    }

    @Test func aSwipeActionRunsByRowAndLabel() throws {
        let host = ViewHost(Mailbox())
        try host.swipe("Invoice", andTap: "Flag")
        try host.swipe("Newsletter", edge: .leading, andTap: "Pin")
        try host.swipe("Invoice", andTap: "Archive")
        #expect(host.render() == """
            VStack
              List
                Text "Newsletter"
              Text "flag Invoice, pin Newsletter, archive Invoice"
            """)
    }

    @Test func aFullSwipeRunsTheFirstActionWhenAllowed() throws {
        let host = ViewHost(Mailbox())
        try host.fullSwipe("Newsletter")
        #expect(host.render().contains("Text \"archive Newsletter\""))
        do {
            try host.fullSwipe("Invoice", edge: .leading)
            Issue.record("a full swipe ran although allowsFullSwipe is false")
        } catch {
            #expect("\(error)" == "The leading swipe actions of \"Invoice\" do not allow a full swipe.")
        }
    }

    @Test func aMissingSwipeActionListsTheActions() throws {
        let host = ViewHost(Mailbox())
        do {
            try host.swipe("Invoice", andTap: "Delete")
            Issue.record("ran a swipe action that is not there")
        } catch {
            #expect("\(error)" == "No item titled \"Delete\" is in the swipe actions of \"Invoice\". Its items: \"Archive\", \"Flag\".")
        }
    }

    @Test func onDeleteOffersDeleteOnSwipe() throws {
        let host = ViewHost(Deletable())
        try host.swipe("One", andTap: "Delete")
        try host.fullSwipe("Two")
        #expect(host.render() == "List")
    }

    @Test func aContextMenuListsItsItemsAndRunsOne() throws {
        let host = ViewHost(Mailbox())
        #expect(try host.contextMenuItems(on: "Newsletter") == ["Reply", "Forward"])
        try host.chooseFromContextMenu("Forward", on: "Newsletter")
        #expect(host.render().contains("Text \"forward Newsletter\""))
        do {
            try host.chooseFromContextMenu("Delete", on: "Invoice")
            Issue.record("chose a context menu item that is not there")
        } catch {
            #expect("\(error)" == "No item titled \"Delete\" is in the context menu of \"Invoice\". Its items: \"Reply\", \"Forward\".")
        }
        #expect(throws: ViewHostError.self) { try host.contextMenuItems(on: "Spam") }
    }
}

// MARK: Accessibility

private struct Composer: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button { count += 1 } label: { Text("+") }
                .accessibilityLabel("Add attachment")
                .accessibilityHint("Adds a file to the message")
            Button { count = 0 } label: {
                Text("×").accessibilityLabel(Text("Remove all"))
            }
            Text("\(count) attachments")
                .accessibilityValue("\(count) of 10")
            Text("Logo")
                .accessibilityLabel("Company")
                .onTapGesture { count += 10 }
        }
    }
}

@MainActor
@Suite("Modifiers: accessibility")
struct AccessibilityModifierTests {
    @Test func labelsHintsAndValuesAreReadBack() throws {
        let host = ViewHost(Composer())
        let add = try host.appearance(of: "+")
        #expect(add.accessibilityLabel == "Add attachment")
        #expect(add.accessibilityHint == "Adds a file to the message")
        #expect(try host.appearance(of: "0 attachments").accessibilityValue == "0 of 10")
        #expect(try host.appearance(of: "×").accessibilityLabel == "Remove all")
    }

    @Test func controlsAreTappedByTheirAccessibilityLabel() throws {
        let host = ViewHost(Composer())
        try host.tap("Add attachment")
        try host.tap("Add attachment")
        #expect(host.render().contains("Text \"2 attachments\""))
        try host.tap("Company")
        #expect(host.render().contains("Text \"12 attachments\""))
        try host.tap("Remove all")
        #expect(host.render().contains("Text \"0 attachments\""))
        #expect(try host.appearance(of: "0 attachments").accessibilityValue == "0 of 10")
        #expect(throws: ViewHostError.self) { try host.tap("Send") }
    }
}
