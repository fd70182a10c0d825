extension Unicode.Scalar {
    /// `properties.isAlphabetic`, with ASCII decided by comparisons: Unicode's tables cost a few
    /// hundred instructions a scalar, and nearly every name is ASCII.
    var isAlphabetic: Bool {
        guard isASCII else { return properties.isAlphabetic }
        let lowercased = value | 0x20
        return lowercased >= 0x61 && lowercased <= 0x7A
    }

    /// `properties.numericType != nil`, with ASCII decided by comparisons (its only numerals are
    /// the digits).
    var isNumeric: Bool {
        guard isASCII else { return properties.numericType != nil }
        return value >= 0x30 && value <= 0x39
    }
}
