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

/// Buttons whose labels draw only a symbol: each is named as assistive technology names it.
private struct IconButtons: View {
    @State private var total = 0

    var body: some View {
        VStack {
            Button {
                total += 1
            } label: {
                Image(systemName: "plus.circle.fill")
            }
            Button {
                total += 10
            } label: {
                Label("Toggle Favorite", systemImage: "star").labelStyle(.iconOnly)
            }
            Button {
                total += 100
            } label: {
                Label("Add Item", systemImage: "plus")
            }
            Button {
                total += 1000
            } label: {
                Image(systemName: "trash").accessibilityLabel("Delete")
            }
            Button {
                total += 10000
            } label: {
                Image(decorative: "flourish")
            }
            Text("\(total)")
        }
    }
}

/// A toggle whose icon-only label hides its title, and a tab bar whose items are only symbols.
private struct IconSettings: View {
    @State private var wifi = false

    var body: some View {
        TabView {
            Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly) }
                .tabItem { Image(systemName: "gear") }
            Text(wifi ? "on" : "off")
                .tabItem { Label("Status", systemImage: "info.circle").labelStyle(.iconOnly) }
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

    /// A symbol alone names its button by the symbol's name, an icon-only label by the title it hides, an
    /// `accessibilityLabel` inside the label by its text; a label drawing its title is named by the title only.
    @Test func aButtonDrawingOnlyASymbolIsNamedAsAccessibilityNamesIt() {
        let host = ViewHost(IconButtons())
        #expect(host.actionables.map(\.label) == ["plus.circle.fill", "Toggle Favorite", "Add Item", "Delete", ""])
        #expect(host.tap("plus.circle.fill"))
        #expect(host.tap("Toggle Favorite"))
        #expect(host.tap("Add Item"))
        #expect(host.tap("Delete"))
        #expect(!host.tap("star"))
        #expect(!host.tap("plus"))
        #expect(!host.tap("trash"))
        #expect(!host.tap("flourish"))
        #expect(host.resolved.texts == ["Add Item", "1111"])
    }

    /// A hidden title names a toggle and a tab item too; a symbol alone names a tab item.
    @Test func everyControlIsNamedByTheTitleItsLabelHides() {
        let host = ViewHost(IconSettings())
        #expect(host.actionables.map(\.label) == ["Wi-Fi", "gear", "Status"])
        #expect(host.toggle("Wi-Fi"))
        #expect(host.tap("Status"))
        #expect(host.resolved.texts.contains("on"))
    }
}

extension AccessibilityTests {
    /// An empty text in a label says nothing: the name has no space for it, so the control is found by what shows.
    @Test func anEmptyTextLeavesNoSpaceInTheName() {
        let host = ViewHost(
            Button {
            } label: {
                VStack {
                    Text("Dave")
                    Text("")
                }
            })
        #expect(host.actionables.map(\.label) == ["Dave"])
        #expect(host.tap("Dave"))
    }
}
