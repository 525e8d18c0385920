/// A YAML node as libyaml reported it, with the source range of every node and key.
///
/// Aliases are already resolved: an alias appears as a copy of its anchored node.
package struct YAMLNode: Hashable, Sendable {
    // Not `indirect`: the recursive cases already hold arrays, so boxing would only add one allocation per node.
    package enum Kind: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    package var kind: Kind
    package var range: SourceRange
    /// The explicit tag, such as `!!str`, when the source had one.
    package var tag: String?

    package init(kind: Kind, range: SourceRange, tag: String? = nil) {
        self.kind = kind
        self.range = range
        self.tag = tag
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    package var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// What the node is, in words for diagnostics: "a string", "a list", "a mapping".
    package var kindDescription: String {
        switch kind {
        case .scalar(let scalar): scalar.isNull ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` pair of a mapping; keys keep their own source range.
package struct YAMLMappingEntry: Hashable, Sendable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
