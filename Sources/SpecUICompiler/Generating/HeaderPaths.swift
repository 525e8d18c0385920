/// How a generated file's header spells the specs it comes from.
///
/// `specui compile` names them from the output directory (`../Specs/Row.yaml` in `Generated/Row.swift`), so the
/// files are the same whichever directory it runs in, and a later run anywhere finds the specs a header names.
package struct HeaderPaths: Hashable, Sendable {
    /// The directory the paths are spelled from; nil spells them as the unit names them.
    package var directory: String?
    /// The directory relative paths are read from.
    package var currentDirectory: String

    /// Specs spelled as the unit names them.
    package init() {
        directory = nil
        currentDirectory = "/"
    }

    /// Specs spelled from `directory`, relative paths read from `currentDirectory`.
    package init(from directory: String, currentDirectory: String) {
        self.directory = directory
        self.currentDirectory = currentDirectory
    }

    /// The spelling of the spec at `path`, as the unit names it.
    package func spelling(_ path: String) -> String {
        guard let directory else { return path }
        return PackagePath.relative(path, from: directory, currentDirectory: currentDirectory)
    }

    /// The path on disk that a header's `spelling` names, from the current directory.
    package func path(ofSpelling spelling: String) -> String {
        guard let directory, !spelling.hasPrefix("/") else { return spelling }
        return PackagePath.normalize(directory + "/" + spelling, currentDirectory: currentDirectory)
    }
}
