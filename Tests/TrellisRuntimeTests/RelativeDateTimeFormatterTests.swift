import Foundation
import Testing
import Trellis

/// Foundation's `RelativeDateTimeFormatter`, which the runtime provides where Foundation lacks it:
/// English, counted in UTC, in the largest unit that is not zero, as Foundation writes it.
@Suite struct RelativeDateTimeFormatterTests {
    let reference = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00:00 UTC

    @Test func theLargestUnitIsWrittenInEachStyle() {
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-2 * 3600 - 59), relativeTo: reference) == "2 hours ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference) == "in 3 days")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-60), relativeTo: reference) == "1 minute ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-400 * 86_400), relativeTo: reference) == "1 year ago")
        #expect(formatter.localizedString(for: reference, relativeTo: reference) == "in 0 seconds")
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-2 * 3600), relativeTo: reference) == "2 hr. ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-2 * 86_400), relativeTo: reference) == "2 days ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: reference.addingTimeInterval(14 * 86_400), relativeTo: reference) == "in 2w")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-3 * 60), relativeTo: reference) == "three minutes ago")
    }

    @Test func theNamedStyleNamesNowAndTheNextUnit() {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: reference, relativeTo: reference) == "now")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(7 * 86_400), relativeTo: reference) == "next week")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-2 * 86_400), relativeTo: reference) == "2 days ago")
        #expect(formatter.localizedString(fromTimeInterval: -3600) == "1 hour ago")
    }
}
