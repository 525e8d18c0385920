/// Two specs (or a spec and the unit's types) whose generated files would have the same name.
struct SpecFileNameClash: Error, CustomStringConvertible {
    var file: String
    var spec: String
    var other: String

    var description: String {
        "\(spec): error: its view's Swift would be \(file), which \(other) generates too; give one spec another file"
            + " name (a spec is usually named after its view)"
    }
}
