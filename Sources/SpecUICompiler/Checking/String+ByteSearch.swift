import Glibc

extension String {
    /// Whether the text's UTF-8 holds `byte`: searched with `memchr` in a native string's bytes, as the checker
    /// asks it of every template's text.
    func containsUTF8(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        } ?? utf8.contains(byte)
    }
}
