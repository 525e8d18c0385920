import Foundation

/// What `preview --watch` compares to notice that a spec changed: its modification date and its size, or neither
/// when the file is gone. A file that comes back, or an edit that keeps the date but not the size, is a change.
package struct FileStamp: Hashable, Sendable {
    var modified: Date?
    var size: Int?

    /// The stamp of the file at `path` now.
    init(path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        modified = attributes?[.modificationDate] as? Date
        size = (attributes?[.size] as? NSNumber)?.intValue
    }
}
