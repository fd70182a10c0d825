import Foundation
import Testing
import Trellis

// AsyncImage, GeometryReader, ShareLink, ProgressViewStyle, gestures, EnvironmentValues.refresh
// and defaultAppStorage, each driven as a person (or the network, for images) would.

private let photoURL = URL(string: "https://example.com/photo.jpg")!
private let avatarURL = URL(string: "https://example.com/avatar.png")!

private struct Gallery: View {
    @State private var url: URL? = photoURL
    var body: some View {
        VStack {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty:
                    ProgressView("Loading")
                case .success(let image):
                    image.resizable()
                case .failure(let error):
                    Text("Failed: \(error.localizedDescription)")
                }
            }
            AsyncImage(url: avatarURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Text("No avatar yet")
            }
            Button("Next") { url = avatarURL }
        }
    }
}

private struct Bar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("Done \(Int((configuration.fractionCompleted ?? 0) * 100))%")
            ProgressView(configuration)
        }
    }
}

@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    @Test("Each AsyncImage waits in .empty until its load is resolved; success shows the image, failure the error")
    func phasesFollowTheResolvedLoads() throws {
        let host = ViewHost(Gallery())
        #expect(host.pendingImageLoads == [photoURL, avatarURL])
        #expect(host.render() == """
            VStack
              ProgressView "Loading"
              Text "No avatar yet"
              Button "Next"
            """)
        try host.resolveImageLoad(url: avatarURL, with: .success)
        #expect(host.render().contains(#"Image url "https://example.com/avatar.png""#))
        #expect(try host.appearance(of: avatarURL.absoluteString).modifiers == ["resizable()", "scaledToFit()"])
        try host.resolveImageLoad(url: photoURL, with: .failure)
        #expect(host.render().contains(#"Text "Failed: The image at https://example.com/photo.jpg could not be loaded.""#), "\(host.render())")
        #expect(host.pendingImageLoads == [])
        #expect(throws: ViewHostError.self) { try host.resolveImageLoad(url: photoURL, with: .success) }
    }

    @Test("A new URL starts a new load from .empty; the old one is no longer pending")
    func aNewURLLoadsAgain() throws {
        let host = ViewHost(Gallery())
        try host.resolveImageLoad(url: photoURL, with: .success)
        try host.tap("Next")
        #expect(host.pendingImageLoads == [avatarURL, avatarURL])
        #expect(host.render().contains(#"ProgressView "Loading""#))
        try host.resolveImageLoad(url: avatarURL, with: .success)
        let shown = host.render()
        #expect(shown.components(separatedBy: #"Image url "https://example.com/avatar.png""#).count == 3, "\(shown)")
    }

    @Test("The default AsyncImage shows nothing until the image loads, and nothing when it fails")
    func defaultContent() throws {
        let host = ViewHost(VStack { AsyncImage(url: photoURL); AsyncImage(url: avatarURL); AsyncImage(url: nil) })
        #expect(host.render() == "VStack")
        #expect(host.pendingImageLoads == [photoURL, avatarURL], "a nil URL loads nothing")
        try host.resolveImageLoad(url: photoURL, with: .success)
        try host.resolveImageLoad(url: avatarURL, with: .failure)
        #expect(host.render() == """
            VStack
              Image url "https://example.com/photo.jpg"
            """)
    }
}

private struct Measured: View {
    var body: some View {
        VStack {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
            GeometryReader { proxy in
                Text("Card \(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
            .frame(height: 120)
        }
    }
}

@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test("The proxy's size is the host's screen size, narrowed by a fixed frame; a new size rebuilds the content")
    func proxySizeFollowsTheScreen() throws {
        let host = ViewHost(Measured())
        #expect(host.render() == """
            VStack
              Text "393×852"
              Text "Card 393×120"
            """)
        host.screenSize = CGSize(width: 852, height: 393)
        #expect(host.render() == """
            VStack
              Text "852×393"
              Text "Card 852×120"
            """)
    }
}

private struct Sharing: View {
    var body: some View {
        VStack {
            ShareLink(item: URL(string: "https://example.com/notes/1")!)
            ShareLink("Send", item: "Meeting notes", subject: Text("Notes"), message: Text("From today"))
            ShareLink(item: "Agenda") { Label("Share agenda", systemImage: "doc") }
        }
    }
}

@MainActor
@Suite("ShareLink")
struct ShareLinkTests {
    @Test("A ShareLink is a button; tapping it records what it shares")
    func tappingSharesTheItem() throws {
        let host = ViewHost(Sharing())
        #expect(host.render() == """
            VStack
              Button "Share"
                Label "Share" systemImage "square.and.arrow.up"
              Button "Send"
                Label "Send" systemImage "square.and.arrow.up"
              Button "Share agenda"
                Label "Share agenda" systemImage "doc"
            """)
        try host.tap("Share")
        try host.tap("Send")
        try host.tap("Share agenda")
        #expect(host.sharedItems.map(\.description) == [
            #""https://example.com/notes/1""#,
            #""Meeting notes" subject "Notes" message "From today""#,
            #""Agenda""#,
        ])
    }
}

@MainActor
@Suite("ProgressViewStyle")
struct ProgressViewStyleTests {
    @Test("A user's style builds the progress view from its configuration; ProgressView(configuration) is not styled again")
    func userStyleBuildsTheBody() throws {
        let host = ViewHost(VStack {
            ProgressView("Elapsed", value: 3, total: 4)
            ProgressView(value: 0.5).progressViewStyle(.linear)
        }.progressViewStyle(Bar()))
        #expect(host.render() == """
            VStack
              VStack
                Text "Done 75%"
                ProgressView "Elapsed" 0.75/1
              ProgressView 0.5/1
            """)
        #expect(try host.appearance(of: "Done 75%").progressViewStyle == "Bar")
    }
}

private struct Canvas: View {
    @State private var log: [String] = []
    @State private var offset = CGSize.zero
    @State private var scale: CGFloat = 1
    var body: some View {
        VStack {
            Text("Hold").onLongPressGesture(minimumDuration: 1) { log.append("held") } onPressingChanged: { log.append("pressing \($0)") }
            Text("Card")
                .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { log.append("dropped at \(Int($0.translation.width)),\(Int($0.translation.height))") })
            Text("Photo")
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification }.onEnded { log.append("zoomed \($0.magnification)") })
            Text("Map")
                .gesture(MagnificationGesture().onEnded { log.append("map \($0)") })
            Text("Off").onLongPressGesture { log.append("off") }.disabled(true)
            Text(verbatim: "Offset \(Int(offset.width)),\(Int(offset.height)) scale \(Double(scale))")
            Text(log.joined(separator: "; "))
        }
    }
}

@MainActor
@Suite("Gestures")
struct GestureRecognizerTests {
    @Test("A long press runs onPressingChanged around its action")
    func longPress() throws {
        let host = ViewHost(Canvas())
        try host.longPress("Hold")
        #expect(host.render().contains(#"Text "pressing true; held; pressing false""#), "\(host.render())")
        #expect(throws: ViewHostError.self) { try host.longPress("Off") }
        #expect(throws: ViewHostError.self) { try host.longPress("Card") }
    }

    @Test("A drag reports each move to onChanged, then ends with the whole translation")
    func drag() throws {
        let host = ViewHost(Canvas())
        try host.drag("Card", by: CGSize(width: 40, height: -20), steps: 2)
        #expect(host.render().contains(#"Text "Offset 40,-20 scale 1.0""#), "\(host.render())")
        #expect(host.render().contains(#"Text "dropped at 40,-20""#))
    }

    @Test("Magnification reports the scale, as MagnifyGesture's value or MagnificationGesture's CGFloat")
    func magnify() throws {
        let host = ViewHost(Canvas())
        try host.magnify("Photo", by: 2, steps: 4)
        try host.magnify("Map", by: 0.5)
        #expect(host.render().contains(#"Text "Offset 0,0 scale 2.0""#), "\(host.render())")
        #expect(host.render().contains(#"Text "zoomed 2.0; map 0.5""#), "\(host.render())")
    }
}

private struct PullStatus: View {
    @Environment(\.refresh) private var refresh
    @State private var refreshed = 0
    var body: some View {
        VStack {
            Text(refresh == nil ? "No refresh" : "Can refresh")
            Button("Reload") { Task { await refresh?() } }
        }
    }
}

private struct Feed: View {
    @State private var loads = 0
    var body: some View {
        VStack {
            Text("Loads \(loads)")
            PullStatus()
        }
        .refreshable { loads += 1 }
    }
}

private struct ThemeSetting: View {
    @AppStorage("theme") private var theme = "light"
    var body: some View {
        Button("Theme \(theme)") { theme = "dark" }
    }
}

@MainActor
@Suite("Refresh and storage in the environment")
struct RefreshAndStorageEnvironmentTests {
    @Test("EnvironmentValues.refresh holds the action of the refreshable above, nil elsewhere")
    func refreshIsReadable() async throws {
        let host = ViewHost(VStack { Feed(); PullStatus() })
        let shown = host.render()
        #expect(shown.contains(#"Text "Can refresh""#) && shown.contains(#"Text "No refresh""#), "\(shown)")
        try host.tap("Reload")
        // The button starts a `Task`, which runs after some turns of the main actor.
        for _ in 0..<100_000 where !host.render().contains(#"Text "Loads 1""#) { await Task.yield() }
        #expect(host.render().contains(#"Text "Loads 1""#), "\(host.render())")
    }

    @Test("defaultAppStorage gives the AppStorage below its store; elsewhere the host's storage")
    func defaultAppStorage() throws {
        let store = AppStorageStore(["theme": "sepia"])
        let host = ViewHost(VStack { ThemeSetting().defaultAppStorage(store) }, storage: AppStorageStore(["theme": "light"]))
        #expect(host.render().contains(#"Button "Theme sepia""#))
        try host.tap("Theme sepia")
        #expect(store.string(forKey: "theme") == "dark")
        #expect(host.storage.string(forKey: "theme") == "light")
        #expect(host.render().contains(#"Button "Theme dark""#))
    }
}
