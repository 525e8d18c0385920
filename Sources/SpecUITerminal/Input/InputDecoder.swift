/// Decodes the bytes a terminal sends in raw mode into ``Key``s.
///
/// Bytes may arrive split anywhere (inside an escape sequence or a UTF-8 character); the decoder keeps the
/// unfinished tail for the next ``feed(_:)``. A lone ESC cannot be told from the start of a sequence, so it
/// stays pending: the host calls ``flush()`` when no more bytes came within a short timeout (about 50 ms).
///
/// Text the terminal pastes in bracketed-paste mode, between `ESC [ 200 ~` and `ESC [ 201 ~`, is one
/// ``Key/paste(_:)``, however many reads it takes to arrive.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("\u{1B}[A".utf8)) == [.up]
/// ```
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Whether an ESC is waiting to be told apart from the start of an escape sequence; not for a paste that has
    /// begun, which waits for its end.
    public var hasPendingEscape: Bool { pending.first == 0x1B && !pending.starts(with: Self.pasteStart) }

    /// The markers a terminal puts around pasted text in bracketed-paste mode.
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// Decodes `bytes` together with whatever was left over; returns the complete keys.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = decode(at: index) else { break }
            if let key {
                keys.append(key)
            }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Resolves what is pending after the timeout: a lone ESC becomes ``Key/escape``; an escape sequence or
    /// UTF-8 character cut short is dropped.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        if pending.starts(with: Self.pasteStart) {
            return [.paste(String(decoding: pending.dropFirst(Self.pasteStart.count), as: UTF8.self))]
        }
        guard hasPendingEscape else { return [] }
        var rest = InputDecoder()
        let keys = rest.feed(Array(pending.dropFirst()))
        return [.escape] + keys
    }

    /// The key starting at `index` and the number of bytes it took (a nil key for bytes that mean nothing),
    /// or nil when more bytes are needed.
    private func decode(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return decodeEscape(at: index)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x03:
            return (.interrupt, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F:
            return (nil, 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            return decodeUTF8(at: index)
        }
    }

    private func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let introducer = pending[index + 1]
        if introducer == UInt8(ascii: "O") {
            guard index + 2 < pending.count else { return nil }
            return (Self.finalKeys[pending[index + 2]], 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            return (.escape, 1)
        }
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) {
            end += 1
        }
        guard end < pending.count else { return nil }
        let final = pending[end]
        let length = end - index + 1
        if pending[index..<(end + 1)].elementsEqual(Self.pasteStart) {
            return decodePaste(from: end + 1, startingAt: index)
        }
        guard (0x40...0x7E).contains(final) else { return (nil, length) }
        // A mouse report, from mouse reporting another program left on, is no key: the SGR form
        // (`ESC [ < 65 ; 10 ; 6 M`) and every sequence with a private marker mean nothing here, and the X10 form is
        // `ESC [ M` and three bytes of button and position.
        if end > index + 2, (0x3C...0x3F).contains(pending[index + 2]) { return (nil, length) }
        if final == UInt8(ascii: "M") {
            guard end == index + 2 else { return (nil, length) }
            return pending.count >= end + 4 ? (nil, length + 3) : nil
        }
        if final == UInt8(ascii: "~") {
            let number = String(decoding: pending[(index + 2)..<end], as: UTF8.self).split(separator: ";").first
            return (number.flatMap { Self.tildeKeys[String($0)] }, length)
        }
        // xterm's modified arrows, `ESC [ 1 ; 3 A` for Alt-Up (9 where Alt is sent as Meta).
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        if parameters == "1;3" || parameters == "1;9" {
            switch final {
            case UInt8(ascii: "A"): return (.optionUp, length)
            case UInt8(ascii: "B"): return (.optionDown, length)
            default: break
            }
        }
        return (Self.finalKeys[final], length)
    }

    /// The text pasted from `start` up to the end marker, and the bytes from `index`, the start marker's, through
    /// it; nil until the end marker has arrived.
    private func decodePaste(from start: Int, startingAt index: Int) -> (Key?, Int)? {
        let end = Self.pasteEnd
        guard pending.count >= start + end.count else { return nil }
        var marker = start
        while marker + end.count <= pending.count {
            if pending[marker] == 0x1B, pending[marker..<(marker + end.count)].elementsEqual(end) {
                let text = String(decoding: pending[start..<marker], as: UTF8.self)
                return (.paste(text), marker + end.count - index)
            }
            marker += 1
        }
        return nil
    }

    private func decodeUTF8(at index: Int) -> (Key?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        var end = index + 1
        while end < pending.count, end < index + length {
            guard (0x80...0xBF).contains(pending[end]) else { return (nil, end - index) }
            end += 1
        }
        guard end == index + length else { return nil }
        let text = String(decoding: pending[index..<end], as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.first != "\u{FFFD}" else { return (nil, length) }
        return (.character(character), length)
    }

    private static let finalKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "Z"): .backTab,
        UInt8(ascii: "M"): .enter,
    ]

    private static let tildeKeys: [String: Key] = [
        "1": .home, "7": .home, "4": .end, "8": .end, "3": .delete, "5": .pageUp, "6": .pageDown,
    ]
}
