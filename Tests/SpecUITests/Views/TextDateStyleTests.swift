import Foundation
import Testing

@testable import SpecUI

@Suite struct TextDateStyleTests {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func shown(_ offset: TimeInterval, _ style: Text.DateStyle) -> String {
        Text.shown(now.addingTimeInterval(offset), style: style, now: now)
    }

    @Test func relativeShowsTheTwoLargestUnitsEitherWay() {
        #expect(shown(2 * 3600 + 23 * 60 + 5, .relative) == "2 hours, 23 minutes")
        #expect(shown(-(86_400 + 60), .relative) == "1 day")
        #expect(shown(-61, .relative) == "1 minute, 1 second")
        #expect(shown(0, .relative) == "0 seconds")
    }

    @Test func offsetShowsTheLargestUnitSigned() {
        #expect(shown(2 * 3600 + 59 * 60, .offset) == "+2 hours")
        #expect(shown(-180, .offset) == "-3 minutes")
        #expect(shown(0, .offset) == "0 seconds")
    }

    @Test func timerShowsAClock() {
        #expect(shown(152, .timer) == "2:32")
        #expect(shown(-3723, .timer) == "1:02:03")
        #expect(shown(5, .timer) == "0:05")
    }

    @Test func dateAndTimeAreFoundationsLongDateAndShortTimeInEnUSOutsideAView() {
        #expect(shown(0, .date) == "January 12, 1970")
        let american = Locale(identifier: "en_US")
        #expect(shown(0, .time) == now.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: american)))
    }
}
