/// The names of declarations other than views (models, structs, enums, protocols, interfaces,
/// extensions, environment values, file constants and functions) that one view's signature or
/// check looked up in the symbol table, so that an edit of those declarations checks again only
/// the views that read them (`AnalysisCache`). A name looked up and not found counts: declaring
/// it later changes the check. Walking a whole table reads every name.
final class DeclarationReads: @unchecked Sendable {
    private(set) var names: Set<String> = []
    private(set) var readsEveryName = false

    func note(_ name: String) { names.insert(name) }
    func noteEveryName() { readsEveryName = true }
}

/// A table of declarations by name, as a dictionary, that notes each name looked up while its
/// symbol table records reads (`SymbolTable.recordingReads(into:)`).
struct DeclarationTable<Value>: Sequence {
    private(set) var entries: [String: Value]
    fileprivate var reads: DeclarationReads?

    init(_ entries: [String: Value] = [:]) {
        self.entries = entries
    }

    func recording(into reads: DeclarationReads?) -> DeclarationTable {
        var copy = self
        copy.reads = reads
        return copy
    }

    subscript(name: String) -> Value? {
        get {
            reads?.note(name)
            return entries[name]
        }
        set { entries[name] = newValue }
        _modify { yield &entries[name] }
    }

    subscript(name: String, default value: @autoclosure () -> Value) -> Value {
        get {
            reads?.note(name)
            return entries[name, default: value()]
        }
        _modify { yield &entries[name, default: value()] }
    }

    var keys: Dictionary<String, Value>.Keys {
        reads?.noteEveryName()
        return entries.keys
    }

    var values: Dictionary<String, Value>.Values {
        reads?.noteEveryName()
        return entries.values
    }

    var count: Int {
        reads?.noteEveryName()
        return entries.count
    }

    var isEmpty: Bool {
        reads?.noteEveryName()
        return entries.isEmpty
    }

    mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    func makeIterator() -> Dictionary<String, Value>.Iterator {
        reads?.noteEveryName()
        return entries.makeIterator()
    }

    func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [String: T] {
        reads?.noteEveryName()
        return try entries.mapValues(transform)
    }
}

extension DeclarationTable: Sendable where Value: Sendable {}
