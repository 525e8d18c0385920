import SpecUI
import Testing

@testable import SpecUITerminal

private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Drafts") { Text("No drafts").navigationTitle("Drafts") }
                NavigationLink(destination: Text("Sent")) {
                    VStack(alignment: .leading) {
                        Text("Sent")
                        Text("3 today")
                    }
                }
                Button("Empty") {}
            }
            .navigationTitle("Mail")
        }
    }
}

@MainActor
@Suite struct ListLinkTests {
    @Test func aLinkRowEndsInAChevronOnTheMiddleRowOfItsLabel() {
        let host = ViewHost(Inbox())
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 12, rows: 6)).lines == [
                "Mail        ", "Drafts     ›", "Sent       ›", "3 today     ", "Empty       ", "            ",
            ])
        #expect(host.tap("Drafts"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 12, rows: 3)).lines == [
                "‹Mail       ", "Drafts      ", " No drafts  ",
            ])
    }

    @Test func aLinkRowDrawsItsLabelInTheColorsAroundItAndItsChevronSecondary() {
        let list = List {
            NavigationLink("Go", destination: Text("There"))
            Button("Do") {}
        }
        let snapshot = TerminalRenderer.snapshot(list, size: TerminalSize(columns: 5, rows: 2), color: .ansi16)
        #expect(
            snapshot.ansi.split(separator: "\n") == [
                "Go  \u{1B}[0;90m›\u{1B}[m", "\u{1B}[0;34mDo\u{1B}[m",
            ])
    }

    @Test func aLinkRowRightToLeftEndsAtTheLeftEdge() {
        let form = Form {
            NavigationLink("الحساب", destination: Text("x"))
        }
        .environment(\.layoutDirection, .rightToLeft)
        #expect(renderedLines(form, columns: 10, rows: 1) == ["‹   الحساب"])
    }

    @Test func aLinkOutsideAListHasNoChevron() {
        let stack = VStack { NavigationLink("Go", destination: Text("There")) }
        #expect(renderedLines(stack, columns: 4, rows: 1) == [" Go "])
    }
}
