import SpecUI
import Testing

@testable import SpecUITerminal

private struct Document: View {
    @State private var name = "Draft"

    var body: some View {
        NavigationStack {
            Button("Rename") { name = "Final" }
                .navigationTitle($name)
        }
    }
}

@MainActor
@Suite struct TextImageTests {
    @Test func anImageInATextIsDrawnAsItsSymbol() {
        #expect(renderedLines(Text(Image(systemName: "star.fill")) + Text(" 4.8"), columns: 5, rows: 1) == ["★ 4.8"])
        #expect(renderedLines(Text("\(Image(systemName: "star")) Rated"), columns: 7, rows: 1) == ["☆ Rated"])
        // An asset is drawn as an image of it is, by its name.
        #expect(renderedLines(Text("\(Image("logo")) Acme"), columns: 11, rows: 1) == ["[logo] Acme"])
    }

    @Test func eachPartOfAJoinedTextKeepsItsStyle() {
        let liked = Text(Image(systemName: "heart.fill")).foregroundColor(.red) + Text(" \(3)")
        let session = TerminalSession(host: ViewHost(liked))
        let buffer = session.frame(size: TerminalSize(columns: 3, rows: 1))
        #expect(buffer.lines() == ["♥ 3"])
        #expect(buffer[0, 0].style.foreground == TerminalColor.resolved(.red, scheme: .light))
        #expect(buffer[2, 0].style.foreground == nil)
    }

    @Test func aTitleOfATextShowsItsCharacters() {
        let inbox = NavigationStack { Text("Empty").navigationTitle(Text("Inbox \(Image(systemName: "envelope"))")) }
        #expect(renderedLines(inbox, columns: 8, rows: 2) == ["Inbox ✉ ", " Empty  "])
    }

    /// The title follows the bound state; the body that bound it did not read it and is not evaluated again.
    @Test func aBoundTitleFollowsItsState() {
        let host = ViewHost(Document())
        let size = TerminalSize(columns: 8, rows: 2)
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["Draft   ", " Rename "])
        #expect(host.tap("Rename"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["Final   ", " Rename "])
        #expect(host.bodyEvaluations["Document"] == 1)
    }
}
