/// Whether the text inside can be selected and copied: `textSelection(.enabled)`.
public struct TextSelectability: Hashable, Sendable {
    let allowsSelection: Bool

    public static let enabled = TextSelectability(allowsSelection: true)
    public static let disabled = TextSelectability(allowsSelection: false)
}
