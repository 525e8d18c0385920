import SpecUI
import Testing

@testable import SpecUITerminal

/// Draws a toggle as a check mark beside its label, as a button that flips it.
private struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Text(configuration.isOn ? "☑" : "☐")
                configuration.label
            }
        }
    }
}

/// A style whose body holds a toggle of its own, which draws with the default style.
private struct CaptionedStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Toggle(isOn: configuration.$isOn) { configuration.label }
            Text(configuration.isOn ? "on" : "off")
        }
    }
}

private struct WifiSettings<Style: ToggleStyle>: View {
    let style: Style
    @State private var isOn = false

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
            .toggleStyle(style)
    }
}

private struct NameField<Style: TextFieldStyle>: View {
    let style: Style

    var body: some View {
        TextField("Name", text: .constant("Ola"))
            .textFieldStyle(style)
    }
}

@MainActor
@Suite struct ControlStyleTests {
    private let size = TerminalSize(columns: 14, rows: 2)

    private func lines(_ view: some View) -> [String] {
        TerminalSession(host: ViewHost(view)).frame(size: size).lines()
    }

    /// The default style is iOS's switch, across the width offered; a checkbox, and a button, which a terminal
    /// cannot draw pressed, are `[x] Title`, as wide as they draw.
    @Test func aBuiltInToggleStyleDrawsASwitchOrACheckbox() {
        let plain = lines(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(plain == ["Wi-Fi      [x]", "              "])
        #expect(lines(WifiSettings(style: .automatic)) == lines(WifiSettings(style: .switch)))
        #expect(lines(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)) == plain)
        let checkbox = ["  [x] Wi-Fi   ", "              "]
        #expect(lines(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.button)) == checkbox)
        #expect(lines(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.checkbox)) == checkbox)
        // A switch whose label is hidden is as wide as the switch.
        #expect(
            lines(
                HStack {
                    Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
                    Text("on")
                }) == ["    [x] on    ", "              "])
    }

    @Test func anAuthorsToggleStyleDrawsTheToggleAndFlipsIt() {
        let host = ViewHost(WifiSettings(style: CheckStyle()))
        let session = TerminalSession(host: host)
        #expect(session.frame(size: size).lines() == ["   ☐ Wi-Fi    ", "              "])
        #expect(host.tap("☐ Wi-Fi"))
        #expect(host.resolved.texts == ["☑", "Wi-Fi"])
        // The style reads `isOn` through the configuration's binding; the view's body does not read it.
        #expect(host.bodyEvaluations == ["WifiSettings<CheckStyle>": 1])
    }

    @Test func aToggleInsideAStylesBodyHasTheDefaultStyle() {
        let host = ViewHost(WifiSettings(style: CaptionedStyle()))
        #expect(host.toggle("Wi-Fi"))
        #expect(host.resolved.texts == ["on"])
    }

    @Test func everyTextFieldStyleDrawsTheTerminalField() {
        let plain = lines(TextField("Name", text: .constant("Ola")))
        #expect(lines(NameField(style: .automatic)) == plain)
        #expect(lines(NameField(style: .plain)) == plain)
        #expect(lines(NameField(style: .roundedBorder)) == plain)
        #expect(lines(NameField(style: .squareBorder)) == plain)
    }
}
