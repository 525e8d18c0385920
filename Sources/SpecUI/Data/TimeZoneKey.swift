import Foundation

/// Where the environment keeps the time zone dates are shown in: the machine's, which Foundation's formatting uses.
struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}
