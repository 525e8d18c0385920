extension SpecDecoder {
    static let previewKeys = ["name", "values"]

    static func unknownPreviewKeyMessage(_ key: String) -> String {
        unknownKeyMessage("unknown key '\(key)' in a preview", key: key, expected: previewKeys)
    }

    static let missingPreviewNameMessage = "a preview needs a 'name'"

    static func namedPreviewHint(_ name: String) -> String {
        "; write each preview as a list item that names it, '- name: \(name)', with its 'values:' below"
    }

    static let blankPreviewNameMessage =
        "a preview's name cannot be blank: it is what the preview is shown and chosen by"

    /// A preview's name: any text but a blank one, as SwiftUI takes any display name; the generated Swift writes it
    /// as a string, and `specui preview --preview` matches it whole.
    private mutating func previewName(_ node: YAMLNode) -> Identifier? {
        guard let text = scalarText(node, expected: "a preview name") else { return nil }
        guard !text.allSatisfy(\.isWhitespace) else {
            error("blank-preview-name", Self.blankPreviewNameMessage, at: node.range)
            return nil
        }
        return Identifier(text, range: node.range)
    }

    /// `previews:`: a list of `{name, values}`, values being literals keyed by prop, binding or state name.
    ///
    /// A value for a member in `rejected` is left out unread: its declaration is already reported.
    mutating func decodePreviews(_ node: YAMLNode, rejected: [RejectedMember]) -> [PreviewDecl] {
        let expectation = "a list of previews ({name: ..., values: {...}})"
        // Previews keyed by their names (`Default:` with `values:` below it), as a dictionary would be.
        if let entries = node.mapping, let first = entries.first, let name = first.key.scalarValue,
            !Self.previewKeys.contains(name),
            first.value.mapping?.contains(where: { $0.key.scalarValue == "values" }) == true
        {
            error(
                "expected-list",
                Self.expected(expectation, found: node) + Self.namedPreviewHint(name), at: node.range)
            return []
        }
        guard let items = sequence(node, expected: expectation) else { return [] }
        var previews: [PreviewDecl] = []
        var seen: [String: SourceRange] = [:]
        for item in items {
            guard let entries = mapping(item, expected: "a preview ({name: ..., values: {...}})") else { continue }
            var name: Identifier?
            var values: [PreviewValue] = []
            var hasName = false
            var suggested: Set<String> = []
            for entry in entries {
                guard let key = key(entry) else { continue }
                switch key {
                case "name":
                    hasName = true
                    name = previewName(entry.value)
                case "values":
                    values = decodePreviewValues(entry.value, rejected: rejected)
                default:
                    // A preview keyed by its name (`- Empty:` with `values:` below it): said once, its values read.
                    if entries.count == 1, let nested = entry.value.mapping,
                        let inner = nested.first(where: { $0.key.scalarValue == "values" })
                    {
                        error(
                            "unknown-key", "unknown key '\(key)' in a preview" + Self.namedPreviewHint(key),
                            at: entry.key.range)
                        suggested.insert("name")
                        values = decodePreviewValues(inner.value, rejected: rejected)
                        continue
                    }
                    // `- Empty:` with `values:` at its column below it: the name as a key with no value, beside them.
                    if entry.value.scalarValue.map({ $0.isEmpty || YAMLScalar.isNullSpelling($0) }) == true,
                        entry.value.tag == nil, !entries.contains(where: { $0.key.scalarValue == "name" }),
                        entries.contains(where: { $0.key.scalarValue == "values" }), !suggested.contains("name")
                    {
                        error(
                            "unknown-key", "unknown key '\(key)' in a preview" + Self.namedPreviewHint(key),
                            at: entry.key.range)
                        suggested.insert("name")
                        continue
                    }
                    let match = errorUnknown(
                        "unknown-key", Self.unknownPreviewKeyMessage(key), word: key, candidates: Self.previewKeys,
                        at: entry.key.range)
                    if let match { suggested.insert(match) }
                }
            }
            if !hasName, !suggested.contains("name") {
                error("missing-key", Self.missingPreviewNameMessage, at: item.range)
            }
            guard let name, recordUnique(name, in: &seen, code: "duplicate-preview", role: .preview) else {
                // A preview whose name is reported keeps its values, unnamed, so that their mistakes are reported
                // too; the file then has errors, so nothing is generated from it.
                previews.append(PreviewDecl(name: Identifier("", range: item.range), values: values))
                continue
            }
            previews.append(PreviewDecl(name: name, values: values))
        }
        return previews
    }

    private mutating func decodePreviewValues(_ node: YAMLNode, rejected: [RejectedMember]) -> [PreviewValue] {
        guard let entries = mapping(node, expected: "a mapping of prop, binding or state names to values") else {
            return []
        }
        var values: [PreviewValue] = []
        values.reserveCapacity(entries.count)
        for entry in entries {
            if let key = entry.key.scalarValue, rejected.contains(where: { $0.name.name == key }) { continue }
            guard let name = name(entry.key, role: .argument), let value = literal(entry.value) else { continue }
            values.append(PreviewValue(name: name, value: value))
        }
        return values
    }
}
