import Foundation

#if !canImport(Darwin)
// Foundation's `String(localized:)` and `String.LocalizationValue`, which swift-corelibs-foundation
// lacks: SwiftUI code on Apple platforms writes `String(localized: "Food")`, so a file that
// imports Trellis gets these. Trellis has no string tables, so a value is its own localization:
// the literal with its interpolated values, as Foundation falls back to when a table has no key.
// Declared only where Foundation has none, so they never shadow Foundation's own.
extension String {
    /// A string literal, with interpolations, that names a localized string and is its default value.
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The literal pieces with `%@` where each argument goes (a literal `%` as `%%`), as
        /// Foundation's key is written.
        public let key: String
        /// The text shown: the pieces and the interpolated values in order.
        let resolved: String

        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            resolved = value
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            resolved = stringInterpolation.resolved
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var resolved = ""

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 2 * interpolationCount)
                resolved.reserveCapacity(literalCapacity)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                resolved += literal
            }

            /// A value shown as its description: `"\(count) birds"`.
            public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
                key += "%@"
                resolved += value.description
            }

            /// A value shown as a format style writes it: `"\(date, format: .dateTime.hour())"`.
            public mutating func appendInterpolation<Format: FormatStyle>(_ value: Format.FormatInput, format: Format) where Format.FormatOutput == String {
                key += "%@"
                resolved += format.format(value)
            }
        }
    }

    /// The localized string for `keyAndValue`: here its own text, with its values in place.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved
    }

    /// The localized string for `key`, falling back to `defaultValue`: here always the default.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.resolved
    }
}
#endif
