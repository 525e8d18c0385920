import SpecUITerminal
import Testing

/// A view of Specs/, the preview it starts from, and the events applied before the frame is drawn.
struct ScreenScript: CustomTestStringConvertible, Sendable {
    var view: String
    var preview: String?
    var events: [ScriptedEvent] = []
    var size = TerminalSize(columns: 60, rows: 24)
    var testDescription: String { view + (preview.map { " (\($0))" } ?? "") }

    /// Every view of Specs/, most of them several times: at zero values and as their previews, the events
    /// exercising each control and action.
    static let all: [ScreenScript] = [
        ScreenScript(view: "ChildView"),
        ScreenScript(view: "ConditionalView"),
        ScreenScript(view: "CounterView", events: [.tap("زيادة"), .tap("زيادة")]),
        ScreenScript(
            view: "DashboardView", preview: "Sample",
            events: [
                .tap("progress-up"), .increment("Goal: 5 sessions"), .decrement("Done: 2"), .tap("progress-down"),
                .tap("Show details"),
            ],
            size: TerminalSize(columns: 60, rows: 40)),
        ScreenScript(
            view: "DashboardView", preview: "NoMetrics", events: [.tap("Show details"), .increment("Done: 2")],
            size: TerminalSize(columns: 60, rows: 40)),
        ScreenScript(view: "DashboardView", events: [.tap("Show details"), .tap("progress-up")]),
        // A view that uses itself for each child folder, opened and closed at three depths.
        ScreenScript(
            view: "FileBrowserView",
            events: [.tap("folder-2"), .tap("folder-3"), .tap("folder-1"), .tap("folder-1"), .tap("folder-3")]),
        ScreenScript(view: "FileBrowserView", events: [.tap("folder-2"), .tap("collapse"), .tap("folder-1")]),
        // A preview's binding is constant, as SwiftUI's `.constant(_:)` is: taps leave the folders as they are.
        ScreenScript(view: "FolderRow", events: [.tap("folder-0"), .tap("folder-0")]),
        ScreenScript(view: "FolderRow", preview: "Open", events: [.tap("folder-2"), .tap("folder-1")]),
        ScreenScript(
            view: "LoginView", events: [.type("email", text: "a@b.c"), .type("password", text: "pw"), .tap("sign-in")]),
        ScreenScript(view: "LoginView", preview: "Filled", events: [.tap("sign-in"), .type("email", text: ".org")]),
        ScreenScript(view: "ParentView"),
        ScreenScript(view: "ProfileView", preview: "Arabic", events: [.tap("follow"), .tap("follow"), .tap("follow")]),
        ScreenScript(view: "ProfileView", events: [.tap("follow"), .tap("follow")]),
        ScreenScript(view: "ProfileView", preview: "NoBio", events: [.tap("follow"), .tap("follow")]),
        ScreenScript(view: "SettingsRow", events: [.tap(""), .tap("")]),
        ScreenScript(view: "SettingsRow", preview: "On", events: [.tap("Wi-Fi"), .tap("Wi-Fi")]),
        ScreenScript(view: "SettingsView", events: [.tap("Notifications"), .tap("Dark mode"), .tap("reset")]),
        ScreenScript(view: "SettingsView", preview: "AllOff", events: [.tap("Auto-save"), .tap("Auto-save")]),
        ScreenScript(view: "StatusView", events: [.tap("fail"), .tap("retry"), .tap("finish")]),
        ScreenScript(view: "StatusView", preview: "Loaded", events: [.tap("fail"), .tap("finish")]),
        ScreenScript(view: "StatusView", preview: "Failed", events: [.tap("retry"), .tap("fail")]),
        ScreenScript(
            view: "TodoListView",
            events: [
                .type("draft", text: "Plan trip"), .tap("add"), .tap("toggle-1"), .type("draft", text: "First"),
                .tap("add-top"), .tap("toggle-4"),
            ]),
        ScreenScript(
            view: "TodoListView", preview: "Empty",
            events: [.type("draft", text: "One"), .tap("add"), .tap("toggle-1"), .type("draft", text: "Two")]),
        ScreenScript(
            view: "TodoListView", preview: "Drafting", events: [.tap("add-top"), .tap("toggle-4")]),
        ScreenScript(view: "TodoListView", events: [.tap("toggle-3"), .tap("toggle-2"), .tap("toggle-3")]),
        ScreenScript(view: "TodoListView", events: [.tap("toggle-1"), .tap("delete-3"), .tap("toggle-2")]),
        // Rows that move to another index keep their bodies and their bindings to their own element.
        ScreenScript(
            view: "TodoListView",
            events: [.tap("delete-1"), .tap("toggle-3"), .tap("toggle-2"), .tap("delete-2"), .tap("toggle-3")]),
        ScreenScript(
            view: "TodoListView",
            events: [
                .type("draft", text: "Top"), .tap("add-top"), .tap("toggle-1"), .tap("toggle-3"),
                .tap("remove-first"), .tap("toggle-2"), .tap("delete-2"), .tap("toggle-3"),
            ]),
    ]
}
