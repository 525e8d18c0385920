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
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Problems(["cannot read '\(name)': \(Self.unreadableReason(path))"]))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            return .failure(Problems(["'\(name)' is not valid JSON\(Self.syntaxErrorPlace(error, in: data))"]))
        }
        guard let entries = object as? [String: Any] else {
            return .failure(Problems(["'\(name)' is not a JSON object such as {\"disabledWarnings\": [\"CODE\"]}"]))
        }
        var config = ConfigFile()
        var problems: [String] = []
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard key == "disabledWarnings" else {
                problems.append("'\(name)': unknown key '\(key)'\(Suggestion.didYouMean(key, among: keys))")
                continue
            }
            guard let codes = value as? [String] else {
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

    /// Where Foundation's JSON parser stopped, as `: invalid value at line 2, column 7`; empty when it does not say.
    private static func syntaxErrorPlace(_ error: any Error, in data: Data) -> String {
        let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        if description.hasPrefix("Unexpected end of file") {
            return ": it ends before its value does"
        }
        guard let range = description.range(of: "around character "),
            let offset = Int(description[range.upperBound...].prefix(while: \.isNumber)), offset <= data.count
        else { return "" }
        let before = data.prefix(offset)
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        return ": invalid value at line \(line), column \(offset - lineStart + 1)"
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
            io.writeError(problems.messages.map { "specui: error: \($0)\n" }.joined())
            return nil
        }
    }
}
