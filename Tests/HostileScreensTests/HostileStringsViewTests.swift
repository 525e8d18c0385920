import SpecUI
import SpecUITerminal
import Testing

@testable import HostileScreens

/// The compiled hostile fixture, run headless and in the terminal: every string arrives exactly as written.
@MainActor @Suite struct HostileStringsViewTests {
    private let size = TerminalSize(columns: 100, rows: 30)

    /// Strings compared scalar by scalar: `String`'s `==` would accept a canonically equivalent spelling.
    private func scalars(_ strings: [String]) -> [[UInt32]] {
        strings.map { $0.unicodeScalars.map(\.value) }
    }

    /// The frame's non-blank lines without the centering spaces.
    private func shownLines(_ snapshot: Snapshot) -> [String] {
        snapshot.lines.map { line in
            String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        .filter { !$0.isEmpty }
    }

    @Test func resolvedTextsAreTheSpecsStringsScalarForScalar() {
        let host = ViewHost(HostileStringsView())
        #expect(host.resolved.texts == HostileStrings.texts)
        #expect(scalars(host.resolved.texts) == scalars(HostileStrings.texts))
    }

    @Test func controlsKeepTheirPlaceholderAndIdentifiers() {
        let host = ViewHost(HostileStringsView())
        let field = host.actionable(HostileStrings.fieldIdentifier)
        #expect(field?.kind == .textField)
        #expect(scalars([field?.label ?? ""]) == scalars([HostileStrings.placeholder]))
        let button = host.actionable(HostileStrings.buttonIdentifier)
        #expect(button?.kind == .button)
        #expect(button?.label == "press \"here\" \\ #\"x\"#")
        #expect(scalars(host.resolved.accessibilityIdentifiers) == scalars(HostileStrings.identifiers))
    }

    @Test func terminalShowsPrintableTextAsWrittenAndDropsControlCharacters() {
        let snapshot = TerminalRenderer.snapshot(HostileStringsView(), size: size)
        let family = HostileStrings.family
        let flag = HostileStrings.saudiFlag
        let expected = [
            "backslash \\ and \\n and \\(x) and \\u{41}",
            "say \"hi\" and 'bye'",
            "\"\"\"",
            "\"\"\"",
            "#\"not raw\"# ## #",
            "{braces} and access // admin",
            // NEL ends a line, as in SwiftUI; the other control characters take no cell, so on the next line the
            // tab stands at column 3 and goes to the stop at 8.
            "nulsohdelnel",
            "tab     end",
            "embedaembedb overc",
            "isolateabc",
            "العربية: مرحباً بالعالم",
            "family \(family) flag \(flag) end",
            "press \"here\" \\ #\"x\"#",
            "say \"hi\" and 'bye'",
            "header \"\"\" \\ مرحبا",
            "\"\"\" closes a multi-line literal",
            "#\"raw\"# and \\(raw) and \\#(raw)",
            "lrmrlmalmend",
            "\(family) and \(flag) and مرحباً",
            "first line",
            "second line",
        ]
        #expect(shownLines(snapshot) == expected)
        #expect(scalars(shownLines(snapshot)) == scalars(expected))
    }

    @Test func buttonActionAssignsItsHostileLiteral() {
        let host = ViewHost(HostileStringsView())
        #expect(host.tap(HostileStrings.buttonIdentifier))
        #expect(scalars([host.resolved.texts[1]]) == scalars([HostileStrings.pressed]))
        let lines = shownLines(TerminalRenderer.snapshot(host: host, size: size))
        #expect(lines[1] == "pressed \"\\\"")
        #expect(lines[13] == "pressed \"\\\"")
    }

    @Test func clearedFieldShowsThePlaceholderWithoutTheOverride() {
        // Typing only appends (as `--type` does), so the field is cleared through the host.
        let host = ViewHost(HostileStringsView())
        #expect(host.setText(HostileStrings.fieldIdentifier, ""))
        let snapshot = TerminalRenderer.snapshot(host: host, size: size)
        let lines = shownLines(snapshot)
        // The text shows nowhere now; the field draws its placeholder, the override left out.
        #expect(!lines.contains(HostileStrings.quoted))
        #expect(lines[11...12] == ["press \"here\" \\ #\"x\"#", "type \"here\"\\(x)"])
    }
}
