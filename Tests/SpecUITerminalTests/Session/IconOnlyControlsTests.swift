import SpecUI
import Testing

@testable import SpecUITerminal

/// A toolbar of buttons that draw only symbols, as toolbars are often written.
private struct FavoritesBar: View {
    @State private var count = 0
    @State private var isFavorite = false

    var body: some View {
        VStack {
            HStack {
                Button {
                    count += 1
                } label: {
                    Image(systemName: "plus.circle.fill")
                }
                Button {
                    isFavorite.toggle()
                } label: {
                    Label("Toggle Favorite", systemImage: isFavorite ? "star.fill" : "star").labelStyle(.iconOnly)
                }
            }
            Text("\(count) items\(isFavorite ? ", favorite" : "")")
        }
    }
}

@MainActor
@Suite struct IconOnlyControlsTests {
    private let size = TerminalSize(columns: 20, rows: 2)

    /// `--tap` finds a symbol button by its symbol's name and an icon-only label by its title, which neither is
    /// drawn.
    @Test func tapsFindIconOnlyButtonsByTheirAccessibilityNames() {
        let frame = TerminalRenderer.snapshot(
            FavoritesBar(), size: size,
            events: [.tap("plus.circle.fill"), .tap("plus.circle.fill"), .tap("Toggle Favorite")])
        #expect(frame.unmatchedEvents == [])
        #expect(frame.lines == ["        + ★         ", " 2 items, favorite  "])
        #expect(frame.bodyEvaluations == ["FavoritesBar": 4])
    }

    /// The icon of a label is not its name: only the title is.
    @Test func theIconOfALabelWithATitleDoesNotNameIt() {
        let frame = TerminalRenderer.snapshot(FavoritesBar(), size: size, events: [.tap("star")])
        #expect(frame.unmatchedEvents == [.tap("star")])
    }
}
