// Presentation modifiers: `sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`.
//
// The presented content is a child of the modifier's node, beside the presenter's content, so it
// sees the environment where the modifier is attached: writes applied after (outside) the
// modifier reach it, writes on the presenter's own content do not. It is built when presented and
// unmounted when dismissed, so its state starts fresh on each presentation; its `onAppear` runs on
// present and its `onDisappear` on dismiss, then `onDismiss`. The presenter stays in the hierarchy
// and gets no `onDisappear`/`onAppear` of its own (for covers as well: a choice, since SwiftUI's
// behaviour there is not documented). While something is presented, the host reaches only the
// topmost presentation's controls, as a person does. The binding is read by the modifier's node,
// not by the presenter's body, so presenting and dismissing re-evaluate no body but the content's.

/// How presented content is shown; `render()` prints its name.
enum PresentationStyle: Sendable {
    case sheet, fullScreenCover, popover, alert, confirmationDialog
}

/// Whether a confirmation dialog shows its title. On iOS `.automatic` hides it.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// One presentation modifier's current value.
@MainActor
struct PresentationRequest {
    let style: PresentationStyle
    /// Reads the binding: `nil` while nothing is presented, otherwise what is presented (`true`,
    /// or an item's `id`). A new identity dismisses the presented content and presents new content.
    /// The modifier's node reads it, not the presenter's body, so presenting or dismissing
    /// re-evaluates no body but the content's, as in SwiftUI, where `$flag` is not a read of `flag`.
    let readIdentity: () -> AnyHashable?
    /// Built only while presented.
    let makeContent: () -> any View
    let makeMessage: (() -> any View)?
    let onDismiss: (() -> Void)?
    /// Sets the binding that drives the presentation to `false` (or the item to `nil`).
    let resetBinding: () -> Void
    var title: String?
    var titleVisibility = Visibility.automatic
    /// The `presenting:` forms ignore changes of their data after presentation.
    var keepsFirstContent = false
}

@MainActor
struct PresentationModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let request: PresentationRequest
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { PresentationModifierNode(view: self, parent: parent) }
}

@MainActor
protocol PresentationModifier: SingleContentView {
    var presentationRequest: PresentationRequest { get }
}

extension PresentationModifierView: PresentationModifier {
    var contentView: any View { content }
    var presentationRequest: PresentationRequest { request }
}

final class PresentationModifierNode: ModifierNode, StateReader, BindingFollower {
    private(set) var request: PresentationRequest
    private(set) var presented: PresentedContentNode?
    /// Grows with each read of the binding; a change seen by an older read is ignored.
    private(set) var generation = 0
    private var isFollowScheduled = false

    init<Content: View>(view: PresentationModifierView<Content>, parent: Node) {
        request = view.request
        super.init(view: view, content: view.content, parent: parent)
        present(view.request)
    }

    /// State the binding (or the content's closure) read changed: the node follows it when
    /// updates settle, with the presenter's latest request.
    func invalidate(ifGeneration expected: Int) {
        guard expected == generation, isMounted, isAttachedToHost, !isFollowScheduled else { return }
        isFollowScheduled = true
        host.followSoon(self)
    }

    func followBinding() {
        guard isMounted else { return }
        if isFollowScheduled {
            isFollowScheduled = false
            present(request)
        } else if isPolling, read(request.readIdentity) != presented?.identity {
            // A flag kept by an `ObservableObject`: read each time updates settle.
            present(request)
        }
    }

    /// Whether the binding reads an `ObservableObject`'s property, which notifies only the views
    /// observing the object; the node then reads it whenever updates settle.
    private var isPolling = false

    /// Reads the binding, or builds a view of the content (or the message), on behalf of this
    /// node, so that the state its closure reads is followed.
    func read<T>(_ make: () -> T) -> T {
        var readPublished = false
        let value = Tracking.read(by: self, readPublished: &readPublished, make)
        if readPublished, !isPolling {
            isPolling = true
            host.follow(self)
        }
        return value
    }

    override var children: [Node] { [child] + (presented.map { [$0] } ?? []) }

    override func update(with view: any View) {
        guard let modifier = view as? any PresentationModifier else { return }
        updateContent(modifier.contentView)
        request = modifier.presentationRequest
        present(request)
    }

    private func present(_ request: PresentationRequest) {
        generation += 1
        let identity = read(request.readIdentity)
        if let presented, presented.identity == identity {
            presented.update(with: request)
            return
        }
        if let old = presented {
            presented = nil
            host.unmount(old)
            // After the content's onDisappear, which unmounting queued.
            if let onDismiss = request.onDismiss { host.lifecycle.disappearances.append(onDismiss) }
            if identity != nil {
                // A replaced item: SwiftUI dismisses the old content, runs `onDismiss`, then
                // presents the new content, which sees what `onDismiss` changed.
                host.lifecycle.disappearances.append { [weak self] in self?.presentReplacement() }
                return
            }
        }
        if let identity {
            presented = PresentedContentNode(request: request, identity: identity, parent: self)
        }
    }

    /// Presents what the binding holds once the replaced content is gone and `onDismiss` ran.
    private func presentReplacement() {
        guard isMounted, isAttachedToHost, presented == nil else { return }
        present(request)
    }

    /// The user or a `DismissAction` dismissed the content: the binding is reset, and the update
    /// that follows unmounts the content and runs `onDismiss`.
    func dismiss() {
        request.resetBinding()
    }
}

/// The presented content, with an alert's or a dialog's message and default button.
final class PresentedContentNode: Node {
    let style: PresentationStyle
    let identity: AnyHashable
    private var request: PresentationRequest
    private var message: Node?
    private var content: Node
    /// An alert's "OK" when its actions hold no button; a dialog's "Cancel" when none has the cancel role.
    private var standardAction: Node?

    init(request: PresentationRequest, identity: AnyHashable, parent: PresentationModifierNode) {
        style = request.style
        self.identity = identity
        self.request = request
        content = parent.host.placeholder
        super.init(viewType: PresentedContentNode.self, parent: parent)
        message = request.makeMessage.map { make in host.makeNode(for: parent.read(make), parent: self) }
        content = host.makeNode(for: parent.read(request.makeContent), parent: self)
        updateStandardAction()
    }

    private var modifier: PresentationModifierNode? { parent as? PresentationModifierNode }

    override var children: [Node] { (message.map { [$0] } ?? []) + [content] + (standardAction.map { [$0] } ?? []) }

    override var renderedLine: String? {
        switch style {
        case .sheet: "Sheet"
        case .fullScreenCover: "FullScreenCover"
        // The host is an iPhone in portrait, horizontally compact, where a popover is a sheet.
        case .popover: "Popover [as sheet]"
        case .alert: "Alert \(quoted(request.title ?? ""))"
        case .confirmationDialog:
            "ConfirmationDialog \(quoted(request.title ?? ""))" + (request.titleVisibility == .visible ? "" : " [title hidden]")
        }
    }

    var isAlertOrDialog: Bool { style == .alert || style == .confirmationDialog }

    func update(with newRequest: PresentationRequest) {
        let kept = request
        request = newRequest
        if newRequest.keepsFirstContent {
            // The data presented stays; only the binding and title follow the presenter.
            request = PresentationRequest(
                style: kept.style, readIdentity: newRequest.readIdentity, makeContent: kept.makeContent, makeMessage: kept.makeMessage,
                onDismiss: newRequest.onDismiss, resetBinding: newRequest.resetBinding,
                title: newRequest.title, titleVisibility: newRequest.titleVisibility, keepsFirstContent: true
            )
            return
        }
        if let makeMessage = newRequest.makeMessage {
            message = reconcile(message, with: modifier?.read(makeMessage) ?? makeMessage())
        } else if let old = message {
            message = nil
            host.unmount(old)
        }
        content = reconcile(content, with: modifier?.read(newRequest.makeContent) ?? newRequest.makeContent())
        updateStandardAction()
    }

    private func updateStandardAction() {
        let needed: (any View)? = switch style {
        case .alert: containsControl(content) { _ in true } ? nil : Button("OK") {}
        case .confirmationDialog: containsControl(content) { $0.renderedLine?.contains(" [cancel]") == true } ? nil : Button("Cancel", role: .cancel) {}
        default: nil
        }
        if let needed {
            standardAction = reconcile(standardAction, with: needed)
        } else if let old = standardAction {
            standardAction = nil
            host.unmount(old)
        }
    }

    private func containsControl(_ node: Node, where matches: (ControlNode) -> Bool) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            if let control = current as? ControlNode, case .button = control.kind, matches(control) { return true }
            stack.append(contentsOf: current.children)
        }
        return false
    }

    /// `dismiss()` read inside this content.
    func dismissFromContent() {
        guard isMounted else { return }
        (parent as? PresentationModifierNode)?.dismiss()
    }
}

// MARK: - Sheets, covers and popovers

extension View {
    /// Presents `content` while `isPresented` is true; setting it to false dismisses it.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for `item` while it is not nil; an item with another `id` replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// A popover; on a compact iPhone it shows as a sheet, which is how the host treats it.
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.popover, isPresented: isPresented, onDismiss: nil, content: content)
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.popover, item: item, onDismiss: nil, content: content)
    }

    private func presentation<Content: View>(_ style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content) -> PresentationModifierView<Self> {
        PresentationModifierView(content: self, request: PresentationRequest(
            style: style, readIdentity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            makeContent: { content() }, makeMessage: nil, onDismiss: onDismiss,
            resetBinding: { isPresented.wrappedValue = false }
        ))
    }

    private func presentation<Item: Identifiable, Content: View>(_ style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content) -> PresentationModifierView<Self> {
        PresentationModifierView(content: self, request: PresentationRequest(
            style: style, readIdentity: { item.wrappedValue.map { AnyHashable($0.id) } },
            makeContent: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }, makeMessage: nil, onDismiss: onDismiss,
            resetBinding: { item.wrappedValue = nil }
        ))
    }
}

// MARK: - Alerts and confirmation dialogs

extension View {
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, String(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, title.content, isPresented: isPresented, actions: actions(), message: nil)
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shown while `isPresented` is true and `data` is not nil; later changes of `data` are ignored.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presentingDialog(.alert, String(title), isPresented: isPresented, data: data, actions: actions, message: { _ in nil })
    }

    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingDialog(.alert, String(title), isPresented: isPresented, data: data, actions: actions, message: { message($0) })
    }

    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        dialog(.confirmationDialog, String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog(.confirmationDialog, String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message())
    }

    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presentingDialog(.confirmationDialog, String(title), isPresented: isPresented, titleVisibility: titleVisibility, data: data, actions: actions, message: { _ in nil })
    }

    func dialog(_ style: PresentationStyle, _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: some View, message: (any View)?) -> PresentationModifierView<Self> {
        var request = PresentationRequest(
            style: style, readIdentity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            makeContent: { actions }, makeMessage: message.map { message in { message } }, onDismiss: nil,
            resetBinding: { isPresented.wrappedValue = false }
        )
        request.title = title
        request.titleVisibility = titleVisibility
        return PresentationModifierView(content: self, request: request)
    }

    private func presentingDialog<T, A: View>(_ style: PresentationStyle, _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, data: T?, actions: (T) -> A, message: (T) -> (any View)?) -> PresentationModifierView<Self> {
        // Built from the data now (the closures do not escape); shown while the flag is set.
        let actionsView: (any View)? = data.map { actions($0) }
        let messageView: (any View)? = data.flatMap { message($0) }
        let hasData = data != nil
        var request = PresentationRequest(
            style: style, readIdentity: { isPresented.wrappedValue && hasData ? AnyHashable(true) : nil },
            makeContent: { actionsView ?? EmptyView() }, makeMessage: messageView.map { view in { view } }, onDismiss: nil,
            resetBinding: { isPresented.wrappedValue = false }
        )
        request.title = title
        request.titleVisibility = titleVisibility
        request.keepsFirstContent = true
        return PresentationModifierView(content: self, request: request)
    }
}
