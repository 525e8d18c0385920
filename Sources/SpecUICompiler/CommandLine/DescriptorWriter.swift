#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor with `write(2)`, so a failure is an errno to report rather than a trap.
enum DescriptorWriter {
    /// Writes all of `bytes` to `descriptor`, going on after interrupted and partial writes; the errno of the
    /// write that failed, nil when all of it went out.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
