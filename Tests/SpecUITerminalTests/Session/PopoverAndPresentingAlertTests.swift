import SpecUI
import Testing

@testable import SpecUITerminal

private struct Help: View {
    @State private var isShown = false
    @State private var opened = 0

    var body: some View {
        Button("Help \(opened)") {
            opened += 1
            isShown = true
        }
        .popover(isPresented: $isShown) {
            Text("Tap to start")
        }
    }
}

private struct Tip: Identifiable {
    let id: String
}

private struct Tips: View {
    @State private var shown: Tip?
    let tips = [Tip(id: "Swipe"), Tip(id: "Pinch")]

    var body: some View {
        ForEach(tips) { tip in Button("Tip \(tip.id)") { shown = tip } }
            .popover(item: $shown) { Text("tip \($0.id)") }
    }
}

private struct File {
    let name: String
    let size: Int
}

/// Asks to delete a file in an alert, or in a confirmation dialog when `isDialog`.
private struct Files: View {
    var isDialog = false
    @State private var isConfirming = false
    @State private var file: File?
    @State private var deleted = "none"

    @ViewBuilder var body: some View {
        let buttons = VStack {
            Text("deleted \(deleted)")
            Button("Ask") { isConfirming = true }
            Button("Pick") {
                file = File(name: "a.txt", size: 12)
                isConfirming = true
            }
        }
        if isDialog {
            buttons.confirmationDialog("Delete?", isPresented: $isConfirming, presenting: file) { file in
                Button("Delete \(file.name)", role: .destructive) { deleted = file.name }
            } message: { file in
                Text("\(file.size) bytes")
            }
        } else {
            buttons.alert("Delete?", isPresented: $isConfirming, presenting: file) { file in
                Button("Delete \(file.name)", role: .destructive) { deleted = file.name }
            } message: { file in
                Text("\(file.size) bytes")
            }
        }
    }
}

private struct Titled: View {
    @State private var isAlerting = true
    @State private var isConfirming = false

    var body: some View {
        Button("Sign out") { isConfirming = true }
            .alert(Text("Saved ") + Text("3").foregroundColor(.red), isPresented: $isAlerting) {
                Button("Fine") {}
            }
            .confirmationDialog("Sign out?", isPresented: $isConfirming, titleVisibility: .visible, presenting: 2) {
                count in
                Button("Sign out of \(count)") {}
            }
    }
}

@MainActor
@Suite struct PopoverAndPresentingAlertTests {
    private func lines(_ session: TerminalSession, _ columns: Int, _ rows: Int) -> [String] {
        session.frame(size: TerminalSize(columns: columns, rows: rows)).lines()
    }

    /// Compact, a terminal preview's size class: a popover is a sheet, as on iPhone.
    @Test func aCompactPopoverIsASheet() {
        let session = TerminalSession(host: ViewHost(Help()))
        #expect(session.host.tap("Help 0"))
        #expect(lines(session, 14, 3) == ["              ", " Tap to start ", "              "])
        #expect(!session.host.tap("Help 1"))
        _ = session.handle(.escape)
        #expect(lines(session, 14, 3) == ["              ", "    Help 1    ", "              "])
        #expect(session.host.bodyEvaluations["Help"] == 2)
    }

    /// Regular: a box in the middle of the screen, a cell of room around its content.
    @Test func aRegularPopoverIsABoxInTheMiddle() {
        let session = TerminalSession(host: ViewHost(Help().environment(\.horizontalSizeClass, .regular)))
        #expect(session.host.tap("Help 0"))
        #expect(
            lines(session, 18, 5) == [
                "                  ", " ┌──────────────┐ ", " │ Tap to start │ ", " └──────────────┘ ",
                "                  ",
            ])
        #expect(session.host.dismissPresentation())
        #expect(lines(session, 18, 5)[2] == "      Help 1      ")
    }

    @Test func anItemPopoverShowsItsItem() {
        let session = TerminalSession(host: ViewHost(Tips()))
        #expect(session.host.tap("Tip Pinch"))
        #expect(session.host.resolved.texts == ["tip Pinch"])
        _ = session.handle(.escape)
        #expect(session.host.resolved.texts == ["Tip Swipe", "Tip Pinch"])
    }

    /// The alert shows only while its data is not nil, its actions and message made from it.
    @Test func anAlertPresentingDataShowsWhileThereIsData() {
        let session = TerminalSession(host: ViewHost(Files()))
        #expect(session.host.tap("Ask"))
        #expect(session.host.resolved.texts == ["deleted none", "Ask", "Pick"])
        #expect(session.host.tap("Pick"))
        #expect(
            lines(session, 20, 9) == [
                " ┌────────────────┐ ", " │                │ ", " │    Delete?     │ ", " │                │ ",
                " │    12 bytes    │ ", " │                │ ", " │  Delete a.txt  │ ", " │                │ ",
                " └────────────────┘ ",
            ])
        #expect(session.host.tap("Delete a.txt"))
        #expect(session.host.resolved.texts == ["deleted a.txt", "Ask", "Pick"])
    }

    /// A dialog presenting data is shown as the alert is, its hidden title left out and a Cancel button added.
    @Test func aDialogPresentingDataShowsWhileThereIsData() {
        let session = TerminalSession(host: ViewHost(Files(isDialog: true)))
        #expect(session.host.tap("Ask"))
        #expect(session.host.resolved.texts == ["deleted none", "Ask", "Pick"])
        #expect(session.host.tap("Pick"))
        #expect(
            lines(session, 20, 8) == [
                " ┌────────────────┐ ", " │                │ ", " │    12 bytes    │ ", " │                │ ",
                " │  Delete a.txt  │ ", " │     Cancel     │ ", " │                │ ", " └────────────────┘ ",
            ])
        #expect(session.host.tap("Cancel"))
        #expect(session.host.resolved.texts == ["deleted none", "Ask", "Pick"])
        #expect(session.host.tap("Ask"))
        #expect(session.host.tap("Delete a.txt"))
        #expect(session.host.resolved.texts == ["deleted a.txt", "Ask", "Pick"])
    }

    /// A `Text` title keeps its parts' styles; a visible dialog title is shown above the data's actions.
    @Test func textTitlesAndVisibleTitlesAreDrawn() {
        let session = TerminalSession(host: ViewHost(Titled()))
        #expect(
            lines(session, 14, 7) == [
                "┌───────────┐ ", "│           │ ", "│  Saved 3  │ ", "│           │ ", "│   Fine    │ ",
                "│           │ ", "└───────────┘ ",
            ])
        let buffer = session.frame(size: TerminalSize(columns: 14, rows: 7))
        #expect(buffer[9, 2].character == "3" && buffer[9, 2].style.bold)
        #expect(buffer[9, 2].style.foreground == TerminalColor.resolved(.red, scheme: .light))
        #expect(buffer[3, 2].style.bold && buffer[3, 2].style.foreground == nil)
        #expect(session.host.tap("Fine"))
        #expect(session.host.tap("Sign out"))
        #expect(session.host.resolved.texts == ["Sign out", "Sign out?", "Sign out of 2", "Cancel"])
    }
}
