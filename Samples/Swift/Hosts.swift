import Trellis

/// Shows the generated `TimerView` until "Close timer" is tapped, so the Portuguese story
/// can show the model's `deinit` stopping the timer when the view leaves the hierarchy.
struct TimerHostView: View {
    @State private var showsTimer: Bool = true
    var body: some View {
        VStack {
            if showsTimer {
                TimerView()
            }
            Button(showsTimer ? "Close timer" : "Open timer") {
                showsTimer.toggle()
            }
        }
    }
}
