extension YAMLScalar {
    /// `text` as a YAML double-quoted scalar that decodes back to exactly `text`, for hints that say
    /// "quote the whole scalar": `"` and `\` are escaped, nothing else needs to be.
    package static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
