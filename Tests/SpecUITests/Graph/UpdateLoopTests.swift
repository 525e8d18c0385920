import SpecUI
import Testing

private struct EchoView: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onChange(of: count) { count += 1 }
            .onAppear { count = 1 }
    }
}

private struct QuietView: View {
    var body: some View {
        VStack {
            EchoView()
            Text("quiet")
        }
    }
}

/// A flush that never settles stops after the limit, naming the views whose state was still changing.
@MainActor
@Suite struct UpdateLoopTests {
    @Test func anOnChangeThatWritesWhatItWatchesStopsAndNamesItsView() {
        let host = ViewHost(QuietView())
        #expect(
            host.runtimeIssues == [
                "Update loop: views kept changing state after 100 updates (still changing: EchoView); stopped."
            ])
    }
}
