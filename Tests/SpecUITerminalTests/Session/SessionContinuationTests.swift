import SpecUI
import Testing

@testable import SpecUITerminal

/// One version of a screen, as a reload of an edited spec makes it: the same controls, or some changed.
private struct Screen: View {
    var saveLabel = "Save"
    var saveIdentifier: String? = nil
    var extraFirst = false
    var saveDisabled = false

    var body: some View {
        VStack {
            if extraFirst {
                Button("Help") {}
            }
            Button("Cancel") {}
            Button(saveLabel) {}
                .accessibilityIdentifier(saveIdentifier ?? saveLabel)
                .disabled(saveDisabled)
            Button("Delete") {}
        }
    }
}

/// A reloaded screen keeps focus on the control that had it: found by accessibilityIdentifier, else by kind
/// and label, else by its place among the controls.
@MainActor
@Suite struct SessionContinuationTests {
    private let size = TerminalSize(columns: 30, rows: 8)

    /// A session of `Screen()` with the second control ("Save") focused.
    private func focusedOnSave() -> TerminalSession {
        let session = TerminalSession(host: ViewHost(Screen(saveIdentifier: "save")))
        _ = session.frame(size: size)
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        return session
    }

    private func reloaded(_ screen: Screen) -> TerminalSession {
        let session = TerminalSession(host: ViewHost(screen))
        session.continueFrom(focusedOnSave())
        _ = session.frame(size: size)
        return session
    }

    @Test func theSameIdentifierKeepsFocusAfterItsLabelChanged() {
        #expect(reloaded(Screen(saveLabel: "Save all", saveIdentifier: "save")).focusedLabel == "Save all")
    }

    @Test func theSameLabelKeepsFocusAfterAControlWasAddedBeforeIt() {
        #expect(reloaded(Screen(saveLabel: "Save", extraFirst: true)).focusedLabel == "Save")
    }

    @Test func withNeitherTheControlAtTheSamePlaceGetsFocus() {
        #expect(reloaded(Screen(saveLabel: "Store")).focusedLabel == "Store")
    }

    @Test func aControlNowDisabledLeavesNothingFocused() {
        let session = reloaded(Screen(saveIdentifier: "save", saveDisabled: true))
        #expect(session.focused == nil)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Cancel")
    }
}
