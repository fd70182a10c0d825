import Foundation
import Testing
import Trellis

/// `String(localized:)` as an Apple platform's Foundation has it: with no string tables, a
/// localized string is its own text with its interpolated values in place.
@Suite struct LocalizedStringTests {
    @Test func aLocalizedStringIsItsTextWithItsValues() {
        #expect(String(localized: "Food") == "Food")
        #expect(String(localized: "\(3) birds at 100%", comment: "a count") == "3 birds at 100%")
        #expect(String(localized: "Total: \(2.5, format: .number)") == "Total: 2.5")
        #expect(String(localized: "feeder.title", defaultValue: "Feeder \(1)") == "Feeder 1")
    }

    @Test func theKeyMarksEachValueAsFoundationWritesIt() {
        let value: String.LocalizationValue = "\(3) birds at 100%"
        #expect(value.key == "%@ birds at 100%%")
        #expect(value == "\(3) birds at 100%")
        #expect(value != "\(4) birds at 100%")
    }
}
