import Foundation
import SpecUIText

/// Options for a unit kept in a JSON file beside its specs, read with `--config FILE`: the build plugin passes a
/// target's `specui.json`, since a build takes no command-line options.
///
/// ```json
/// {"disabledWarnings": ["unused-state", "large-body"]}
/// ```
package struct ConfigFile: Hashable, Sendable {
    /// The warnings not to report, as `--disable-warning` names them.
    package var disabledWarnings: Set<String> = []

    /// The keys a config file may hold.
    static let keys = ["disabledWarnings"]

    /// Why the file at `path` could not be read, as the system says it: `No such file or directory`.
    private static func unreadableReason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor < 0 else {
            close(descriptor)
            return "it cannot be read"
        }
        return String(cString: strerror(errno))
    }

    /// Reads and checks the file at `path`; the failure is the error that names it.
    package static func read(_ path: String) -> Result<ConfigFile, SpecFiles.Failure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.init(message: "cannot read '\(path)': \(Self.unreadableReason(path))"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let entries = object as? [String: Any] else {
            return .failure(.init(message: "'\(path)' is not a JSON object such as {\"disabledWarnings\": [\"CODE\"]}"))
        }
        var config = ConfigFile()
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard key == "disabledWarnings" else {
                let suggestion = Suggestion.didYouMean(key, among: keys)
                return .failure(.init(message: "'\(path)': unknown key '\(key)'\(suggestion)"))
            }
            guard let codes = value as? [String] else {
                return .failure(.init(message: "'\(path)': 'disabledWarnings' is a list of warning codes"))
            }
            for code in codes {
                switch CommandArguments.warningCode(code) {
                case .success(let code): config.disabledWarnings.insert(code)
                case .failure(let failure): return .failure(.init(message: "'\(path)': \(failure.message)"))
                }
            }
        }
        return .success(config)
    }

    /// The warnings a run disables: `given` with `--disable-warning`, and those of the config file at `path`; nil,
    /// with the error printed, when that file cannot be read.
    static func disabledWarnings(_ given: Set<String>, config path: String?, io: CommandIO) -> Set<String>? {
        guard let path else { return given }
        switch read(path) {
        case .success(let config):
            return given.union(config.disabledWarnings)
        case .failure(let failure):
            io.writeError("specui: error: \(failure.message)\n")
            return nil
        }
    }
}
