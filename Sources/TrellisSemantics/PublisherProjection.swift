import TrellisDiagnostics
import TrellisSyntax

extension ExpressionChecker {
    /// `model.$title`: the publisher of a `published` property of an `ObservableObject` model,
    /// `Published<T>.Publisher` as in Combine; anything else is TRL250. A generated model's
    /// projected property is a real `@Published`, which needs an initial value (TRL251).
    mutating func inferPublisher(of base: Expr, name: String, nameLocation: SourceLocation, locals: LocalScope?, depth: Int) -> ResolvedType? {
        guard let baseType = infer(base, locals: locals, depth: depth).type else { return nil }
        func reject(_ found: String) -> ResolvedType? {
            diagnostics.emit(
                Catalog.publisherOfNonPublished(name, found: found), at: nameLocation,
                highlights: [SourceRange(nameLocation, length: name.unicodeScalars.count + 1)]
            )
            return nil
        }
        guard case .model(let modelName, let kind) = baseType, let model = symbols.models[modelName] else {
            return reject("`\(ExpressionText.render(base))` is a `\(baseType)`, not an `ObservableObject` model")
        }
        guard kind == .observableObject else {
            return reject("`\(modelName)` is an `@Observable` model, whose properties publish nothing; observe it with `onChange(of:)`")
        }
        guard let property = model.properties.first(where: { $0.name.name == name }) else {
            return reject("`\(modelName)` has no property `\(name)`")
        }
        guard property.isObserved else {
            return reject("`\(name)` of `\(modelName)` is a plain `property`")
        }
        if !model.isExternal, property.initial == nil {
            diagnostics.emit(
                Catalog.publisherWithoutInitialValue(name, model: modelName), at: nameLocation,
                notes: [Note("`\(name)` declared here", at: property.location)]
            )
            return nil
        }
        guard let valueType = symbols.resolve(property.type.reference) else { return nil }
        projectedPublishers.insert(PublishedProperty(model: modelName, property: name))
        return .builtin("Published<\(valueType)>.Publisher", arguments: [])
    }
}

/// A `published` property of a model whose publisher (`model.$name`) the program uses.
public struct PublishedProperty: Hashable, Sendable {
    public let model: String
    public let property: String

    public init(model: String, property: String) {
        self.model = model
        self.property = property
    }
}
