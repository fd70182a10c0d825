/// A value kept in one heap box that its copies share until one of them changes it, as
/// `Array` keeps its elements.
///
/// Declarations, nodes and the checker's records are copied far more often than changed: every
/// walk that binds one copies it, and copying a struct of a dozen strings, arrays and locations
/// retains each of them and releases them again. A copy of the box is one retain.
public struct CopyOnWrite<Value> {
    /// Changed only through `value`'s modify accessor, once the box is unique.
    @usableFromInline
    final class Box: @unchecked Sendable {
        /// Unchecked at run time, as `Array`'s storage is: a box is changed only while unique,
        /// so no other access can overlap the change, and the dynamic check on every read of a
        /// node or declaration cost 4 % of a whole check.
        @exclusivity(unchecked) @usableFromInline var value: Value

        @inlinable init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline var box: Box

    @inlinable public init(_ value: Value) {
        box = Box(value)
    }

    @inlinable public var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }
}

extension CopyOnWrite: Sendable where Value: Sendable {}

extension CopyOnWrite: Equatable where Value: Equatable {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }
}

extension CopyOnWrite: Hashable where Value: Hashable {
    @inlinable public func hash(into hasher: inout Hasher) {
        box.value.hash(into: &hasher)
    }
}
