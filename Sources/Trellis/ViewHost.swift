/// Mounts a view headlessly and drives it like a user would. Every interaction processes all
/// the updates it causes (bodies, onChange, onAppear/onDisappear, object releases) before it
/// returns, so tests observe a settled screen.
@MainActor
public final class ViewHost {
    private(set) var root: RootNode!
    /// Parent of nothing: stands in for a node's child while the node is being initialised.
    private(set) var placeholder: Node!
    var lifecycle = Lifecycle()
    private var pending: [CompositeNode] = []
    private var evaluationCount = 0
    private var evaluationsByType: [ObjectIdentifier: Int] = [:]
    let clock = VirtualClock()
    let logBuffer = LogBuffer()
    /// Nodes that follow a binding when updates settle; weak, pruned as they unmount.
    private var bindingFollowers: [WeakBindingFollower] = []
    /// Nodes whose binding changed, to follow once when updates settle (`followSoon`).
    private var dueFollowers: [WeakBindingFollower] = []
    private(set) lazy var tasks = HostTasks(clock: clock, log: logBuffer)
    /// Scene phase, colour scheme and opened URLs (EnvironmentValues.swift).
    let hostEnvironment = HostEnvironment()
    /// The `AsyncImage` loads waiting for a test to resolve them (AsyncImage.swift).
    let imageLoads = ImageLoads()
    /// What `sensoryFeedback` modifiers played, in order (SymbolsAndFeedback.swift).
    var playedFeedback: [SensoryFeedback] = []

    /// How many rows of a `List` or a lazy stack are on screen (LazyViewport.swift): only they
    /// appear. Changing it brings rows on screen or takes them off, as a taller or shorter screen would.
    public var lazyRowsOnScreen = 15 {
        didSet {
            // A screen holds no rows at least; assigning here does not run `didSet` again.
            if lazyRowsOnScreen < 0 { lazyRowsOnScreen = 0 }
            refreshAllViewports()
        }
    }
    /// Lazy containers whose rows changed since their rows on screen were last computed.
    private var changedViewports: [Node] = []
    private var hasViewports = false

    /// The store behind `@AppStorage` (empty unless one is given); tests read and write it.
    public let storage: AppStorageStore
    /// The store behind `@SceneStorage`: this host is one scene. Give a saved one to restore it.
    public let sceneStorage: AppStorageStore

    public init<Root: View>(_ rootView: Root, storage: AppStorageStore = AppStorageStore(), sceneStorage: AppStorageStore = AppStorageStore()) {
        self.storage = storage
        self.sceneStorage = sceneStorage
        activate()
        root = RootNode(rootOf: self)
        placeholder = RootNode(rootOf: self)
        root.child = makeNode(for: rootView, parent: root)
        settle()
    }

    // MARK: Reading the screen

    /// A deterministic text tree of what is on screen: one line per visible primitive,
    /// indented by nesting. User views, groups and modifiers are transparent. No pixels, no
    /// geometry: only what changes meaning. The forms, which tests compare and which stay stable:
    /// - text and images: `Text "Hello"`, `Image systemName "star"`, `Image "photo"`,
    ///   `Image decorative "photo"`, `Label "Settings" systemImage "gear"` (`image "name"` for an
    ///   asset; an icon that is no image is printed beneath), `Divider`, `Spacer`; a `Color` prints
    ///   nothing (a colour is styling);
    /// - shapes: `Circle`, `RoundedRectangle cornerRadius 8`, `Capsule fill red`,
    ///   `Circle stroke blue lineWidth 2`; a user's shape prints its type name;
    /// - controls, with their current value: `Button "Save"`, `Toggle "Wi-Fi": on`,
    ///   `TextField "Name": "Ana"` (then `prompt "…"` when it has one), `SecureField "Password":
    ///   "•••"` (one dot per character), `TextEditor: "text"`, `Slider "Volume": 0.5 in 0...1`
    ///   (then `step 0.1`), `Stepper "Count": 3` (then `in 0...10`, `step 5`), `Picker "Flavor":
    ///   "Chocolate"` (the selected option's label, or `no selection`), `DatePicker "Due":
    ///   2026-12-01 17:30` (the parts it shows, in UTC), `ProgressView`, `ProgressView "Loading"`,
    ///   `ProgressView "Downloading" 0.3/1`, `NavigationLink "About"`. Numbers print without a
    ///   needless `.0`;
    /// - after a control: its role in brackets (`Button "Delete" [destructive]`), and
    ///   ` [disabled]` below a `.disabled(true)`. A control's title is its label's text (or, for
    ///   a label with no text, its image's name); a label holding an image prints its own lines
    ///   beneath the control;
    /// - containers print their name and their content below: `VStack`, `HStack`, `ZStack`,
    ///   `LazyVStack`, `LazyHStack`, `LazyVGrid 2 columns` (no count for adaptive columns; a lazy
    ///   container prints all its rows, those below its screen too, which have not appeared),
    ///   `LazyHGrid 1 row`, `ScrollView` (`ScrollView horizontal`), `List`,
    ///   `List selection: "Inbox"` (or `none`), `Form`, `NavigationStack` (its top screen only),
    ///   `GroupBox "Title"`, `DisclosureGroup "More": collapsed` (`expanded`, with the content),
    ///   `Menu "Actions"` (` [open]`, with the items); `Section` prints `header`, its content and
    ///   `footer`, the header and footer with their lines below them; `NavigationSplitView`
    ///   prints each shown column as `sidebar`, `content` and `detail`; `TabView` prints a
    ///   `Tab "Title"` line per tab, the selected one ending in ` [selected]` with its content
    ///   below it; a pushed value with no destination prints `No navigationDestination for T`;
    /// - `Group`, `.tag` and other modifiers print nothing of their own; `.hidden()` content
    ///   prints nothing at all.
    ///
    /// Modifiers print only what changes meaning; each prints where it is applied, before or
    /// after the lines of the view it modifies:
    /// - `navigationTitle`: a `Navigation title "Scrums"` line before the view;
    /// - `toolbar`: a `Toolbar` line before the view, with its items under it, each
    ///   `ToolbarItem placement` or `ToolbarItemGroup placement` over its content (plain views
    ///   in a toolbar print under `Toolbar` directly); a toolbar that shows nothing prints nothing;
    /// - a title or toolbar that no `NavigationStack` or `NavigationSplitView` column encloses
    ///   (one applied to the stack itself, or to a view no stack hosts) shows nowhere in SwiftUI:
    ///   its line ends in
    ///   ` [outside a NavigationStack]`, and its buttons refuse taps;
    /// - `searchable`: a `SearchField "prompt": "text"` line before the view (prompt "Search" by
    ///   default), showing the bound text as a `TextField` line does;
    /// - `overlay(alignment:content:)` and `background(alignment:content:)`: an `Overlay` or
    ///   `Background` line after the view with the decoration's lines under it, left out while
    ///   the decoration prints nothing;
    /// - a button under a user's `PrimitiveButtonStyle` prints as the style's body instead;
    /// - a `Label` under `.labelStyle(.iconOnly)` or `.titleOnly` ends in ` [iconOnly]` or
    ///   ` [titleOnly]`, since a person sees only that part.
    /// Nothing is printed for padding, frames, offsets, fonts, colours, tints, corner radii,
    /// clip shapes, opacity, shadows, line limits, text alignment and case, display modes,
    /// styles, accessibility, tap gestures, `onDelete`/`onMove`, or swipe actions and context
    /// menus, which are not visible until invoked: `appearance(of:)` reads the styling back,
    /// and ViewHostModifiers.swift performs the rest.
    public func render() -> String {
        settle()
        var lines: [String] = []
        render(root, indent: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// Body evaluations since mount (after processing pending updates).
    public var bodyEvaluations: Int {
        settle()
        return evaluationCount
    }

    /// The animation of the transaction that last scheduled an update: `withAnimation(.spring)`'s
    /// `.spring`, `nil` for a change made outside `withAnimation`. Headless the change itself
    /// applies at once either way.
    public private(set) var animationOfLastUpdate: Animation?

    /// Body evaluations of one view type since mount.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        settle()
        return evaluationsByType[ObjectIdentifier(type), default: 0]
    }

    /// Lines printed (with Trellis's `print`) or logged while this host was active.
    public var log: [String] { logBuffer.lines }

    /// Returns the log and empties it, to assert one step at a time.
    public func takeLog() -> [String] {
        settle()
        return logBuffer.take()
    }

    /// Virtual time elapsed since mount.
    public var elapsed: Duration { clock.elapsed }

    /// Timers still scheduled on this host's clock (valid and not yet finished).
    public var scheduledTimers: Int { clock.scheduledCount }

    // MARK: Interactions

    /// Taps the Button or NavigationLink on screen whose label reads `title`: its text, or for a
    /// label with no text, the name of its image; when none has that title, the Menu that has.
    /// A tapped menu opens (or runs its primary action); a tapped menu item closes its menu. A
    /// disabled control refuses. When neither exists, the view with an `onTapGesture` or an
    /// `accessibilityLabel` that reads `title` (see `tapAlternative`).
    public func tap(_ title: String) throws {
        settle()
        let isTappable: (ControlNode) -> Bool = {
            switch $0.kind {
            case .button, .navigationLink: true
            default: false
            }
        }
        // One walk for a control; the fallbacks are tried before the error, which renders the screen.
        guard let control = visibleControl(title, matching: isTappable) else {
            if let menu = menuTitled(title) {
                try tapMenu(menu)
                return settle()
            }
            if try tapAlternative(title) { return settle() }
            throw noControl(title, kinds: "Button or NavigationLink")
        }
        try refuseIfDisabled(control, described: "\(control.kindName) \(quoted(title))", action: "tapped")
        try refuseIfNotShown(control)
        if case .button(let action) = control.kind {
            action()
            closeMenus(around: control)
            dismissAlertOrDialog(around: control)
        } else if let link = control as? NavigationLinkNode {
            try navigate(link, title: title)
        }
        settle()
    }

    /// Flips the Toggle on screen whose label reads `title`.
    public func toggle(_ title: String) throws {
        settle()
        let control = try findControl(title, kinds: "Toggle") {
            if case .toggle = $0.kind { true } else { false }
        }
        try refuseIfDisabled(control, described: "Toggle \(quoted(title))", action: "toggled")
        if case .toggle(let isOn) = control.kind { isOn.wrappedValue.toggle() }
        settle()
    }

    /// Types `text` at the end of the TextField or SecureField whose label reads `title` (one
    /// write of the resulting string, as if pasted).
    public func type(_ text: String, into title: String) throws {
        settle()
        let control = try findControl(title, kinds: "TextField or SecureField") {
            if case .textField = $0.kind { !($0 is TextEditorNode) } else { false }
        }
        try refuseIfDisabled(control, described: "\(control is SecureFieldNode ? "SecureField" : "TextField") \(quoted(title))", action: "typed into")
        if case .textField(let binding) = control.kind { binding.wrappedValue += text }
        settle()
    }

    /// Replaces the whole text of the TextField or SecureField whose label reads `title`, as
    /// selecting all and typing does (one write; none when the text is already `text`).
    public func replaceText(in title: String, with text: String) throws {
        settle()
        let control = try findControl(title, kinds: "TextField or SecureField") {
            if case .textField = $0.kind { !($0 is TextEditorNode) } else { false }
        }
        try refuseIfDisabled(control, described: "\(control is SecureFieldNode ? "SecureField" : "TextField") \(quoted(title))", action: "typed into")
        if case .textField(let binding) = control.kind, binding.wrappedValue != text { binding.wrappedValue = text }
        settle()
    }

    /// Pops the top screen of the innermost navigation stack on screen that has one pushed.
    public func back() throws {
        settle()
        var stacks: [NavigationStackNode] = []
        collectVisible(from: modalRoot) { node in
            if let stack = node as? NavigationStackNode, !stack.path.isEmpty { stacks.append(stack) }
        }
        guard let stack = stacks.last else {
            throw ViewHostError("Nothing to go back from: no navigation stack on screen has a pushed destination. On screen:\n\(render())")
        }
        stack.pop()
        settle()
    }

    /// Moves the virtual clock forward; timers that come due fire in time order, each one's
    /// updates processed before the next fires.
    public func advance(by duration: Duration) {
        settle()
        let target = clock.elapsed + duration
        while let timer = clock.nextDueTimer(notAfter: target) {
            timer.fireFromClock()
            settle()
        }
        clock.finishAdvance(to: target)
        settle()
    }

    /// Processes pending updates now. Interactions and reads do this themselves; call it
    /// after mutating a model directly from a test to let the screen catch up.
    public func settle() {
        activate()
        var rounds = 0
        while true {
            processPendingEvaluations()
            followBindings()
            refreshChangedViewports()
            let finished = lifecycle
            guard !finished.isEmpty else { return }
            lifecycle = Lifecycle()
            for action in finished.changes { action() }
            for action in finished.appearances { action() }
            for action in finished.disappearances { action() }
            // `finished` (with the removed nodes and their objects) is released here.
            rounds += 1
            if rounds > 10_000 {
                fatalError("Trellis: updates did not settle after 10,000 rounds; a view keeps changing state it depends on in onChange, onAppear or onDisappear.")
            }
        }
    }

    // MARK: Runtime internals

    func makeNode(for view: any View, parent: Node) -> Node {
        if hasViewports { noteRowsChanged(below: parent) }
        if let primitive = view as? any PrimitiveView { return primitive.makeNode(parent: parent) }
        return CompositeNode(view: view, parent: parent)
    }

    // MARK: Lazy containers

    func viewportCreated() { hasViewports = true }

    /// A node was added or removed below `node`: the nearest lazy container above it recomputes
    /// its rows on screen when updates settle.
    private func noteRowsChanged(below node: Node) {
        var current: Node? = node
        while let ancestor = current {
            if let viewport = ancestor.viewport {
                if viewport.markChanged() { changedViewports.append(ancestor) }
                return
            }
            current = ancestor.parent
        }
    }

    private func refreshChangedViewports() {
        while !changedViewports.isEmpty {
            let changed = changedViewports
            changedViewports.removeAll()
            for container in changed where container.isMounted { container.viewport?.refreshIfChanged() }
        }
    }

    private func refreshAllViewports() {
        var containers: [Node] = []
        var stack: [Node] = [root]
        while let node = stack.popLast() {
            if node.viewport != nil { containers.append(node) }
            stack.append(contentsOf: node.children)
        }
        for container in containers { container.viewport?.refresh() }
        settle()
    }

    /// Takes a subtree out of the hierarchy: queues its onDisappear in tree order, cancels
    /// its subscriptions, and keeps it alive until those actions have run.
    func unmount(_ node: Node) {
        if hasViewports, let parent = node.parent { noteRowsChanged(below: parent) }
        var stack = [node]
        while let current = stack.popLast() {
            current.isMounted = false
            current.willUnmount(lifecycle)
            stack.append(contentsOf: current.children.reversed())
        }
        lifecycle.removed.append(node)
    }

    func follow(_ follower: any BindingFollower & Node) {
        bindingFollowers.append(WeakBindingFollower(node: follower))
    }

    /// Has `follower` follow its binding once, when the current updates settle.
    func followSoon(_ follower: any BindingFollower & Node) {
        dueFollowers.append(WeakBindingFollower(node: follower))
    }

    private func followBindings() {
        while !dueFollowers.isEmpty {
            let due = dueFollowers
            dueFollowers.removeAll()
            for entry in due {
                guard let node = entry.node, node.isMounted else { continue }
                (node as? any BindingFollower)?.followBinding()
                processPendingEvaluations()
            }
        }
        guard !bindingFollowers.isEmpty else { return }
        bindingFollowers.removeAll { $0.node.map { !$0.isMounted } ?? true }
        for follower in bindingFollowers {
            (follower.node as? any BindingFollower)?.followBinding()
            processPendingEvaluations()
        }
    }

    func schedule(_ node: CompositeNode) {
        pending.append(node)
        animationOfLastUpdate = Transaction.current.animation
    }

    func recordBodyEvaluation(of type: ObjectIdentifier) {
        evaluationCount += 1
        evaluationsByType[type, default: 0] += 1
    }

    /// Parents first, so a parent that passes new inputs updates its child in the same pass
    /// and the child is not evaluated twice.
    private func processPendingEvaluations() {
        while !pending.isEmpty {
            let batch = pending.count == 1 ? pending : pending.sorted { $0.depth < $1.depth }
            pending.removeAll(keepingCapacity: true)
            for node in batch where node.isMounted && node.isDirty {
                node.evaluate()
            }
        }
    }

    func text(of node: Node) -> String {
        var texts: [String] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let leaf = current as? LeafNode, let text = leaf.text { texts.append(text) }
            stack.append(contentsOf: current.children.reversed())
        }
        return texts.joined(separator: " ")
    }

    func render(_ node: Node, indent: Int, into lines: inout [String]) {
        var childIndent = indent
        if let line = node.renderedLine {
            lines.append(String(repeating: "  ", count: indent) + line)
            childIndent += 1
        }
        for child in node.visibleChildren { render(child, indent: childIndent, into: &lines) }
    }

    func collectVisible(from node: Node, _ visit: (Node) -> Void) {
        visit(node)
        for child in node.visibleChildren { collectVisible(from: child, visit) }
    }

    private func findControl(_ title: String, kinds: String, matching: (ControlNode) -> Bool) throws -> ControlNode {
        guard let found = visibleControl(title, matching: matching) else { throw noControl(title, kinds: kinds) }
        return found
    }

    private func noControl(_ title: String, kinds: String) -> ViewHostError {
        ViewHostError("No \(kinds) titled \(quoted(title)) is on screen. On screen:\n\(render())")
    }

    private func visibleControl(_ title: String, matching: (ControlNode) -> Bool) -> ControlNode? {
        var found: ControlNode?
        collectVisible(from: modalRoot) { node in
            if found == nil, let control = node as? ControlNode, !control.isReplacedByStyle, matching(control), control.title == title { found = control }
        }
        return found
    }

    /// Makes this host the one that `Timer` and `print` report to.
    private func activate() {
        RuntimeContext.activate(clock: clock, log: logBuffer)
        StorageContext.activate(app: storage, scene: sceneStorage)
    }
}

struct WeakBindingFollower {
    weak var node: Node?
}

public struct ViewHostError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
