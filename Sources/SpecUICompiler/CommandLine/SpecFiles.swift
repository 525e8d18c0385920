import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and reads the spec files named on a command line.
package enum SpecFiles {
    /// A path that could not be used; the command exits with status 2.
    /// What `check` and `compile` read when no path is given.
    package static let defaultDirectory = "Specs"

    package struct Failure: Error, Hashable, Sendable {
        package var message: String
    }

    /// Whether `path` is named as a spec: it ends in `.yaml` or `.yml`, in any case (`Up.YAML`).
    ///
    /// The same test picks the files named on a command line and the files of a directory, so a spec is never
    /// read when named and left out when its directory is (or the other way round).
    package static func isSpecName(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// The name of the file at `path` without its folders and its `.yaml` or `.yml`: `Row` of `Specs/Row.yaml`.
    package static func baseName(of path: String) -> Substring {
        // Found in the UTF-8 bytes: every file of a unit is asked.
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        let name = path[start...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
            name.utf8.distance(from: dot, to: name.endIndex) <= 5,
            isSpecName(String(name[dot...]))
        else { return name }
        return name[..<dot]
    }

    /// The spec files `paths` stand for: a file as itself, a directory as every `.yaml`/`.yml` below it.
    ///
    /// The result is sorted and free of duplicates, so the unit does not depend
    /// on the order of the arguments. Hidden files and folders are skipped. A file not named as a spec is an
    /// error: checking `notes.txt` as YAML would report the wrong problem.
    package static func discover(_ paths: [String]) throws(Failure) -> [String] {
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                if let reason = brokenLinkReason(path) {
                    throw Failure(message: Message.brokenLink(path, reason: reason))
                }
                throw Failure(message: Message.missing(path))
            }
            guard isDirectory.boolValue else {
                guard isSpecName(path) else { throw Failure(message: Message.notASpec(path)) }
                found.insert(path)
                continue
            }
            var specs: [String] = []
            try collectSpecs(in: path, into: &specs)
            found.formUnion(specs)
            // A directory without specs is almost always the wrong path; compiling nothing would hide that.
            guard !specs.isEmpty else { throw Failure(message: "no specs (.yaml or .yml files) in '\(path)'") }
        }
        return found.sorted()
    }

    /// Appends the spec files below `directory`: regular files (or links to them) named as specs.
    ///
    /// Hidden entries are skipped, and so are links to directories (which could loop), folders named like a spec
    /// (`Old.yaml/`, whose specs are the files inside it), and FIFOs, sockets and devices, which reading would block
    /// on or never finish. A folder that cannot be read is an error: skipping it would drop its specs from the unit,
    /// and `compile` would then remove their generated files as stale.
    private static func collectSpecs(
        in directory: String, into specs: inout [String], recursively: Bool = true
    ) throws(Failure) {
        guard let stream = opendir(directory) else {
            throw Failure(message: Message.cannotReadDirectory(directory, reason: String(cString: strerror(errno))))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted() {
            let entry = prefix + name
            var status = stat()
            guard lstat(entry, &status) == 0 else { continue }
            let namedAsSpec = isSpecName(name)
            switch status.st_mode & S_IFMT {
            case S_IFDIR where recursively:
                try collectSpecs(in: entry, into: &specs)
            case S_IFREG where namedAsSpec:
                specs.append(entry)
            case S_IFLNK where namedAsSpec:
                // A link that leads nowhere is a spec that cannot be read, as a folder that cannot be read is.
                var target = stat()
                guard stat(entry, &target) == 0 else {
                    throw Failure(message: Message.brokenLink(entry, reason: String(cString: strerror(errno))))
                }
                if target.st_mode & S_IFMT == S_IFREG { specs.append(entry) }
            default:
                continue
            }
        }
    }

    /// Why the symbolic link at `path` leads to nothing (`No such file or directory`, `Too many levels of symbolic
    /// links`); nil when `path` is no link, or its target exists.
    private static func brokenLinkReason(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var target = stat()
        guard stat(path, &target) != 0 else { return nil }
        return String(cString: strerror(errno))
    }

    /// The messages of a path that cannot be used.
    package enum Message {
        /// For a path that names nothing: the spec it names without its suffix (`Counter` for `Counter.yaml`), or
        /// for `Specs`, what a command reads when no path is given.
        package static func missing(_ path: String) -> String {
            let message = "no such file or directory: '\(path)'"
            if let spec = [".yaml", ".yml"].lazy.map({ path + $0 }).first(where: FileManager.default.fileExists) {
                return message + "; did you mean '\(spec)'?"
            }
            guard path == defaultDirectory else { return message }
            return message + "; with no PATH, specui reads the '\(defaultDirectory)' directory: name the specs instead"
        }

        package static func notASpec(_ path: String) -> String {
            "'\(path)' is not a spec: a spec file ends in '.yaml' or '.yml'"
        }

        static func brokenLink(_ path: String, reason: String) -> String {
            "cannot read '\(path)': it is a symbolic link whose target cannot be found (\(reason))"
        }

        static func cannotReadDirectory(_ path: String, reason: String) -> String {
            "cannot read the directory '\(path)': \(reason)"
        }
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
        return withoutLinkedFolderCopies(Array(Set(found)).sorted())
    }

    /// `paths` with one spelling of each file reached both directly and through a link to a folder above it
    /// (`Specs/A.yaml` and `Link/A.yaml` for `Link -> Specs`): one spec of the unit, spelled as its folder really
    /// is when one spelling does. A link to a spec file, named otherwise, stays a spec of its own.
    package static func withoutLinkedFolderCopies(_ paths: [String]) -> [String] {
        var kept: [String: String] = [:]
        var order: [String] = []
        for path in paths {
            let folder = PackagePath.folder(of: path)
            guard let key = linkFreeKey(path) else {
                order.append(path)
                continue
            }
            guard let other = kept[key] else {
                kept[key] = path
                order.append(path)
                continue
            }
            // The spelling whose folder is no link wins.
            if !isLinkFree(PackagePath.folder(of: other)), isLinkFree(folder),
                let index = order.firstIndex(of: other)
            {
                kept[key] = path
                order[index] = path
            }
        }
        return order
    }

    /// Whether `first` and `second` spell one spec file, directly or through a link to its folder.
    package static func sameSpec(_ first: String, _ second: String) -> Bool {
        first == second || (linkFreeKey(first).map { $0 == linkFreeKey(second) } ?? false)
    }

    /// A spec's folder as the file system resolves it, and its file name: the same for every spelling of it.
    private static func linkFreeKey(_ path: String) -> String? {
        guard let real = realpath(PackagePath.folder(of: path), nil) else { return nil }
        defer { free(real) }
        return String(cString: real) + "/" + (path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// Whether `folder`, a normalized spelling, reaches its place through no symbolic link.
    private static func isLinkFree(_ folder: String) -> Bool {
        let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        var prefix = ""
        for component in absolute.split(separator: "/") where component != "." {
            prefix += "/" + component
            var status = stat()
            guard lstat(prefix, &status) == 0 else { return false }
            if status.st_mode & S_IFMT == S_IFLNK { return false }
        }
        return true
    }

    /// The specs in the folder of `file` (not below it) that `unit` leaves out, such as the `Types.yaml` beside a
    /// spec checked on its own.
    /// Both are spelled as `unit(_:currentDirectory:)` spells the unit's.
    package static func leftOutNeighbours(
        of file: String, unit: Set<String>, currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> [String] {
        var neighbours: [String] = []
        guard (try? collectSpecs(in: PackagePath.folder(of: file), into: &neighbours, recursively: false)) != nil
        else { return [] }
        return neighbours.map { PackagePath.normalize($0, currentDirectory: currentDirectory) }
            .filter { !unit.contains($0) }
    }

    /// Reads each file, at most one byte past the loader's size limit so a huge file costs nothing.
    package static func read(_ paths: [String]) throws(Failure) -> [SpecSource] {
        var sources: [SpecSource] = []
        for path in paths {
            // Opened without blocking, so a FIFO that no program writes to reads as empty instead of waiting for
            // one; reads then block as usual, for a FIFO that is being written.
            let descriptor = open(path, O_RDONLY | O_NONBLOCK)
            guard descriptor >= 0 else {
                throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
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
