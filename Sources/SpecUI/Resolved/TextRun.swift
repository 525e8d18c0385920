/// A stretch of a text joined from texts of different styles (`Text("a").bold() + Text("b")`): how many
/// characters it takes and the styles written on it, innermost first.
public struct TextRun: Sendable, Equatable {
    public var length: Int
    public var styles: [ResolvedModifier]

    public init(length: Int, styles: [ResolvedModifier]) {
        self.length = length
        self.styles = styles
    }
}
