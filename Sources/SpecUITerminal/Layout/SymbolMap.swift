/// How `Image(systemName:)` draws in a terminal: a symbol for well-known SF Symbols names, else `[name]`.
enum SymbolMap {
    static func symbol(for name: String) -> String {
        if let symbol = symbols[name] {
            return symbol
        }
        for suffix in [".fill", ".circle", ".circle.fill", ".square", ".square.fill"] where name.hasSuffix(suffix) {
            if let symbol = symbols[String(name.dropLast(suffix.count))] {
                return symbol
            }
        }
        return "[\(name)]"
    }

    private static let symbols: [String: String] = [
        "star": "★", "checkmark": "✓", "xmark": "✗", "gear": "⚙", "gearshape": "⚙", "person": "👤",
        "heart": "♥", "plus": "+", "minus": "-", "trash": "🗑", "house": "⌂", "magnifyingglass": "🔍",
        "bell": "🔔", "envelope": "✉", "pencil": "✎", "folder": "📁", "doc": "📄", "calendar": "📅",
        "clock": "⏰", "lock": "🔒", "info": "ℹ", "exclamationmark.triangle": "⚠", "questionmark": "?",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓", "circle": "○",
        "square": "□", "play": "▶", "pause": "⏸", "stop": "■", "cart": "🛒", "globe": "🌐", "sun.max": "☀",
        "moon": "☾", "cloud": "☁", "bolt": "⚡", "flag": "⚑", "bookmark": "🔖", "photo": "🖼", "camera": "📷",
        "phone": "📞", "message": "💬", "paperplane": "✈", "square.and.arrow.up": "⇪", "ellipsis": "…",
    ]
}
