import Glibc

/// What `preview --watch` compares to notice that a spec changed: the file its path leads to (through links, so
/// an edit of a linked spec's target counts), its modification time and its size, or nothing when it is gone. A
/// file that comes back, one replaced by another (`mv` over it), or an edit that keeps the time but not the size,
/// is a change.
package struct FileStamp: Hashable, Sendable {
    var device: UInt64?
    var inode: UInt64?
    var seconds: Int?
    var nanoseconds: Int?
    var size: Int?

    /// The stamp of the file at `path` now.
    init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
        size = Int(status.st_size)
    }
}
