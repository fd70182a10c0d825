import Foundation
import TrellisSemantics
import TrellisSyntax

/// A deterministic random source, so that a seed names the same programs on every machine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}

/// SwiftUI's views and modifiers as the compiler reads them from the prelude, and the implicit
/// members (`.headline`) its value types declare.
public struct PreludeVocabulary: Sendable {
    public let views: [InterfaceDecl]
    public let modifiers: [InterfaceDecl]
    /// Type name to the static fields of that type: what `.name` may be where the type is expected.
    public let implicitMembers: [String: [String]]
    /// Protocol name to the types the prelude declares conforming to it.
    public let conformers: [String: [String]]
    /// Types declared `OptionSet`, whose values may also be written as an array literal of members (`[.top, .horizontal]`).
    public let optionSets: Set<String>

    public static let standard = PreludeVocabulary(files: Prelude.standard)

    public init(files: [SourceFileSyntax]) {
        let interfaces = files.flatMap(\.interfaces)
        views = interfaces.filter { $0.kind == .view && !$0.isUnavailable }
        modifiers = interfaces.filter { $0.kind == .modifier && !$0.isUnavailable }
        var members: [String: [String]] = [:]
        var conformers: [String: [String]] = [:]
        for decl in files.flatMap(\.structs) {
            for field in decl.fields where field.isStatic && field.type.reference.description == decl.name.name {
                members[decl.name.name, default: []].append(field.name.name)
            }
            for conformance in decl.protocols { conformers[conformance, default: []].append(decl.name.name) }
        }
        for view in views {
            for conformance in view.protocols { conformers[conformance, default: []].append(view.name.name) }
        }
        implicitMembers = members
        self.conformers = conformers
        optionSets = Set(conformers["OptionSet"] ?? [])
    }
}

/// One generated program: a `<trellis>` file whose declarations all carry the program's prefix,
/// so that many programs can be built and compiled as one module, and the Swift a developer
/// writes beside it (model methods, a modifier written in Swift).
public struct GeneratedScreenProgram: Sendable {
    public var name: String
    public var xml: String
    public var swift: String
}

/// Builds whole programs that are correct by construction: every view and modifier call comes
/// from the prelude with each argument produced for its parameter's declared type, and every
/// action from a grammar of statements that Swift accepts without warnings. A prelude form
/// with a parameter type the producers cannot make is left out and listed in `skippedForms`.
public struct ProgramGenerator {
    public let vocabulary: PreludeVocabulary
    /// Prelude forms (`Name(label:…)` for a view or modifier overload) never generated, with the reason.
    public private(set) var skippedForms: [String: String] = [:]
    /// Each usable declaration, its usable overloads, and what its type parameter is bound to.
    private var usableViews: [(decl: InterfaceDecl, overloads: [Signature], generic: String?)] = []
    private var usableModifiers: [(decl: InterfaceDecl, overloads: [Signature], generic: String?)] = []

    /// Modifiers whose attributes the language reads by its own rules; the generator writes them itself.
    static let ownRules: Set<String> = ["id", "onAppear", "onDisappear", "onChange", "environmentObject", "environment", "task", "refreshable", "onSubmit", "onReceive", "focused"]
    /// Modifiers whose place matters beyond their types (inside a `NavigationStack`, outside lazy
    /// containers: TRL245, TRL247; a `tag` of the enclosing `Picker`'s selection type: TRL131), which
    /// a random place does not respect; the generator writes `navigationDestination(for:)` itself
    /// where a link needs it.
    static let placedByRules: Set<String> = ["navigationDestination", "tag"]
    /// Scenes the prelude declares beside its views.
    static let scenes: Set<String> = ["WindowGroup"]

    public init(vocabulary: PreludeVocabulary = .standard) {
        self.vocabulary = vocabulary
        for decl in vocabulary.views {
            // A scene is placed only in an app's body (TRL198), never at a random place of a view.
            if Self.scenes.contains(decl.name.name) {
                for overload in decl.overloads { skippedForms[Self.formName(decl, overload)] = "a scene, which only an app's body holds" }
                continue
            }
            classify(decl, into: \.usableViews)
        }
        for decl in vocabulary.modifiers where !Self.ownRules.contains(decl.name.name) {
            if Self.placedByRules.contains(decl.name.name) {
                for overload in decl.overloads { skippedForms[Self.formName(decl, overload)] = "its place is checked by rules a random place does not respect" }
                continue
            }
            // A deprecated modifier checks with a warning (TRL224); a correct program draws none.
            if decl.deprecation != nil {
                for overload in decl.overloads { skippedForms[Self.formName(decl, overload)] = "deprecated, a warning wherever it is written" }
                continue
            }
            // So is a deprecated overload (`animation(_:)`), beside the others.
            var decl = decl
            for overload in decl.overloads where overload.deprecation != nil {
                skippedForms[Self.formName(decl, overload)] = "deprecated, a warning wherever it is written"
            }
            decl.overloads.removeAll { $0.deprecation != nil }
            classify(decl, into: \.usableModifiers)
        }
    }

    /// Keeps the overloads whose every required parameter has a producer, binding the
    /// declaration's one type parameter to the first value type its Swift constraints allow.
    private mutating func classify(_ decl: InterfaceDecl, into keyPath: WritableKeyPath<ProgramGenerator, [(decl: InterfaceDecl, overloads: [Signature], generic: String?)]>) {
        var bindings: [String?] = [nil]
        if let generic = decl.generics.first {
            guard decl.generics.count == 1, let candidates = ValueTable.genericCandidates[generic] else {
                // Forms that do not mention the type parameter need no binding: `sheet(isPresented:)`.
                var usable: [Signature] = []
                for overload in decl.overloads {
                    let mentions = overload.parameters.contains { parameter in
                        decl.generics.contains { ValueTable.substitute($0, with: "\u{0}", in: parameter.typeText ?? "") != (parameter.typeText ?? "") }
                    }
                    if mentions {
                        skippedForms[Self.formName(decl, overload)] = "type parameter \(decl.generics.joined(separator: ", ")) whose constraints the prelude does not declare"
                    } else if let missing = overload.parameters.first(where: { !$0.isSlot && $0.defaultValue == nil && !ValueTable.canProduce($0.typeText ?? "", vocabulary: vocabulary) }) {
                        skippedForms[Self.formName(decl, overload)] = "`\(missing.typeText ?? "?")`"
                    } else {
                        usable.append(overload)
                    }
                }
                if !usable.isEmpty { self[keyPath: keyPath].append((decl, usable, nil)) }
                return
            }
            bindings = candidates
        }
        for binding in bindings {
            var usable: [Signature] = []
            var reasons: [String: String] = [:]
            for overload in decl.overloads {
                if let missing = overload.parameters.first(where: { !$0.isSlot && $0.defaultValue == nil && !ValueTable.canProduce(typeText(of: $0, binding: binding, in: decl), vocabulary: vocabulary) }) {
                    reasons[Self.formName(decl, overload)] = "`\(missing.typeText ?? "?")`"
                } else {
                    usable.append(overload)
                }
            }
            if !usable.isEmpty || binding == bindings.last {
                for (form, reason) in reasons { skippedForms[form] = reason }
                if !usable.isEmpty { self[keyPath: keyPath].append((decl, usable, binding)) }
                return
            }
        }
    }

    static func formName(_ decl: InterfaceDecl, _ overload: Signature) -> String {
        let labels = overload.parameters.map { $0.isSlot ? "\($0.name.name){}" : $0.name.name }
        return decl.kind == .view ? "\(decl.name.name)(\(labels.joined(separator: ", ")))" : ".\(decl.name.name)(\(labels.joined(separator: ", ")))"
    }

    func typeText(of parameter: ParameterDecl, binding: String?, in decl: InterfaceDecl) -> String {
        var text = parameter.typeText ?? ""
        if let binding, let generic = decl.generics.first { text = ValueTable.substitute(generic, with: binding, in: text) }
        return text
    }

    /// The program for `index`, drawn from `seed`: the same pair always gives the same program.
    public func program(index: Int, seed: UInt64) -> GeneratedScreenProgram {
        let random = SplitMix64(seed: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        var writer = ProgramWriter(prefix: "G\(index)", generator: self, random: random)
        return writer.write()
    }

    // MARK: Views and modifiers from the prelude

    func randomView(_ random: inout SplitMix64) -> (decl: InterfaceDecl, overload: Signature, binding: String?) {
        let entry = random.pick(usableViews)
        return (entry.decl, random.pick(entry.overloads), entry.generic)
    }

    func randomModifier(_ random: inout SplitMix64) -> (decl: InterfaceDecl, overload: Signature, binding: String?) {
        let entry = random.pick(usableModifiers)
        return (entry.decl, random.pick(entry.overloads), entry.generic)
    }
}

/// The typed value producers: what the generator can write for a parameter of a given type
/// in a screen whose declarations are `ScreenShape`'s.
enum ValueTable {
    /// What a prelude declaration's type parameter may be bound to, by its name, tried in order.
    /// The prelude does not declare the constraints, so they are SwiftUI's: `Slider`'s and
    /// `ProgressView`'s `V` is a `BinaryFloatingPoint`, `Stepper`'s `Strideable`, `task(id:)`'s
    /// `T` `Equatable`, a selection or a link's value `Hashable`, a `NavigationStack`'s path
    /// `Data` a `MutableCollection`, `RandomAccessCollection` and `RangeReplaceableCollection` of
    /// `Hashable` elements. A publisher is left out.
    static let genericCandidates: [String: [String?]] = [
        "V": ["Double"], "T": ["Int", "String"], "SelectionValue": ["Int", "String"], "P": ["Int", "String"], "Value": ["Int", "String"],
        "Data": ["[String]"],
    ]

    /// The screen's state of each value type, read by `{name}` and bound by `{$name}`.
    static let states: [String: String] = ["Int": "count", "String": "title", "Bool": "flag", "Double": "level", "Date": "due", "Int?": "selection", "[String]": "names"]

    static func substitute(_ generic: String, with type: String, in text: String) -> String {
        var result = ""
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                result += word == generic ? type : word
                word = ""
                result.append(character)
            }
        }
        return String(result.dropLast())
    }

    static func canProduce(_ type: String, vocabulary: PreludeVocabulary) -> Bool {
        // Actions: the statement grammar writes the body of any closure that returns nothing.
        if let arrow = type.range(of: "->", options: .backwards) { return String(type[arrow.upperBound...]).trimming(" ") == "Void" }
        var random = SplitMix64(seed: 0)
        return produce(type, vocabulary: vocabulary, random: &random) != nil
    }

    /// A call site's attribute for a parameter of `type` that is not a function type (those are
    /// actions, written by the statement grammar), or `nil` when the table has no producer.
    static func produce(_ type: String, vocabulary: PreludeVocabulary, random: inout SplitMix64) -> String? {
        let type = type.trimming(" ")
        // Through an optional, Swift finds no base for an implicit member of an opaque type
        // (`tint(.secondary)` where the parameter is `(some ShapeStyle)?`): name the conformer.
        if type.hasPrefix("(some "), type.hasSuffix(")?") {
            let requirement = String(type.dropFirst("(some ".count).dropLast(2))
            var candidates: [String] = []
            for conformer in vocabulary.conformers[requirement] ?? [] {
                candidates += (vocabulary.implicitMembers[conformer] ?? []).map { "\(conformer).\($0)" }
                candidates += constructions(of: conformer, vocabulary: vocabulary)
            }
            return candidates.isEmpty ? nil : random.pick(candidates)
        }
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            let element = String(type.dropFirst("Binding<".count).dropLast())
            // A model's property binds as a state does: `$store.label`.
            let properties = ["Int": "store.value", "String": "store.label"]
            if let property = properties[element], random.chance(0.3) { return "{$\(property)}" }
            // A binding made in place, as Swift's `Binding(get:set:)`.
            if let state = states[element], random.chance(0.2) {
                return random.pick([
                    "{Binding(get: { \(state) }, set: { \(state) = $0 })}",
                    "{Binding(get: { self.\(state) }, set: { newValue in \(state) = newValue })}",
                ])
            }
            return states[element].map { "{$\($0)}" }
        }
        if type.hasSuffix("?") { return produce(String(type.dropLast()), vocabulary: vocabulary, random: &random) }
        switch type {
        case "String": return random.pick(["Hello", "Count {count}", "{title}", "Level {level}"])
        case "Bool": return random.pick(["true", "false", "flag", "{count > 2}", "{!flag}"])
        case "Int": return random.pick(["1", "3", "{count}", "{names.count}"])
        case "Double": return random.pick(["0.5", "2", "{level}", "{level * 2}"])
        case "CGFloat": return random.pick(["4", "8", "12.5", "{CGFloat(count)}"])
        case "EdgeInsets": return random.pick(["EdgeInsets()", "{EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: CGFloat(count))}"])
        case "Text": return random.pick(["{Text(\"Hint\")}", "{Text(title)}"])
        case "AnyHashable": return random.pick(["count", "title", "flag"])
        case "Date": return random.pick(["{due}", "{Date()}"])
        case "URL": return random.pick(["{URL(string: \"https://example.com\")!}", "{URL(fileURLWithPath: title)}"])
        case "CLLocationCoordinate2D": return random.pick(["{CLLocationCoordinate2D()}", "{CLLocationCoordinate2D(latitude: level, longitude: -155.5)}"])
        case "Color":
            let colors = constructions(of: "Color", vocabulary: vocabulary)
            return colors.isEmpty ? nil : random.pick(colors)
        case "[Color]": return random.pick(["[.red, .blue]", "[.orange]", "[Color.green, .mint, .teal]"])
        case "Gradient": return random.pick(["Gradient(colors: [.red, .blue])", "Gradient(stops: [Gradient.Stop(color: .white, location: 0)])"])
        case "[Gradient.Stop]": return random.pick(["[Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]", "[.init(color: .gray, location: 0.5)]"])
        default: break
        }
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            let element = String(type.dropFirst("Binding<".count).dropLast())
            return states[element].map { "{$\($0)}" }
        }
        if type.hasPrefix("ClosedRange<"), type.hasSuffix(">") {
            switch String(type.dropFirst("ClosedRange<".count).dropLast()) {
            case "Double": return random.pick(["0...1", "0...10"])
            case "Int": return random.pick(["0...10", "1...5"])
            default: return nil
            }
        }
        if type.hasPrefix("some ") {
            let requirement = String(type.dropFirst("some ".count))
            var candidates: [String] = []
            for conformer in vocabulary.conformers[requirement] ?? [] {
                candidates += (vocabulary.implicitMembers[conformer] ?? []).map { ".\($0)" }
                if requirement == "Shape" || requirement == "ShapeStyle" {
                    candidates += constructions(of: conformer, vocabulary: vocabulary)
                }
            }
            return candidates.isEmpty ? nil : random.pick(candidates)
        }
        if let members = vocabulary.implicitMembers[type], !members.isEmpty {
            // An option set also takes an array literal of its members: `padding([.top, .horizontal])`.
            if vocabulary.optionSets.contains(type), members.count > 1, random.chance(0.4) {
                let first = random.pick(members)
                let second = random.pick(members.filter { $0 != first })
                return random.pick(["[.\(first), .\(second)]", "[.\(first)]", "[]"])
            }
            return "." + random.pick(members)
        }
        return nil
    }

    /// Calls of a prelude view's initializers whose arguments are plain numbers: `Circle()`,
    /// `Color(red: 0.2, green: 0.4, blue: 0.6)`.
    static func constructions(of name: String, vocabulary: PreludeVocabulary) -> [String] {
        guard let decl = vocabulary.views.first(where: { $0.name.name == name }), decl.generics.isEmpty else { return [] }
        // A static member that is a view (`Color.clear`) is read, not called.
        if name.contains(".") { return decl.overloads.allSatisfy(\.parameters.isEmpty) ? [name] : [] }
        var calls: [String] = []
        for overload in decl.overloads.isEmpty ? [Signature(parameters: [], location: decl.location)] : decl.overloads {
            let required = overload.parameters.filter { $0.defaultValue == nil }
            guard !required.contains(where: \.isSlot) else { continue }
            guard required.allSatisfy({ ["Double", "CGFloat"].contains($0.typeText ?? "") }) else { continue }
            let arguments = required.map { ($0.label == nil ? "" : "\($0.label ?? $0.name.name): ") + "0.5" }
            calls.append("\(name)(\(arguments.joined(separator: ", ")))")
        }
        return calls
    }
}

extension String {
    func trimming(_ set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return String(text)
    }

    var xmlAttributeEscaped: String {
        var result = ""
        for character in self {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
