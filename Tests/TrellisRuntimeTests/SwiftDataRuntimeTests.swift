import Testing
@testable import Trellis

/// SwiftData as a view written in Swift uses it: an `@Observable` `PersistentModel`, `@Query`,
/// `@Environment(\.modelContext)` and `.modelContainer(for:)`.
@MainActor
@Observable
final class Reminder: PersistentModel {
    var title: String
    var isDone = false
    init(title: String) { self.title = title }
}

@MainActor
@Observable
final class Tag: PersistentModel {
    var name = ""
}

struct ReminderList: View {
    @Query(filter: { !$0.isDone }, sort: \Reminder.title) private var open: [Reminder]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack {
            Text("\(open.count) open")
            ForEach(open) { reminder in
                Button(reminder.title) { reminder.isDone = true }
            }
            Button("Add") { modelContext.insert(Reminder(title: "R\(open.count + 1)")) }
            Button("Tag") { modelContext.insert(Tag()) }
        }
    }
}

@MainActor
@Suite struct SwiftDataRuntimeTests {
    @Test func aQueryFollowsInsertsAndTheFilterAndNothingElse() throws {
        let host = ViewHost(ReminderList().modelContainer(for: [Reminder.self, Tag.self]))
        #expect(host.bodyEvaluations(of: ReminderList.self) == 1)
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.render().contains(#"Text "2 open""#), "\(host.render())")
        #expect(host.bodyEvaluations(of: ReminderList.self) == 3)
        // A model of another type is no result: nothing re-evaluates.
        try host.tap("Tag")
        #expect(host.bodyEvaluations(of: ReminderList.self) == 3)
        // The filter read `isDone`: marking one done drops it from the results.
        try host.tap("R1")
        #expect(host.render().contains(#"Text "1 open""#), "\(host.render())")
        #expect(!host.render().contains(#"Button "R1""#), "\(host.render())")
        #expect(host.bodyEvaluations(of: ReminderList.self) == 4)
    }

    @Test func aContainerIsMadeOncePerIdentityAndSavingClearsItsChanges() throws {
        let container = try ModelContainer(for: Reminder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let reminder = Reminder(title: "Milk")
        context.insert(reminder)
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Reminder>()) == 1)
        context.delete(reminder)
        #expect(try context.fetch(FetchDescriptor<Reminder>()).isEmpty)
        #expect(reminder.persistentModelID == reminder.persistentModelID)
    }
}
