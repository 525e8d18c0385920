import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder `specui compile --output DIR` writes into.
package struct OutputDirectory: Hashable, Sendable {
    /// A folder or file that could not be read or written; the command exits with status 2.
    package struct Failure: Error, Hashable, Sendable {
        package var message: String
    }

    package var path: String

    package init(path: String) {
        self.path = path
    }

    /// The visible `.swift` files directly inside the folder; none when the folder does not exist yet.
    package func existingFiles() throws(Failure) -> [OutputFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw Failure(message: "the output '\(path)' is not a directory") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw Failure(message: "cannot read the directory '\(path)'")
        }
        var files: [OutputFile] = []
        for name in names.sorted() where name.hasSuffix(".swift") && !name.hasPrefix(".") {
            let filePath = self.path(of: name)
            guard FileManager.default.fileExists(atPath: filePath, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue { continue }
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw Failure(message: "cannot read '\(filePath)'")
            }
            files.append(OutputFile(name: name, contents: [UInt8](data)))
        }
        return files
    }

    /// Writes each changed file through a temporary file and a rename, then removes the stale ones.
    ///
    /// Every new content is written to its temporary file before any file is replaced, so a write that fails (a
    /// full disk, a folder in the way of a file) leaves the directory as it was instead of half updated.
    package func apply(_ plan: OutputPlan) throws(Failure) {
        if !plan.writes.isEmpty {
            if let reason = Self.createDirectories(path) {
                throw Failure(message: "cannot create the directory '\(path)': \(reason)")
            }
        }
        for file in plan.writes {
            var status = stat()
            if stat(path(of: file.name), &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                throw Failure(message: Self.cannotWrite(path(of: file.name), reason: String(cString: strerror(EISDIR))))
            }
        }
        var staged: [(temporary: String, destination: String)] = []
        for file in plan.writes {
            let destination = path(of: file.name)
            // Hidden and without the `.swift` suffix, so a leftover is never read as generated code.
            let temporary = path(of: ".\(file.name).\(UUID().uuidString).tmp")
            if let reason = Self.create(temporary, containing: Array(file.contents.utf8)) {
                for written in staged { _ = unlink(written.temporary) }
                throw Failure(message: Self.cannotWrite(destination, reason: reason))
            }
            // A file written again keeps the permissions it was given, which the rename would otherwise replace.
            var status = stat()
            if stat(destination, &status) == 0 { _ = chmod(temporary, status.st_mode & 0o7777) }
            staged.append((temporary, destination))
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.destination) != 0 {
            let reason = String(cString: strerror(errno))
            for left in staged[index...] { _ = unlink(left.temporary) }
            throw Failure(message: Self.cannotWrite(file.destination, reason: reason))
        }
        for name in plan.removals {
            do {
                try FileManager.default.removeItem(atPath: path(of: name))
            } catch {
                throw Failure(message: "cannot remove '\(path(of: name))'")
            }
        }
    }

    /// Creates `path` and the directories above it that are missing; the reason it could not, or nil.
    ///
    /// Each level is made with `mkdir` so the reason is the system's own (`Permission denied`, `Not a
    /// directory`), or says which existing entry is in the way.
    private static func createDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let failure = errno
            guard failure == EEXIST else { return String(cString: strerror(failure)) }
            var status = stat()
            guard stat(prefix, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                return "'\(prefix)' is in the way and is not a directory"
            }
        }
        return nil
    }

    static func cannotWrite(_ path: String, reason: String) -> String {
        "cannot write '\(path)': \(reason)"
    }

    /// Creates the file `path` holding `bytes`; the reason it could not, such as `Permission denied`, or nil.
    private static func create(_ path: String, containing bytes: [UInt8]) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure = DescriptorWriter.writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        guard let failure else { return nil }
        _ = unlink(path)
        return String(cString: strerror(failure))
    }

    private func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }
}
