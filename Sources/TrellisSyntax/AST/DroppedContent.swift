import TrellisDiagnostics

/// Body content the syntax stage reported and left out of the tree: an unknown modifier with
/// whatever it contains, an `else` without an `if`, an `if` or `ForEach` whose header does
/// not parse. What it would have meant is unknown, so semantic analysis must not conclude
/// anything from its absence: a `state` it mentions may have been read there, a view named
/// in it may have been instantiated there.
public struct DroppedContent: Hashable, Sendable {
    /// The dropped element's `<`.
    public var location: SourceLocation
    /// Every name-like word of its attribute values and text (`$flag` gives `flag`).
    public var mentionedNames: Set<String>
    /// The capitalized elements inside it, itself included.
    public var elementNames: Set<String>

    public init(location: SourceLocation, mentionedNames: Set<String> = [], elementNames: Set<String> = []) {
        self.location = location
        self.mentionedNames = mentionedNames
        self.elementNames = elementNames
    }
}
