/// SwiftUI's values as CSS: iOS's system colours (light appearance), Dynamic Type's sizes at the
/// default setting, font weights and alignments.
enum SwiftUIStyles {
    /// The CSS colour for a colour or shape style as the runtime describes it (`red`,
    /// `rgb(1.0, 0.5, 0.0)`, `white(0.9, 0.5)`, `blue.opacity(0.3)`, `secondary`, `tint`). An
    /// asset colour, which a preview cannot read, is drawn in a neutral grey.
    static func color(_ description: String) -> String {
        var name = description.trimmingCharacters(in: .whitespaces)
        if let range = name.range(of: ".opacity("), name.hasSuffix(")") {
            let base = String(name[..<range.lowerBound])
            let opacity = Double(name[range.upperBound..<name.index(before: name.endIndex)]) ?? 1
            return "color-mix(in srgb, \(color(base)) \(percent(opacity)), transparent)"
        }
        if name.hasPrefix("Color.") { name.removeFirst(6) }
        if name.hasPrefix("rgb("), name.hasSuffix(")") {
            let parts = components(of: name, prefix: "rgb(")
            guard parts.count >= 3 else { return unknownColor }
            let opacity = parts.count > 3 ? parts[3] : 1
            return "rgba(\(channel(parts[0])), \(channel(parts[1])), \(channel(parts[2])), \(number(opacity)))"
        }
        if name.hasPrefix("white("), name.hasSuffix(")") {
            let parts = components(of: name, prefix: "white(")
            guard let white = parts.first else { return unknownColor }
            let opacity = parts.count > 1 ? parts[1] : 1
            return "rgba(\(channel(white)), \(channel(white)), \(channel(white)), \(number(opacity)))"
        }
        return systemColors[name] ?? unknownColor
    }

    static let unknownColor = "#c7c7cc"

    static let systemColors: [String: String] = [
        "black": "#000000", "white": "#ffffff", "clear": "transparent",
        "blue": "#007aff", "brown": "#a2845e", "cyan": "#32ade6", "gray": "#8e8e93", "green": "#34c759",
        "indigo": "#5856d6", "mint": "#00c7be", "orange": "#ff9500", "pink": "#ff2d55", "purple": "#af52de",
        "red": "#ff3b30", "teal": "#30b0c7", "yellow": "#ffcc00",
        "primary": "#000000", "secondary": "rgba(60, 60, 67, 0.6)", "tertiary": "rgba(60, 60, 67, 0.3)",
        "quaternary": "rgba(60, 60, 67, 0.18)", "quinary": "rgba(60, 60, 67, 0.1)",
        "accentColor": "var(--tint)", "tint": "var(--tint)", "foreground": "currentColor", "background": "#ffffff",
    ]

    /// Font size and weight of a font as the runtime describes it: `headline`, `system 20, bold`,
    /// `title, rounded, semibold, italic`, `Avenir 14`.
    static func font(_ description: String) -> [(String, String)] {
        let parts = description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let base = parts.first else { return [] }
        var declarations: [(String, String)] = []
        if let style = textStyles[base] {
            declarations.append(("font-size", "\(style.size)px"))
            declarations.append(("font-weight", "var(--weight, \(style.weight))"))
            declarations.append(("line-height", "\(style.lineHeight)px"))
        } else if let size = base.split(separator: " ").last.flatMap({ Double($0) }) {
            declarations.append(("font-size", "\(number(size))px"))
            declarations.append(("font-weight", "var(--weight, 400)"))
            declarations.append(("line-height", "normal"))
            if !base.hasPrefix("system ") {
                declarations.append(("font-family", "\"\(base.split(separator: " ").dropLast().joined(separator: " "))\", var(--font)"))
            }
        }
        for part in parts.dropFirst() {
            if let weight = weights[part] { declarations.append(("font-weight", "var(--weight, \(weight))")) }
            switch part {
            case "italic": declarations.append(("font-style", "italic"))
            case "monospaced", "monospacedDigit": declarations.append(("font-family", "ui-monospace, \"SF Mono\", Menlo, monospace"))
            case "rounded": declarations.append(("font-family", "ui-rounded, \"SF Pro Rounded\", var(--font)"))
            case "serif": declarations.append(("font-family", "ui-serif, \"New York\", Georgia, serif"))
            case "smallCaps": declarations.append(("font-variant", "small-caps"))
            default: break
            }
        }
        return declarations
    }

    struct TextStyle {
        let size: Int
        let weight: Int
        let lineHeight: Int
    }

    /// iOS's Dynamic Type at the default ("Large") size.
    static let textStyles: [String: TextStyle] = [
        "largeTitle": TextStyle(size: 34, weight: 400, lineHeight: 41),
        "title": TextStyle(size: 28, weight: 400, lineHeight: 34),
        "title2": TextStyle(size: 22, weight: 400, lineHeight: 28),
        "title3": TextStyle(size: 20, weight: 400, lineHeight: 25),
        "headline": TextStyle(size: 17, weight: 600, lineHeight: 22),
        "body": TextStyle(size: 17, weight: 400, lineHeight: 22),
        "callout": TextStyle(size: 16, weight: 400, lineHeight: 21),
        "subheadline": TextStyle(size: 15, weight: 400, lineHeight: 20),
        "footnote": TextStyle(size: 13, weight: 400, lineHeight: 18),
        "caption": TextStyle(size: 12, weight: 400, lineHeight: 16),
        "caption2": TextStyle(size: 11, weight: 400, lineHeight: 13),
    ]

    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// CSS `align-items` for a stack's alignment (`leading`, `.top`, `firstTextBaseline`, ...).
    static func crossAxis(_ alignment: String?) -> String {
        switch alignment?.trimmingCharacters(in: CharacterSet(charactersIn: ".")) {
        case "leading", "top": "flex-start"
        case "trailing", "bottom": "flex-end"
        case "firstTextBaseline": "baseline"
        case "lastTextBaseline": "last baseline"
        default: "center"
        }
    }

    /// CSS `justify-items`/`align-items` pair for a two-dimensional alignment (`.topLeading`).
    static func placement(_ alignment: String?) -> (horizontal: String, vertical: String) {
        let name = (alignment ?? ".center").trimmingCharacters(in: CharacterSet(charactersIn: ".")).lowercased()
        let horizontal = name.contains("leading") ? "start" : name.contains("trailing") ? "end" : "center"
        let vertical = name.hasPrefix("top") ? "start" : name.hasPrefix("bottom") ? "end" : "center"
        return (horizontal, vertical)
    }

    /// A glyph for the common SF Symbols, from fonts every system has (no emoji); others are drawn
    /// as a placeholder that names them.
    static let symbolGlyphs: [String: String] = [
        "arrow.clockwise": "↻",
        "arrow.left": "←",
        "arrow.right": "→",
        "bell": "♪",
        "bolt": "⚡",
        "calendar": "▦",
        "checkmark": "✓",
        "checkmark.circle": "✓",
        "checkmark.circle.fill": "✓",
        "chevron.left": "‹",
        "chevron.right": "›",
        "circle": "○",
        "circle.fill": "●",
        "clock": "◷",
        "cloud": "☁",
        "ellipsis": "⋯",
        "ellipsis.circle": "⋯",
        "envelope": "✉",
        "exclamationmark.triangle": "⚠",
        "exclamationmark.triangle.fill": "⚠",
        "flag": "⚑",
        "gear": "⚙",
        "gearshape": "⚙",
        "heart": "♡",
        "heart.fill": "♥",
        "house": "⌂",
        "house.fill": "⌂",
        "info.circle": "ⓘ",
        "line.3.horizontal": "☰",
        "list.bullet": "☰",
        "magnifyingglass": "⌕",
        "minus": "−",
        "moon": "☾",
        "paperplane": "➤",
        "pencil": "✎",
        "person": "☺",
        "person.2": "⚇",
        "person.3": "⚇",
        "person.circle": "☺",
        "person.crop.circle": "☺",
        "person.fill": "☻",
        "play": "▷",
        "play.fill": "▶",
        "plus": "+",
        "plus.circle": "⊕",
        "plus.circle.fill": "⊕",
        "square": "□",
        "square.and.arrow.up": "⇪",
        "square.and.pencil": "✎",
        "star": "☆",
        "star.fill": "★",
        "stop.fill": "■",
        "sun.max": "☀",
        "timer": "◷",
        "trash": "⌫",
        "xmark": "✕",
        "xmark.circle.fill": "ⓧ",
    ]

    private static func components(of text: String, prefix: String) -> [Double] {
        text.dropFirst(prefix.count).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    private static func channel(_ value: Double) -> String { String(Int((min(max(value, 0), 1) * 255).rounded())) }
    private static func percent(_ value: Double) -> String { number(min(max(value, 0), 1) * 100) + "%" }

    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

import Foundation
