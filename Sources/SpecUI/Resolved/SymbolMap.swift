/// How `Image(systemName:)` draws in a terminal: a symbol for well-known SF Symbols names and the names that start
/// with one, else `[name]`.
///
/// A symbol SF Symbols draws both outlined and filled has a character for each (`star` ☆, `star.fill` ★), so a
/// view that switches between them (a favorite that is on or off) shows the change; a filled variant of it
/// (`star.circle.fill`) draws filled. For the others the `.fill`, `.circle` and `.square` variants draw as the
/// plain name.
///
/// A name that points `forward` or `backward` (`chevron.forward`, `arrow.uturn.backward`) follows the reading
/// direction, as SF Symbols draws it: forward is right from left to right and left from right to left.
package enum SymbolMap {
    package static func symbol(for name: String, rightToLeft: Bool = false) -> String {
        if let sided = sided(name, rightToLeft: rightToLeft), let symbol = symbols[sided] {
            return symbol
        }
        if let symbol = symbols[name] {
            return symbol
        }
        for suffix in [".fill", ".circle", ".circle.fill", ".square", ".square.fill"] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if let symbol = (suffix.hasSuffix(".fill") ? symbols[base + ".fill"] : nil) ?? symbols[base] {
                return symbol
            }
        }
        // SF Symbols names a symbol by its subject and then what is added to it (`drop.triangle`, `mappin.and.ellipse`,
        // `figure.strengthtraining.traditional`): the longest known name it starts with draws it, unless it is
        // struck through (`.slash`), which would draw the opposite.
        var parts = name.split(separator: ".")
        if !parts.contains("slash") {
            while parts.count > 1 {
                parts.removeLast()
                if let symbol = symbols[parts.joined(separator: ".")] { return symbol }
            }
        }
        return "[\(name)]"
    }

    /// `name` with `forward` and `backward` written as the sides they point to in the reading direction; nil for a
    /// name without them.
    private static func sided(_ name: String, rightToLeft: Bool) -> String? {
        let parts = name.split(separator: ".")
        guard parts.contains("forward") || parts.contains("backward") else { return nil }
        return parts.map { part in
            switch part {
            case "forward": rightToLeft ? "left" : "right"
            case "backward": rightToLeft ? "right" : "left"
            default: String(part)
            }
        }.joined(separator: ".")
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
        "car": "🚗", "bicycle": "🚲", "figure": "🚶", "figure.walk": "🚶", "printer": "🖨", "tray": "📥", "archivebox": "🗃",
        "doc.text": "📄", "doc.on.doc": "⧉", "shield": "🛡", "backward": "⏪", "forward": "⏩", "backward.end": "⏮",
        "forward.end": "⏭", "shuffle": "🔀", "repeat": "🔁", "repeat.1": "🔂", "pin": "📌", "waveform": "∿",
        "slider.horizontal.3": "⚙", "icloud": "☁",
        // Weather.
        "cloud.sun": "⛅", "cloud.moon": "☁", "cloud.rain": "🌧", "cloud.drizzle": "🌧", "cloud.heavyrain": "🌧",
        "cloud.sun.rain": "🌦", "cloud.moon.rain": "🌧", "cloud.bolt": "🌩", "cloud.bolt.rain": "⛈",
        "cloud.sun.bolt": "⛈", "cloud.moon.bolt": "⛈", "cloud.snow": "🌨", "cloud.sleet": "🌨", "cloud.hail": "🌨",
        "cloud.fog": "🌫", "moon.stars": "☾", "sun.min": "☼", "sunrise": "🌅", "sunset": "🌇", "wind": "🌬",
        "humidity": "💧", "thermometer": "🌡", "thermometer.low": "🌡", "thermometer.medium": "🌡",
        "thermometer.high": "🌡", "thermometer.sun": "🌡", "thermometer.snowflake": "🌡", "umbrella": "☂",
        "tornado": "🌪", "hurricane": "🌀", "rainbow": "🌈",
        // Sound and devices.
        "speaker.wave.1": "🔉", "speaker.wave.3": "🔊", "music.note.list": "♫", "music.mic": "🎤",
        "headphones": "🎧", "radio": "📻", "playpause": "⏯", "airplayaudio": "📡", "airplayvideo": "📺",
        "antenna.radiowaves.left.and.right": "📡", "bluetooth": "ᛒ", "battery.100": "🔋", "battery.75": "🔋",
        "battery.50": "🔋", "battery.25": "🔋", "battery.100.bolt": "🔋", "battery.0": "🪫", "iphone": "📱",
        "laptopcomputer": "💻", "desktopcomputer": "🖥", "applewatch": "⌚", "gamecontroller": "🎮",
        // Messages, people and places.
        "bubble.left": "💬", "bubble.right": "💬", "bubble.left.and.bubble.right": "💬", "text.bubble": "💬",
        "ellipsis.bubble": "💬", "quote.bubble": "💬", "face.smiling": "☺", "hand.wave": "👋", "hand.tap": "👆",
        "figure.run": "🏃", "bed.double": "🛏", "pills": "💊", "building.2": "🏢", "building.columns": "🏛",
        "globe.americas": "🌎", "globe.europe.africa": "🌍", "globe.asia.australia": "🌏", "bus": "🚌",
        "fuelpump": "⛽", "fork.knife": "🍴", "cup.and.saucer": "☕", "birthday.cake": "🎂", "wineglass": "🍷",
        "tree": "🌳", "pawprint": "🐾", "ladybug": "🐞", "tortoise": "🐢", "hare": "🐇",
        // Things and tools.
        "shippingbox": "📦", "trophy": "🏆", "crown": "👑", "graduationcap": "🎓", "ticket": "🎟", "hammer": "🔨",
        "wrench": "🔧", "wrench.and.screwdriver": "🛠", "paintbrush": "🖌", "paintpalette": "🎨",
        "wand.and.stars": "✨", "lock.shield": "🛡", "checkmark.shield": "🛡", "note.text": "📝",
        "chart.pie": "◔", "chart.xyaxis.line": "📈", "checklist": "☑", "list.dash": "☰", "list.number": "☰",
        "ellipsis.vertical": "⋮", "bell.badge": "🔔", "doc.plaintext": "📄",
        // Signs and arrows.
        "dollarsign": "$", "eurosign": "€", "sterlingsign": "£", "yensign": "¥", "percent": "%", "number": "#",
        "at": "@", "arrow.uturn.backward": "↩", "arrow.uturn.forward": "↪", "arrow.uturn.left": "↩",
        "arrow.uturn.right": "↪", "arrow.up.and.down": "↕", "arrow.left.and.right": "↔", "arrow.up.forward": "↗",
        "arrow.down.to.line": "⤓", "arrow.up.to.line": "⤒", "rectangle.portrait.and.arrow.right": "⇥",
    ]
}
