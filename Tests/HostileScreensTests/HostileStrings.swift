/// The strings of `Tests/Fixtures/Hostile` as YAML decodes them, written with Swift escapes so every scalar shows.
enum HostileStrings {
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    static let saudiFlag = "\u{1F1F8}\u{1F1E6}"

    static let quoted = "say \"hi\" and 'bye'"
    static let trojan = "access\u{202E} \u{2066}// admin\u{2069} \u{2066}"
    static let controls = "nul\0soh\u{01}del\u{7F}nel\u{85}tab\tend"
    static let noteTexts = [
        "\"\"\" closes a multi-line literal",
        "#\"raw\"# and \\(raw) and \\#(raw)",
        "lrm\u{200E}rlm\u{200F}alm\u{061C}end",
        "\(family) and \(saudiFlag) and مرحباً",
        "first line\nsecond line",
    ]

    /// Every `Text`, the button's title and the section header, in tree order, as `ViewHost` resolves them.
    static let texts =
        [
            "backslash \\ and \\n and \\(x) and \\u{41}",
            quoted,
            "\"\"\"\n\"\"\"",
            "#\"not raw\"# ## #",
            "{braces} and " + trojan,
            controls,
            "embed\u{202A}a\u{202C}embed\u{202B}b\u{202C} over\u{202D}c\u{202C}",
            "isolate\u{2066}a\u{2069}\u{2067}b\u{2069}\u{2068}c\u{2069}",
            "العربية: مرحباً بالعالم",
            "family \(family) flag \(saudiFlag) end",
            "press \"here\" \\ #\"x\"#",
            "header \"\"\" \\ \u{2067}مرحبا\u{2069}",
        ] + noteTexts

    static let buttonIdentifier = "button\t\\\u{202E}"
    static let fieldIdentifier = "field #\"id\"#"
    static let placeholder = "type \"here\"\u{202E}\\(x)"
    /// What the button's action assigns to `quoted`.
    static let pressed = "pressed \"\\\" \u{202E}"

    /// Every `accessibilityIdentifier` in tree order: the first `Text`'s, the controls', then one per note.
    static let identifiers =
        ["text-\"quoted\"", buttonIdentifier, fieldIdentifier] + (1...5).map { "note-\($0)\u{202E}" }
}
