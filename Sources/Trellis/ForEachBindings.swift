/// The elements of a collection behind a `Binding`, each with its position and its id: what
/// `ForEach($items) { $item in ... }` iterates, as SwiftUI's type of the same name.
public struct IndexedIdentifierCollection<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: RandomAccessCollection {
    public struct Element {
        public let index: Base.Index
        public let id: ID
    }

    let base: Base
    let identifier: KeyPath<Base.Element, ID>

    public var startIndex: Base.Index { base.startIndex }
    public var endIndex: Base.Index { base.endIndex }
    public func index(after position: Base.Index) -> Base.Index { base.index(after: position) }
    public func index(before position: Base.Index) -> Base.Index { base.index(before: position) }
    public subscript(position: Base.Index) -> Element { Element(index: position, id: base[position][keyPath: identifier]) }
}

extension ForEach {
    /// `ForEach($items, id: \.key) { $item in ... }`: each row gets a binding to its element,
    /// read and written through the collection's binding at the element's position.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedIdentifierCollection<C, ID> {
        let elements = IndexedIdentifierCollection(base: data.wrappedValue, identifier: id)
        self.init(elements, id: \.id) { element in
            content(Binding(get: { data.wrappedValue[element.index] }, set: { data.wrappedValue[element.index] = $0 }))
        }
    }

    /// `ForEach($items) { $item in ... }` over `Identifiable` elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedIdentifierCollection<C, ID>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \.id, content: content)
    }
}
