import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct FormattedTextTests {
    private let german = Locale(identifier: "de_DE")
    private let american = Locale(identifier: "en_US")

    @Test func aTextOfAValueAndAFormatStyleShowsTheFormattedValue() {
        let texts = VStack(alignment: .leading) {
            Text(1234.5, format: .number.locale(american))
            Text(0.25, format: .percent.locale(american))
            Text(12.5, format: .currency(code: "EUR").locale(german))
            Text(3.14159, format: .number.precision(.fractionLength(2)).locale(american))
        }
        #expect(renderedLines(texts, columns: 8, rows: 4) == ["1,234.5 ", "25%     ", "12,50\u{A0}€ ", "3.14    "])
    }

    @Test func anInterpolationWithAFormatStyleFormatsItsValue() {
        let total = Text("Total: \(42, format: .number.locale(american)) of \(1500, format: .number.locale(german))")
        #expect(renderedLines(total, columns: 18, rows: 1) == ["Total: 42 of 1.500"])
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
