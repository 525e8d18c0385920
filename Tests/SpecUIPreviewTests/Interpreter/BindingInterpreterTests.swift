import SpecUI
import SpecUICompiler
import SpecUIPreview
import Testing

@MainActor
@Suite struct BindingInterpreterTests {
    /// `SettingsView` hands `$notifications` on and reads nothing of it, and the row hands it to its toggle, which
    /// reads it as it is drawn: toggling evaluates no body, as in SwiftUI, and the toggle shows the new value.
    @Test func aBindingWriteEvaluatesNoBodyWhenOnlyAControlReadsIt() throws {
        let preview = try #require(Preview(repositoryUnit("SettingsView", "SettingsRow"), view: "SettingsView"))
        let evaluations = preview.host.bodyEvaluations
        #expect(evaluations == ["SettingsView": 1, "SettingsRow": 3])
        #expect(preview.host.toggle("Notifications"))
        #expect(
            preview.lines == [
                "# General", "(bell)", "[ ] Notifications", "(square.and.arrow.down)", "[x] Auto-save",
                "# Appearance", "(moon)", "[ ] Dark mode", "System appearance: light", "# ", "Reset",
            ])
        #expect(preview.host.bodyEvaluations == evaluations)
        #expect(preview.host.tap("reset"))
        #expect(preview.lines.contains("[x] Notifications"))
    }

    @Test func aRootBindingIsAConstantLikeTheGeneratedPreview() throws {
        let preview = try #require(Preview(repositoryUnit("SettingsRow"), view: "SettingsRow", preview: "On"))
        #expect(preview.lines == ["(wifi)", "[x] Wi-Fi"])
        preview.host.toggle("Wi-Fi")
        #expect(preview.lines == ["(wifi)", "[x] Wi-Fi"])
    }

    /// A unit of `Host`, holding `on` and showing `hostText`, and `Child`, given `$on` as `flag`, whose body is
    /// `childBody`.
    private func hostAndChild(hostText: String, childBody: String) -> CheckedUnit? {
        checkedUnit([
            (
                "Specs/Host.yaml",
                "view: Host\nstate:\n  on: false\nbody:\n  - Text: \"\(hostText)\"\n  - Child:\n      flag: $on\n"
            ),
            ("Specs/Child.yaml", "view: Child\nbindings:\n  flag: Bool\nbody:\n" + childBody),
        ])
    }

    /// A view of the unit whose body reads its binding runs again when what it points at changes; the view that
    /// handed the binding on reads nothing of it, and does not.
    @Test func theViewReadingABindingRunsAgainAndTheOneHandingItOnDoesNot() throws {
        let unit = hostAndChild(
            hostText: "host", childBody: "  - Text: \"flag {flag}\"\n  - Button: \"flip\"\n    action: flag.toggle()\n")
        let preview = try #require(Preview(unit, view: "Host"))
        #expect(preview.host.tap("flip"))
        #expect(preview.lines == ["host", "flag true", "flip"])
        #expect(preview.host.trace.last == "Child: @dependencies changed.")
        #expect(preview.host.bodyEvaluations == ["Host": 1, "Child": 2])
    }

    @Test func aBindingOnlyActionsWriteDoesNotReevaluateTheChild() throws {
        let unit = hostAndChild(hostText: "{on}", childBody: "  - Button: \"write\"\n    action: flag = true\n")
        let preview = try #require(Preview(unit, view: "Host"))
        #expect(preview.host.tap("write"))
        #expect(preview.lines == ["true", "write"])
        #expect(preview.host.trace.last == "Host: _on changed.")
        #expect(preview.host.bodyEvaluations == ["Host": 2, "Child": 1])
    }
}
