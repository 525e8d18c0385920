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

    /// `text` quoted to be pasted as a scalar: single-quoted when it holds a `"` and no `'`, so that its string
    /// literals read as written (`'["a", "b"]'`), double-quoted otherwise.
    package static func quoted(_ text: String) -> String {
        text.contains("\"") && !text.contains("'") ? "'" + text + "'" : doubleQuoted(text)
    }
}
