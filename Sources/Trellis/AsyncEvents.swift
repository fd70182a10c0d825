// `.refreshable`, `.onSubmit` and `.onReceive`, and the host's pull to refresh and submit.

// MARK: - refreshable

extension View {
    /// Offers pull to refresh on the lists and scroll views below: `host.refresh()` runs
    /// `action` and returns when it has finished, as the refresh indicator does.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        RefreshableView(content: self, action: action)
    }
}

@MainActor
struct RefreshableView<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let action: @MainActor @Sendable () async -> Void
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { RefreshableNode(view: self, parent: parent) }
}

@MainActor
protocol RefreshActionProviding: SingleContentView {
    var refreshAction: @MainActor @Sendable () async -> Void { get }
}

extension RefreshableView: RefreshActionProviding {
    var refreshAction: @MainActor @Sendable () async -> Void { action }
}

final class RefreshableNode: ModifierNode {
    private(set) var action: @MainActor @Sendable () async -> Void

    init<Content: View>(view: RefreshableView<Content>, parent: Node) {
        action = view.action
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let modifier = view as? any RefreshActionProviding else { return }
        action = modifier.refreshAction
        updateContent(modifier.contentView)
    }
}

extension ViewHost {
    /// Pulls to refresh the first `List`, `Form` or `ScrollView` on screen that a
    /// `.refreshable` encloses (the nearest one's action), and returns when the action has
    /// finished, as the refresh indicator does. The action runs as a task of this host: while it
    /// waits on the virtual clock, the clock moves to the next timer or sleep that comes due
    /// (other tasks run as it moves), so a refresh that sleeps for 2 s leaves `elapsed` 2 s later.
    /// It is not cancelled if the view is rebuilt meanwhile.
    public func refresh() async throws {
        settle()
        var found: RefreshableNode?
        collectVisible(from: root) { node in
            guard found == nil, let line = node.renderedLine, Self.isScrollable(line) else { return }
            found = node.nearestAncestor(RefreshableNode.self)
        }
        guard let refreshable = found else {
            throw ViewHostError("Nothing on screen can be pulled to refresh: no List, Form or ScrollView below a refreshable. On screen:\n\(render())")
        }
        let action = refreshable.action
        let finished = LockedValue(false)
        let refreshing = tasks.start(priority: .userInitiated) {
            await action()
            finished.value = true
        }
        while true {
            await runTasks()
            if finished.value { break }
            guard let timer = clock.nextDueTimer(notAfter: .seconds(Int64.max)) else {
                // Waiting on something other than the clock: wait for it.
                await refreshing.value
                break
            }
            timer.fireFromClock()
        }
        await runTasks()
    }

    private static func isScrollable(_ line: String) -> Bool {
        ["List", "Form", "ScrollView"].contains { line == $0 || line.hasPrefix($0 + " ") }
    }
}

extension Node {
    func nearestAncestor<T: Node>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node as? T { return found }
            current = node.parent
        }
        return nil
    }
}

// MARK: - onSubmit

/// What submits: return in a text field, or the search field's search button.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Runs `action` when a text field below is submitted (`host.submit(_:)`), or the search
    /// field for `.search`.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        SubmitView(content: self, triggers: triggers, action: action)
    }
}

@MainActor
struct SubmitView<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let triggers: SubmitTriggers
    let action: () -> Void
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { SubmitNode(view: self, parent: parent) }
}

@MainActor
protocol SubmitActionProviding: SingleContentView {
    var submitTriggers: SubmitTriggers { get }
    var submitAction: () -> Void { get }
}

extension SubmitView: SubmitActionProviding {
    var submitTriggers: SubmitTriggers { triggers }
    var submitAction: () -> Void { action }
}

final class SubmitNode: ModifierNode {
    private(set) var triggers: SubmitTriggers
    private(set) var action: () -> Void

    init<Content: View>(view: SubmitView<Content>, parent: Node) {
        triggers = view.triggers
        action = view.action
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let modifier = view as? any SubmitActionProviding else { return }
        triggers = modifier.submitTriggers
        action = modifier.submitAction
        updateContent(modifier.contentView)
    }
}

extension ViewHost {
    /// Presses return in the TextField or SecureField whose label reads `title`: every
    /// `.onSubmit` above it that listens for `.text` runs, the innermost first. A field with no
    /// such modifier above it does nothing, as in SwiftUI.
    public func submit(_ title: String) throws {
        settle()
        var field: ControlNode?
        collectVisible(from: root) { node in
            guard field == nil, let control = node as? ControlNode, !(control is TextEditorNode), control.title == title else { return }
            if case .textField = control.kind { field = control }
        }
        guard let field else {
            throw ViewHostError("No TextField or SecureField titled \(quoted(title)) is on screen. On screen:\n\(render())")
        }
        try refuseIfDisabled(field, described: "\(field is SecureFieldNode ? "SecureField" : "TextField") \(quoted(title))", action: "submitted")
        var current = field.parent
        while let node = current {
            if let submit = node as? SubmitNode, submit.triggers.contains(.text) { submit.action() }
            current = node.parent
        }
        settle()
    }
}

// MARK: - onReceive

/// A source of values over time, the shape of Combine's `Publisher` that `onReceive` needs.
/// Conformers: an `@Published` property's `$value`, and `Timer.publish(...).autoconnect()`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Delivers each value to `receiveValue` until the returned cancellable is cancelled.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Published.Publisher: Trellis.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
}

extension View {
    /// Runs `action` with each value `publisher` emits while this view is in the hierarchy.
    /// The subscription is made when the view is installed and cancelled when it is removed;
    /// `$value` of an `@Published` property emits its current value on subscription, then each
    /// new value before it is set.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        ReceiveView(content: self, publisher: publisher, action: action)
    }
}

@MainActor
struct ReceiveView<Content: View, P: Publisher>: View, PrimitiveView, SingleContentView {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { ReceiveNode(view: self, parent: parent) }
}

@MainActor
protocol ReceivingView: SingleContentView {
    func subscribe(deliveringTo node: ReceiveNode) -> AnyCancellable
    var receiveAction: (Any) -> Void { get }
}

extension ReceiveView: ReceivingView {
    func subscribe(deliveringTo node: ReceiveNode) -> AnyCancellable {
        publisher.sink { [weak node] value in
            runOnMain { node?.deliver(value) }
        }
    }

    var receiveAction: (Any) -> Void {
        let action = self.action
        return { value in if let value = value as? P.Output { action(value) } }
    }
}

/// Keeps the subscription made when the view was installed (a new publisher value does not
/// resubscribe) and delivers to the latest action; values go through `runOnMain`, so one sent
/// from another thread reaches the view on the main actor.
final class ReceiveNode: ModifierNode {
    private var action: (Any) -> Void
    private var subscription: AnyCancellable?

    init<Content: View, P: Publisher>(view: ReceiveView<Content, P>, parent: Node) {
        action = view.receiveAction
        super.init(view: view, content: view.content, parent: parent)
        subscription = view.subscribe(deliveringTo: self)
    }

    func deliver(_ value: Any) {
        guard isMounted else { return }
        action(value)
    }

    override func update(with view: any View) {
        guard let receiving = view as? any ReceivingView else { return }
        action = receiving.receiveAction
        updateContent(receiving.contentView)
    }

    override func willUnmount(_ lifecycle: Lifecycle) {
        subscription?.cancel()
        subscription = nil
    }
}

// MARK: - Timer publisher

extension Timer {
    /// A publisher that emits the date on the host's virtual clock every `interval` seconds,
    /// once connected; `autoconnect()` connects it when something subscribes, which is the form
    /// to use with `onReceive`. The dates count from the reference date, in virtual time.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Delivers nothing until connected, as Combine's: `autoconnect()` connects it when
    /// something subscribes, `Publishers.Autoconnect<Timer.TimerPublisher>`.
    public struct TimerPublisher: ConnectablePublisher, Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval

        /// Each connection gets its own repeating timer on the active host's clock.
        public func connectAndSink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            guard let clock = HostTasks.current?.clock ?? RuntimeContext.currentClock else {
                fatalError("Timer.publish needs a ViewHost: timers run on a host's virtual clock.")
            }
            let timer = Timer(timeInterval: interval, repeats: true) { [weak clock] _ in
                let seconds = clock.map { Double($0.elapsed.components.seconds) + Double($0.elapsed.components.attoseconds) / 1e18 } ?? 0
                receiveValue(Date(timeIntervalSinceReferenceDate: seconds))
            }
            timer.clock = clock
            clock.schedule(timer, after: timer.interval)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

/// A publisher that delivers nothing until it is connected, Combine's `ConnectablePublisher`:
/// `Timer.publish(every:on:in:)`. `autoconnect()` makes the publisher `onReceive` takes.
public protocol ConnectablePublisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Connects and delivers each value to `receiveValue` until the returned cancellable is cancelled.
    func connectAndSink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription and stays connected while subscribed.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Combine's namespace of publisher types, as a declared type names them:
/// `let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(…).autoconnect()`.
public enum Publishers {
    /// The publisher `autoconnect()` makes: each subscription connects the upstream.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            upstream.connectAndSink(receiveValue: receiveValue)
        }
    }
}

extension Publishers.Autoconnect: Sendable where Upstream: Sendable {}

// MARK: - Notification publisher

#if !canImport(Darwin)
extension NotificationCenter {
    /// Foundation's `publisher(for:object:)`, which swift-corelibs-foundation lacks (Combine
    /// gives it on Apple platforms): each notification named `name` posted to this center, from
    /// `object` when one is given, as `onReceive` delivers it.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name, as Combine's `NotificationCenter.Publisher` emits them.
    public struct Publisher: Trellis.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        /// Observes the center until cancelled; a notification is delivered on the thread that
        /// posts it, and `onReceive` passes it on to the main actor.
        public func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
            let delivery = UncheckedDelivery(receiveValue)
            let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
                delivery.receive(notification)
            }
            let center = self.center
            return AnyCancellable { center.removeObserver(observer) }
        }
    }
}

/// The subscriber's closure, called from the posting thread as Foundation's observer block is.
private final class UncheckedDelivery: @unchecked Sendable {
    let receive: (Notification) -> Void
    init(_ receive: @escaping (Notification) -> Void) { self.receive = receive }
}
#endif
