// Entry points for code that Trellis generates. They build the same nodes as the SwiftUI-style
// API, but with one concrete type per construct: children are an array of `any View` (a
// `ViewList`), not a builder block whose type nests every child's type. The type checker,
// SILGen, IRGen and LLVM then see a handful of small non-generic calls per screen instead of
// nested generic types, closures and the value witnesses they bring, which is what made
// generated screens slow to compile. Hand-written code keeps using the builder API.

// MARK: Children as a list

extension ViewList {
    /// The children of a container in generated code, identified by position and type like a
    /// builder block's.
    public init(children: [any View]) { self.init(erased: children) }

    /// `if`/`else` in generated code: the same node as a builder's `if`/`else`, so the two
    /// branches stay different identities. Only the chosen branch is built.
    public static func when(
        _ condition: Bool,
        then thenChildren: () -> [any View],
        otherwise otherwiseChildren: () -> [any View]
    ) -> _ConditionalContent<ViewList, ViewList> {
        if condition {
            return _ConditionalContent(storage: .trueContent(ViewList(erased: thenChildren())))
        }
        return _ConditionalContent(storage: .falseContent(ViewList(erased: otherwiseChildren())))
    }

    /// `if` without `else` in generated code: an optional view, like a builder's `if`.
    public static func when(_ condition: Bool, then thenChildren: () -> [any View]) -> ViewList? {
        condition ? ViewList(erased: thenChildren()) : nil
    }
}

// MARK: Containers taking a list

extension VStack where Content == ViewList {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, children: [any View]) {
        let list = ViewList(erased: children)
        self.init(alignment: alignment, spacing: spacing) { list }
    }
}

extension HStack where Content == ViewList {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, children: [any View]) {
        let list = ViewList(erased: children)
        self.init(alignment: alignment, spacing: spacing) { list }
    }
}

extension Group where Content == ViewList {
    public init(children: [any View]) {
        let list = ViewList(erased: children)
        self.init { list }
    }
}

extension List where Content == ViewList {
    public init(children: [any View]) {
        let list = ViewList(erased: children)
        self.init { list }
    }
}

extension NavigationStack where Root == ViewList {
    public init(children: [any View]) {
        let list = ViewList(erased: children)
        self.init { list }
    }
}

extension NavigationLink where Label == Text, Destination == ViewList {
    public init(_ title: String, children: [any View]) {
        self.init(title, destination: ViewList(erased: children))
    }
}

extension ForEach where Content == ViewList {
    /// Rows built from a list of children per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: @escaping (Data.Element) -> [any View]) {
        self.init(data, id: id) { element in ViewList(erased: children(element)) }
    }
}

extension ForEach where Content == ViewList, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, children: @escaping (Data.Element) -> [any View]) {
        self.init(data, id: \.id, children: children)
    }
}

extension ForEach where Content == ViewList, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, children: @escaping (Int) -> [any View]) {
        self.init(data, id: \.self, children: children)
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
