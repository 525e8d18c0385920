/// How `Image(systemName:)` draws in a terminal: a symbol for well-known SF Symbols names, else `[name]`.
///
/// A symbol SF Symbols draws both outlined and filled has a character for each (`star` ☆, `star.fill` ★), so a
/// view that switches between them (a favorite that is on or off) shows the change; a filled variant of it
/// (`star.circle.fill`) draws filled. For the others the `.fill`, `.circle` and `.square` variants draw as the
/// plain name.
package enum SymbolMap {
    package static func symbol(for name: String) -> String {
        if let symbol = symbols[name] {
            return symbol
        }
        for suffix in [".fill", ".circle", ".circle.fill", ".square", ".square.fill"] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if let symbol = (suffix.hasSuffix(".fill") ? symbols[base + ".fill"] : nil) ?? symbols[base] {
                return symbol
            }
        }
        return "[\(name)]"
    }

    private static let symbols: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "circle": "○", "circle.fill": "●",
        "square": "□", "square.fill": "■", "flag": "⚐", "flag.fill": "⚑", "checkmark": "✓", "xmark": "✗", "gear": "⚙",
        "gearshape": "⚙", "person": "👤",
        "plus": "+", "minus": "-", "trash": "🗑", "house": "⌂", "magnifyingglass": "🔍",
        "bell": "🔔", "envelope": "✉", "pencil": "✎", "folder": "📁", "doc": "📄", "calendar": "📅",
        "clock": "⏰", "lock": "🔒", "info": "ℹ", "exclamationmark.triangle": "⚠", "questionmark": "?",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "play": "▶", "pause": "⏸", "stop": "■", "cart": "🛒", "globe": "🌐", "sun.max": "☀",
        "moon": "☾", "cloud": "☁", "bolt": "⚡", "bookmark": "🔖", "photo": "🖼", "camera": "📷",
        "phone": "📞", "message": "💬", "paperplane": "✈", "square.and.arrow.up": "⇪", "ellipsis": "…",
        "exclamationmark": "!", "exclamationmark.octagon": "⛔", "person.crop": "👤",
        "person.2": "👥", "person.3": "👥", "list.bullet": "☰", "line.3.horizontal": "☰", "line.horizontal.3": "☰",
        "square.grid.2x2": "▦", "square.and.pencil": "✎", "square.and.arrow.down": "⤓", "arrow.clockwise": "↻",
        "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳", "arrow.up.right": "↗",
        "arrow.down.left": "↙", "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄", "return": "↩",
        "delete.left": "⌫", "keyboard": "⌨", "eye": "👁", "eye.slash": "⊘", "bell.slash": "🔕", "lock.open": "🔓",
        "key": "🔑", "link": "🔗", "paperclip": "📎", "scissors": "✂", "tag": "🏷", "mappin": "📍", "map": "🗺",
        "location": "➤", "creditcard": "💳", "bag": "👜", "gift": "🎁", "book": "📖", "books.vertical": "📚",
        "newspaper": "📰", "music.note": "♪", "film": "🎞", "tv": "📺", "mic": "🎤", "video": "📹",
        "speaker": "🔈", "speaker.wave.2": "🔊", "speaker.slash": "🔇", "wifi": "📶", "hand.thumbsup": "👍",
        "hand.thumbsdown": "👎", "hand.raised": "✋", "lightbulb": "💡", "flame": "🔥", "drop": "💧",
        "snowflake": "❄", "leaf": "🍃", "sparkles": "✨", "chart.bar": "📊", "chart.line.uptrend.xyaxis": "📈",
        "timer": "⏲", "stopwatch": "⏱", "hourglass": "⌛", "alarm": "⏰", "power": "⏻", "airplane": "✈",
        "car": "🚗", "bicycle": "🚲", "figure.walk": "🚶", "printer": "🖨", "tray": "📥", "archivebox": "🗃",
        "doc.text": "📄", "doc.on.doc": "⧉", "shield": "🛡", "backward": "⏪", "forward": "⏩", "backward.end": "⏮",
        "forward.end": "⏭", "shuffle": "🔀", "repeat": "🔁", "slider.horizontal.3": "⚙", "icloud": "☁",
    ]
}
