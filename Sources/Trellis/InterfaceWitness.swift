/// What the interface witnesses use: the code generated for each type written in Swift and
/// declared in XML (`external="true"`, `<modifier>`) requires every member the XML declares,
/// in a private function that is never called, so swiftc reports a disagreement at the
/// XML line of the member.
public enum InterfaceWitness {
    /// A value of any type, for calls that are type-checked and never made.
    public static func value<Value>() -> Value {
        fatalError("an interface witness is never run")
    }

    /// The effects of a method as its Swift declares them. A synchronous method converts to an
    /// `async` function type and a non-throwing one to a throwing type, so a conversion cannot
    /// tell them apart; `effects(of:)` can, because swiftc picks the overload that takes the
    /// method's function type as it is. The witness then assigns the result to the effects the
    /// XML declares.
    public enum Effects {
        public enum Synchronous {}
        public enum Throwing {}
        public enum Async {}
        public enum AsyncThrowing {}
    }

    public static func effects<Object, each Parameter, Result>(of method: (Object) -> (repeat each Parameter) -> Result) -> Effects.Synchronous.Type {
        Effects.Synchronous.self
    }

    public static func effects<Object, each Parameter, Result>(of method: (Object) -> (repeat each Parameter) throws -> Result) -> Effects.Throwing.Type {
        Effects.Throwing.self
    }

    public static func effects<Object, each Parameter, Result>(of method: (Object) -> (repeat each Parameter) async -> Result) -> Effects.Async.Type {
        Effects.Async.self
    }

    public static func effects<Object, each Parameter, Result>(of method: (Object) -> (repeat each Parameter) async throws -> Result) -> Effects.AsyncThrowing.Type {
        Effects.AsyncThrowing.self
    }

    /// A model whose `async` methods views await: a class on the main actor (so `Sendable`), or
    /// one `Sendable` otherwise. A nonisolated `async` method of any other class would be called
    /// by sending the model off the main actor, which Swift 6 rejects in the view's code.
    public static func awaitedFromTheMainActor<Model: Sendable>(_ model: Model.Type) {}

    /// The effects of a function, such as a static method, as `effects(of:)` reads a method's.
    public static func effects<each Parameter, Result>(ofFunction function: (repeat each Parameter) -> Result) -> Effects.Synchronous.Type {
        Effects.Synchronous.self
    }

    public static func effects<each Parameter, Result>(ofFunction function: (repeat each Parameter) throws -> Result) -> Effects.Throwing.Type {
        Effects.Throwing.self
    }

    public static func effects<each Parameter, Result>(ofFunction function: (repeat each Parameter) async -> Result) -> Effects.Async.Type {
        Effects.Async.self
    }

    public static func effects<each Parameter, Result>(ofFunction function: (repeat each Parameter) async throws -> Result) -> Effects.AsyncThrowing.Type {
        Effects.AsyncThrowing.self
    }
}
