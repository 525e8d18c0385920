import SpecUI
import Testing

@testable import SpecUITerminal

/// November 14, 2023, at noon UTC: the same day in every time zone within eleven hours of UTC.
private let fourteenth = Date(timeIntervalSince1970: 1_699_963_200)

private struct Formatted: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text(fourteenth, style: .date)
            Text(fourteenth, format: .dateTime.day().month().year())
            Text(3.5, format: .currency(code: "USD"))
            Text(1_234_567.891, format: .number)
            Text("Total \(3.5, specifier: "%.2f") of \(1500, format: .number), \(7, specifier: "%03d")")
        }
    }
}

/// A view whose button switches the locale of the texts inside.
private struct Switching: View {
    @State private var german = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(1500.25, format: .number)
            Button("Switch") { german.toggle() }
        }
        .environment(\.locale, Locale(identifier: german ? "de_DE" : "en_US"))
    }
}

@MainActor
@Suite struct FormattedTextTests {
    private let german = Locale(identifier: "de_DE")
    private let american = Locale(identifier: "en_US")

    @Test func aTextOfAValueAndAFormatStyleShowsTheFormattedValue() {
        let texts = VStack(alignment: .leading) {
            Text(1234.5, format: .number)
            Text(0.25, format: .percent)
            Text(12.5, format: .currency(code: "EUR"))
            Text(3.14159, format: .number.precision(.fractionLength(2)))
        }
        #expect(renderedLines(texts, columns: 8, rows: 4) == ["1,234.5 ", "25%     ", "€12.50  ", "3.14    "])
    }

    @Test func formatsFollowEnUSWhereNoLocaleIsSetWhateverTheMachinesLocale() {
        #expect(
            renderedLines(Formatted(), columns: 24, rows: 5) == [
                "November 14, 2023       ",
                "Nov 14, 2023            ",
                "$3.50                   ",
                "1,234,567.891           ",
                "Total 3.50 of 1,500, 007",
            ])
    }

    @Test func formatsFollowTheEnvironmentsLocale() {
        #expect(
            renderedLines(Formatted().environment(\.locale, german), columns: 24, rows: 5) == [
                "14. November 2023       ",
                "14. Nov. 2023           ",
                "3,50\u{A0}$                  ",
                "1.234.567,891           ",
                "Total 3,50 of 1.500, 007",
            ])
    }

    @Test func theEnvironmentsLocaleReplacesTheStylesOwn() {
        // SwiftUI's `Text` sets the environment's locale on the style it is given.
        let text = Text(12.5, format: .currency(code: "EUR").locale(american)).environment(\.locale, german)
        #expect(renderedLines(text, columns: 8, rows: 1) == ["12,50\u{A0}€ "])
    }

    @Test func aNewLocaleRedrawsTheFormattedTexts() {
        let host = ViewHost(Switching())
        #expect(host.resolved.texts.contains("1,500.25"))
        #expect(host.tap("Switch"))
        #expect(host.resolved.texts.contains("1.500,25"))
    }

    @Test func anInterpolationWithAFormatStyleFormatsItsValue() {
        let total = Text("Total: \(42, format: .number) of \(1500, format: .number)")
        #expect(renderedLines(total, columns: 18, rows: 1) == ["Total: 42 of 1,500"])
        #expect(renderedLines(total.environment(\.locale, german), columns: 18, rows: 1) == ["Total: 42 of 1.500"])
    }

    @Test func aDateFormatsByItsStyle() {
        let utc = TimeZone(identifier: "UTC")!
        let style = Date.FormatStyle(
            date: .numeric, time: .omitted, locale: american, calendar: Calendar(identifier: .gregorian), timeZone: utc)
        #expect(
            renderedLines(Text(Date(timeIntervalSince1970: 86_400), format: style), columns: 8, rows: 1) == ["1/2/1970"]
        )
    }
}
