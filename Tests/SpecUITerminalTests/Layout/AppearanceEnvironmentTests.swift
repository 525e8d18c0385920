import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct AppearanceEnvironmentTests {
    private struct Appearance: View {
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical

        var body: some View {
            Text("\(colorScheme) \(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil")")
        }
    }

    @Test func aTerminalPreviewIsAnUprightPhoneInLightMode() {
        #expect(renderedLines(Appearance(), columns: 21, rows: 1) == ["light compact regular"])
    }

    @Test func sizeClassesAreOverriddenLikeAnyEnvironmentValue() {
        let wide = Appearance().environment(\.horizontalSizeClass, .regular).environment(\.verticalSizeClass, nil)
        #expect(renderedLines(wide, columns: 17, rows: 1) == ["light regular nil"])
    }

    @Test func aPreferredColorSchemeDrawsTheViewInsideInIt() {
        #expect(
            renderedLines(Appearance().preferredColorScheme(.dark), columns: 20, rows: 1) == ["dark compact regular"])
        let kept = Appearance().preferredColorScheme(nil).environment(\.colorScheme, .dark)
        #expect(renderedLines(kept, columns: 20, rows: 1) == ["dark compact regular"])
    }

    @Test func aDarkPreferenceDrawsSemanticColorsDark() {
        let card = Text("Hi").background(Color(.secondarySystemBackground))
        let size = TerminalSize(columns: 2, rows: 1)
        let light = TerminalSession(host: ViewHost(card)).frame(size: size)
        let dark = TerminalSession(host: ViewHost(card.preferredColorScheme(.dark))).frame(size: size)
        #expect(light[0, 0].style.background?.rgb == RGB(242, 242, 247))
        #expect(dark[0, 0].style.background?.rgb == RGB(28, 28, 30))
    }
}
