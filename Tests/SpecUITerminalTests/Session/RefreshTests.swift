import SpecUI
import Testing

@testable import SpecUITerminal

private struct Feed: View {
    @State private var loads = 0

    var body: some View {
        VStack {
            Text("loads \(loads)")
            ReloadButton()
        }
        .refreshable {
            await Task.yield()
            loads += 1
        }
    }
}

/// A control of its own for the refresh around it, only where there is one.
private struct ReloadButton: View {
    @Environment(\.refresh) private var refresh

    var body: some View {
        if refresh != nil {
            Text("pull to reload")
        }
    }
}

@MainActor
@Suite struct RefreshTests {
    private func settle(_ host: ViewHost) async {
        for _ in 0..<20 where !host.needsUpdate {
            await Task.yield()
        }
        host.update()
    }

    @Test func ctrlRRunsTheRefreshOfTheShownScreen() async {
        let session = TerminalSession(host: ViewHost(Feed()))
        _ = session.frame(size: TerminalSize(columns: 14, rows: 2))
        #expect(session.host.resolved.texts == ["loads 0", "pull to reload"])
        _ = session.handle(.control("r"))
        await settle(session.host)
        #expect(session.host.resolved.texts == ["loads 1", "pull to reload"])
    }

    @Test func withoutARefreshableViewThereIsNothingToRefresh() {
        let host = ViewHost(ReloadButton())
        #expect(host.refresh() == false)
        #expect(host.resolved.texts == [])
    }
}
