// Long presses, drags and magnification: `onLongPressGesture`, and `gesture(_:)` with
// `LongPressGesture`, `DragGesture`, `MagnifyGesture` or `MagnificationGesture` and their
// `onChanged`/`onEnded` actions. A gesture has no look of its own, so nothing is printed;
// `ViewHost.longPress(_:)`, `drag(_:by:steps:)` and `magnify(_:by:steps:)` perform them on
// the innermost view that reads the text given and has such a gesture.

/// An input a person makes with their fingers, recognised on the view it is attached to.
@MainActor
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// A press held for `minimumDuration` seconds; its value is true once the press has lasted.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A finger moved across the view; its value says where it started and how far it has moved.
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// Two fingers pinched apart or together; its value's `magnification` is the scale so far.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// The older magnification gesture, whose value is the scale itself.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A gesture that also runs an action each time its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture that also runs an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

extension Gesture where Value: Equatable {
    /// Runs `action` with the gesture's value each time it changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` with the gesture's final value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

/// Which gestures of a view and its subviews a `gesture(_:including:)` lets through.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

// MARK: Recognizers

enum GestureKind: Equatable {
    case longPress(minimumDuration: Double)
    case drag
    case magnify
    /// `MagnificationGesture`, whose value is a bare `CGFloat`.
    case magnification

    var name: String {
        switch self {
        case .longPress: "long press"
        case .drag: "drag"
        case .magnify, .magnification: "magnification"
        }
    }
}

/// A gesture erased: its kind and the actions its modifiers add, in the order written.
@MainActor
struct GestureRecognizer {
    let kind: GestureKind
    var changed: [(Any) -> Void] = []
    var ended: [(Any) -> Void] = []
    var pressingChanged: ((Bool) -> Void)?
}

@MainActor
protocol RecognizableGesture {
    var recognizer: GestureRecognizer { get }
}

extension LongPressGesture: RecognizableGesture {
    var recognizer: GestureRecognizer { GestureRecognizer(kind: .longPress(minimumDuration: minimumDuration)) }
}

extension DragGesture: RecognizableGesture {
    var recognizer: GestureRecognizer { GestureRecognizer(kind: .drag) }
}

extension MagnifyGesture: RecognizableGesture {
    var recognizer: GestureRecognizer { GestureRecognizer(kind: .magnify) }
}

extension MagnificationGesture: RecognizableGesture {
    var recognizer: GestureRecognizer { GestureRecognizer(kind: .magnification) }
}

extension _ChangedGesture: RecognizableGesture {
    var recognizer: GestureRecognizer {
        var recognizer = (content as? any RecognizableGesture)?.recognizer ?? GestureRecognizer(kind: .drag)
        let action = action
        recognizer.changed.append { value in if let value = value as? Content.Value { action(value) } }
        return recognizer
    }
}

extension _EndedGesture: RecognizableGesture {
    var recognizer: GestureRecognizer {
        var recognizer = (content as? any RecognizableGesture)?.recognizer ?? GestureRecognizer(kind: .drag)
        let action = action
        recognizer.ended.append { value in if let value = value as? Content.Value { action(value) } }
        return recognizer
    }
}

extension View {
    /// Attaches `gesture` to this view: `ViewHost.longPress(_:)`, `drag(_:by:steps:)` or
    /// `magnify(_:by:steps:)` performs it. A `mask` without `.gesture` turns it off.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        let recognizer = mask.contains(.gesture) ? (gesture as? any RecognizableGesture)?.recognizer : nil
        return RecognizedGestureView(content: self, recognizer: recognizer)
    }

    /// Runs `action` when this view is pressed for `minimumDuration` seconds, and
    /// `onPressingChanged` as the press starts and ends: `ViewHost.longPress(_:)`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        var recognizer = GestureRecognizer(kind: .longPress(minimumDuration: minimumDuration))
        recognizer.ended.append { _ in action() }
        recognizer.pressingChanged = onPressingChanged
        return RecognizedGestureView(content: self, recognizer: recognizer)
    }
}

@MainActor
struct RecognizedGestureView<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let recognizer: GestureRecognizer?
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { RecognizedGestureNode(view: self, parent: parent) }
}

@MainActor
protocol RecognizedGestureContent: SingleContentView {
    var gestureRecognizer: GestureRecognizer? { get }
}

extension RecognizedGestureView: RecognizedGestureContent {
    var gestureRecognizer: GestureRecognizer? { recognizer }
}

final class RecognizedGestureNode: ModifierNode {
    private(set) var recognizer: GestureRecognizer?

    init<Content: View>(view: RecognizedGestureView<Content>, parent: Node) {
        recognizer = view.recognizer
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let content = view as? any RecognizedGestureContent else { return }
        recognizer = content.gestureRecognizer
        updateContent(content.contentView)
    }
}

// MARK: Performing gestures

extension ViewHost {
    /// Presses and holds the view whose text reads `text` until its long-press gesture is
    /// recognised: `onPressingChanged(true)`, the action (or `onEnded(true)`), then
    /// `onPressingChanged(false)`. The virtual clock does not move.
    public func longPress(_ text: String) throws {
        let gesture = try recognizedGesture(on: text, where: { if case .longPress = $0 { true } else { false } }, named: "long press")
        gesture.pressingChanged?(true)
        settle()
        for action in gesture.changed { action(true) }
        for action in gesture.ended { action(true) }
        gesture.pressingChanged?(false)
        settle()
    }

    /// Drags the view whose text reads `text` by `translation`, from its origin, in `steps`
    /// equal moves: `onChanged` runs once per move (the screen settles between moves), then
    /// `onEnded` with the last value.
    public func drag(_ text: String, by translation: CGSize, steps: Int = 1) throws {
        let gesture = try recognizedGesture(on: text, where: { $0 == .drag }, named: "drag")
        let count = max(steps, 1)
        var value = DragGesture.Value(time: Date(), location: .zero, startLocation: .zero, velocity: .zero, predictedEndLocation: .zero)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            value.location = CGPoint(x: translation.width * fraction, y: translation.height * fraction)
            value.predictedEndLocation = CGPoint(x: translation.width, y: translation.height)
            for action in gesture.changed { action(value) }
            settle()
        }
        for action in gesture.ended { action(value) }
        settle()
    }

    /// Pinches the view whose text reads `text` to `scale` in `steps` equal changes:
    /// `onChanged` runs once per change, then `onEnded` with the final scale.
    public func magnify(_ text: String, by scale: CGFloat, steps: Int = 1) throws {
        let gesture = try recognizedGesture(on: text, where: { $0 == .magnify || $0 == .magnification }, named: "magnification")
        let count = max(steps, 1)
        var last: Any = scale
        for step in 1...count {
            let current = 1 + (scale - 1) * CGFloat(step) / CGFloat(count)
            last = gesture.kind == .magnification
                ? current as Any
                : MagnifyGesture.Value(time: Date(), magnification: current, velocity: 0, startAnchor: .center, startLocation: .zero) as Any
            for action in gesture.changed { action(last) }
            settle()
        }
        for action in gesture.ended { action(last) }
        settle()
    }

    /// The gesture of the kind wanted on the innermost view reading `text`, unless disabled.
    private func recognizedGesture(on text: String, where matches: (GestureKind) -> Bool, named name: String) throws -> GestureRecognizer {
        settle()
        var found: RecognizedGestureNode?
        visitReachable(from: root) { node in
            guard let gesture = node as? RecognizedGestureNode, let recognizer = gesture.recognizer, matches(recognizer.kind),
                  reads(gesture, text) else { return }
            if found == nil || gesture.depth > found!.depth { found = gesture }
        }
        guard let node = found, let recognizer = node.recognizer else {
            throw ViewHostError("No view reading \(quoted(text)) has a \(name) gesture. On screen:\n\(render())")
        }
        try refuseIfDisabled(node, described: "The \(name) gesture of \(quoted(text))", action: "performed")
        return recognizer
    }
}
