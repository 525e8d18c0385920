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
    package func apply(_ plan: OutputPlan) throws(Failure) {
        if !plan.writes.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw Failure(message: "cannot create the directory '\(path)'")
            }
        }
        for file in plan.writes {
            try write(file)
        }
        for name in plan.removals {
            do {
                try FileManager.default.removeItem(atPath: path(of: name))
            } catch {
                throw Failure(message: "cannot remove '\(path(of: name))'")
            }
        }
    }

    /// Writes `file` so that a reader sees either the old or the new contents, never a part.
    private func write(_ file: GeneratedFile) throws(Failure) {
        let destination = path(of: file.name)
        // Hidden and without the `.swift` suffix, so a leftover is never read as generated code.
        let temporary = path(of: ".\(file.name).\(UUID().uuidString).tmp")
        do {
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(message: "cannot write '\(destination)'")
        }
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(message: "cannot write '\(destination)': \(reason)")
        }
    }

    private func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }
}
