import SpecUI
import Testing

/// A modifier reading the environment, as a card style that follows the color scheme does.
private struct SchemeCaption: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        VStack {
            content
            Text(colorScheme == .dark ? "dark" : "light")
        }
    }
}

/// A modifier with state of its own: a button under the content that counts its taps.
private struct TapCounter: ViewModifier {
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack {
            content
            Button("taps \(taps)") { taps += 1 }
        }
    }
}

private struct SchemeSwitchingView: View {
    @State private var isDark = false

    var body: some View {
        VStack {
            Text("title").modifier(SchemeCaption())
            Button("switch") { isDark.toggle() }
        }
        .environment(\.colorScheme, isDark ? .dark : .light)
    }
}

private struct CountedRowsView: View {
    @State private var showsFirst = true

    var body: some View {
        VStack {
            if showsFirst {
                Text("first").modifier(TapCounter())
            } else {
                Text("second").modifier(TapCounter())
            }
            Button("flip") { showsFirst.toggle() }
        }
    }
}

@MainActor
@Suite struct CustomModifierTests {
    @Test func aModifierReadsTheEnvironmentOfTheViewItModifies() {
        let host = ViewHost(Text("x").modifier(SchemeCaption()).environment(\.colorScheme, .dark))
        #expect(host.resolved.texts == ["x", "dark"])
    }

    @Test func aModifierFollowsAnEnvironmentChange() {
        let host = ViewHost(SchemeSwitchingView())
        #expect(host.resolved.texts == ["title", "light", "switch"])
        host.tap("switch")
        #expect(host.resolved.texts == ["title", "dark", "switch"])
        host.environment.colorScheme = .dark
        #expect(host.resolved.texts == ["title", "dark", "switch"])
    }

    @Test func aModifierKeepsItsStateWithTheModifiedViewsIdentity() {
        let host = ViewHost(CountedRowsView())
        host.tap("taps 0")
        host.tap("taps 1")
        #expect(host.resolved.texts == ["first", "taps 2", "flip"])
        #expect(host.bodyEvaluations["CountedRowsView"] == 1)
        host.tap("flip")
        #expect(host.resolved.texts == ["second", "taps 0", "flip"])
        host.tap("flip")
        #expect(host.resolved.texts == ["first", "taps 0", "flip"])
    }
}
