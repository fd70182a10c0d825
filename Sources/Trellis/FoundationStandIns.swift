import Foundation

#if !canImport(Darwin)
/// Foundation's `ListFormatter`, which swift-corelibs-foundation lacks: SwiftUI code on Apple
/// platforms gets it through `import SwiftUI`, so a file that imports Trellis instead gets this.
/// It joins items as English does ("A, B, and C"); other locales are not localized.
/// Declared only where Foundation has none, so it never shadows Foundation's own.
open class ListFormatter: Formatter {
    /// The locale to join in; only English conjunctions are written, whatever it is.
    open var locale: Locale! = .current
    /// Formats each item before joining; `String(describing:)` when nil.
    open var itemFormatter: Formatter?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `"A"`, `"A and B"`, `"A, B, and C"`: the English list of `strings`, with the serial comma.
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return "\(strings[0]) and \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return Self.localizedString(byJoining: strings)
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
/// Foundation's `RelativeDateTimeFormatter`, which swift-corelibs-foundation lacks: a date told
/// relative to another, "2 hours ago", "in 3 days". It writes English, counting in the Gregorian
/// calendar in UTC, so a headless screen reads the same on every machine; its largest unit
/// that is not zero is the one written, as Foundation's is.
open class RelativeDateTimeFormatter: Formatter {
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago"
        case full
        /// "two hours ago"
        case spellOut
        /// "2 hr. ago"
        case short
        /// "2h ago"
        case abbreviated
    }

    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago"
        case numeric
        /// "yesterday", "now"
        case named
    }

    open var unitsStyle: UnitsStyle = .full
    open var dateTimeStyle: DateTimeStyle = .numeric

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let units: [(Calendar.Component, Unit)] = [
            (.year, .year), (.month, .month), (.weekOfMonth, .week), (.day, .day),
            (.hour, .hour), (.minute, .minute), (.second, .second),
        ]
        let components = calendar.dateComponents(Set(units.map(\.0)), from: referenceDate, to: date)
        for (component, unit) in units {
            let count = components.value(for: component) ?? 0
            if count != 0 { return phrase(count, unit) }
        }
        return dateTimeStyle == .named ? "now" : phrase(0, .second)
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        localizedString(for: Date(timeIntervalSinceReferenceDate: timeInterval), relativeTo: Date(timeIntervalSinceReferenceDate: 0))
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private enum Unit: String {
        case year, month, week, day, hour, minute, second

        var short: String {
            switch self {
            case .year: "yr."
            case .month: "mo."
            case .week: "wk."
            case .day: "day"
            case .hour: "hr."
            case .minute: "min."
            case .second: "sec."
            }
        }

        var abbreviated: String {
            switch self {
            case .year: "y"
            case .month: "mo"
            case .week: "w"
            case .day: "d"
            case .hour: "h"
            case .minute: "m"
            case .second: "s"
            }
        }
    }

    private func phrase(_ count: Int, _ unit: Unit) -> String {
        if dateTimeStyle == .named, abs(count) == 1, let named = named(count, unit) { return named }
        let amount = abs(count)
        let quantity: String
        switch unitsStyle {
        case .full, .spellOut:
            let number = unitsStyle == .spellOut ? Self.spelledOut(amount) : String(amount)
            quantity = "\(number) \(unit.rawValue)\(amount == 1 ? "" : "s")"
        case .short:
            quantity = unit == .day ? "\(amount) day\(amount == 1 ? "" : "s")" : "\(amount) \(unit.short)"
        case .abbreviated:
            quantity = "\(amount)\(unit.abbreviated)"
        }
        return count < 0 ? "\(quantity) ago" : "in \(quantity)"
    }

    private func named(_ count: Int, _ unit: Unit) -> String? {
        switch unit {
        case .day: count < 0 ? "yesterday" : "tomorrow"
        case .week, .month, .year: (count < 0 ? "last " : "next ") + unit.rawValue
        case .hour, .minute, .second: nil
        }
    }

    private static func spelledOut(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }
}
#endif

#if !canImport(CoreLocation)
/// CoreLocation's coordinate, which Linux lacks: a latitude and a longitude in degrees, as a
/// model keeps a place (`CLLocationCoordinate2D(latitude: 19.4, longitude: -155.3)`).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init() { self.init(latitude: 0, longitude: 0) }

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
#endif
