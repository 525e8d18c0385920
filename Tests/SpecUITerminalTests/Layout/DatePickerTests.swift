import Foundation
import SpecUI
import Testing

@testable import SpecUITerminal

private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

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

@MainActor
@Suite struct DatePickerTests {
    @Test func aDatePickerIsAStepperOfItsDate() {
        let log = DueLog()
        let host = ViewHost(Task(log: log, components: .date))
        let shown = start.formatted(date: .abbreviated, time: .omitted)
        let width = 7 + shown.count + 8
        let line = renderedLines(Task(log: log, components: .date), columns: width, rows: 1)[0]
        #expect(line == "Due  [-] \(shown) [+]  ")
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
        let time = start.formatted(date: .omitted, time: .shortened)
        #expect(renderedLines(Task(log: log, components: .hourAndMinute), columns: 40, rows: 1)[0].contains(time))
        let both = start.formatted(date: .abbreviated, time: .shortened)
        #expect(
            renderedLines(Task(log: log, components: [.date, .hourAndMinute]), columns: 40, rows: 1)[0].contains(both))
    }
}
