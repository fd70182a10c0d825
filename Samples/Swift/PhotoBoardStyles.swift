import Foundation
import Trellis

/// A progress bar with its count toward the goal, as an app writes its own `ProgressViewStyle`.
struct GoalProgressStyle: ProgressViewStyle {
    var goal: Int

    func makeBody(configuration: Configuration) -> some View {
        VStack {
            ProgressView(configuration)
            Text("\(Int(((configuration.fractionCompleted ?? 0) * Double(goal)).rounded())) of \(goal)")
        }
    }
}

/// The photo board's settings, kept apart from the app's other settings.
struct BoardStorage {
    static let shared = AppStorageStore()
    /// A `UserDefaults` suite of the board's own, as an app shares settings with its extensions.
    nonisolated(unsafe) static let suite = UserDefaults(suiteName: "trellis.samples.photoBoard")!
}
