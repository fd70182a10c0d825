import TrellisSyntax

/// Declarations by name, the first of each name winning. It keeps the declarations once and
/// maps names to their positions, so a view's table costs a few bytes per member rather than
/// another copy of every declaration (which matters with hundreds of thousands of views).
struct MemberTable {
    let declarations: [PropertyDecl]
    private let positions: [String: Int]
    /// The first declaration of each name, in declaration order (later ones are TRL100).
    let firstDeclarations: [PropertyDecl]

    init(_ declarations: [PropertyDecl]) {
        self.declarations = declarations
        var positions: [String: Int] = [:]
        positions.reserveCapacity(declarations.count)
        for (position, declaration) in declarations.enumerated() {
            positions.insertUnlessPresent(position, for: declaration.name.name)
        }
        self.positions = positions
        // Without redeclarations (the rule), share the declarations' storage instead of copying it.
        firstDeclarations = positions.count == declarations.count
            ? declarations
            : declarations.indices.filter { positions[declarations[$0].name.name] == $0 }.map { declarations[$0] }
    }

    static let empty = MemberTable([])

    /// Every name once, in declaration order.
    var names: [String] { firstDeclarations.map(\.name.name) }

    subscript(name: String) -> PropertyDecl? {
        positions[name].map { declarations[$0] }
    }

    /// The kind of the first declaration of `name`, without copying the declaration.
    func kind(of name: String) -> PropertyKind? {
        guard let position = positions[name] else { return nil }
        return declarations[position].kind
    }
}

extension Dictionary {
    /// Adds `value` for `key` unless `key` has a value, hashing `key` once (a lookup and then an
    /// insertion hash it twice).
    mutating func insertUnlessPresent(_ value: @autoclosure () -> Value, for key: Key) {
        Self.leave(&self[key, default: value()])
    }

    /// Takes a value in place and leaves it as it was: a modifying access to the default
    /// subscript, which inserts the default when the key is absent.
    private static func leave(_ value: inout Value) {}
}
