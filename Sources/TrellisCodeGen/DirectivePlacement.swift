/// Moves `#sourceLocation` directives out of bodies, where the printer first writes them.
///
/// swiftc parses every file of a module in every compile job. It skips the bodies of functions
/// and types in files that the job does not compile, unless a body holds a line directive; then
/// it parses the body in full. With 1,000 generated screens, directives inside bodies cost each
/// screen 22 % more instructions than no directives at all, and as many directives between
/// top-level declarations 6 % (issue 8). So when a type, or else one of its members, holds one
/// mapped region that only closing braces follow, the region's directives move outside it: the
/// opening one before the declaration, numbered so that every mapped line keeps its XML line,
/// and the closing one after it. The declaration's own first lines then count as the XML lines
/// just above the first mapped one.
enum DirectivePlacement {
    static func placingDirectivesOutsideBodies(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var placed: [String] = []
        placed.reserveCapacity(lines.count + 4)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard Self.opensBody(line, indentation: ""),
                  let close = lines[(index + 1)...].firstIndex(of: "}") else {
                placed.append(line)
                index += 1
                continue
            }
            // A directive may not come between an attribute and its declaration.
            let isAttributed = placed.last?.hasPrefix("@") == true
            let declaration = Array(lines[index...close])
            if !isAttributed, let moved = Self.movingRegionOutside(declaration, indentation: "") {
                placed += moved
            } else {
                placed += Self.placingInMembers(declaration)
            }
            index = close + 1
        }
        return Self.removingRedundantEnds(placed).joined(separator: "\n")
    }

    /// Members of a type (four spaces in) whose single region can move out of their bodies.
    private static func placingInMembers(_ declaration: [String]) -> [String] {
        var placed: [String] = []
        var index = 0
        while index < declaration.count {
            let line = declaration[index]
            guard index > 0, Self.opensBody(line, indentation: "    "),
                  let close = declaration[(index + 1)...].firstIndex(of: "    }") else {
                placed.append(line)
                index += 1
                continue
            }
            let member = Array(declaration[index...close])
            placed += Self.movingRegionOutside(member, indentation: "    ") ?? member
            index = close + 1
        }
        return placed
    }

    /// `declaration` with its directives before and after it, or nil when it holds other than
    /// one region followed only by closing braces, or the region starts too near line 1.
    private static func movingRegionOutside(_ declaration: [String], indentation: String) -> [String]? {
        let directives = declaration.indices.filter { Self.isDirective(declaration[$0]) }
        guard directives.count == 2,
              let (file, line) = Self.startOfRegion(declaration[directives[0]]),
              declaration[directives[1]].drop(while: { $0 == " " }) == "#sourceLocation()",
              declaration[(directives[1] + 1)...].allSatisfy({ $0.drop(while: { $0 == " " }) == "}" }) else { return nil }
        // Every line above the opening directive now counts as an XML line.
        let firstLine = line - directives[0]
        guard firstLine >= 1 else { return nil }
        var moved = ["\(indentation)#sourceLocation(file: \(file), line: \(firstLine))"]
        moved += declaration.enumerated().filter { !directives.contains($0.offset) }.map(\.element)
        moved.append("\(indentation)#sourceLocation()")
        return moved
    }

    /// Drops a `#sourceLocation()` whose next non-blank line starts another region, or that
    /// ends the file: a region ends with its file, and each directive costs every job.
    private static func removingRedundantEnds(_ lines: [String]) -> [String] {
        var kept: [String] = []
        kept.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            if line.drop(while: { $0 == " " }) == "#sourceLocation()" {
                guard let next = lines[(index + 1)...].first(where: { !$0.isEmpty }) else { continue }
                if Self.startOfRegion(next) != nil { continue }
            }
            kept.append(line)
        }
        return kept
    }

    /// A declaration line that opens a body at exactly `indentation`.
    private static func opensBody(_ line: String, indentation: String) -> Bool {
        guard line.hasPrefix(indentation), line.hasSuffix("{") else { return false }
        let code = line.dropFirst(indentation.count)
        guard let first = code.first, first != " ", first != "}", first != "/" else { return false }
        return !code.hasPrefix("#")
    }

    private static func isDirective(_ line: String) -> Bool {
        line.drop(while: { $0 == " " }).hasPrefix("#sourceLocation(")
    }

    /// The file literal and line of `#sourceLocation(file: "...", line: N)`.
    private static func startOfRegion(_ line: String) -> (file: Substring, line: Int)? {
        let code = line.drop(while: { $0 == " " })
        let prefix = "#sourceLocation(file: "
        guard code.hasPrefix(prefix), code.hasSuffix(")"),
              let separator = code.ranges(of: ", line: ").last else { return nil }
        guard let number = Int(code[separator.upperBound..<code.index(before: code.endIndex)]) else { return nil }
        return (code[code.index(code.startIndex, offsetBy: prefix.count)..<separator.lowerBound], number)
    }
}
