/// Keeps a fix-it that renames a mapping's key (`fnot` → `font`, `case .idle` → `.idle`) or an item of a list
/// (`case happy` → `happy` among an enum's cases) only when it is certain: when the mapping or list does not write
/// the new name already, and no other fix-it renames another of its keys or items to the same name. Applied, such a
/// fix-it would make a `duplicate-key` or a `duplicate-case`; its diagnostic keeps the did-you-mean.
enum KeyRenameClashes {
    /// A fix-it of `diagnostics` that would rename a key: the diagnostic's index, the key's range and the new name.
    private typealias Rename = (index: Int, key: SourceRange, name: String)

    /// One mapping holding a renamed key: the keys it writes and the renames of its keys.
    private struct Mapping {
        var keys: Set<String> = []
        var renames: [Rename] = []
    }

    /// Removes from `diagnostics` the fix-its of key renames that would clash in the document under `root`.
    static func remove(from diagnostics: inout [Diagnostic], in root: YAMLNode) {
        var renames: [SourceRange: [Rename]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let fixIt = diagnostic.fixIt, SwiftIdentifier.isValid(Self.withoutDot(fixIt.replacement)) else {
                continue
            }
            renames[fixIt.range, default: []].append((index, fixIt.range, fixIt.replacement))
        }
        guard !renames.isEmpty else { return }
        var mappings: [Mapping] = []
        var visited: Set<SourceRange> = []
        let renamed = renames.keys.sorted { $0.start < $1.start || ($0.start == $1.start && $0.end < $1.end) }
        collect(root, renames: renames, renamed: renamed, visited: &visited, into: &mappings)
        for mapping in mappings {
            // A key reached again through an alias is renamed by each of its diagnostics, but is one key.
            var renamedKeys: [String: Set<SourceRange>] = [:]
            for rename in mapping.renames { renamedKeys[rename.name, default: []].insert(rename.key) }
            // A key reached through aliases in several places may be told different names there (`lenght` is
            // `length` in a padding and `height` in a frame): no one of them is certain.
            var namesOfKey: [SourceRange: Set<String>] = [:]
            for rename in mapping.renames { namesOfKey[rename.key, default: []].insert(rename.name) }
            for rename in mapping.renames
            where mapping.keys.contains(rename.name) || renamedKeys[rename.name, default: []].count > 1
                || namesOfKey[rename.key, default: []].count > 1
            {
                diagnostics[rename.index].fixIt = nil
            }
        }
    }

    /// The mappings under `node` that hold a renamed key, found by descending only into nodes whose range holds
    /// one, each once: an alias is its anchored node, which is not walked again. `renamed` is the ranges of
    /// `renames`, sorted.
    private static func collect(
        _ node: YAMLNode, renames: [SourceRange: [Rename]], renamed: [SourceRange], visited: inout Set<SourceRange>,
        into mappings: inout [Mapping]
    ) {
        let range = node.range
        guard holdsRename(range, renamed), visited.insert(range).inserted else { return }
        if let entries = node.mapping {
            var mapping = Mapping()
            for entry in entries {
                mapping.keys.insert(entry.key.scalarValue ?? "")
                mapping.renames += renames[entry.key.range] ?? []
                collect(entry.value, renames: renames, renamed: renamed, visited: &visited, into: &mappings)
            }
            if !mapping.renames.isEmpty { mappings.append(mapping) }
        } else if let items = node.sequence {
            var list = Mapping()
            for item in items {
                if let name = item.scalarValue {
                    list.keys.insert(name)
                    list.renames += renames[item.range] ?? []
                }
                collect(item, renames: renames, renamed: renamed, visited: &visited, into: &mappings)
            }
            if !list.renames.isEmpty { mappings.append(list) }
        }
    }

    /// `idle` of `.idle`, a case as a switch's key writes it.
    private static func withoutDot(_ name: String) -> String {
        name.hasPrefix(".") ? String(name.dropFirst()) : name
    }

    /// Whether one of the sorted ranges `renamed` lies inside `range`: a binary search to the first that starts
    /// inside it, then the few after it that do too, so a document of thousands of renamed keys is walked in
    /// near-linear time.
    private static func holdsRename(_ range: SourceRange, _ renamed: [SourceRange]) -> Bool {
        var index = renamed.partitioningIndex(where: { $0.start >= range.start })
        while index < renamed.endIndex, renamed[index].start <= range.end {
            if renamed[index].end <= range.end { return true }
            index += 1
        }
        return false
    }
}
