import Foundation
import SpecUI
import Testing

private let american = Locale(identifier: "en_US")

private struct Order: View {
    @State private var quantity = 3
    @State private var submitted = ""

    var body: some View {
        VStack {
            TextField("Quantity", value: $quantity, format: IntegerFormatStyle<Int>(locale: american))
                .onSubmit { submitted = "submitted \(quantity)" }
            Text("Quantity is \(quantity)")
            Text(submitted)
            Button("Done") {}
        }
    }
}

private struct Tip: View {
    @State private var percent: Double? = 15

    var body: some View {
        VStack {
            TextField("Tip", value: $percent, format: FloatingPointFormatStyle<Double>(locale: american))
            Text(percent.map { "Tip \($0)" } ?? "No tip")
        }
    }
}

/// A field of a number, without a locale of its own, in German.
private struct GermanAmount: View {
    @State private var amount = 1500.5

    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .number)
            Text(verbatim: "Amount \(amount)")
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
    }
}

/// The text the first text field of `host`'s screen shows.
@MainActor
private func fieldText(_ host: ViewHost) -> String? {
    func find(_ view: ResolvedView) -> String? {
        switch view {
        case .textField(let field): field.text
        case .stack(let stack): stack.children.lazy.compactMap(find).first
        case .modified(let content, _): find(content)
        default: nil
        }
    }
    return find(host.resolved)
}

@MainActor
@Suite struct FormattedTextFieldTests {
    @Test func theFieldShowsTheValueAsItsFormatWritesIt() {
        let host = ViewHost(Order())
        #expect(fieldText(host) == "3")
    }

    @Test func returnReadsTheTextIntoTheValueBeforeOnSubmit() {
        let host = ViewHost(Order())
        #expect(host.setText("Quantity", "1,200"))
        // While it is typed, the text is the field's own; the value is as it was.
        #expect(host.resolved.texts.contains("Quantity is 3"))
        #expect(fieldText(host) == "1,200")
        #expect(host.submit("Quantity"))
        #expect(host.resolved.texts.contains("Quantity is 1200"))
        #expect(host.resolved.texts.contains("submitted 1200"))
        #expect(fieldText(host) == "1,200")
    }

    @Test func leavingTheFieldReadsTheTextToo() {
        let host = ViewHost(Order())
        #expect(host.focus("Quantity"))
        #expect(host.setText("Quantity", "7"))
        #expect(host.focus("Done"))
        #expect(host.resolved.texts.contains("Quantity is 7"))
    }

    @Test func textTheFormatCannotReadLeavesTheValueAndShowsItAgain() {
        let host = ViewHost(Order())
        #expect(host.setText("Quantity", "many"))
        #expect(host.submit("Quantity"))
        #expect(host.resolved.texts.contains("Quantity is 3"))
        #expect(fieldText(host) == "3")
    }

    @Test func anOptionalValueIsNilForEmptyText() {
        let host = ViewHost(Tip())
        #expect(fieldText(host) == "15")
        #expect(host.setText("Tip", "12.5"))
        #expect(host.submit("Tip"))
        #expect(host.resolved.texts.contains("Tip 12.500000"))
        #expect(host.setText("Tip", ""))
        #expect(host.submit("Tip"))
        #expect(host.resolved.texts.contains("No tip"))
    }

    @Test func theFieldWritesAndReadsTheValueInTheEnvironmentsLocale() {
        let host = ViewHost(GermanAmount())
        #expect(fieldText(host) == "1.500,5")
        #expect(host.setText("Amount", "2.000,25"))
        #expect(host.submit("Amount"))
        #expect(host.resolved.texts.contains("Amount 2000.25"))
        #expect(fieldText(host) == "2.000,25")
    }
}
