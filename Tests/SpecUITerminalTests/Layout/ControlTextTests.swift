import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ControlTextTests {
    @Test func aToggleWithoutATitleEndsAtItsBox() {
        let row = HStack {
            Text("Wi-Fi")
            Spacer()
            Toggle("", isOn: .constant(true))
        }
        #expect(renderedLines(row, columns: 12, rows: 1) == ["Wi-Fi    [x]"])
        #expect(renderedLines(row, columns: 12, rows: 1, rtl: true) == ["[x]    Wi-Fi"])
    }

    @Test func aNarrowToggleOrStepperCutsItsLabelAndKeepsItsControl() {
        let controls = VStack(alignment: .leading) {
            Toggle("Notifications", isOn: .constant(true))
            Stepper("Volume", value: .constant(5))
        }
        #expect(renderedLines(controls, columns: 13, rows: 2) == ["Notifica… [x]", "Vol…  [-] [+]"])
        #expect(renderedLines(controls, columns: 13, rows: 2, rtl: true) == ["[x] Notifica…", "[+] [-]  Vol…"])
    }

    @Test func aWrappedLabelKeepsTheControlOnItsMiddleLine() {
        let stepper = Stepper("Sound volume level", value: .constant(3))
        #expect(
            renderedLines(stepper.frame(height: 3), columns: 15, rows: 3) == [
                "Sound          ", "volume  [-] [+]", "level          ",
            ])
    }
}
