import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ContainerTests {
    @Test func aGroupBoxDrawsItsLabelOverItsContentInABorder() {
        let box = GroupBox("Account") {
            Text("Amal")
        }
        #expect(
            renderedLines(box, columns: 11, rows: 4) == ["┌─────────┐", "│ Account │", "│ Amal    │", "└─────────┘"])
        #expect(renderedLines(GroupBox { Text("Amal") }, columns: 8, rows: 3) == ["┌──────┐", "│ Amal │", "└──────┘"])
    }

    @Test func labeledContentPutsItsValueAtTheTrailingEdge() {
        let version = LabeledContent("Version", value: "1.2")
        let owner = LabeledContent("Owner") { Label("Amal", systemImage: "house") }
        let plan = LabeledContent {
            Text("Free")
        } label: {
            Text("Plan").bold()
        }
        #expect(
            renderedLines(
                VStack {
                    version
                    owner
                    plan
                }, columns: 16, rows: 3) == [
                    "Version      1.2", "Owner     ⌂ Amal", "Plan        Free",
                ])
    }

    @Test func contentUnavailableViewCentersItsLabelAndDescription() {
        let empty = ContentUnavailableView("No mail", systemImage: "house", description: Text("None yet"))
        #expect(
            renderedLines(empty, columns: 14, rows: 5) == [
                "              ", "  ⌂ No mail   ", "              ", "  None yet    ", "              ",
            ])
    }

    /// `ContentUnavailableView.search`, and `.search(text:)` with the text quoted in its title, as SwiftUI writes them.
    @Test func theSearchContentUnavailableViewSaysNothingWasFound() {
        let lines = { (view: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView>) in
            renderedLines(view, columns: 42, rows: 3)
        }
        #expect(
            lines(.search) == [
                "              🔍 No Results               ", "                                          ",
                " Check the spelling or try a new search.  ",
            ])
        #expect(lines(.search(text: "fern"))[0] == "        🔍 No Results for \u{201C}fern\u{201D}          ")
        #expect(lines(.search(text: ""))[0] == lines(.search)[0])
    }

    @Test func aDisclosureGroupDrawsItsContentUnderItsLabelOnceExpanded() {
        let host = ViewHost(DisclosureGroup("Details") { Text("More") })
        let size = TerminalSize(columns: 9, rows: 2)
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["▸ Details", "         "])
        #expect(host.tap("Details"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["▾ Details", "  More   "])
    }
}
