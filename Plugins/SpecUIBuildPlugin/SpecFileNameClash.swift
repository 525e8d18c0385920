/// Two specs (or a spec and the unit's types) whose generated files would have the same name, or a generated file
/// named like one of the target's own Swift files, whose compiled objects SwiftPM would name alike.
struct SpecFileNameClash: Error, CustomStringConvertible {
    /// The file the problem is reported at.
    var place: String
    var message: String

    var description: String { "\(place): error: \(message)" }

    /// `spec`'s view would be written to `file`, which `other` (a spec, or the specs' types) generates too.
    static func generated(_ file: String, spec: String, other: String) -> Self {
        Self(
            place: spec,
            message: "its view's Swift would be \(file), which \(other) generates too (file names are compared ignoring"
                + " case, as macOS's file system compares them); give one spec another file name (a spec is usually"
                + " named after its view)")
    }

    /// `spec`'s view would be written to `file`, the name of the target's own Swift file at `swift`.
    static func ownFile(_ file: String, spec: String, swift: String) -> Self {
        Self(
            place: spec,
            message: "its view's Swift would be \(file), the name of the target's own \(swift) (ignoring case, as"
                + " macOS's file system does); SwiftPM builds no two files of one name in a target, so give the spec or"
                + " that file another name")
    }

    /// The specs' types would be written to Types.swift, the name of the target's own Swift file at `swift`.
    static func ownTypesFile(_ swift: String) -> Self {
        Self(
            place: swift,
            message: "the specs' types are generated as Types.swift, this file's name; SwiftPM builds no two files of"
                + " one name in a target, so give this file another name")
    }
}
