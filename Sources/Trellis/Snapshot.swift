/// One view on screen as `ViewHost.snapshot()` reads it: what a drawing of the screen needs,
/// where `render()` is the text tests compare. A view that prints a line in `render()` keeps
/// that line; styling modifiers, which print nothing, appear as `style` views around what they
/// modify, in the order they apply; a `Color` used as a view appears as `Color`.
public struct RenderedView: Hashable, Sendable {
    /// The first word of the line (`VStack`, `Text`, `Button`, `Navigation`, `Tab`, `Sheet`, ...),
    /// `style` for a styling modifier, `Color` for a colour that fills its space.
    public let kind: String
    /// The view's line in `render()`, or nil for styles and colours.
    public let line: String?
    /// Values the line leaves out: a stack's `alignment` and `spacing`, a control's `title` and
    /// `value`, a style's `modifier` and its arguments, a colour's `color`.
    public let properties: [String: String]
    public let children: [RenderedView]

    public init(kind: String, line: String?, properties: [String: String] = [:], children: [RenderedView] = []) {
        self.kind = kind
        self.line = line
        self.properties = properties
        self.children = children
    }
}

extension ViewHost {
    /// The views on screen, in the tree `render()` prints, with the styling it leaves out.
    public func snapshot() -> [RenderedView] {
        settle()
        return snapshotViews(of: root)
    }

    private func snapshotViews(of node: Node) -> [RenderedView] {
        let children = node.visibleChildren.flatMap { snapshotViews(of: $0) }
        if let styled = node as? StyleNode {
            // A style over nothing on screen draws nothing.
            guard !children.isEmpty else { return [] }
            return [RenderedView(kind: "style", line: nil, properties: styled.modifier.snapshotProperties, children: children)]
        }
        if let line = node.renderedLine {
            let kind = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? line
            return [RenderedView(kind: kind, line: line, properties: node.snapshotProperties, children: children)]
        }
        if let leaf = node as? LeafNode, let color = leaf.color {
            return [RenderedView(kind: "Color", line: nil, properties: ["color": color.description])]
        }
        return children
    }
}

extension StyleModifier {
    /// `modifier` names the modifier as SwiftUI does; the other keys are its arguments, as written in code.
    var snapshotProperties: [String: String] {
        switch self {
        case .inherited(let key, let value):
            return ["modifier": "\(key)", "value": value.map { String(describing: $0) } ?? "nil"]
        case .local(let style):
            return style.snapshotProperties
        case .accessibilityTraits(let added, let removed):
            return ["modifier": "accessibilityTraits", "added": "\(added.rawValue)", "removed": "\(removed.rawValue)"]
        }
    }
}

extension LocalStyle {
    var snapshotProperties: [String: String] {
        func lengths(_ fields: [(String, CGFloat?)]) -> [String: String] {
            var properties: [String: String] = [:]
            for (name, value) in fields { if let value { properties[name] = describe(value) } }
            return properties
        }
        switch self {
        case .padding(let edges, let length):
            return ["modifier": "padding", "edges": edges.description, "length": length.map(describe) ?? "default"]
        case .paddingInsets(let insets):
            return lengths([("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)])
                .merging(["modifier": "padding", "edges": "insets"]) { $1 }
        case .frame(let width, let height, let alignment):
            return lengths([("width", width), ("height", height)]).merging(["modifier": "frame", "alignment": alignment.description]) { $1 }
        case .flexibleFrame(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            return lengths([
                ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
            ]).merging(["modifier": "frame", "alignment": alignment.description]) { $1 }
        case .offset(let x, let y):
            return ["modifier": "offset", "x": describe(x), "y": describe(y)]
        case .background(let style):
            return ["modifier": "background", "style": style.description]
        case .backgroundIn(let style, let shape):
            return ["modifier": "background", "style": style.description, "shape": shape]
        case .cornerRadius(let radius):
            return ["modifier": "cornerRadius", "radius": describe(radius)]
        case .clipShape(let shape):
            return ["modifier": "clipShape", "shape": shape]
        case .contentShape(let shape):
            return ["modifier": "contentShape", "shape": shape]
        case .opacity(let opacity):
            return ["modifier": "opacity", "value": "\(opacity)"]
        case .shadow(let color, let radius, let x, let y):
            return ["modifier": "shadow", "color": color.description, "radius": describe(radius), "x": describe(x), "y": describe(y)]
        case .aspectRatio(let ratio, let mode):
            return ["modifier": "aspectRatio", "contentMode": "\(mode)"].merging(ratio.map { ["ratio": describe($0)] } ?? [:]) { $1 }
        case .fixedSize(let horizontal, let vertical):
            return ["modifier": "fixedSize", "horizontal": "\(horizontal)", "vertical": "\(vertical)"]
        case .clipped:
            return ["modifier": "clipped"]
        case .scaleEffect(let x, let y, _):
            return ["modifier": "scaleEffect", "x": describe(x), "y": describe(y)]
        case .rotationEffect(let angle, _):
            return ["modifier": "rotationEffect", "degrees": describe(CGFloat(angle.degrees))]
        case .accessibilityElement(let behavior):
            return ["modifier": "accessibilityElement", "children": "\(behavior.kind)"]
        case .badge(let label):
            return ["modifier": "badge", "label": label]
        case .containerShape(let shape):
            return ["modifier": "containerShape", "shape": shape]
        case .hoverEffect(let effect):
            return ["modifier": "hoverEffect", "effect": effect]
        case .animation(let animation, let value):
            return ["modifier": "animation", "animation": animation?.description ?? "nil", "value": value]
        case .transition(let transition):
            return ["modifier": "transition", "transition": transition.description]
        case .contentMargins(let edges, let length, let placement):
            return ["modifier": "contentMargins", "edges": "\(edges)", "length": length.map(describe) ?? "nil", "placement": placement]
        case .recorded(let name, let arguments):
            return ["modifier": name, "arguments": arguments]
        }
    }
}
