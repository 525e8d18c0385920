/// Reading Unicode scalars from bytes already known to be valid UTF-8 (a Swift string's, or a checked file's).
enum ValidUTF8 {
    /// The scalar value starting at byte `position`, and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[position])
        if lead < 0x80 { return (lead, 1) }
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[position + offset]) & 0x3F }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
        return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }
}
