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
        text.isEmpty ? "" : String(repeating: SwiftRenderer.indentation, count: level) + text
    }

    /// Appends `written` to `output` without building it.
    func write(to output: inout String) {
        guard !text.isEmpty else { return }
        for _ in 0..<level {
            output.append(SwiftRenderer.indentation)
        }
        output.append(text)
    }

    /// How many characters `written` has, without building it.
    var writtenCount: Int {
        text.isEmpty ? 0 : level * SwiftRenderer.indentation.count + text.count
    }
}
