import Foundation
import TrellisCodeGen

/// Where each line of a generated file comes from, read back from the `#sourceLocation`
/// directives the `CodePrinter` wrote: the directives are the map, so the map cannot disagree
/// with what a build reports.
///
/// The Swift pass type-checks `checkedText`, the file with every directive replaced by an empty
/// line. Line numbers stay, so swiftc reports generated lines and columns, which this map turns
/// into XML lines; `ColumnAlignment` then finds the column on the XML line.
public struct GeneratedSourceMap: Sendable {
    /// An XML line a generated line was printed from.
    public struct Origin: Hashable, Sendable {
        public var file: String
        public var line: Int
    }

    public let generated: GeneratedFile
    /// The generated lines, without their line breaks.
    public let lines: [Substring]
    /// For each generated line (index 0 is line 1): its XML line, or nil for a line of the
    /// generated file's own (a directive, or code outside every mapped region).
    private let origins: [Origin?]

    public init(_ generated: GeneratedFile) {
        self.generated = generated
        let lines = generated.contents.split(separator: "\n", omittingEmptySubsequences: false)
        self.lines = lines
        let ownLiteral = SwiftSourceLiteral.of(generated.inputPath)
        var origins: [Origin?] = []
        origins.reserveCapacity(lines.count)
        var current: Origin?
        for line in lines {
            if let directive = Self.directive(line) {
                origins.append(nil)
                if let (literal, number) = directive {
                    let file = literal == ownLiteral ? generated.inputPath : SwiftSourceLiteral.decode(literal)
                    current = Origin(file: file, line: number)
                } else {
                    current = nil
                }
                continue
            }
            origins.append(current)
            if let origin = current { current = Origin(file: origin.file, line: origin.line + 1) }
        }
        self.origins = origins
    }

    /// The text swiftc checks: the generated file, each directive an empty line.
    public var checkedText: String {
        var text = ""
        text.reserveCapacity(generated.contents.utf8.count)
        for (index, line) in lines.enumerated() {
            if index > 0 { text += "\n" }
            if Self.directive(line) == nil { text += line }
        }
        return text
    }

    /// The XML line generated line `line` (1-based) comes from.
    public func origin(ofLine line: Int) -> Origin? {
        guard line >= 1, line <= origins.count else { return nil }
        return origins[line - 1]
    }

    /// The nearest mapped line to `line`, above it first: code the generator adds around a
    /// mapped region (a type's opening line, a body's context) belongs to the declaration below
    /// or above it.
    public func nearestOrigin(ofLine line: Int) -> Origin? {
        guard !origins.isEmpty else { return nil }
        let start = min(max(line, 1), origins.count)
        var above = start
        while above >= 1 {
            if let origin = origins[above - 1] { return origin }
            above -= 1
        }
        var below = start + 1
        while below <= origins.count {
            if let origin = origins[below - 1] { return origin }
            below += 1
        }
        return nil
    }

    /// The text of generated line `line` (1-based), if any.
    public func text(ofLine line: Int) -> Substring? {
        guard line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    /// `nil` when `line` is not a directive; `.some(nil)` for `#sourceLocation()`; otherwise the
    /// file's string literal and the line.
    private static func directive(_ line: Substring) -> (String, Int)?? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("#sourceLocation(") else { return nil }
        let arguments = trimmed.dropFirst("#sourceLocation(".count)
        guard arguments.hasPrefix("file: "), let comma = arguments.range(of: ", line: ", options: .backwards) else { return .some(nil) }
        let literal = String(arguments[arguments.index(arguments.startIndex, offsetBy: "file: ".count)..<comma.lowerBound])
        let number = arguments[comma.upperBound...].prefix { $0.isNumber }
        return .some((literal, Int(number) ?? 1))
    }
}

/// Swift string literals of file paths, as the printer writes them in directives.
enum SwiftSourceLiteral {
    static func of(_ path: String) -> String {
        SwiftSource.stringLiteral(path)
    }

    /// The path a literal names; escapes as `SwiftSource` writes them.
    static func decode(_ literal: String) -> String {
        var scalars = Array(literal.unicodeScalars)
        if scalars.first == "\"" { scalars.removeFirst() }
        if scalars.last == "\"" { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let escaped = scalars[index + 1]
            index += 2
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                // `\u{1F600}`
                var hex = ""
                if index < scalars.count, scalars[index] == "{" { index += 1 }
                while index < scalars.count, scalars[index] != "}" {
                    hex.unicodeScalars.append(scalars[index])
                    index += 1
                }
                index += 1
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { result.append(decoded) }
            default: result.append(escaped)
            }
        }
        return String(result)
    }
}
