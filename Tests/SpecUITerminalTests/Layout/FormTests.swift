import SpecUI
import Testing

@testable import SpecUITerminal

private struct Settings: View {
    @State private var alerts = true
    @State private var volume = 3

    var body: some View {
        Form {
            Section("Sound") {
                Toggle("Alerts", isOn: $alerts)
                Stepper("Volume \(volume)", value: $volume, in: 0...5)
            }
        }
    }
}

@MainActor
@Suite struct FormTests {
    @Test func aFormDrawsAsAListOfItsSectionsAndItsControlsAct() {
        let host = ViewHost(Settings())
        #expect(host.tap("Alerts"))
        let list = TerminalRenderer.snapshot(
            List {
                Section("Sound") {
                    Toggle("Alerts", isOn: .constant(false))
                    Stepper("Volume 3", value: .constant(3), in: 0...5)
                }
            }, size: TerminalSize(columns: 20, rows: 3))
        let form = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 20, rows: 3))
        #expect(form.lines == list.lines)
        #expect(form.lines == ["Sound               ", "Alerts           [ ]", "Volume 3     [-] [+]"])
    }

    @Test func everyFormStyleDrawsAlike() {
        let size = TerminalSize(columns: 20, rows: 3)
        let automatic = TerminalRenderer.snapshot(Settings().formStyle(.automatic), size: size).lines
        #expect(TerminalRenderer.snapshot(Settings().formStyle(.grouped), size: size).lines == automatic)
        #expect(TerminalRenderer.snapshot(Settings().formStyle(.columns), size: size).lines == automatic)
        #expect(automatic == ["Sound               ", "Alerts           [x]", "Volume 3     [-] [+]"])
    }
}
