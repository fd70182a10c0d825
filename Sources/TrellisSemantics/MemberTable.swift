import TrellisSyntax

/// Declarations by name, the first of each name winning. It keeps the declarations once and
/// maps names to their positions, so a view's table costs a few bytes per member rather than
/// another copy of every declaration (which matters with hundreds of thousands of views).
struct MemberTable {
    let declarations: [PropertyDecl]
    private let positions: [String: Int]

    init(_ declarations: [PropertyDecl]) {
        self.declarations = declarations
        var positions: [String: Int] = [:]
        positions.reserveCapacity(declarations.count)
        for (position, declaration) in declarations.enumerated() where positions[declaration.name.name] == nil {
            positions[declaration.name.name] = position
        }
        self.positions = positions
    }

    static let empty = MemberTable([])

    /// Every name once, in declaration order.
    var names: [String] {
        declarations.enumerated().compactMap { position, declaration in
            positions[declaration.name.name] == position ? declaration.name.name : nil
        }
    }

    subscript(name: String) -> PropertyDecl? {
        positions[name].map { declarations[$0] }
    }
}
