import Testing
import Trellis

// Per-property invalidation for ObservableObject, the mode generated code opts into with
// `PreciseInvalidation`; hand-written views keep SwiftUI's per-object behaviour.

private final class Dashboard: ObservableObject {
    @Published var temperature = 20
    @Published var humidity = 50
    @Published var showsHumidity = false
}

private struct PerObjectTemperature: View {
    @ObservedObject var dashboard: Dashboard
    var body: some View { Text("Per-object temperature \(dashboard.temperature)") }
}

private struct PreciseTemperature: View, PreciseInvalidation {
    @ObservedObject var dashboard: Dashboard
    var body: some View { Text("Precise temperature \(dashboard.temperature)") }
}

private struct PreciseHumidity: View, PreciseInvalidation {
    @EnvironmentObject var dashboard: Dashboard
    var body: some View { Text("Precise humidity \(dashboard.humidity)") }
}

/// Reads humidity only while `showsHumidity` is true: dependencies follow the last body.
private struct PreciseConditional: View, PreciseInvalidation {
    @ObservedObject var dashboard: Dashboard
    var body: some View {
        if dashboard.showsHumidity {
            Text("Conditional humidity \(dashboard.humidity)")
        } else {
            Text("Conditional hidden")
        }
    }
}

/// Holds the model in a plain `let`, so it observes nothing itself.
private struct DashboardScreen: View {
    let dashboard: Dashboard
    var body: some View {
        VStack {
            PerObjectTemperature(dashboard: dashboard)
            PreciseTemperature(dashboard: dashboard)
            PreciseHumidity()
            PreciseConditional(dashboard: dashboard)
        }
        .environmentObject(dashboard)
    }
}

@MainActor
@Suite("Precise invalidation")
struct PreciseInvalidationTests {
    private func counts(_ host: ViewHost) -> [Int] {
        [
            host.bodyEvaluations(of: PerObjectTemperature.self),
            host.bodyEvaluations(of: PreciseTemperature.self),
            host.bodyEvaluations(of: PreciseHumidity.self),
            host.bodyEvaluations(of: PreciseConditional.self),
        ]
    }

    @Test("A precise view re-evaluates only for the @Published properties its body read; a per-object view for any")
    func perPropertyVersusPerObject() {
        let dashboard = Dashboard()
        let host = ViewHost(DashboardScreen(dashboard: dashboard))
        #expect(counts(host) == [1, 1, 1, 1])
        dashboard.humidity += 1
        #expect(counts(host) == [2, 1, 2, 1])
        dashboard.temperature += 1
        #expect(counts(host) == [3, 2, 2, 1])
        #expect(host.bodyEvaluations(of: DashboardScreen.self) == 1)
    }

    @Test("Dependencies follow what the last body read")
    func dependenciesFollowLastBody() {
        let dashboard = Dashboard()
        let host = ViewHost(DashboardScreen(dashboard: dashboard))
        dashboard.showsHumidity = true
        #expect(host.bodyEvaluations(of: PreciseConditional.self) == 2)
        dashboard.humidity += 1
        #expect(host.bodyEvaluations(of: PreciseConditional.self) == 3)
        #expect(host.render().contains("Text \"Conditional humidity 51\""))
    }

    @Test("A direct objectWillChange.send() re-evaluates every observer, precise or not")
    func manualSendInvalidatesAll() {
        let dashboard = Dashboard()
        let host = ViewHost(DashboardScreen(dashboard: dashboard))
        dashboard.objectWillChange.send()
        #expect(counts(host) == [2, 2, 2, 2])
    }
}
