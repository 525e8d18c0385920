/// The `// specui-hash:` of a generated file: FNV-1a 64 over the generator's schema version and the spec bytes.
///
/// It changes when a spec or the shape of the generated code changes, and on nothing else (no dates, no tool
/// version), so regenerating unchanged input gives byte-identical files.
package enum ContentHash {
    /// Bumped whenever the generated code changes shape for the same spec.
    package static let schemaVersion = "specui-generator-1"

    /// 16 lowercase hex digits.
    package static func hex(of sources: [[UInt8]]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ bytes: UnsafeRawBufferPointer) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        Array(schemaVersion.utf8).withUnsafeBytes(add)
        for source in sources {
            // The length first, so that different splits of the same bytes hash differently.
            withUnsafeBytes(of: UInt64(source.count).littleEndian, add)
            source.withUnsafeBytes(add)
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
