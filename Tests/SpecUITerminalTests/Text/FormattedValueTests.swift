import Foundation
import SpecUI
import Testing

@testable import SpecUITerminal

private struct Tipping: View {
    @State private var tip = 0.1

    var body: some View {
        Stepper("Tip", value: $tip, in: 0...0.2, step: 0.05, format: .percent)
    }
}

@MainActor
@Suite struct FormattedValueTests {
    private let start = Date(timeIntervalSince1970: 1_000_000)

    @Test func aDateInterpolatedWithAStyleIsDrawnInIt() {
        let due = Date(timeIntervalSince1970: 1_560_000_000)
        // Drawn in the environment's locale, en_US unless set, not the machine's.
        let shown = Date.FormatStyle(date: .long, time: .omitted).locale(Locale(identifier: "en_US")).format(due)
        let text = Text("Due \(due, style: .date)")
        #expect(renderedLines(text, columns: 4 + shown.count, rows: 1) == ["Due \(shown)"])
        let past = Date().addingTimeInterval(-(2 * 3600 + 23 * 60 + 30))
        #expect(
            renderedLines(Text("\(past, style: .relative) ago"), columns: 23, rows: 1) == ["2 hours, 23 minutes ago"])
    }

    /// The timer is drawn as of its pause time, or of now, kept within its interval.
    @Test func aTimerIntervalShowsTheTimeLeftOrSinceItsStart() {
        let interval = start...start.addingTimeInterval(300)
        let paused = start.addingTimeInterval(28)
        #expect(renderedLines(Text(timerInterval: interval, pauseTime: paused), columns: 4, rows: 1) == ["4:32"])
        let up = Text(timerInterval: interval, pauseTime: paused, countsDown: false)
        #expect(renderedLines(up, columns: 4, rows: 1) == ["0:28"])
        #expect(renderedLines(Text(timerInterval: interval), columns: 4, rows: 1) == ["0:00"])
        let ahead = Date().addingTimeInterval(3600)...Date().addingTimeInterval(3600 + 4530)
        #expect(renderedLines(Text(timerInterval: ahead), columns: 7, rows: 1) == ["1:15:30"])
        #expect(renderedLines(Text(timerInterval: ahead, showsHours: false), columns: 5, rows: 1) == ["75:30"])
    }

    /// A stepper draws no value, as SwiftUI's; its format writes its accessibility value.
    @Test func aLabeledValueAndAStepperAreWrittenByTheirFormats() {
        let total = LabeledContent("Total", value: 12.5, format: .number.precision(.fractionLength(2)))
        #expect(renderedLines(total, columns: 14, rows: 1) == ["Total    12.50"])
        // In the environment's locale, en_US unless set, whatever the machine's.
        let price = LabeledContent("Price", value: 140.97, format: .currency(code: "USD"))
        #expect(renderedLines(price, columns: 15, rows: 1) == ["Price   $140.97"])
        let german = price.environment(\.locale, Locale(identifier: "de_DE"))
        #expect(renderedLines(german, columns: 16, rows: 1) == ["Price   140,97\u{A0}$"])
        let session = TerminalSession(host: ViewHost(Tipping()))
        #expect(session.frame(size: TerminalSize(columns: 12, rows: 1)).lines() == ["Tip  [-] [+]"])
        #expect(session.host.actionable("Tip")?.accessibilityValue == "10%")
        #expect(session.host.increment("Tip"))
        #expect(session.host.increment("Tip"))
        #expect(session.host.actionable("Tip")?.accessibilityValue == "20%")
    }
}
