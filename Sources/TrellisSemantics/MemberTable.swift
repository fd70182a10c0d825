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
        var first: [PropertyDecl] = []
        for (position, declaration) in declarations.enumerated() where positions[declaration.name.name] == nil {
            positions[declaration.name.name] = position
            first.append(declaration)
        }
        self.positions = positions
        // Without redeclarations, share the declarations' storage instead of copying it.
        firstDeclarations = first.count == declarations.count ? declarations : first
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
