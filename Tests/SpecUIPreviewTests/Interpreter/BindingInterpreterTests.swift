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
}
