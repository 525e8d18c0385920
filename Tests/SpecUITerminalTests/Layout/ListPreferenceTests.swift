import SpecUI
import Testing

@testable import SpecUITerminal

private struct Sum: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// Rows of a `List` handing up their numbers, summed over the list.
private struct Numbers: View {
    @State private var numbers = [1, 2, 3]
    @State private var sum = 0

    var body: some View {
        VStack {
            Text("sum \(sum)")
            Button("Append") { numbers.append(numbers.count + 1) }
            List {
                ForEach(numbers, id: \.self) { number in
                    Text("Row \(number)").preference(key: Sum.self, value: number)
                }
            }
            .onPreferenceChange(Sum.self) { sum = $0 }
        }
    }
}

@MainActor
@Suite struct ListPreferenceTests {
    private func lines(_ host: ViewHost) -> [String] {
        TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 8, rows: 7)).lines
    }

    @Test func rowsBuiltWhileDrawingHandUpTheirPreferencesInTheSameFrame() {
        let host = ViewHost(Numbers())
        #expect(lines(host) == [" sum 6  ", " Append ", "Row 1   ", "Row 2   ", "Row 3   ", "        ", "        "])
        #expect(host.tap("Append"))
        #expect(lines(host) == [" sum 10 ", " Append ", "Row 1   ", "Row 2   ", "Row 3   ", "Row 4   ", "        "])
    }
}
