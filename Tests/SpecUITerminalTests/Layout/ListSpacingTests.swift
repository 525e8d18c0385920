import SpecUI
import Testing

@testable import SpecUITerminal

/// Two sections, the second with a footer.
private struct Groceries: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
            Section {
                Text("Kale")
            } header: {
                Text("Veg")
            } footer: {
                Text("Fresh")
            }
        }
    }
}

/// `listRowSpacing` leaves blank rows between two rows of content, and `listSectionSpacing` before a section's header
/// that follows another section.
@MainActor
@Suite struct ListSpacingTests {
    @Test func rowAndSectionSpacingsAreBlankRows() {
        let spaced = Groceries().listRowSpacing(1).listSectionSpacing(2)
        #expect(
            renderedLines(spaced, columns: 6, rows: 10) == [
                "Fruit ", "Apple ", "      ", "Pear  ", "      ", "      ", "Veg   ", "Kale  ", "Fresh ", "      ",
            ])
        let custom = Groceries().listSectionSpacing(.custom(1))
        #expect(
            renderedLines(custom, columns: 6, rows: 7) == [
                "Fruit ", "Apple ", "Pear  ", "      ", "Veg   ", "Kale  ", "Fresh ",
            ])
    }

    @Test func theDefaultAndCompactSpacingsAreATerminalListsOwn() {
        let plain = renderedLines(Groceries(), columns: 6, rows: 6)
        #expect(plain == ["Fruit ", "Apple ", "Pear  ", "Veg   ", "Kale  ", "Fresh "])
        #expect(renderedLines(Groceries().listSectionSpacing(.compact), columns: 6, rows: 6) == plain)
        #expect(
            renderedLines(Groceries().listSectionSpacing(.default).listRowSpacing(nil), columns: 6, rows: 6) == plain)
    }

    /// A spaced list scrolls by its rows measured as drawn, with their spacing: to its last row, not past it.
    @Test func aSpacedListScrollsToARowByItsRowsAsDrawn() {
        let list = ScrollViewReader { proxy in
            List(1...6, id: \.self) { Text("Row \($0)") }
                .listRowSpacing(1)
                .onAppear { proxy.scrollTo(6) }
        }
        let session = TerminalSession(host: ViewHost(list))
        let size = TerminalSize(columns: 6, rows: 4)
        #expect(trimmedLines(session, size) == ["", "Row 5", "", "Row 6"])
    }
}
