import SpecUI
import Testing

@testable import SpecUITerminal

private struct Profile: View, Equatable {
    let name: String

    var body: some View {
        Text(name)
    }
}

private struct Loading: View {
    @State private var isLoading = true

    var body: some View {
        VStack(spacing: 0) {
            Profile(name: "Omar").redacted(reason: isLoading ? .placeholder : [])
            Button("Load") { isLoading = false }
        }
    }
}

@MainActor
@Suite struct RedactionTests {
    @Test func aRedactionFollowsItsReasonIntoABodyThatIsSkipped() {
        let host = ViewHost(Loading())
        let size = TerminalSize(columns: 4, rows: 2)
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["▒▒▒▒", "Load"])
        #expect(host.tap("Load"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines == ["Omar", "Load"])
    }

    @Test func aPlaceholderRedactionShadesEveryCharacterKeepingTheShape() {
        let card = VStack(alignment: .leading, spacing: 0) {
            Text("Name: Omar")
            Text("日本 ok").unredacted()
            Text("日本 ok")
        }
        .redacted(reason: .placeholder)
        #expect(renderedLines(card, columns: 10, rows: 3) == ["▒▒▒▒▒ ▒▒▒▒", "日本 ok   ", "▒▒▒▒ ▒▒   "])
    }

    @Test func aPrivacyRedactionHidesOnlyPrivacySensitiveTexts() {
        let account = VStack(alignment: .leading, spacing: 0) {
            Text("Balance")
            Text("1200").privacySensitive()
        }
        #expect(renderedLines(account.redacted(reason: .privacy), columns: 7, rows: 2) == ["Balance", "▒▒▒▒   "])
        #expect(renderedLines(account, columns: 7, rows: 2) == ["Balance", "1200   "])
        #expect(renderedLines(account.redacted(reason: .invalidated), columns: 7, rows: 2) == ["Balance", "1200   "])
    }

    @Test func aWrappedRedactedTextBreaksWhereTheTextDoes() {
        let text = Text("one two three").redacted(reason: .placeholder)
        #expect(renderedLines(text, columns: 7, rows: 2) == ["▒▒▒ ▒▒▒", "▒▒▒▒▒  "])
    }
}
