/// Dates shown by `Text(date, style:)` and `Text(date, format:)`, with SwiftUI's signatures. A
/// headless screen must render the same text on every machine, so these show a date in one fixed
/// form instead of the user's locale and time zone: Foundation's patterns for the `en_US_POSIX`
/// locale, in UTC, with plain spaces (ICU puts a narrow no-break space before "AM"/"PM"). For
/// 2026-01-02 15:04:05 UTC:
///
/// | call | text |
/// |---|---|
/// | `Text(date, style: .date)` | `January 2, 2026` |
/// | `Text(date, style: .time)` | `3:04 PM` |
/// | `Text(date, format: .dateTime.year())` | `2026` |
/// | `Text(date, format: Date.FormatStyle(date: .abbreviated, time: .shortened))` | `Jan 2, 2026 at 3:04 PM` |
///
/// `date.formatted(...)` stays Foundation's, in the machine's locale and time zone: a method of
/// the runtime's with its signature would make every call ambiguous in a file that imports
/// Foundation itself.
public enum DateText {
    /// The locale and time zone every date is shown in.
    public static let locale = Locale(identifier: "en_US_POSIX")
    public static let timeZone = TimeZone(identifier: "UTC")!

    /// `style` with the fixed locale and time zone, its output with plain spaces.
    public static func format(_ date: Date, _ style: Date.FormatStyle) -> String {
        var fixed = style.locale(locale)
        fixed.timeZone = timeZone
        return plainSpaces(fixed.format(date))
    }

    /// A format style of another input than a date, in the fixed locale.
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ style: F) -> String where F.FormatOutput == String {
        if let date = input as? Date, let dateStyle = style as? Date.FormatStyle { return format(date, dateStyle) }
        return plainSpaces(style.locale(locale).format(input))
    }

    private static func plainSpaces(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }
}

extension Text {
    /// SwiftUI's `Text.DateStyle`: the parts of a date `Text(date, style:)` shows. `.relative`,
    /// `.offset` and `.timer` count from the current time, which a headless screen does not
    /// show deterministically, so they are not provided.
    public struct DateStyle: Hashable, Sendable {
        let dateStyle: Date.FormatStyle.DateStyle
        let timeStyle: Date.FormatStyle.TimeStyle

        /// The date alone, long: `January 2, 2026`.
        public static let date = DateStyle(dateStyle: .long, timeStyle: .omitted)
        /// The time alone: `3:04 PM`.
        public static let time = DateStyle(dateStyle: .omitted, timeStyle: .shortened)
    }

    /// `Text(due, style: .date)`.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: DateText.format(date, Date.FormatStyle(date: style.dateStyle, time: style.timeStyle)))
    }

    /// `Text(due, format: .dateTime.year())`, `Text(price, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: DateText.format(input, format))
    }
}
