extension StringProtocol {
    /// Whether the name starts with an uppercase letter, as Swift's type names do. ASCII is
    /// decided without Unicode's property tables, which cost a lookup per call.
    @inlinable public var startsUppercase: Bool {
        guard let first = utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return unicodeScalars.first?.properties.isUppercase ?? false
    }
}
