import Testing
import Trellis

/// A meeting header written as Apple's Scrumdinger tutorial writes it.
private struct MeetingHeader: View {
    let secondsElapsed: Int
    let secondsRemaining: Int
    var body: some View {
        VStack {
            ProgressView(value: 0.25)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(secondsRemaining / 60) minutes")
    }
}

private struct Screen: View {
    @State private var isLast = true
    var body: some View {
        VStack {
            MeetingHeader(secondsElapsed: 60, secondsRemaining: 600)
            Text("Speakers").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Ana")
                Text("3 min")
            }
            .accessibilityElement(children: .combine)
            HStack {
                Image(systemName: "person")
                Text("Bo")
            }
            .accessibilityElement(children: .contain)
            Image(systemName: "star").accessibilityRemoveTraits(.isImage).accessibilityHint("Marks a favourite")
            Image(decorative: "divider")
            Text("Debug").accessibilityHidden(true)
            Button(action: {}) {
                Image(systemName: "forward.fill")
            }
            .accessibilityLabel("Next speaker")
            .disabled(isLast)
            Toggle("Sound", isOn: .constant(true)).accessibilityAddTraits(.isSelected)
        }
    }
}

@MainActor
@Suite("Accessibility")
struct AccessibilityTests {
    @Test("renderVoiceOver() reads each element's label, value, traits, dimmed state and hint, in screen order")
    func voiceOverReadsTheScreen() {
        let host = ViewHost(Screen())
        #expect(host.renderVoiceOver() == [
            "Time remaining, 10 minutes",
            "Speakers, Heading",
            "Ana, 3 min",
            "person, Image",
            "Bo",
            "star, Marks a favourite",
            "Next speaker, Button, Dimmed",
            "Sound, Selected, Switch button",
        ])
        // What a sighted person sees is unchanged: the hidden text and the header's parts are there.
        let screen = host.render()
        #expect(screen.contains(#"Text "Debug""#))
        #expect(screen.contains(#"Label "600" systemImage "hourglass.bottomhalf.fill""#))
    }
}
