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

private struct NetworkSettings: View {
    @State private var wifi = true
    @State private var guests = 3

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(isOn: $wifi) {
                VStack(alignment: .leading) {
                    Text("Wi-Fi").bold()
                    Text("Connected to Home").font(.caption)
                }
            }
            Stepper(value: $guests) {
                Label("Guests: \(guests)", systemImage: "person.2")
            }
            Toggle("Plain", isOn: $wifi)
        }
    }
}

/// A toggle's or stepper's label that is more than one text is drawn as its views, as SwiftUI draws it, and is
/// named by its texts.
@MainActor
@Suite struct ToggleLabelTests {
    @Test func aToggleLabelledByViewsDrawsThemAndIsNamedByTheirTexts() {
        let host = ViewHost(RingerView())
        #expect(host.actionables.map(\.label) == ["Vibrate on Ring", "Silent mode"])
        #expect(host.toggle("Vibrate on Ring"))
        let frame = TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 19, rows: 2))
        #expect(frame.lines == ["Vibrate on Ring [x]", "🔔 Silent mode  [x]"])
    }

    @Test func aLabelOfSeveralLinesKeepsItsStylesAndTheControlStaysWhole() {
        let session = TerminalSession(host: ViewHost(NetworkSettings()))
        let size = TerminalSize(columns: 24, rows: 4)
        let buffer = session.frame(size: size)
        #expect(
            buffer.lines() == [
                "Wi-Fi                [x]",
                "Connected to Home       ",
                "👥 Guests: 3     [-] [+]",
                "Plain                [x]",
            ])
        #expect((0..<5).allSatisfy { buffer[$0, 0].style.bold })
        #expect((0..<17).allSatisfy { buffer[$0, 1].style.dim && !buffer[$0, 1].style.bold })
        #expect(session.host.actionables.map(\.label) == ["Wi-Fi Connected to Home", "Guests: 3", "Plain"])
        // The focus covers the label's views as it covers a title.
        _ = session.handle(.tab)
        #expect(marked(session, size)[0] == "[W][i][-][F][i]                [[][x][]]")
        // Narrower than its label, the label wraps and truncates beside the whole control.
        #expect(
            session.frame(size: TerminalSize(columns: 12, rows: 4)).lines() == [
                "Wi-Fi    [x]",
                "Connect…    ",
                "👥   [-] [+]",
                "Plain    [x]",
            ])
    }

    @Test func rightToLeftTheLabelIsAtTheRightAndItsViewsRunFromIt() {
        let frame = TerminalRenderer.snapshot(
            host: ViewHost(NetworkSettings().environment(\.layoutDirection, .rightToLeft)),
            size: TerminalSize(columns: 24, rows: 4))
        #expect(
            frame.lines == [
                "[x]                Wi-Fi",
                "       Connected to Home",
                "[+] [-]     Guests: 3 👥",
                "[x]                Plain",
            ])
    }
}
