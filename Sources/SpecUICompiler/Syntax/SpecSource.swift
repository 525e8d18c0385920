/// One spec file handed to the pipeline: where it came from and its bytes, read by the caller.
package struct SpecSource: Hashable, Sendable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
