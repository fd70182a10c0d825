// Everyday modifiers after the first set (EverydayVocabulary.swift): `sensoryFeedback` plays
// when its trigger changes, and the host keeps what played (`ViewHost.sensoryFeedback`);
// `trim` is a shape's, printed after its name; the rest are drawing and layout, recorded as
// written in `ViewHost.appearance(of:)`'s `modifiers`.

extension Shape {
    /// The part of the outline from `from` to `to`, fractions of its length. Printed after the
    /// shape's name, `Circle trim(from: 0, to: 0.25) stroke blue`; its path is the whole outline.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}

/// A shape trimmed to a part of its outline: what `trim(from:to:)` returns, a shape still.
public struct TrimmedShape<Content: Shape>: Shape, PrimitiveView, DescribedShape {
    let shape: Content
    let startFraction: CGFloat
    let endFraction: CGFloat

    init(shape: Content, from startFraction: CGFloat, to endFraction: CGFloat) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    func makeNode(parent: Node) -> Node { body.makeNode(parent: parent) }

    var shapeDescription: String {
        let name = (shape as? any DescribedShape)?.shapeDescription ?? String(describing: Content.self)
        return "\(name) trim(from: \(describe(startFraction)), to: \(describe(endFraction)))"
    }
}

/// A view's size as its alignment guides see it.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
}

/// Variants of SF Symbols the images below show, `.fill`, `.circle.fill`, `.none`.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    private let names: [String]
    private init(_ names: [String]) { self.names = names }

    public static let none = SymbolVariants([])
    public static let circle = SymbolVariants(["circle"])
    public static let square = SymbolVariants(["square"])
    public static let rectangle = SymbolVariants(["rectangle"])
    public static let fill = SymbolVariants(["fill"])
    public static let slash = SymbolVariants(["slash"])

    /// This variant, filled: `.circle.fill`.
    public var fill: SymbolVariants { SymbolVariants(names + ["fill"]) }

    public var description: String { names.isEmpty ? ".none" : "." + names.joined(separator: ".") }
}

/// How a view's content changes when it does, `.numericText()` for a counter's digits.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    private init(_ description: String) { self.description = description }

    public static let identity = ContentTransition(".identity")
    public static let opacity = ContentTransition(".opacity")
    public static let interpolate = ContentTransition(".interpolate")
    public static let symbolEffect = ContentTransition(".symbolEffect")

    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(countsDown ? ".numericText(countsDown: true)" : ".numericText()")
    }

    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(".numericText(value: \(describe(CGFloat(value))))")
    }
}

/// Where a container background goes: a widget's, or a navigation stack's or split view's.
public struct ContainerBackgroundPlacement: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    private init(_ description: String) { self.description = description }

    public static let widget = ContainerBackgroundPlacement(".widget")
    public static let navigation = ContainerBackgroundPlacement(".navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(".navigationSplitView")
}

/// The Liquid Glass material `glassEffect` gives a view: `.regular`, `.clear`, `.identity`, tinted
/// or interactive.
public struct Glass: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    private init(_ description: String) { self.description = description }

    public static let regular = Glass(".regular")
    public static let clear = Glass(".clear")
    public static let identity = Glass(".identity")

    public func tint(_ color: Color?) -> Glass { Glass(description + ".tint(\(color.map { "\($0)" } ?? "nil"))") }
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(description + (isEnabled ? ".interactive()" : ".interactive(false)")) }
}

/// A haptic or sound the system plays, as `sensoryFeedback` names it.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    private init(_ description: String) { self.description = description }

    public static let success = SensoryFeedback(".success")
    public static let warning = SensoryFeedback(".warning")
    public static let error = SensoryFeedback(".error")
    public static let selection = SensoryFeedback(".selection")
    public static let increase = SensoryFeedback(".increase")
    public static let decrease = SensoryFeedback(".decrease")
    public static let start = SensoryFeedback(".start")
    public static let stop = SensoryFeedback(".stop")
    public static let alignment = SensoryFeedback(".alignment")
    public static let levelChange = SensoryFeedback(".levelChange")
    public static let impact = SensoryFeedback(".impact")

    /// An impact of a weight, `.impact(weight: .heavy, intensity: 0.5)`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(".impact(weight: \(weight)" + (intensity == 1 ? "" : ", intensity: \(intensity)") + ")")
    }

    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public static let light = Weight(description: ".light")
        public static let medium = Weight(description: ".medium")
        public static let heavy = Weight(description: ".heavy")
    }
}

extension View {
    /// Where this view's `guide` lies, computed from its size. Trellis lays nothing out, so the
    /// guide is recorded and `computeValue` is not called.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        styled(.local(.recorded("alignmentGuide", arguments: ".\(guide)")))
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        styled(.local(.recorded("alignmentGuide", arguments: ".\(guide)")))
    }

    /// The background of the container this view is in (a widget, a navigation stack). Recorded.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        styled(.local(.recorded("containerBackground", arguments: "\(AnyShapeStyle(style)), for: \(container)")))
    }

    /// A container background of views, recorded with their type.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        styled(.local(.recorded("containerBackground", arguments: "for: \(container)" + (alignment == .center ? "" : ", alignment: \(alignment)") + ", content: \(V.self)")))
    }

    /// The symbol variant of the images below. Recorded on the view it is written on.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        styled(.local(.recorded("symbolVariant", arguments: "\(variant)")))
    }

    /// How this view's content changes when it does; headless it changes at once. Recorded.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        styled(.local(.recorded("contentTransition", arguments: "\(transition)")))
    }

    /// Liquid Glass behind this view, in `shape` (a capsule unless given). Recorded.
    public func glassEffect(_ glass: Glass = .regular) -> some View {
        styled(.local(.recorded("glassEffect", arguments: "\(glass)")))
    }

    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        let name = (shape as? any DescribedShape)?.shapeDescription ?? String(describing: S.self)
        return styled(.local(.recorded("glassEffect", arguments: "\(glass), in: \(name)")))
    }

    /// Plays `feedback` each time `trigger` changes; the host records it (`ViewHost.sensoryFeedback`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        SensoryFeedbackView(content: self, trigger: trigger) { _, _ in feedback }
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        SensoryFeedbackView(content: self, trigger: trigger) { condition($0, $1) ? feedback : nil }
    }

    /// Plays the feedback `feedback` returns for the old and new values of `trigger`, none for `nil`.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        SensoryFeedbackView(content: self, trigger: trigger, feedback: feedback)
    }
}

@MainActor
struct SensoryFeedbackView<Content: View, Trigger: Equatable>: View, PrimitiveView {
    let content: Content
    let trigger: Trigger
    let feedback: (Trigger, Trigger) -> SensoryFeedback?
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { SensoryFeedbackNode(view: self, parent: parent) }
}

@MainActor
protocol FeedbackTriggering: SingleContentView {
    var triggerValue: Any { get }
    /// The feedback a change from `oldValue` plays, or nil when the values are equal or it plays none.
    func feedback(from oldValue: Any) -> SensoryFeedback?
}

extension SensoryFeedbackView: FeedbackTriggering {
    var contentView: any View { content }
    var triggerValue: Any { trigger }
    func feedback(from oldValue: Any) -> SensoryFeedback? {
        guard let oldValue = oldValue as? Trigger, oldValue != trigger else { return nil }
        return feedback(oldValue, trigger)
    }
}

/// Plays (records) the feedback after the update that changed the trigger, as `onChange` runs.
final class SensoryFeedbackNode: ModifierNode {
    private var trigger: Any

    init<Content: View, Trigger: Equatable>(view: SensoryFeedbackView<Content, Trigger>, parent: Node) {
        trigger = view.trigger
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let triggering = view as? any FeedbackTriggering else { return }
        if let feedback = triggering.feedback(from: trigger) {
            let host = self.host
            host.lifecycle.changes.append { host.playedFeedback.append(feedback) }
        }
        trigger = triggering.triggerValue
        updateContent(triggering.contentView)
    }
}

extension ViewHost {
    /// The sensory feedback played since mount, in order: one entry each time a
    /// `sensoryFeedback` trigger changed (and its condition or closure chose one).
    public var sensoryFeedback: [SensoryFeedback] {
        settle()
        return playedFeedback
    }
}
