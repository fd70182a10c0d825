// Entry points for code that Trellis generates (issue 8). They build the same nodes as the
// SwiftUI-style API, but each construct has one concrete, non-generic spelling: children are
// `any View` values in a `ViewList`, not a builder block whose type nests every child's type;
// titles are `String`s; a model's `Published` storage is read and written by plain calls. The
// emitted code is then smaller, and swiftc (LLVM above all) spends less time on each screen.
// Hand-written code keeps using the builder API, which none of these can capture.

// MARK: Children as a list

/// Builds the children of a container in generated code as `[any View]`. Each child costs the
/// type checker one non-generic call, and the result is one type, `ViewList`, whatever the
/// children are. Being a builder, its blocks are statements, so every child can carry its own
/// `#sourceLocation`.
@MainActor
@resultBuilder
public enum ViewListBuilder {
    public static func buildExpression(_ view: any View) -> any View { view }
    public static func buildBlock(_ children: any View...) -> [any View] { children }

    /// `if`/`else`: the same node as a builder's `if`/`else`, so the branches stay different
    /// identities even when they hold the same types.
    public static func buildEither(first children: [any View]) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .trueContent(ViewList(erased: children)))
    }

    public static func buildEither(second children: [any View]) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .falseContent(ViewList(erased: children)))
    }

    /// `if` without `else`: an optional view, like a builder's `if`.
    public static func buildOptional(_ children: [any View]?) -> any View {
        children.map { ViewList(erased: $0) }
    }
}

extension ViewList {
    /// Children from a `ViewListBuilder`: `ViewList { Text(verbatim: "a"); Text(verbatim: "b") }`.
    public init(@ViewListBuilder _ children: () -> [any View]) { self.init(erased: children()) }
}

// MARK: Containers taking a `ViewList`
// A value, not a closure: a hand-written `VStack { ... }` can never resolve to these.

extension VStack where Content == ViewList {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, children: ViewList) {
        self.init(alignment: alignment, spacing: spacing, content: { children })
    }
}

extension HStack where Content == ViewList {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, children: ViewList) {
        self.init(alignment: alignment, spacing: spacing, content: { children })
    }
}

extension Group where Content == ViewList {
    public init(children: ViewList) { self.init(content: { children }) }
}

extension List where Content == ViewList {
    public init(children: ViewList) { self.init(content: { children }) }
}

extension NavigationStack where Root == ViewList {
    public init(children: ViewList) { self.init(root: { children }) }
}

extension NavigationLink where Label == Text {
    public init(title: String, destination: Destination) {
        self.init(destination: destination, label: { Text(verbatim: title) })
    }
}

// MARK: Controls with a `String` title
// The SwiftUI-style initializers take any `StringProtocol`, so the type checker must work out
// what a string literal is; with `String` it has nothing to infer.

extension Button where Label == Text {
    public init(title: String, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(verbatim: title) })
    }
}

extension Toggle where Label == Text {
    public init(title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(verbatim: title) })
    }
}

extension TextField where Label == Text {
    public init(title: String, text: Binding<String>) {
        self.init(text: text, label: { Text(verbatim: title) })
    }
}

// MARK: Published storage without the property wrapper

extension Published {
    /// What `@Published`'s getter does, for a model whose generated property reads its storage
    /// explicitly: the read is recorded for precise invalidation.
    public func value<Object: ObservableObject>(in object: Object) -> Value {
        if MainQueue.isCurrent {
            let objectID = ObjectIdentifier(object)
            let propertyID = ObjectIdentifier(box)
            MainActor.assumeIsolated {
                Tracking.publishedReads?.record(object: objectID, property: propertyID)
            }
        }
        return box.value
    }

    /// What `@Published`'s setter does: `objectWillChange` first, then `$property` subscribers,
    /// then the new value.
    public func setValue<Object: ObservableObject>(_ newValue: Value, in object: Object) {
        // The default objectWillChange installs itself into every box on first access;
        // a custom one is asked for each time.
        let publisher: ObservableObjectPublisher = box.publisher ?? object.objectWillChange
        publisher.deliver(property: ObjectIdentifier(box))
        for receive in box.valueSubscribers.values { receive(newValue) }
        box.value = newValue
    }
}
