import Foundation

/// Spec paths as they appear in generated headers and diagnostics: relative to the package, without `./`.
///
/// The same spec gives the same path on any machine, so generated files do not
/// depend on where the package is checked out or how its folder was named on the command line.
package enum PackagePath {
    /// `path` with `.` and empty components dropped and `name/..` folded, made relative to
    /// `currentDirectory` when it lies inside it (also when written from outside it, `../App/Specs`).
    ///
    /// A `..` after a symbolic link leads where the file system takes it, to the parent of the link's target, and
    /// the path is spelled so (`link/../Specs` is the `Specs` beside the target).
    package static func normalize(_ path: String, currentDirectory: String) -> String {
        if currentDirectory.hasPrefix("/"), path.split(separator: "/").contains("..") {
            let written = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            let physical = absolute(path, currentDirectory: currentDirectory)
            if physical != joined(lexicalComponents(written), absolute: true), physical != path {
                // Written relative, it stays relative, as a path leaving the current directory does.
                if path.hasPrefix("/") { return normalize(physical, currentDirectory: currentDirectory) }
                return relative(physical, from: currentDirectory, currentDirectory: "/")
            }
        }
        let components = lexicalComponents(path)
        if path.hasPrefix("/") {
            let base = lexicalComponents(currentDirectory)
            if currentDirectory.hasPrefix("/"), components.starts(with: base) {
                return joined(Array(components.dropFirst(base.count)), absolute: false)
            }
            return joined(components, absolute: true)
        }
        // A path that leaves the current directory and comes back into it (`../App/Specs` from `App`) is the path
        // inside it, so one spec is not two.
        if components.first == "..", currentDirectory.hasPrefix("/") {
            let base = lexicalComponents(currentDirectory)
            let resolved = lexicalComponents("/" + (base + components).joined(separator: "/"))
            if resolved.starts(with: base) { return joined(Array(resolved.dropFirst(base.count)), absolute: false) }
        }
        return joined(components, absolute: false)
    }

    /// `path` spelled from `directory`, both read from `currentDirectory` when relative: `../Specs/Row.yaml` for
    /// `Specs/Row.yaml` from `Generated`. The spelling depends only on where the two are relative to each other, not
    /// on the directory a command runs in.
    package static func relative(_ path: String, from directory: String, currentDirectory: String) -> String {
        guard currentDirectory.hasPrefix("/") else { return normalize(path, currentDirectory: currentDirectory) }
        let target = lexicalComponents(absolute(path, currentDirectory: currentDirectory))
        let base = lexicalComponents(absolute(directory, currentDirectory: currentDirectory))
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return joined(up + target.dropFirst(common), absolute: false)
    }

    /// `path` as an absolute path with `.`, `..` and empty components folded, relative paths read from
    /// `currentDirectory`.
    package static func absolute(_ path: String, currentDirectory: String) -> String {
        let written = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        guard written.split(separator: "/").contains("..") else {
            return joined(lexicalComponents(written), absolute: true)
        }
        return joined(physicalComponents(written), absolute: true)
    }

    /// The components of the absolute path `path`, each `..` taken as the file system takes it: after a symbolic
    /// link, from the parent of the link's target; after anything else (a folder, or what does not exist), by
    /// dropping the component before it.
    private static func physicalComponents(_ path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/") where component != "." {
            guard component == ".." else {
                result.append(String(component))
                continue
            }
            let prefix = "/" + result.joined(separator: "/")
            var info = stat()
            if !result.isEmpty, lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                let resolved = realpath(prefix, nil)
            {
                result = String(cString: resolved).split(separator: "/").map(String.init)
                free(resolved)
            }
            if !result.isEmpty { result.removeLast() }
        }
        return result
    }

    /// The folder holding `path`: `Specs` for `Specs/Row.yaml`, `.` for a bare name, `/` for a file at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func lexicalComponents(_ path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = result.last, last != ".." {
                result.removeLast()
            } else {
                result.append(String(component))
            }
        }
        // `/..` is `/`.
        if path.hasPrefix("/") {
            while result.first == ".." { result.removeFirst() }
        }
        return result
    }

    private static func joined(_ components: [String], absolute: Bool) -> String {
        let path = components.joined(separator: "/")
        if absolute { return "/" + path }
        return path.isEmpty ? "." : path
    }
}
