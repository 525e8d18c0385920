import SpecUI
import Testing

@testable import SpecUITerminal

/// A control's literal title is a key, as `Text`'s literal is: its interpolations may be numbers formatted by a
/// specifier or a format style, a `Double` without one is written as the key writes it, and its Markdown is drawn. A
/// title from a `String` value is shown as written.
@MainActor
@Suite struct TitleKeyTests {
    @Test func aLiteralTitleFormatsItsInterpolations() {
        let weight = 72.5
        let controls = VStack(alignment: .leading) {
            Button("Pay \(12.5, format: .currency(code: "EUR"))") {}
            Stepper("Weight \(weight, specifier: "%.1f") kg", value: .constant(weight), step: 0.5)
            Toggle("Half \(weight)", isOn: .constant(false))
            Label("\(3, specifier: "%02d") items", systemImage: "cart")
        }
        #expect(
            renderedLines(controls, columns: 30, rows: 4) == [
                "Pay €12.50                    ",
                "Weight 72.5 kg         [-] [+]",
                "Half 72.500000             [ ]",
                "🛒 03 items                   ",
            ])
    }

    @Test func aLiteralTitleDrawsItsMarkdownAndAStringIsShownAsWritten() {
        let written = "**Save**"
        let buttons = VStack(alignment: .leading) {
            Button("**Save**") {}
            Button(written) {}
        }
        #expect(renderedLines(buttons, columns: 8, rows: 2) == ["Save    ", "**Save**"])
    }
}
