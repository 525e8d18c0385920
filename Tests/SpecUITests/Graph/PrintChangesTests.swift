import Testing

@testable import SpecUI

private struct Counter: View {
    @State private var count = 0
    let title: String

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(title) \(count)")
            Button("Add") { count += 1 }
            Label(count: count)
        }
    }
}

private struct Label: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text(count.isMultiple(of: 2) ? "even" : "odd")
    }
}

/// A count the body shows and a tally of taps it never reads.
private struct TallyCounter: View {
    @State private var count = 0
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("Add \(count)") {
            count += 1
            taps += 1
        }
    }
}

@MainActor
@Suite(.serialized) struct PrintChangesTests {
    @Test func printChangesPrintsWhyEachBodyRunsAsItRuns() {
        var printed: [String] = []
        let output = printChangesOutput
        printChangesOutput = { printed.append($0) }
        defer { printChangesOutput = output }
        let host = ViewHost(Counter(title: "Taps"))
        #expect(host.tap("Add"))
        #expect(
            printed == [
                "Counter: @self, @identity, _count changed.",
                "Label: @self, @identity changed.",
                "Counter: _count changed.",
                "Label: @self changed.",
            ])
        #expect(printed == host.trace)
        Counter._printChanges()
        #expect(printed.count == 4)
    }

    @Test func printChangesListsOnlyTheChangesThatRanTheBody() {
        var printed: [String] = []
        let output = printChangesOutput
        printChangesOutput = { printed.append($0) }
        defer { printChangesOutput = output }
        let host = ViewHost(TallyCounter())
        #expect(host.tap("Add 0"))
        #expect(printed == ["TallyCounter: @self, @identity, _count, _taps changed.", "TallyCounter: _count changed."])
    }
}
