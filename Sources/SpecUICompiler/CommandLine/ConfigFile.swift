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

    /// Everything wrong with a config file, each an error line of its own.
    package struct Problems: Error, Hashable, Sendable {
        package var messages: [String]

        init(_ messages: [String]) { self.messages = messages }
    }

    /// The keys a config file may hold.
    static let keys = ["disabledWarnings"]

    /// The largest config file read: it lists warning codes, and a larger one is not a config file.
    static let maximumSize = 1 << 20

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

    /// Reads and checks the file at `path`, named `name` in messages; the failure lists every problem of the file.
    package static func read(_ path: String, name: String) -> Result<ConfigFile, Problems> {
        let tooLarge = Problems(["'\(name)' is over 1 MiB; a config file lists warning codes"])
        // The size is asked first, so that a huge file is not read to be refused.
        if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > maximumSize {
            return .failure(tooLarge)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Problems(["cannot read '\(name)': \(Self.unreadableReason(path))"]))
        }
        guard data.count <= maximumSize else { return .failure(tooLarge) }
        let members: [(key: String, value: JSONReader.Value)]
        switch JSONReader.read([UInt8](data)) {
        case .failure(let error):
            return .failure(Problems(["'\(name)' is not valid JSON: \(error.description)"]))
        case .success(.object(let written)):
            members = written
        case .success:
            return .failure(Problems(["'\(name)' is not a JSON object such as {\"disabledWarnings\": [\"CODE\"]}"]))
        }
        var config = ConfigFile()
        var problems: [String] = []
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            guard key == "disabledWarnings" else {
                problems.append("'\(name)': unknown key '\(key)'\(Suggestion.didYouMean(key, among: keys))")
                continue
            }
            guard case .array(let elements) = value else {
                problems.append("'\(name)': 'disabledWarnings' is a list of warning codes")
                continue
            }
            let codes = elements.compactMap { element -> String? in
                if case .string(let code) = element { return code }
                return nil
            }
            guard codes.count == elements.count else {
                problems.append("'\(name)': 'disabledWarnings' is a list of warning codes")
                continue
            }
            for code in codes {
                switch CommandArguments.warningCode(code) {
                case .success(let code): config.disabledWarnings.insert(code)
                case .failure(let failure): problems.append("'\(name)': \(failure.message)")
                }
            }
        }
        return problems.isEmpty ? .success(config) : .failure(Problems(problems))
    }

    /// The warnings a run disables: `given` with `--disable-warning`, and those of the config file at `path`, named
    /// as the specs are; the failure lists what is wrong with that file.
    package static func disabledWarnings(_ given: Set<String>, config path: String?) -> Result<Set<String>, Problems> {
        guard let path else { return .success(given) }
        let name = PackagePath.normalize(path, currentDirectory: FileManager.default.currentDirectoryPath)
        return read(path, name: name).map { given.union($0.disabledWarnings) }
    }

    /// `disabledWarnings(_:config:)`, or nil with its problems printed.
    static func disabledWarnings(_ given: Set<String>, config path: String?, io: CommandIO) -> Set<String>? {
        switch disabledWarnings(given, config: path) {
        case .success(let warnings):
            return warnings
        case .failure(let problems):
            // A key or a code is quoted as written: what a terminal would obey or hide is spelled as its escape.
            io.writeError(problems.messages.map { "specui: error: \(DiagnosticRenderer.visible($0))\n" }.joined())
            return nil
        }
    }
}
