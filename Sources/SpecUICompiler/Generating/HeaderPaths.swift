import Foundation

/// How a generated file's header spells the specs it comes from.
///
/// `specui compile` names them from the output directory (`../Specs/Row.yaml` in `Generated/Row.swift`), so the
/// files are the same whichever directory it runs in, and a later run anywhere finds the specs a header names. The
/// folders are read through symbolic links first: a folder reached through a link (`$PWD` in a linked workspace,
/// `/tmp` on macOS) spells its specs as its real path does. A spec that is itself a link keeps its own name, so
/// replacing the link with a copy changes nothing.
package struct HeaderPaths: Hashable, Sendable {
    /// The real path of the directory the paths are spelled from; nil spells them as the unit names them.
    package var directory: String?
    /// The directory relative paths are read from.
    package var currentDirectory: String
    /// The spellings of the unit's specs, found once: every file's header and every stale check asks for them.
    private var spellings: [String: String] = [:]

    /// Specs spelled as the unit names them.
    package init() {
        directory = nil
        currentDirectory = "/"
    }

    /// Specs spelled from `directory`, relative paths read from `currentDirectory`; `specs` are the unit's paths.
    package init(from directory: String, currentDirectory: String, specs: [String] = []) {
        self.currentDirectory = currentDirectory
        self.directory = Self.realPath(PackagePath.absolute(directory, currentDirectory: currentDirectory))
        spellings = Dictionary(specs.map { ($0, spelling($0)) }) { first, _ in first }
    }

    /// The spelling of the spec at `path`, as the unit names it.
    package func spelling(_ path: String) -> String {
        guard let directory else { return path }
        if let known = spellings[path] { return known }
        let absolute = PackagePath.absolute(path, currentDirectory: currentDirectory)
        let real = Self.realPath(PackagePath.folder(of: absolute)) + "/" + absolute.split(separator: "/").last!
        return PackagePath.relative(real, from: directory, currentDirectory: "/")
    }

    /// The path on disk that a header's `spelling` names, from the current directory.
    package func path(ofSpelling spelling: String) -> String {
        guard let directory, !spelling.hasPrefix("/") else { return spelling }
        return PackagePath.normalize(directory + "/" + spelling, currentDirectory: currentDirectory)
    }

    /// Whether a file exists where a header's `spelling` leads, with each `..` read by the file system from the
    /// folder before it, as the spelling was made, rather than cancelled by text: a run of a list's entries taken
    /// for one path (`A.yaml, ../B.yaml`) must not lead to `B.yaml` through a folder `A.yaml, ` that is not there.
    package func fileExists(spelling: String) -> Bool {
        guard let directory, !spelling.hasPrefix("/") else { return FileManager.default.fileExists(atPath: spelling) }
        return FileManager.default.fileExists(atPath: directory + "/" + spelling)
    }

    /// `path`, absolute, with the symbolic links of the longest part of it that exists resolved.
    static func realPath(_ path: String) -> String {
        var existing = path
        var rest: [Substring] = []
        while existing != "/" {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            guard let slash = existing.lastIndex(of: "/") else { break }
            rest.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        return path
    }
}
