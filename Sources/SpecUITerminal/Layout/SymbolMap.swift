/// How `Image(systemName:)` draws in a terminal: a symbol for well-known SF Symbols names, else `[name]`.
///
/// A symbol SF Symbols draws both outlined and filled has a character for each (`star` ☆, `star.fill` ★), so a
/// view that switches between them (a favorite that is on or off) shows the change; a filled variant of it
/// (`star.circle.fill`) draws filled. For the others the `.fill`, `.circle` and `.square` variants draw as the
/// plain name.
enum SymbolMap {
    static func symbol(for name: String) -> String {
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
    ]
}
