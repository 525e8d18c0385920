import Foundation

/// Finds and reads the spec files named on a command line.
package enum SpecFiles {
    /// A path that could not be used; the command exits with status 2.
    package struct Failure: Error, Hashable, Sendable {
        package var message: String
    }

    /// The spec files `paths` stand for: a file as itself, a directory as every `.yaml`/`.yml` below it.
    ///
    /// The result is sorted and free of duplicates, so the unit does not depend
    /// on the order of the arguments. Hidden files and folders are skipped.
    package static func discover(_ paths: [String]) throws(Failure) -> [String] {
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(message: "no such file or directory: '\(path)'")
            }
            guard isDirectory.boolValue else {
                found.insert(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else {
                throw Failure(message: "cannot read the directory '\(path)'")
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            var specs = 0
            while let relative = enumerator.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") }) { continue }
                guard relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") else { continue }
                // A folder can be named like a spec (`Old.yaml/`); the specs are the files inside it.
                var entryIsDirectory: ObjCBool = false
                let entry = base + "/" + relative
                guard FileManager.default.fileExists(atPath: entry, isDirectory: &entryIsDirectory),
                    !entryIsDirectory.boolValue
                else { continue }
                found.insert(entry)
                specs += 1
            }
            // A directory without specs is almost always the wrong path; compiling nothing would hide that.
            guard specs > 0 else { throw Failure(message: "no specs (.yaml or .yml files) in '\(path)'") }
        }
        return found.sorted()
    }

    /// The spec files of a command's unit: `discover`'s, each spelled as `PackagePath` normalizes it.
    ///
    /// A file named twice in different spellings (`A.yaml` and `./A.yaml`, a directory and a file
    /// inside it given as `./Specs/A.yaml`) is one spec of the unit, read once.
    package static func unit(
        _ paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(Failure) -> [String] {
        // Normalizing would read an empty argument as `.`, the current directory.
        if paths.contains("") { throw Failure(message: "no such file or directory: ''") }
        let inputs = paths.map { PackagePath.normalize($0, currentDirectory: currentDirectory) }
        let found = try discover(inputs).map { PackagePath.normalize($0, currentDirectory: currentDirectory) }
        return Array(Set(found)).sorted()
    }

    /// Reads each file, at most one byte past the loader's size limit so a huge file costs nothing.
    package static func read(_ paths: [String]) throws(Failure) -> [SpecSource] {
        var sources: [SpecSource] = []
        for path in paths {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw Failure(message: "cannot read '\(path)'")
            }
            defer { try? handle.close() }
            let data: Data?
            do {
                data = try handle.read(upToCount: YAMLLoader.maximumFileSize + 1)
            } catch {
                throw Failure(message: "cannot read '\(path)': \(error.localizedDescription)")
            }
            let bytes = data?.withUnsafeBytes { Array($0.bindMemory(to: UInt8.self)) } ?? []
            sources.append(SpecSource(path: path, bytes: bytes))
        }
        return sources
    }
}
