extension Color {
    /// The semantic colors of Apple's platforms, which adapt to the color scheme: `Color(.systemBackground)`,
    /// `Color(uiColor: .secondaryLabel)`.
    public enum SystemName: String, CaseIterable, Hashable, Sendable {
        case systemBackground, secondarySystemBackground, tertiarySystemBackground
        case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
        case separator, opaqueSeparator
        case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
        case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
        case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
        case systemIndigo, systemPurple, systemPink, systemBrown
    }

    /// A semantic color, drawn as Apple's platforms draw it in the color scheme around it.
    public init(_ name: SystemName) {
        self.init(.system(name), opacity: 1)
    }

    /// A semantic color, spelled as SwiftUI spells one from UIKit: `Color(uiColor: .systemGray6)`.
    public init(uiColor name: SystemName) {
        self.init(name)
    }

    /// The color this semantic color is in `scheme`: Apple's values, a palette color where one is the same.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard case .system(let name) = source else { return self }
        return Self.systemColor(name, dark: scheme == .dark).opacity(opacity)
    }

    private static func systemColor(_ name: SystemName, dark: Bool) -> Color {
        func rgb(_ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) -> Color {
            Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
        }
        // Apple's light value, then its dark one.
        func either(_ light: Color, _ darkValue: Color) -> Color { dark ? darkValue : light }
        let (white, black) = (rgb(255, 255, 255), rgb(0, 0, 0))
        let (gray5, gray6) = (either(rgb(229, 229, 234), rgb(44, 44, 46)), either(rgb(242, 242, 247), rgb(28, 28, 30)))
        switch name {
        case .systemBackground: return either(white, black)
        case .secondarySystemBackground: return gray6
        case .tertiarySystemBackground: return either(white, gray5)
        case .systemGroupedBackground: return either(gray6, black)
        case .secondarySystemGroupedBackground: return either(white, gray6)
        case .tertiarySystemGroupedBackground: return either(gray6, gray5)
        case .label: return .primary
        case .secondaryLabel: return .secondary
        case .tertiaryLabel, .placeholderText:
            return dark ? rgb(235, 235, 245, opacity: 0.3) : rgb(60, 60, 67, opacity: 0.3)
        case .quaternaryLabel: return dark ? rgb(235, 235, 245, opacity: 0.18) : rgb(60, 60, 67, opacity: 0.18)
        case .link: return .blue
        case .separator: return dark ? rgb(84, 84, 88, opacity: 0.6) : rgb(60, 60, 67, opacity: 0.29)
        case .opaqueSeparator: return dark ? rgb(56, 56, 58) : rgb(198, 198, 200)
        case .systemFill: return rgb(120, 120, 128, opacity: dark ? 0.36 : 0.2)
        case .secondarySystemFill: return rgb(120, 120, 128, opacity: dark ? 0.32 : 0.16)
        case .tertiarySystemFill: return rgb(118, 118, 128, opacity: dark ? 0.24 : 0.12)
        case .quaternarySystemFill: return rgb(118, 118, 128, opacity: dark ? 0.18 : 0.08)
        case .systemGray: return .gray
        case .systemGray2: return dark ? rgb(99, 99, 102) : rgb(174, 174, 178)
        case .systemGray3: return dark ? rgb(72, 72, 74) : rgb(199, 199, 204)
        case .systemGray4: return dark ? rgb(58, 58, 60) : rgb(209, 209, 214)
        case .systemGray5: return gray5
        case .systemGray6: return gray6
        case .systemRed: return .red
        case .systemOrange: return .orange
        case .systemYellow: return .yellow
        case .systemGreen: return .green
        case .systemMint: return .mint
        case .systemTeal: return .teal
        case .systemCyan: return .cyan
        case .systemBlue: return .blue
        case .systemIndigo: return .indigo
        case .systemPurple: return .purple
        case .systemPink: return .pink
        case .systemBrown: return .brown
        }
    }
}
