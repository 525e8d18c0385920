/// A YAML node as libyaml reported it, with the source range of every node and key.
///
/// A node is a position in its `YAMLDocument`; copying one copies a reference
/// and an index. Aliases are already resolved: an alias is its anchored node.
/// Nodes compare by what was written (kind, contents, range, tag), not by position.
package struct YAMLNode: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case scalar(YAMLScalar)
        case sequence(Items)
        case mapping(Entries)
    }

    private enum Storage: Sendable {
        case stored(YAMLDocument, Int)
        /// A value that was not written, read as an empty plain scalar.
        case absent(SourceLocation)
    }

    private let storage: Storage

    package static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.range == rhs.range && lhs.tag == rhs.tag && lhs.kind == rhs.kind
    }

    init(_ document: YAMLDocument, _ index: Int) {
        storage = .stored(document, index)
    }

    /// An empty plain scalar at `location`, standing for a value that was not written.
    package static func absent(at location: SourceLocation) -> YAMLNode {
        YAMLNode(storage: .absent(location))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    package var kind: Kind {
        guard let (document, record) = stored else {
            return .scalar(YAMLScalar(value: "", style: .plain, source: "", start: range.start))
        }
        switch record.kind {
        case .scalar: return .scalar(YAMLScalar(document, record))
        case .sequence: return .sequence(Items(document, record))
        case .mapping: return .mapping(Entries(document, record))
        }
    }

    package var range: SourceRange {
        switch storage {
        case .absent(let location): SourceRange(at: location)
        case .stored(let document, let index): document.records[index].range
        }
    }

    /// The explicit tag, such as `!!str`, when the source had one.
    package var tag: String? {
        guard let (document, record) = stored, record.tag >= 0 else { return nil }
        return document.tags[Int(record.tag)]
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    // The accessors below read only what they name, without building a `YAMLScalar`, `Items` or `Entries` that
    // is not asked for.

    /// A scalar's decoded value; nil for a collection.
    package var scalarValue: String? {
        guard let (document, record) = stored else { return "" }
        return record.kind == .scalar ? document.value(of: record) : nil
    }

    /// How a scalar was written; nil for a collection.
    package var scalarStyle: YAMLScalar.Style? {
        guard let (_, record) = stored else { return .plain }
        return record.kind == .scalar ? record.style : nil
    }

    /// The length of a scalar's decoded value in UTF-8 bytes, read without decoding it; nil for a collection.
    package var scalarByteCount: Int? {
        guard let (_, record) = stored else { return 0 }
        return record.kind == .scalar ? Int(record.count) : nil
    }

    /// `~`, `null`, `Null`, `NULL` or nothing, written plain: what `scalar?.isNull` says.
    package var isNull: Bool {
        guard scalarStyle == .plain, let count = scalarByteCount else { return false }
        switch count {
        case 0: return true
        case 1, 4: return withScalarValue { YAMLScalar.isNullSpelling($0) } ?? false
        default: return false
        }
    }

    package var sequence: Items? {
        guard let (document, record) = stored, record.kind == .sequence else { return nil }
        return Items(document, record)
    }

    package var mapping: Entries? {
        guard let (document, record) = stored, record.kind == .mapping else { return nil }
        return Entries(document, record)
    }

    /// Every alias of the node's document, in written order.
    package var aliasUses: [YAMLAliasUse] {
        guard case .stored(let document, _) = storage else { return [] }
        return document.aliasUses
    }

    /// What the node is, in words for diagnostics: "a string", "a list", "a mapping".
    package var kindDescription: String {
        if isNull { return "null" }
        if scalarValue != nil { return "a scalar" }
        return sequence != nil ? "a list" : "a mapping"
    }

    /// The node's document and record; nil for an absent value.
    var storedRecord: (document: YAMLDocument, record: YAMLDocument.Record)? { stored }

    /// The node's document and record; nil for an absent value.
    private var stored: (document: YAMLDocument, record: YAMLDocument.Record)? {
        guard case .stored(let document, let index) = storage else { return nil }
        return (document, document.records[index])
    }
}

/// One `key: value` pair of a mapping; keys keep their own source range.
package struct YAMLMappingEntry: Equatable, Sendable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
