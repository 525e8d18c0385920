/// The `// specui-hash:` of a generated file: FNV-1a 64 over the code below its header.
///
/// It changes when the generated code changes, and on nothing else (no dates, no tool version, no spec text that
/// generates no code), so regenerating unchanged input gives byte-identical files.
package enum ContentHash {
    /// 16 lowercase hex digits.
    package static func hex(of code: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in code {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
