/// The names of declarations other than views (models, structs, enums, protocols, interfaces,
/// extensions, environment values, file constants and functions) that one view's signature or
/// check looked up in the symbol table, so that an edit of those declarations checks again only
/// the views that read them (`AnalysisCache`). A name looked up and not found counts: declaring
/// it later changes the check. Two kinds of wider reads are noted by names no declaration has:
/// `#names:` and a table's name, for a check that read which names one table declares (its keys,
/// its count, whether it is empty), and `#all:` and a table's name, for a check that walked a
/// table's declarations.
final class DeclarationReads: @unchecked Sendable {
    private(set) var names: Set<String> = []

    /// The name that stands for the set of names `table` declares.
    static func declaredNames(of table: String) -> String { "#names:" + table }
    /// The name that stands for every declaration of `table`.
    static func every(_ table: String) -> String { "#all:" + table }

    func note(_ name: String) { names.insert(name) }
}

/// A table of declarations by name, as a dictionary, that notes each name looked up while its
/// symbol table records reads (`SymbolTable.recordingReads(into:)`).
struct DeclarationTable<Value>: Sequence {
    private(set) var entries: [String: Value]
    /// The table's name in the symbol table, which a walk of its declarations notes.
    let table: String
    fileprivate var reads: DeclarationReads?

    init(_ table: String, _ entries: [String: Value] = [:]) {
        self.table = table
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
        reads?.note(DeclarationReads.declaredNames(of: table))
        return entries.keys
    }

    var values: Dictionary<String, Value>.Values {
        reads?.note(DeclarationReads.every(table))
        return entries.values
    }

    var count: Int {
        reads?.note(DeclarationReads.declaredNames(of: table))
        return entries.count
    }

    var isEmpty: Bool {
        reads?.note(DeclarationReads.declaredNames(of: table))
        return entries.isEmpty
    }

    mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    func makeIterator() -> Dictionary<String, Value>.Iterator {
        reads?.note(DeclarationReads.every(table))
        return entries.makeIterator()
    }

    func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [String: T] {
        reads?.note(DeclarationReads.every(table))
        return try entries.mapValues(transform)
    }
}

extension DeclarationTable: Sendable where Value: Sendable {}
