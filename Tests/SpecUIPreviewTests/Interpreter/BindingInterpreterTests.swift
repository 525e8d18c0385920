import SpecUI
import SpecUIPreview
import Testing

@MainActor
@Suite struct BindingInterpreterTests {
    @Test func aBindingWriteReevaluatesOnlyTheRowWhoseBindingReadsANewValue() throws {
        let preview = try #require(Preview(repositoryUnit("SettingsView", "SettingsRow"), view: "SettingsView"))
        #expect(preview.host.toggle("Notifications"))
        #expect(
            preview.lines == [
                "# General", "(bell)", "[ ] Notifications", "(square.and.arrow.down)", "[x] Auto-save",
                "# Appearance", "(moon)", "[ ] Dark mode", "System appearance: light", "# ", "Reset",
            ])
        #expect(
            preview.host.trace.suffix(2) == ["SettingsView: _notifications changed.", "SettingsRow: @self changed."])
        #expect(preview.host.bodyEvaluations == ["SettingsView": 2, "SettingsRow": 4])
        #expect(preview.host.tap("reset"))
        #expect(preview.lines.contains("[x] Notifications"))
    }

    @Test func aRootBindingIsAConstantLikeTheGeneratedPreview() throws {
        let preview = try #require(Preview(repositoryUnit("SettingsRow"), view: "SettingsRow", preview: "On"))
        #expect(preview.lines == ["(wifi)", "[x] Wi-Fi"])
        preview.host.toggle("Wi-Fi")
        #expect(preview.lines == ["(wifi)", "[x] Wi-Fi"])
    }

    @Test func aBindingOnlyActionsWriteDoesNotReevaluateTheChild() throws {
        let unit = checkedUnit([
            (
                "Specs/Host.yaml",
                """
                view: Host
                state:
                  on: false
                body:
                  - Text: "{on}"
                  - Child:
                      flag: $on
                """
            ),
            (
                "Specs/Child.yaml",
                """
                view: Child
                bindings:
                  flag: Bool
                body:
                  - Button: "write"
                    action: flag = true
                """
            ),
        ])
        let preview = try #require(Preview(unit, view: "Host"))
        #expect(preview.host.tap("write"))
        #expect(preview.lines == ["true", "write"])
        #expect(preview.host.trace.last == "Host: _on changed.")
        #expect(preview.host.bodyEvaluations == ["Host": 2, "Child": 1])
    }
}
