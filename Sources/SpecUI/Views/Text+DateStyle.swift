extension Text {
    /// How `Text(_:style:)` shows a date: as a date, a time, or how far it is from now.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case date, time, relative, offset, timer
        }

        let kind: Kind

        /// The day, month and year, in full: `June 3, 2019`.
        public static let date = DateStyle(kind: .date)
        /// The hour and minute: `11:23 AM`.
        public static let time = DateStyle(kind: .time)
        /// How far the date is from now, in the two largest units: `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// How far the date is from now, signed, in the largest unit: `+2 hours`, `-3 minutes`.
        public static let offset = DateStyle(kind: .offset)
        /// The time from now to the date, or since it, as a clock shows it: `2:32`, `1:02:03`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date in one of SwiftUI's styles: `Text(event.start, style: .time)`.
    ///
    /// `date` and `time` are written in the environment's locale, `November 14, 2023` in en_US. The styles
    /// measured from now (`relative`, `offset`, `timer`) are measured when the body runs; SwiftUI redraws them as
    /// the clock moves, a terminal view when its body runs again (docs/RUNTIME.md).
    public init(_ date: Date, style: DateStyle) {
        if let format = Self.format(of: style) {
            self.init(date, format: format)
        } else {
            self.init(verbatim: Self.shown(date, style: style, now: Date()))
        }
    }

    /// The format of a style showing the date itself: the long date, or the short time.
    nonisolated static func format(of style: DateStyle) -> Date.FormatStyle? {
        switch style.kind {
        case .date: Date.FormatStyle(date: .long, time: .omitted)
        case .time: Date.FormatStyle(date: .omitted, time: .shortened)
        case .relative, .offset, .timer: nil
        }
    }

    /// A style measured from now, in English.
    nonisolated static func shown(_ date: Date, style: DateStyle, now: Date) -> String {
        let seconds = Int(date.timeIntervalSince(now).rounded())
        switch style.kind {
        case .date, .time: return format(of: style)?.locale(LocaleKey.defaultValue).format(date) ?? ""
        case .relative: return spelled(abs(seconds), units: 2)
        case .offset: return seconds == 0 ? "0 seconds" : (seconds > 0 ? "+" : "-") + spelled(abs(seconds), units: 1)
        case .timer: return clock(seconds, showsHours: true)
        }
    }

    /// `seconds` in its `units` largest nonzero units, from days down to seconds: `2 hours, 23 minutes`.
    private nonisolated static func spelled(_ seconds: Int, units: Int) -> String {
        let sizes = [("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)]
        var left = seconds
        var parts: [String] = []
        for (name, size) in sizes where parts.count < units {
            let count = left / size
            left %= size
            // Once the largest unit is found, the next one is shown only when it is not zero.
            if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") } else if !parts.isEmpty { break }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}
