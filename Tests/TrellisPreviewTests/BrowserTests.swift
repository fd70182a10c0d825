import Foundation
import Testing
import TrellisTestSupport

/// The live preview in a real browser: Debian's headless `chromium`, driven over WebDriver by
/// `chromedriver`. These tests skip, saying why, only where either is missing
/// (`apt-get install chromium chromium-driver`; `.ci/run` installs them).
@Suite(.serialized, .enabled(if: WebDriver.isAvailable, "\(WebDriver.unavailableReason)"))
struct BrowserTests {
    @Test func clickingAddInTheCounterSampleChangesTheCount() async throws {
        let preview = try LivePreview(sample: "Counter.xml")
        let browser = try await WebDriver.start()
        defer { browser.quit() }
        try await browser.open(preview.url)
        #expect(try await browser.screenText().contains("Count: 0"))
        try await browser.click(#"[data-tap="Add"]"#)
        let counted = try await browser.waitFor { $0.contains("Count: 1") }
        let afterTap = try await browser.screenText()
        #expect(counted, "\(afterTap)")
        try await browser.click(#"[data-tap="Add"]"#)
        #expect(try await browser.waitFor { $0.contains("Count: 2") && $0.contains("Total: 2") })
        try await browser.click(#"[data-toggle="Show the total"]"#)
        #expect(try await browser.waitFor { !$0.contains("Total:") })
    }

    @Test func typingPresentingAndDismissingASheet() async throws {
        let preview = try LivePreview(sample: "Counter.xml")
        let browser = try await WebDriver.start()
        defer { browser.quit() }
        try await browser.open(preview.url)
        try await browser.type("Ana", into: #"[data-type="Your name"]"#)
        #expect(try await browser.waitFor(script: #"return document.querySelector('[data-type="Your name"]').value"#) { $0 == "Ana" })
        try await browser.click(#"[data-tap="Greet"]"#)
        let greeted = try await browser.waitFor { $0.contains("Hello, Ana!") }
        let afterGreet = try await browser.screenText()
        #expect(greeted, "\(afterGreet)")
        #expect(try await browser.count(#"[data-presentation="Sheet"]"#) == 1)
        // The sheet is dismissed as a person does, by its grabber (swiping it down).
        try await browser.click(".grabber")
        #expect(try await browser.waitFor { !$0.contains("Hello, Ana!") })
        #expect(try await browser.count(#"[data-presentation="Sheet"]"#) == 0)
        // Presented again, its own button dismisses it.
        try await browser.click(#"[data-tap="Greet"]"#)
        #expect(try await browser.waitFor { $0.contains("Hello, Ana!") })
        try await browser.click(#"[data-tap="Done"]"#)
        #expect(try await browser.waitFor { !$0.contains("Hello, Ana!") })
    }
}

/// A small WebDriver client: a `chromedriver` of its own on a free port, one headless session.
final class WebDriver: @unchecked Sendable {
    static let chromium = findExecutable("chromium") ?? findExecutable("chromium-browser")
    static let chromedriver = findExecutable("chromedriver")
    static var isAvailable: Bool { chromium != nil && chromedriver != nil }
    static var unavailableReason: String {
        "the browser tests need Debian's chromium and chromium-driver; \(chromium == nil ? "chromium" : "chromedriver") is not on PATH"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process: Process
    private let port: Int
    private var session = ""

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    static func start() async throws -> WebDriver {
        guard let chromium, let chromedriver else { throw Failure(description: unavailableReason) }
        let port = try freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromedriver)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let driver = WebDriver(process: process, port: port)
        // chromedriver answers `/status` once it listens.
        var ready = false
        for _ in 0..<200 where !ready {
            ready = (try? await driver.request("GET", "/status")) != nil
            if !ready { try await Task.sleep(for: .milliseconds(50)) }
        }
        guard ready else { throw Failure(description: "chromedriver did not start") }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["binary": chromium, "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=462,916"]],
        ]]]
        let created = try await driver.request("POST", "/session", capabilities)
        guard let value = created["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw Failure(description: "no WebDriver session: \(created)")
        }
        driver.session = id
        return driver
    }

    /// Ends the session, which closes the browser, then stops chromedriver.
    func quit() {
        if !session.isEmpty {
            _ = try? RawHTTP.send("DELETE /session/\(session) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n", port: port)
        }
        process.terminate()
        // Not `waitUntilExit()`, which spins on a cooperative thread in this Foundation.
        for _ in 0..<100 where process.isRunning { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    func open(_ url: String) async throws {
        _ = try await request("POST", "/session/\(session)/url", ["url": url])
    }

    func click(_ selector: String) async throws {
        try await act(on: selector, "click", [:])
    }

    func type(_ text: String, into selector: String) async throws {
        try await act(on: selector, "value", ["text": text])
    }

    /// The page swaps the screen in place when an earlier event is answered, so the element
    /// found may be replaced before it is used: it is then found again, as a person would see it.
    private func act(on selector: String, _ action: String, _ body: [String: Any]) async throws {
        for _ in 0..<20 {
            let element = try await find(selector)
            let answer = try await request("POST", "/session/\(session)/element/\(element)/\(action)", body, allowingErrors: true)
            guard let value = answer["value"] as? [String: Any], let error = value["error"] as? String else { return }
            guard error == "stale element reference" else {
                throw Failure(description: "WebDriver \(action) on \(selector) failed: \(answer)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(description: "\(selector) was replaced on every one of 20 tries")
    }

    func count(_ selector: String) async throws -> Int {
        let found = try await request("POST", "/session/\(session)/elements", ["using": "css selector", "value": selector])
        return (found["value"] as? [Any])?.count ?? 0
    }

    func execute(_ script: String) async throws -> String {
        let answer = try await request("POST", "/session/\(session)/execute/sync", ["script": script, "args": []])
        return answer["value"].map { "\($0)" } ?? ""
    }

    /// The browser's console, to say why a step failed.
    func log() async -> String {
        (try? await execute("return String(document.getElementById('preview-error') ? document.getElementById('preview-error').textContent : '')")) ?? ""
    }

    /// What the phone's screen shows, as a person reads it.
    func screenText() async throws -> String {
        try await execute("return document.querySelector('.phone').innerText")
    }

    /// Polls until the screen's text satisfies `condition` (the page updates after the server answers).
    func waitFor(_ condition: (String) -> Bool) async throws -> Bool {
        try await waitFor(script: "return document.querySelector('.phone').innerText", condition)
    }

    func waitFor(script: String, _ condition: (String) -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if condition(try await execute(script)) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    private func find(_ selector: String) async throws -> String {
        var lastAnswer: [String: Any] = [:]
        for _ in 0..<100 {
            lastAnswer = try await request("POST", "/session/\(session)/element", ["using": "css selector", "value": selector], allowingErrors: true)
            if let value = lastAnswer["value"] as? [String: Any], let id = value.values.first as? String, value.keys.contains(where: { $0.hasPrefix("element-") }) {
                return id
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(description: "no element matches \(selector): \(lastAnswer)")
    }

    /// Over raw HTTP/1.1: Foundation's `URLSession` on Linux fails some local exchanges.
    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil, allowingErrors: Bool = false) async throws -> [String: Any] {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if body != nil { head += "Content-Type: application/json\r\n" }
        head += "Content-Length: \(data.count)\r\n\r\n"
        let response = try RawHTTP.send(head + String(decoding: data, as: UTF8.self), port: port)
        let json = (try? JSONSerialization.jsonObject(with: Data(response.body.utf8))) as? [String: Any] ?? [:]
        if !allowingErrors, response.status >= 400 || response.status == 0 {
            throw Failure(description: "WebDriver \(method) \(path) failed with \(response.status): \(response.body)")
        }
        return json
    }

    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
