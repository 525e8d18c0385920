/// One line of rendered Swift and its indentation level, kept apart from the text until the file is written, so
/// that placing a block one level in changes a number per line instead of copying every line's text.
struct SwiftLine: Equatable {
    var level: Int
    var text: String

    init(level: Int = 0, _ text: String) {
        self.level = level
        self.text = text
    }

    /// The line as written: four spaces per level before any text; an empty line stays empty.
    var written: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends `written` to `output` without building it.
    func write(to output: inout String) {
        guard !text.isEmpty else { return }
        var remaining = level
        while remaining > 0 {
            let step = min(remaining, Self.indentations.count - 1)
            output.append(Self.indentations[step])
            remaining -= step
        }
        output.append(text)
    }

    /// The indentation of levels 0 to 31, each one string to append.
    private static let indentations = (0..<32).map { String(repeating: SwiftRenderer.indentation, count: $0) }

    /// How many characters `written` has, without building it.
    var writtenCount: Int {
        text.isEmpty ? 0 : level * SwiftRenderer.indentation.count + text.count
    }
}
