import SpecUI
import Testing

/// A rating with an icon-only button, named for assistive technology, and a decorative control hidden from it.
private struct Rating: View {
    @State private var stars = 3
    @State private var isFavorite = false

    var body: some View {
        VStack {
            Text("\(stars) stars")
            Button("+") { stars += 1 }
                .accessibilityLabel("Add a star")
                .accessibilityHint(Text("Raises the rating"))
                .accessibilityValue("\(stars) of 5")
            Toggle("♥", isOn: $isFavorite)
                .accessibilityHidden(true)
        }
    }
}

@MainActor
@Suite struct AccessibilityTests {
    /// A control is known by its accessibility label in place of its title, as UI tests know it.
    @Test func anAccessibilityLabelNamesTheControl() {
        let host = ViewHost(Rating())
        #expect(host.actionables.map(\.label) == ["Add a star", "♥"])
        #expect(!host.tap("+"))
        #expect(host.tap("Add a star"))
        #expect(host.resolved.texts.prefix(2) == ["4 stars", "+"])
        let control = host.actionable("Add a star")
        #expect(control?.accessibilityHint == "Raises the rating")
        #expect(control?.accessibilityValue == "4 of 5")
    }

    /// A control hidden from accessibility is drawn and focused, and not found by its handle.
    @Test func aHiddenControlIsNotFoundByItsHandle() {
        let host = ViewHost(Rating())
        #expect(!host.tap("♥"))
        #expect(host.actionable("♥") == nil)
        // Still a control of the screen, which keys focus and Space flips.
        let hidden = host.actionables.last
        #expect(hidden?.kind == .toggle)
        #expect(hidden?.isAccessibilityHidden == true)
    }
}
