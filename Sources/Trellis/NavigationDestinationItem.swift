// `navigationDestination(item:destination:)`: a pushed screen driven by an optional value.

extension View {
    /// Pushes `destination(item)` onto the enclosing stack while `item` is not nil; going back
    /// sets it to nil, and setting it to nil pops the screen. Another value replaces the pushed
    /// screen with one for that value, whose state starts fresh.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        ItemDestination(content: self, item: item, destination: destination)
    }
}

@MainActor
struct ItemDestination<Content: View, D: Hashable, Destination: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let item: Binding<D?>
    let destination: (D) -> Destination
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { PresentedDestinationNode(view: self, parent: parent) }
}

extension ItemDestination: PresentingDestination {
    var isPresented: Binding<Bool> {
        let item = self.item
        return Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }

    var destinationView: any View { EmptyView() }

    var presentedItem: (() -> AnyHashable?)? {
        let item = self.item
        return { item.wrappedValue as AnyHashable? }
    }

    var itemDestination: ((AnyHashable) -> any View)? {
        let destination = self.destination
        return { value in (value.base as? D).map { destination($0) as any View } ?? EmptyView() }
    }
}
