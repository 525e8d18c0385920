import SpecUI
import Testing

@testable import SpecUITerminal

/// A `Text` of a string literal reads its inline Markdown, as SwiftUI's does; a string that is a value does not.
@MainActor
@Suite struct MarkdownTextTests {
    private func frame(_ view: some View, columns: Int) -> CellBuffer {
        TerminalSession(host: ViewHost(view)).frame(size: TerminalSize(columns: columns, rows: 1))
    }

    @Test func emphasisIsDrawnInItsStyleWithoutItsDelimiters() {
        let drawn = frame(Text("Tap **Done** to *save* ~~now~~"), columns: 20)
        #expect(drawn.lines() == ["Tap Done to save now"])
        #expect((0..<4).map { drawn[$0, 0].style.bold } == [false, false, false, false])
        #expect((4..<8).allSatisfy { drawn[$0, 0].style.bold })
        #expect((12..<16).allSatisfy { drawn[$0, 0].style.italic && !drawn[$0, 0].style.bold })
        #expect((17..<20).allSatisfy { drawn[$0, 0].style.strikethrough })
        #expect(!drawn[8, 0].style.bold)
    }

    @Test func codeLinksAndEscapesDrawTheirText() {
        let drawn = frame(Text("Run `ls *` or see [the docs](https://example.com) \\*here\\*"), columns: 31)
        #expect(drawn.lines() == ["Run ls * or see the docs *here*"])
        #expect(drawn[16, 0].style.foreground == TerminalColor.named("accentColor"))
        #expect(drawn[4, 0].style == drawn[0, 0].style)
        #expect(!drawn[26, 0].style.italic)
    }

    /// A delimiter without its partner, a spaced one and an underscore inside a word are characters.
    @Test func whatIsNoMarkdownIsDrawnAsWritten() {
        let text = Text("5 * 3 * 2 is snake_case_name, a_b and **open")
        #expect(frame(text, columns: 44).lines() == ["5 * 3 * 2 is snake_case_name, a_b and **open"])
        #expect(frame(Text(verbatim: "**as is**"), columns: 9).lines() == ["**as is**"])
        let value = "**as is**"
        #expect(frame(Text(value), columns: 9).lines() == ["**as is**"])
    }

    /// An interpolated value is text inside the span around it, its own delimiters shown; a floating-point number
    /// is written as SwiftUI's key writes it, `%lf`.
    @Test func interpolatedValuesAreTextAndNumbersAreWrittenAsTheKeyWritesThem() {
        let name = "*Ann*"
        let drawn = frame(Text("Hi **\(name)**, \(3.5) and \(2)"), columns: 24)
        #expect(drawn.lines() == ["Hi *Ann*, 3.500000 and 2"])
        #expect((3..<8).allSatisfy { drawn[$0, 0].style.bold && !drawn[$0, 0].style.italic })
        #expect(!drawn[8, 0].style.bold)
        let german = Text("\(Double(2.25))").environment(\.locale, Locale(identifier: "de_DE"))
        #expect(frame(german, columns: 8).lines() == ["2,250000"])
    }
}
