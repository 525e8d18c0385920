import SpecUI
import Testing

@testable import SpecUITerminal

private struct RingerView: View {
    @State private var vibrates = false
    @State private var silent = true

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(isOn: $vibrates) {
                Text("Vibrate on Ring")
            }
            Toggle(isOn: $silent) {
                HStack {
                    Image(systemName: "bell")
                    Text("Silent")
                    Text("mode")
                }
            }
        }
    }
}

@MainActor
@Suite struct ToggleLabelTests {
    @Test func aToggleLabelledByViewsShowsTheirTextsAsItsTitle() {
        let host = ViewHost(RingerView())
        #expect(host.actionables.map(\.label) == ["Vibrate on Ring", "Silent mode"])
        #expect(host.toggle("Vibrate on Ring"))
        let frame = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 19, rows: 2))
        #expect(frame.lines == ["Vibrate on Ring [x]", "Silent mode     [x]"])
    }
}
