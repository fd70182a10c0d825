/// Decides whether a re-created view struct has the same inputs as the one already installed,
/// in which case its body is not evaluated again (SwiftUI does the same).
///
/// The rule, field by field (found by reflection):
/// - a view type that is itself `Equatable` is compared with its own `==`;
/// - `@State`, `@StateObject`, `@EnvironmentObject`, `@Environment`: always the same input,
///   their values come from the node's storage or the environment, not from the parent;
/// - `@ObservedObject`, `@Bindable` and any class instance: object identity;
/// - `@Binding`: the same source of truth through the same key path (a binding stores no value;
///   views that read it are re-evaluated by the source when it changes);
/// - other `Equatable` values: `==`; optionals, tuples, structs and collections of
///   non-Equatable values: field by field, a few levels deep;
/// - anything else (closures, enums without Equatable): different, so the child re-evaluates.
enum ViewInputs {
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any Equatable { return equatableEquals(lhs, rhs) }
        return fieldsEqual(lhs, rhs, nesting: 0)
    }

    private static func fieldsEqual(_ lhs: Any, _ rhs: Any, nesting: Int) -> Bool {
        let lhsMirror = Mirror(reflecting: lhs)
        let rhsMirror = Mirror(reflecting: rhs)
        guard lhsMirror.children.count == rhsMirror.children.count else { return false }
        for (left, right) in zip(lhsMirror.children, rhsMirror.children) {
            if !valueEqual(left.value, right.value, nesting: nesting) { return false }
        }
        return true
    }

    private static func valueEqual(_ lhs: Any, _ rhs: Any, nesting: Int) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let comparable = lhs as? any InputComparable { return comparable.isSameInput(as: rhs) }
        if type(of: lhs) is AnyObject.Type { return (lhs as AnyObject) === (rhs as AnyObject) }
        if let lhs = lhs as? any Equatable { return equatableEquals(lhs, rhs) }
        let mirror = Mirror(reflecting: lhs)
        switch mirror.displayStyle {
        case .optional, .struct, .tuple, .collection, .set, .dictionary:
            guard nesting < 4 else { return false }
            return fieldsEqual(lhs, rhs, nesting: nesting + 1)
        default:
            return false
        }
    }
}

protocol InputComparable {
    func isSameInput(as other: Any) -> Bool
}

extension State: InputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}

extension StateObject: InputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}

extension EnvironmentObject: InputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}

extension Environment: InputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}

extension ObservedObject: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        (other as? Self).map { $0.wrappedValue === wrappedValue } ?? false
    }
}

extension Bindable: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        (other as? Self).map { $0.wrappedValue === wrappedValue } ?? false
    }
}

extension Binding: InputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self, other.source.isSame(as: source) else { return false }
        switch (snapshot, other.snapshot) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return (lhs as? any Equatable).map { equatableEquals($0, rhs) } ?? false
        default: return false
        }
    }
}
