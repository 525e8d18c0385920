import Foundation

extension EnvironmentValues {
    /// The pixels a point takes on the display: 1 in a terminal, whose cells are drawn whole.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The calendar dates are reckoned in: the Gregorian one, in the `en_US` locale a preview formats for and the
    /// machine's time zone, unless `environment(\.calendar, _:)` sets another.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in: the machine's, unless `environment(\.timeZone, _:)` sets another.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether the user asked for less motion: false, as a terminal draws every change at once already.
    public var accessibilityReduceMotion: Bool { false }

    /// The contrast the user asked for: `.standard`, as a terminal's colors are its own.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// Whether the view is presented: in a sheet, a full-screen cover, a popover or an alert, or pushed on a
    /// `NavigationStack`; false for a stack's root and elsewhere.
    public var isPresented: Bool { presentation != nil || pushedLevels != nil }
}
