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
}
