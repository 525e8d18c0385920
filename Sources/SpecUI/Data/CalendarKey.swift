import Foundation

/// Where the environment keeps the calendar dates are reckoned in: the Gregorian one, in the preview's `en_US`
/// locale and the machine's time zone.
struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = .current
        return calendar
    }
}
