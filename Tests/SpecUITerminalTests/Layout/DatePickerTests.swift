import Foundation
import SpecUI
import Testing

@testable import SpecUITerminal

private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
/// November 14, 2023, at noon UTC: the same day in every time zone within eleven hours of UTC.
private let fourteenth = Date(timeIntervalSince1970: 1_699_963_200)
private let american = Locale(identifier: "en_US")

@MainActor
private final class DueLog {
    var due = start
}

private struct Task: View {
    let log: DueLog
    let components: DatePickerComponents
    @State private var due = start

    var body: some View {
        Form {
            DatePicker("Due", selection: $due, in: start..., displayedComponents: components)
                .datePickerStyle(.graphical)
        }
        .onChange(of: due) { _, new in log.due = new }
    }
}

/// A picker with a label of its own over a partial range: up to `start`, or from it on.
private struct Deadline: View {
    let upToStart: Bool
    @State private var due = start

    var body: some View {
        if upToStart {
            DatePicker(selection: $due, in: ...start, displayedComponents: .date) { Text("Until") }
        } else {
            DatePicker(selection: $due, in: start..., displayedComponents: .date) { Text("From") }
        }
    }
}

@MainActor
@Suite struct DatePickerTests {
    @Test func aLabelledDatePickerTakesAPartialRange() {
        let until = ViewHost(Deadline(upToStart: true))
        #expect(!until.increment("Until"))
        #expect(until.decrement("Until"))
        let from = ViewHost(Deadline(upToStart: false))
        #expect(!from.decrement("From"))
        #expect(from.increment("From"))
    }

    @Test func aDatePickerIsAStepperOfItsDate() {
        let log = DueLog()
        let host = ViewHost(Task(log: log, components: .date))
        let shown = start.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: american))
        let width = 7 + shown.count + 8
        let line = renderedLines(Task(log: log, components: .date), columns: width, rows: 1)[0]
        #expect(line == "Due    [-] \(shown) [+]")
        #expect(host.increment("Due"))
        #expect(log.due == Calendar.current.date(byAdding: .day, value: 1, to: start))
        #expect(host.decrement("Due"))
        #expect(log.due == start)
        // The range starts at `start`: there is no step before it.
        #expect(!host.decrement("Due"))
    }

    @Test func aTimePickerStepsAMinute() {
        let log = DueLog()
        let host = ViewHost(Task(log: log, components: .hourAndMinute))
        #expect(host.increment("Due"))
        #expect(log.due == start.addingTimeInterval(60))
        let time = start.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: american))
        #expect(renderedLines(Task(log: log, components: .hourAndMinute), columns: 40, rows: 1)[0].contains(time))
        let both = start.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: american))
        #expect(
            renderedLines(Task(log: log, components: [.date, .hourAndMinute]), columns: 40, rows: 1)[0].contains(both))
    }

    @Test func aDatePickerShowsItsDateInTheEnvironmentsLocale() {
        let picker = DatePicker("Due", selection: .constant(fourteenth), displayedComponents: .date)
        #expect(renderedLines(picker, columns: 25, rows: 1) == ["Due  [-] Nov 14, 2023 [+]"])
        #expect(
            renderedLines(picker.environment(\.locale, Locale(identifier: "de_DE")), columns: 26, rows: 1) == [
                "Due  [-] 14. Nov. 2023 [+]"
            ])
    }
}
