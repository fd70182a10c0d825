import Foundation
import Testing
import TrellisTestSupport

/// The live preview's server: its pages, its events, its rebuilds, and what it refuses.
@Suite(.serialized) struct PreviewServerTests {
    static let counterXML = (try? String(contentsOfFile: PackagePaths.path("Samples/Counter.xml"), encoding: .utf8)) ?? ""

    @Test func thePageCarriesTheScreenAndTheLiveScript() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        let page = try RawHTTP.get("/", port: preview.port)
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.body.contains(#"<span class="text">Count: 0</span>"#))
        #expect(page.body.contains("<script>"))
        #expect(page.body.contains("fetch('/event'"))
        let version = try RawHTTP.get("/version", port: preview.port)
        #expect(version.status == 200)
        #expect(version.body == "1")
    }

    @Test func eventsReachTheViewHostAndAnswerWithTheNewScreen() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        let tapped = try RawHTTP.event(["tap", "Add"], port: preview.port)
        #expect(tapped.status == 200)
        #expect(tapped.fields["screen"]?.contains("Count: 1") == true)
        #expect(tapped.fields["screen"]?.contains("Total: 1") == true)

        let toggled = try RawHTTP.event(["toggle", "Show the total"], port: preview.port)
        #expect(toggled.fields["screen"]?.contains("Total:") == false)

        let typed = try RawHTTP.event(["type", "Your name", "Ana"], port: preview.port)
        #expect(typed.fields["screen"]?.contains(#"data-type="Your name" placeholder="Your name" value="Ana""#) == true)

        let greeted = try RawHTTP.event(["tap", "Greet"], port: preview.port)
        #expect(greeted.fields["screen"]?.contains(#"data-presentation="Sheet""#) == true)
        #expect(greeted.fields["screen"]?.contains("Hello, Ana!") == true)

        let dismissed = try RawHTTP.event(["dismiss"], port: preview.port)
        #expect(dismissed.status == 200)
        #expect(dismissed.fields["screen"]?.contains("data-presentation") == false)

        // The page itself shows the same state.
        #expect(try RawHTTP.get("/", port: preview.port).body.contains("Count: 1"))
    }

    @Test func anInteractionTheScreenRefusesIsAnErrorWithTheScreenUnchanged() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        let refused = try RawHTTP.event(["tap", "Subtract"], port: preview.port)
        #expect(refused.status == 422)
        #expect(refused.fields["error"]?.hasPrefix(#"No Button or NavigationLink titled "Subtract" is on screen."#) == true, "\(refused.fields)")
        #expect(refused.fields["screen"]?.contains("Count: 0") == true)
    }

    @Test func savingTheScreenRebuildsItAndReplaysTheInteractions() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        _ = try RawHTTP.event(["tap", "Add"], port: preview.port)
        _ = try RawHTTP.event(["tap", "Add"], port: preview.port)
        try preview.save(Self.counterXML.replacingOccurrences(of: "<Text>Count: {model.count}</Text>", with: "<Text>Taps: {model.count}</Text>"))
        #expect(try RawHTTP.get("/version", port: preview.port).body == "2")
        let page = try RawHTTP.get("/", port: preview.port).body
        #expect(page.contains("Taps: 2"), "the count survives the rebuild")

        // A button renamed away drops the taps that no longer apply.
        try preview.save(Self.counterXML.replacingOccurrences(of: #"<Button title="Add""#, with: #"<Button title="Plus""#))
        #expect(try RawHTTP.get("/", port: preview.port).body.contains("Count: 0"))
    }

    @Test func whileTheScreenDoesNotCheckThePageShowsItsDiagnostics() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        try preview.save(Self.counterXML.replacingOccurrences(of: "Count: {model.count}", with: "Count: {model.cuont}"))
        let broken = try RawHTTP.get("/", port: preview.port)
        #expect(broken.status == 200)
        #expect(broken.body.contains("The screen cannot be shown"))
        #expect(broken.body.contains("Counter.xml:43:29: error: type `CounterModel` has no member `cuont`; did you mean `count` [TRL105]"), "\(broken.body)")
        #expect(broken.body.contains("location.reload()"), "the page reloads when the screen checks again")
        let refused = try RawHTTP.event(["tap", "Add"], port: preview.port)
        #expect(refused.status == 503)

        try preview.save(Self.counterXML)
        #expect(try RawHTTP.get("/", port: preview.port).body.contains("Count: 0"))
    }

    @Test func itServesOnlyItsOwnPages() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        for path in ["/Counter.xml", "/../Counter.xml", "/etc/passwd", "/%2e%2e/Counter.xml", "/?file=Counter.xml", "/index.html", "//"] {
            let response = try RawHTTP.get(path, port: preview.port)
            #expect(response.status == 404, "\(path)")
            #expect(!response.body.contains("<view"), "\(path)")
        }
        #expect(try RawHTTP.send("PUT / HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nContent-Length: 0\r\n\r\n", port: preview.port).status == 405)
        #expect(try RawHTTP.get("/", port: preview.port, host: "evil.example:\(preview.port)").status == 403)
        #expect(try RawHTTP.send("NONSENSE\r\n\r\n", port: preview.port).status == 400)
        #expect(try RawHTTP.send("POST /event HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nContent-Length: 99999999\r\n\r\n", port: preview.port).status == 413)
    }

    @Test func craftedEventsAreRefusedWithoutReachingTheScreen() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        for body in ["", "{}", "[]", "[1, 2]", #"["page"]"#, #"["tap"]"#, #"["tap", "Add", "extra"]"#, #"["open", "/etc/passwd"]"#, "not json"] {
            let response = try RawHTTP.post("/event", body: body, port: preview.port)
            #expect(response.status == 400, "\(body)")
        }
        #expect(try RawHTTP.get("/", port: preview.port).body.contains("Count: 0"))
    }

    @Test func itListensOnTheLoopbackInterfaceOnly() throws {
        let preview = try LivePreview(sample: "Counter.xml")
        var addresses: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&addresses) == 0 else { return }
        defer { freeifaddrs(addresses) }
        var others: [String] = []
        var current = addresses
        while let entry = current {
            if let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) {
                var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
                address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet4 in
                    var raw = inet4.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN))
                }
                let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !name.hasPrefix("127.") { others.append(name) }
            }
            current = entry.pointee.ifa_next
        }
        for address in others {
            #expect(throws: LivePreview.Failure.self, "reachable at \(address)") {
                _ = try RawHTTP.send("GET / HTTP/1.1\r\n\r\n", port: preview.port, host: address)
            }
        }
    }
}
