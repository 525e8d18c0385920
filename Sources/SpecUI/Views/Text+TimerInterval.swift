import Foundation

extension Text {
    /// A timer over `timerInterval`, as a clock shows it (`2:32`, `1:02:03`): the time left to its end when it
    /// `countsDown`, else the time since its start, as of now (or of `pauseTime`), kept within the interval:
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(300), countsDown: true)
    /// ```
    /// It is measured when the body runs, as `Text(_:style:)`'s timer is; without `showsHours`, the minutes go
    /// past 59 (`75:03`).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let elapsed = now.timeIntervalSince(timerInterval.lowerBound)
        let remaining = timerInterval.upperBound.timeIntervalSince(now)
        self.init(verbatim: Self.clock(Int((countsDown ? remaining : elapsed).rounded()), showsHours: showsHours))
    }

    /// `seconds` as a clock: minutes and seconds, with the hours before them when there are any and `showsHours`.
    nonisolated static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let total = abs(seconds)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        guard showsHours, total >= 3600 else { return "\(total / 60):\(twoDigits(total % 60))" }
        return "\(total / 3600):\(twoDigits(total / 60 % 60)):\(twoDigits(total % 60))"
    }
}
