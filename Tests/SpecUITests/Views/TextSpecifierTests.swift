import SpecUI
import Testing

private struct PriceLabel: View {
    let price: Double
    let count: Int

    var body: some View {
        VStack {
            Text("Total: \(price, specifier: "%.2f")")
            Text("\(count, specifier: "%03d") items")
            Text("plain \(count)")
        }
    }
}

/// `Text` formats a number interpolated with a printf-style `specifier:` as SwiftUI does.
@MainActor
@Suite struct TextSpecifierTests {
    private func text(_ key: LocalizedStringKey) -> String {
        ViewHost(Text(key)).resolved.texts.joined()
    }

    @Test func aPriceLabelFormatsItsNumbers() {
        #expect(
            ViewHost(PriceLabel(price: 3.14159, count: 7)).resolved.texts == ["Total: 3.14", "007 items", "plain 7"])
    }

    @Test func integerSpecifiers() {
        let count = 42
        #expect(text("\(count, specifier: "%d")") == "42")
        #expect(text("\(count, specifier: "%i")") == "42")
        #expect(text("[\(count, specifier: "%5d")]") == "[   42]")
        #expect(text("[\(count, specifier: "%-5d")]") == "[42   ]")
        #expect(text("\(count, specifier: "%x")") == "2a")
        #expect(text("\(255, specifier: "%X")") == "FF")
        #expect(text("\(Int64.max, specifier: "%ld")") == "9223372036854775807")
        #expect(text("\(UInt8(200), specifier: "%u")") == "200")
        #expect(text("\(-3, specifier: "%+d")") == "-3")
        #expect(text("\(count, specifier: "%d%%")") == "42%")
    }

    @Test func floatingPointSpecifiers() {
        let value = 1234.5678
        #expect(text("\(value, specifier: "%f")") == "1234.567800")
        #expect(text("\(value, specifier: "%.1f")") == "1234.6")
        #expect(text("[\(value, specifier: "%10.2f")]") == "[   1234.57]")
        #expect(text("\(value, specifier: "%e")") == "1.234568e+03")
        #expect(text("\(value, specifier: "%g")") == "1234.57")
        #expect(text("\(Float(0.5), specifier: "%.2f")") == "0.50")
        #expect(text("\(value, specifier: "%.0f km")") == "1235 km")
    }

    @Test func aValueOfAnotherKindIsConvertedToTheConversion() {
        #expect(text("\(2.7, specifier: "%d")") == "2")
        #expect(text("\(3, specifier: "%.1f")") == "3.0")
        #expect(text("\(Double.infinity, specifier: "%d")") == "inf")
    }

    @Test func textSpecifiers() {
        let name = "Ada"
        #expect(text("\(name, specifier: "%@")") == "Ada")
        #expect(text("[\(name, specifier: "%-5@")]") == "[Ada  ]")
        #expect(text("[\(name, specifier: "%5s")]") == "[  Ada]")
        #expect(text("\(name, specifier: "%d")") == "%d")
    }

    @Test func aSpecifierThatWouldReadMoreThanTheValueIsDrawnAsWritten() {
        #expect(text("\(1, specifier: "%n")") == "%n")
        #expect(text("\(1, specifier: "%*d")") == "%*d")
        #expect(text("\(1, specifier: "%d %d")") == "%d %d")
        #expect(text("\(1, specifier: "none")") == "none")
    }

    @Test func literalsAndStringsStillMakePlainText() {
        let title = "Hello"
        #expect(ViewHost(Text("Hello")).resolved.texts == ["Hello"])
        #expect(ViewHost(Text(title)).resolved.texts == ["Hello"])
        #expect(ViewHost(Text("\(title)!")).resolved.texts == ["Hello!"])
        #expect(ViewHost(Text(title.prefix(2))).resolved.texts == ["He"])
    }
}
