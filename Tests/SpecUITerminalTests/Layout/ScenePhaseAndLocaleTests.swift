import Foundation
import SpecUI
import Testing

@testable import SpecUITerminal

private struct PhaseView: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.locale) private var locale

    var body: some View {
        Text("\(phase == .active ? "active" : "not active") \(locale.identifier)")
    }
}

@MainActor
@Suite struct ScenePhaseAndLocaleTests {
    @Test func aPreviewIsActiveInUnitedStatesEnglish() {
        let frame = TerminalRenderer.snapshot(PhaseView(), size: TerminalSize(columns: 12, rows: 1))
        #expect(frame.lines == ["active en_US"])
    }

    @Test func theEnvironmentSetsAnotherPhaseAndLocale() {
        let view = PhaseView().environment(\.scenePhase, .background).environment(\.locale, Locale(identifier: "fr_FR"))
        let frame = TerminalRenderer.snapshot(view, size: TerminalSize(columns: 16, rows: 1))
        #expect(frame.lines == ["not active fr_FR"])
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
