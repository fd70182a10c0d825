import Trellis

/// Draws the runtime's snapshot as HTML: stacks become flex boxes, styling modifiers boxes or
/// inherited CSS, lists and forms inset grouped sections, navigation and tab views their bars,
/// presentations overlays over the whole screen. Controls carry `data-` attributes naming the
/// `ViewHost` interaction a click means, which the live preview sends back.
struct ScreenRenderer {
    /// Sheets, covers, alerts and dialogs, outermost first, drawn over the screen.
    private(set) var overlays: [String] = []

    enum Axis {
        case vertical, horizontal, layered
    }

    /// How a view grows to fill the space its parent offers, as SwiftUI's flexible views do.
    struct Flexibility {
        var horizontal = false
        var vertical = false
        static let both = Flexibility(horizontal: true, vertical: true)
        func union(_ other: Flexibility) -> Flexibility {
            Flexibility(horizontal: horizontal || other.horizontal, vertical: vertical || other.vertical)
        }
    }

    // MARK: Flexibility

    static func flexibility(of view: RenderedView, in axis: Axis) -> Flexibility {
        switch view.kind {
        case "Spacer":
            return Flexibility(horizontal: axis == .horizontal, vertical: axis == .vertical)
        case "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "List", "Form", "ScrollView",
             "TabView", "NavigationStack", "NavigationSplitView":
            return .both
        case "Divider":
            return Flexibility(horizontal: axis != .horizontal, vertical: axis == .horizontal)
        case "TextField", "SecureField", "TextEditor", "Toggle", "Slider", "Picker", "Stepper", "DatePicker", "SearchField", "ProgressView":
            return Flexibility(horizontal: true)
        case "VStack", "LazyVStack":
            return view.children.reduce(Flexibility()) { $0.union(flexibility(of: $1, in: .vertical)) }
        case "HStack", "LazyHStack":
            return view.children.reduce(Flexibility()) { $0.union(flexibility(of: $1, in: .horizontal)) }
        case "style":
            let inner = view.children.reduce(Flexibility()) { $0.union(flexibility(of: $1, in: axis)) }
            guard view.properties["modifier"] == "frame" else { return inner }
            var result = inner
            if view.properties["maxWidth"] == ".infinity" { result.horizontal = true }
            if view.properties["maxHeight"] == ".infinity" { result.vertical = true }
            if view.properties["width"] != nil { result.horizontal = false }
            if view.properties["height"] != nil { result.vertical = false }
            return result
        case "Sheet", "FullScreenCover", "Popover", "Alert", "ConfirmationDialog", "Navigation", "Toolbar":
            return Flexibility()
        default:
            return view.children.reduce(Flexibility()) { $0.union(flexibility(of: $1, in: .vertical)) }
        }
    }

    private static func growClasses(_ view: RenderedView, in axis: Axis) -> [String] {
        let flexibility = flexibility(of: view, in: axis)
        return (flexibility.horizontal ? ["gh"] : []) + (flexibility.vertical ? ["gv"] : [])
    }

    // MARK: Views

    /// Siblings in order; an `Overlay` or `Background` is layered with the view before it.
    mutating func render(_ views: [RenderedView], in axis: Axis) -> String {
        var parts: [(view: RenderedView, html: String)] = []
        for view in views {
            if (view.kind == "Overlay" || view.kind == "Background"), let modified = parts.popLast() {
                let decoration = element("div", classes: ["col", "decoration"], inner: render(view.children, in: .vertical))
                let layers = view.kind == "Overlay" ? modified.html + decoration : decoration + modified.html
                let classes = ["z"] + Self.growClasses(modified.view, in: axis)
                parts.append((modified.view, element("div", classes: classes, inner: layers)))
            } else {
                parts.append((view, render(view, in: axis)))
            }
        }
        return parts.map(\.html).joined()
    }

    mutating func render(_ view: RenderedView, in axis: Axis) -> String {
        let grow = Self.growClasses(view, in: axis)
        let strings = quotedStrings(in: view.line ?? "")
        switch view.kind {
        case "VStack", "LazyVStack":
            return stack(view, classes: ["col"] + grow, axis: .vertical, alignment: view.properties["alignment"])
        case "HStack", "LazyHStack":
            return stack(view, classes: ["row"] + grow, axis: .horizontal, alignment: view.properties["alignment"])
        case "ZStack":
            let place = SwiftUIStyles.placement(view.properties["alignment"])
            return element("div", classes: ["z"] + grow, style: [("justify-items", place.horizontal), ("align-items", place.vertical)], inner: render(view.children, in: .layered))
        case "LazyVGrid", "LazyHGrid":
            let count = view.line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            let columns = count.map { "repeat(\($0), minmax(0, 1fr))" } ?? "repeat(auto-fill, minmax(80px, 1fr))"
            return element("div", classes: ["grid"] + grow, style: [("grid-template-columns", columns)], inner: render(view.children, in: .layered))
        case "ScrollView":
            let horizontal = view.line?.hasSuffix("horizontal") == true
            return element("div", classes: ["scroll", horizontal ? "row" : "col"] + grow, inner: render(view.children, in: horizontal ? .horizontal : .vertical))
        case "Spacer":
            return element("div", classes: ["spacer"] + grow)
        case "Divider":
            return element("div", classes: ["divider"] + grow)
        case "Text":
            return element("span", classes: ["text"] + grow, inner: escape(strings.first ?? ""))
        case "Color":
            return element("div", classes: ["fill"] + grow, style: [("background", SwiftUIStyles.color(view.properties["color"] ?? ""))])
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse":
            return shape(view, grow: grow)
        case "Image":
            return image(view, strings: strings, grow: grow)
        case "Label":
            return label(view, strings: strings, grow: grow)
        case "Button":
            return button(view, grow: grow)
        case "NavigationLink":
            let inner = view.children.isEmpty
                ? span("link-title", view.properties["title"] ?? "")
                : element("span", classes: ["link-title", "row"], inner: render(view.children, in: .horizontal))
            return element("button", classes: ["link"] + grow, attributes: interaction("tap", view.properties["title"]) + disabled(view), inner: inner + span("chevron", "›"))
        case "Toggle":
            let isOn = view.properties["value"] == "on"
            let title = view.properties["title"] ?? ""
            let control = element(
                "button", classes: ["switch", isOn ? "on" : "off"],
                attributes: interaction("toggle", title) + [("role", "switch"), ("aria-checked", isOn ? "true" : "false"), ("aria-label", title)] + disabled(view),
                inner: element("span", classes: ["knob"])
            )
            return element("div", classes: ["control-row"] + grow, inner: span("control-title", title) + control)
        case "TextField", "SecureField":
            return textField(view, strings: strings, grow: grow)
        case "TextEditor":
            return element("textarea", classes: ["editor"] + grow, attributes: [("readonly", "")], inner: escape(strings.first ?? ""))
        case "Slider", "Stepper", "Picker", "DatePicker":
            return valueRow(view, strings: strings, grow: grow)
        case "ProgressView":
            return progress(view, strings: strings, grow: grow)
        case "SearchField":
            let prompt = strings.first ?? "Search"
            let text = strings.dropFirst().first ?? ""
            return element("div", classes: ["search"] + grow, inner: span("search-glass", "⌕") + element("input", classes: ["search-input"], attributes: [("placeholder", prompt), ("value", text), ("readonly", "")]))
        case "List", "Form":
            return list(view, grow: grow)
        case "Section":
            return section(view)
        case "NavigationStack":
            return navigationStack(view, grow: grow)
        case "NavigationSplitView":
            // An iPhone in portrait shows the split view's first column, as a stack.
            let column = view.children.first?.children ?? []
            return navigationStack(RenderedView(kind: "NavigationStack", line: "NavigationStack", properties: ["depth": "0"], children: column), grow: grow)
        case "TabView":
            return tabView(view, grow: grow)
        case "Sheet", "FullScreenCover", "Popover", "Alert", "ConfirmationDialog":
            presentation(view, title: strings.first)
            return ""
        case "GroupBox":
            let title = strings.first.map { span("groupbox-title", $0) } ?? ""
            return element("div", classes: ["groupbox", "col"] + grow, inner: title + render(view.children, in: .vertical))
        case "DisclosureGroup", "Menu":
            let title = strings.first ?? ""
            let head = element("button", classes: ["link", "disclosure"], attributes: interaction("tap", title), inner: span("link-title", title) + span("chevron", view.kind == "Menu" ? "⌄" : "›"))
            return element("div", classes: ["col", "leading"] + grow, inner: head + render(view.children, in: .vertical))
        case "style":
            return style(view, in: axis)
        case "header", "footer", "sidebar", "content", "detail":
            return element("div", classes: ["col", view.kind] + grow, inner: render(view.children, in: .vertical))
        case "Navigation", "Toolbar":
            // Titles and toolbars no navigation stack encloses show nowhere, as in SwiftUI.
            return ""
        default:
            let line = element("span", classes: ["generic-line"], inner: escape(view.line ?? view.kind))
            return element("div", classes: ["generic", "col"] + grow, inner: line + render(view.children, in: .vertical))
        }
    }

    private mutating func stack(_ view: RenderedView, classes: [String], axis: Axis, alignment: String?) -> String {
        let gap = view.properties["spacing"].map { "\($0)px" } ?? "8px"
        return element("div", classes: classes, style: [("align-items", SwiftUIStyles.crossAxis(alignment)), ("gap", gap)], inner: render(view.children, in: axis))
    }

    private func shape(_ view: RenderedView, grow: [String]) -> String {
        let words = (view.line ?? "").split(separator: " ").map(String.init)
        var style: [(String, String)] = []
        switch view.kind {
        case "Circle": style.append(("border-radius", "50%")); style.append(("aspect-ratio", "1"))
        case "Capsule", "Ellipse": style.append(("border-radius", "9999px"))
        case "RoundedRectangle":
            if let index = words.firstIndex(of: "cornerRadius"), index + 1 < words.count { style.append(("border-radius", "\(words[index + 1])px")) }
        default: break
        }
        let lineWidth = words.firstIndex(of: "lineWidth").flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil } ?? "1"
        if let index = words.firstIndex(of: "fill"), index + 1 < words.count {
            style.append(("background", SwiftUIStyles.color(words[(index + 1)...].prefix { $0 != "lineWidth" }.joined(separator: " "))))
        } else if let index = words.firstIndex(where: { $0 == "stroke" || $0 == "strokeBorder" }), index + 1 < words.count {
            style.append(("border", "\(lineWidth)px solid \(SwiftUIStyles.color(words[index + 1]))"))
        } else {
            style.append(("background", "currentColor"))
        }
        return element("div", classes: ["shape"] + grow, style: style, attributes: [("data-shape", view.kind)])
    }

    private func image(_ view: RenderedView, strings: [String], grow: [String]) -> String {
        let name = strings.first ?? ""
        if view.line?.hasPrefix("Image systemName") == true { return symbol(name, classes: grow) }
        return element("div", classes: ["asset"] + grow, attributes: [("data-image", name), ("title", name)], inner: span("asset-name", name))
    }

    /// An SF Symbol: its glyph when it is a common one, else a placeholder that names it.
    private func symbol(_ name: String, classes: [String] = []) -> String {
        if let glyph = SwiftUIStyles.symbolGlyphs[name] {
            return element("span", classes: ["symbol"] + classes, attributes: [("data-symbol", name), ("title", name), ("aria-label", name)], inner: escape(glyph))
        }
        return element("span", classes: ["symbol", "unknown-symbol"] + classes, attributes: [("data-symbol", name), ("title", name), ("aria-label", name)], inner: escape(name))
    }

    private mutating func label(_ view: RenderedView, strings: [String], grow: [String]) -> String {
        let line = view.line ?? ""
        let title = strings.first ?? ""
        var icon = view.children.isEmpty ? "" : render(view.children, in: .horizontal)
        if line.contains(" systemImage ") { icon = symbol(strings.dropFirst().first ?? "") }
        if line.contains(" image ") { icon = element("span", classes: ["asset", "small"], attributes: [("data-image", strings.dropFirst().first ?? "")]) }
        if line.hasSuffix("[titleOnly]") { icon = "" }
        let text = line.hasSuffix("[iconOnly]") ? "" : span("text", title)
        return element("span", classes: ["label"] + grow, inner: icon + text)
    }

    private mutating func button(_ view: RenderedView, grow: [String]) -> String {
        let title = view.properties["title"] ?? ""
        var classes = ["button"] + grow
        if view.line?.contains("[destructive]") == true { classes.append("destructive") }
        if view.line?.contains("[cancel]") == true { classes.append("cancel") }
        let inner = view.children.isEmpty ? span("button-title", title) : render(view.children, in: .horizontal)
        return element("button", classes: classes, attributes: interaction("tap", title) + disabled(view), inner: inner)
    }

    private func textField(_ view: RenderedView, strings: [String], grow: [String]) -> String {
        let title = view.properties["title"] ?? strings.first ?? ""
        let prompt = view.line.flatMap { line in line.range(of: " prompt ").map { quotedStrings(in: String(line[$0.upperBound...])).first } } ?? nil
        var attributes = interaction("type", title) + [("placeholder", prompt ?? title), ("value", view.properties["value"] ?? ""), ("aria-label", title)]
        if view.kind == "SecureField" { attributes.append(("type", "password")) }
        return element("input", classes: ["field"] + grow, attributes: attributes + disabled(view))
    }

    private func valueRow(_ view: RenderedView, strings: [String], grow: [String]) -> String {
        let line = view.line ?? ""
        let title = strings.first.map { line.hasPrefix("\(view.kind) \"") ? $0 : "" } ?? ""
        let value = line.range(of: ": ").map { String(line[$0.upperBound...]) } ?? ""
        var control: String
        switch view.kind {
        case "Slider":
            let parts = value.split(separator: " ")
            let current = parts.first.map(String.init) ?? "0"
            let bounds = parts.count > 2 ? parts[2].components(separatedBy: "...") : ["0", "1"]
            control = element("input", classes: ["slider"], attributes: [("type", "range"), ("min", bounds.first ?? "0"), ("max", bounds.last ?? "1"), ("step", "any"), ("value", current), ("disabled", "")])
        case "Stepper":
            let current = value.split(separator: " ").first.map(String.init) ?? ""
            let minus = element("button", classes: ["stepper-part"], attributes: interaction("decrement", title) + [("aria-label", "Decrement")] + disabled(view), inner: "−")
            let plus = element("button", classes: ["stepper-part"], attributes: interaction("increment", title) + [("aria-label", "Increment")] + disabled(view), inner: "+")
            control = span("stepper-value", current) + element("span", classes: ["stepper"], inner: minus + plus)
        case "Picker":
            let selected = quotedStrings(in: value).first ?? value
            control = span("picker-value", selected + " ⌃⌄")
        default:
            control = span("date-value", value.replacingOccurrences(of: " [disabled]", with: ""))
        }
        return element("div", classes: ["control-row"] + grow, inner: span("control-title", title) + control)
    }

    private func progress(_ view: RenderedView, strings: [String], grow: [String]) -> String {
        let title = strings.first.map { span("text", $0) } ?? ""
        if let fraction = (view.line ?? "").split(separator: " ").last(where: { $0.contains("/") }) {
            let parts = fraction.split(separator: "/").compactMap { Double($0) }
            if parts.count == 2, parts[1] > 0 {
                let percent = SwiftUIStyles.number((min(max(parts[0] / parts[1], 0), 1) * 1000).rounded() / 10)
                return element("div", classes: ["col", "leading"] + grow, inner: title + element("div", classes: ["progress-track"], inner: element("div", classes: ["progress-bar"], style: [("width", "\(percent)%")])))
            }
        }
        return element("div", classes: ["col"] + grow, inner: element("span", classes: ["spinner"], attributes: [("aria-label", "loading")]) + title)
    }

    // MARK: Lists

    private mutating func list(_ view: RenderedView, grow: [String]) -> String {
        var sections: [String] = []
        var loose: [RenderedView] = []
        func flushLoose(_ renderer: inout ScreenRenderer) {
            guard !loose.isEmpty else { return }
            sections.append(renderer.section(RenderedView(kind: "Section", line: "Section", children: loose)))
            loose = []
        }
        for child in Self.rows(of: view.children) {
            if child.kind == "Section" {
                flushLoose(&self)
                sections.append(section(child))
            } else {
                loose.append(child)
            }
        }
        flushLoose(&self)
        return element("div", classes: ["list", "col"] + grow, attributes: [("data-kind", view.kind)], inner: sections.joined())
    }

    /// The rows of a list: styles that wrap several rows (a `ForEach` under one modifier) are
    /// applied to each row, so that each is a row of its own.
    private static func rows(of views: [RenderedView]) -> [RenderedView] {
        views.flatMap { view -> [RenderedView] in
            guard view.kind == "style", view.children.count > 1 else { return [view] }
            return rows(of: view.children).map { RenderedView(kind: "style", line: nil, properties: view.properties, children: [$0]) }
        }
    }

    private mutating func section(_ view: RenderedView) -> String {
        var header = ""
        var footer = ""
        var rows: [String] = []
        for child in Self.rows(of: view.children) {
            switch child.kind {
            case "header": header = element("div", classes: ["section-header"], inner: render(child.children, in: .horizontal))
            case "footer": footer = element("div", classes: ["section-footer"], inner: render(child.children, in: .vertical))
            case "Sheet", "FullScreenCover", "Popover", "Alert", "ConfirmationDialog": _ = render(child, in: .vertical)
            default:
                let html = render(child, in: .horizontal)
                if !html.isEmpty { rows.append(element("div", classes: ["cell"], inner: html)) }
            }
        }
        let card = rows.isEmpty ? "" : element("div", classes: ["section-card"], inner: rows.joined())
        return element("div", classes: ["section"], inner: header + card + footer)
    }

    // MARK: Navigation and tabs

    /// The chrome a screen declares for the stack that shows it.
    private struct Chrome {
        var title: String?
        var inline = false
        var leading: [RenderedView] = []
        var trailing: [RenderedView] = []
        var bottom: [RenderedView] = []
    }

    /// Takes the navigation title and toolbar out of the screen's views, without entering nested
    /// stacks or presentations, which have their own.
    private static func extractChrome(from views: [RenderedView], into chrome: inout Chrome) -> [RenderedView] {
        views.compactMap { view -> RenderedView? in
            switch view.kind {
            case "Navigation":
                if chrome.title == nil { chrome.title = quotedStrings(in: view.line ?? "").first }
                return nil
            case "Toolbar":
                for item in view.children {
                    let placement = (item.kind == "ToolbarItem" || item.kind == "ToolbarItemGroup")
                        ? String(item.line?.split(separator: " ").last ?? "") : "automatic"
                    let content = (item.kind == "ToolbarItem" || item.kind == "ToolbarItemGroup") ? item.children : [item]
                    switch placement {
                    case "topBarLeading", "navigationBarLeading", "cancellationAction": chrome.leading += content
                    case "bottomBar", "status": chrome.bottom += content
                    default: chrome.trailing += content
                    }
                }
                return nil
            case "NavigationStack", "NavigationSplitView", "TabView", "Sheet", "FullScreenCover", "Popover", "Alert", "ConfirmationDialog":
                return view
            default:
                if view.kind == "style", view.properties["modifier"] == "titleDisplayMode", view.properties["value"] == "inline" { chrome.inline = true }
                let children = extractChrome(from: view.children, into: &chrome)
                return RenderedView(kind: view.kind, line: view.line, properties: view.properties, children: children)
            }
        }
    }

    private mutating func navigationStack(_ view: RenderedView, grow: [String]) -> String {
        var chrome = Chrome()
        let content = Self.extractChrome(from: view.children, into: &chrome)
        let isPushed = (Int(view.properties["depth"] ?? "0") ?? 0) > 0
        let back = isPushed ? element("button", classes: ["nav-back"], attributes: [("data-back", "")], inner: span("chevron-left", "‹") + span("", "Back")) : ""
        let leading = element("div", classes: ["nav-leading"], inner: back + render(chrome.leading, in: .horizontal))
        let inlineTitle = (chrome.inline || isPushed) ? span("nav-inline-title", chrome.title ?? "") : element("span", classes: ["nav-inline-title"])
        let trailing = element("div", classes: ["nav-trailing"], inner: render(chrome.trailing, in: .horizontal))
        var bar = element("div", classes: ["nav-row"], inner: leading + inlineTitle + trailing)
        if let title = chrome.title, !chrome.inline, !isPushed { bar += element("div", classes: ["large-title"], inner: escape(title)) }
        let body = element("div", classes: ["nav-content", "col"], inner: render(content, in: .vertical))
        let bottom = chrome.bottom.isEmpty ? "" : element("div", classes: ["bottom-bar"], inner: render(chrome.bottom, in: .horizontal))
        return element("div", classes: ["navigation", "col"] + grow, inner: element("div", classes: ["nav-bar"], inner: bar) + body + bottom)
    }

    private mutating func tabView(_ view: RenderedView, grow: [String]) -> String {
        var content = ""
        var items: [String] = []
        for tab in view.children where tab.kind == "Tab" {
            let title = quotedStrings(in: tab.line ?? "").first ?? ""
            let isSelected = tab.line?.hasSuffix("[selected]") == true
            if isSelected { content = render(tab.children, in: .vertical) }
            // The label's SF Symbol where it has one; a tab without one shows its title's initial.
            let glyph = tab.properties["systemImage"].map { element("span", classes: ["tab-symbol"], inner: symbol($0)) }
                ?? element("span", classes: ["tab-icon"], inner: escape(String(title.prefix(1))))
            items.append(element("button", classes: ["tab-item"] + (isSelected ? ["selected"] : []), attributes: interaction("tab", title), inner: glyph + span("tab-title", title)))
        }
        return element("div", classes: ["tabview", "col"] + grow, inner: element("div", classes: ["tab-content", "col"], inner: content) + element("div", classes: ["tab-bar"], inner: items.joined()))
    }

    // MARK: Presentations

    private mutating func presentation(_ view: RenderedView, title: String?) {
        switch view.kind {
        case "Alert", "ConfirmationDialog":
            var texts: [RenderedView] = []
            var actions: [RenderedView] = []
            for child in view.children { (child.kind == "Button" ? { actions.append(child) } : { texts.append(child) })() }
            let isAlert = view.kind == "Alert"
            let showsTitle = isAlert || view.line?.hasSuffix("[title hidden]") == false
            let heading = (showsTitle && !(title ?? "").isEmpty) ? span("dialog-title", title ?? "") : ""
            let message = texts.isEmpty ? "" : element("div", classes: ["dialog-message", "col"], inner: render(texts, in: .vertical))
            let buttons = actions.map { action -> String in
                var classes = ["dialog-button"]
                if action.line?.contains("[destructive]") == true { classes.append("destructive") }
                if action.line?.contains("[cancel]") == true { classes.append("cancel") }
                return element("button", classes: classes, attributes: interaction("tap", action.properties["title"]), inner: escape(action.properties["title"] ?? ""))
            }
            let layout = isAlert && buttons.count == 2 ? "side-by-side" : "stacked"
            let box = element("div", classes: [isAlert ? "alert" : "dialog"], attributes: [("role", "alertdialog")],
                              inner: element("div", classes: ["dialog-text"], inner: heading + message) + element("div", classes: ["dialog-buttons", layout], inner: buttons.joined()))
            let backdrop = isAlert ? [] : [("data-dismiss", "")]
            overlays.append(element("div", classes: ["overlay", isAlert ? "centered" : "bottom"], attributes: [("data-presentation", view.kind)] + backdrop, inner: box))
        default:
            let isCover = view.kind == "FullScreenCover"
            let content = render(view.children, in: .vertical)
            let grabber = isCover ? "" : element("div", classes: ["grabber"], attributes: [("data-dismiss", "")])
            let sheet = element("div", classes: [isCover ? "cover" : "sheet", "col"], attributes: [("role", "dialog")], inner: grabber + element("div", classes: ["sheet-content", "col"], inner: content))
            let backdrop = isCover ? [] : [("data-dismiss", "")]
            overlays.append(element("div", classes: ["overlay", "sheet-backdrop"], attributes: [("data-presentation", view.kind)] + backdrop, inner: sheet))
        }
    }

    // MARK: Styles

    private mutating func style(_ view: RenderedView, in axis: Axis) -> String {
        let properties = view.properties
        let value = properties["value"] ?? "nil"
        let grow = Self.growClasses(view, in: axis)
        /// An inherited value: a box that takes no room, whose CSS its content inherits.
        func inherited(_ declarations: [(String, String)], classes: [String] = []) -> String {
            // The box takes no room, so its children lay out in the parent's axis, which it names for the CSS.
            let axisClass = switch axis {
            case .vertical: "axis-v"
            case .horizontal: "axis-h"
            case .layered: "axis-z"
            }
            return element("div", classes: ["inherit", axisClass] + classes, style: declarations, inner: render(view.children, in: axis))
        }
        func box(_ declarations: [(String, String)], classes: [String] = []) -> String {
            element("div", classes: ["col", "box"] + classes + grow, style: declarations, inner: render(view.children, in: .vertical))
        }
        switch properties["modifier"] {
        case "font": return value == "nil" ? inherited([]) : inherited(SwiftUIStyles.font(value))
        // A weight applies to every font below, whichever is nearer: fonts read it from `--weight`.
        case "fontWeight": return inherited(SwiftUIStyles.weights[value].map { [("--weight", "\($0)"), ("font-weight", "\($0)")] } ?? [])
        case "bold": return inherited(value == "true" ? [("--weight", "700"), ("font-weight", "700")] : [])
        case "italic": return inherited(value == "true" ? [("font-style", "italic")] : [])
        case "foregroundStyle": return inherited(value == "nil" ? [] : [("color", SwiftUIStyles.color(value))])
        case "tint": return inherited(value == "nil" ? [] : [("--tint", SwiftUIStyles.color(value))])
        case "multilineTextAlignment":
            let align = ["leading": "left", "center": "center", "trailing": "right"][value] ?? "left"
            return inherited([("text-align", align)])
        case "textCase": return inherited([("text-transform", value == "lowercase" ? "lowercase" : value == "nil" ? "none" : "uppercase")])
        case "lineLimit":
            guard let lines = Int(value) else { return inherited([]) }
            return inherited([("--line-limit", "\(lines)")], classes: ["line-limit"])
        case "buttonStyle", "listStyle", "pickerStyle", "textFieldStyle", "labelStyle":
            return inherited([], classes: ["\(properties["modifier"] ?? "")-\(cssName(value))"])
        case "padding":
            return box(padding(properties))
        case "frame":
            var declarations: [(String, String)] = []
            for (key, css) in [("width", "width"), ("height", "height"), ("minWidth", "min-width"), ("maxWidth", "max-width"), ("minHeight", "min-height"), ("maxHeight", "max-height")] {
                if let length = properties[key], length != ".infinity" { declarations.append((css, "\(length)px")) }
            }
            if properties["width"] != nil || properties["height"] != nil { declarations.append(("flex-shrink", "0")) }
            let place = SwiftUIStyles.placement(properties["alignment"])
            declarations.append(("align-items", ["start": "flex-start", "end": "flex-end"][place.horizontal] ?? "center"))
            declarations.append(("justify-content", ["start": "flex-start", "end": "flex-end"][place.vertical] ?? "center"))
            return box(declarations, classes: ["frame"])
        case "background":
            var declarations = [("background", SwiftUIStyles.color(properties["style"] ?? ""))]
            if let shape = properties["shape"] { declarations.append(("border-radius", radius(ofShape: shape))) }
            return box(declarations)
        case "cornerRadius": return box([("border-radius", "\(properties["radius"] ?? "0")px"), ("overflow", "hidden")])
        case "clipShape": return box([("border-radius", radius(ofShape: properties["shape"] ?? "")), ("overflow", "hidden")])
        case "opacity": return box([("opacity", value)])
        case "offset": return box([("transform", "translate(\(properties["x"] ?? "0")px, \(properties["y"] ?? "0")px)")])
        case "shadow":
            let color = SwiftUIStyles.color(properties["color"] ?? "black")
            return box([("box-shadow", "\(properties["x"] ?? "0")px \(properties["y"] ?? "0")px \(properties["radius"] ?? "0")px \(color)")])
        default:
            // Styling a drawing does not show (accessibility, list row backgrounds, display modes).
            return inherited([])
        }
    }

    private func padding(_ properties: [String: String]) -> [(String, String)] {
        if properties["edges"] == "insets" {
            return [("padding", ["top", "trailing", "bottom", "leading"].map { "\(properties[$0] ?? "0")px" }.joined(separator: " "))]
        }
        let length = properties["length"].flatMap { $0 == "default" ? nil : $0 } ?? "16"
        let edges = properties["edges"] ?? ".all"
        func has(_ edge: String) -> Bool {
            edges == ".all" || edges.contains(".\(edge)") || (edges == ".horizontal" && (edge == "leading" || edge == "trailing"))
                || (edges == ".vertical" && (edge == "top" || edge == "bottom"))
        }
        return [("top", "padding-top"), ("trailing", "padding-right"), ("bottom", "padding-bottom"), ("leading", "padding-left")]
            .filter { has($0.0) }.map { ($0.1, "\(length)px") }
    }

    private func radius(ofShape shape: String) -> String {
        switch shape {
        case "Circle", "Ellipse": "50%"
        case "Capsule": "9999px"
        case "RoundedRectangle": "10px"
        default: "0"
        }
    }

    private func cssName(_ value: String) -> String {
        String(value.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" })
    }

    // MARK: HTML

    private func interaction(_ kind: String, _ title: String?) -> [(String, String)] {
        guard let title else { return [] }
        return [("data-\(kind)", title)]
    }

    private func disabled(_ view: RenderedView) -> [(String, String)] {
        view.properties["disabled"] == "true" || view.line?.contains("[disabled]") == true ? [("disabled", "")] : []
    }

    private func span(_ className: String, _ text: String) -> String {
        element("span", classes: className.isEmpty ? [] : [className], inner: escape(text))
    }
}

/// An element with its classes, inline style and attributes, all escaped.
func element(_ tag: String, classes: [String] = [], style: [(String, String)] = [], attributes: [(String, String)] = [], inner: String = "") -> String {
    var html = "<" + tag
    if !classes.isEmpty { html += " class=\"\(escape(classes.joined(separator: " ")))\"" }
    if !style.isEmpty { html += " style=\"\(escape(style.map { "\($0.0): \($0.1)" }.joined(separator: "; ")))\"" }
    for (name, value) in attributes { html += value.isEmpty && name != "value" && !name.hasPrefix("data-") ? " \(name)" : " \(name)=\"\(escape(value))\"" }
    if tag == "input" { return html + ">" }
    return html + ">" + inner + "</" + tag + ">"
}

/// Text as HTML, safe in content and in quoted attributes.
func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.append(character)
        }
    }
    return escaped
}

/// The quoted strings of a `render()` line, unescaped (`\"` and `\\`).
func quotedStrings(in line: String) -> [String] {
    var strings: [String] = []
    var current: String?
    var isEscaped = false
    for character in line {
        if var text = current {
            if isEscaped {
                text.append(character)
                isEscaped = false
                current = text
            } else if character == "\\" {
                isEscaped = true
            } else if character == "\"" {
                strings.append(text)
                current = nil
            } else {
                text.append(character)
                current = text
            }
        } else if character == "\"" {
            current = ""
        }
    }
    return strings
}

import Foundation
