/// A YAML node as libyaml reported it, with the source range of every node and key.
///
/// A node is a position in its `YAMLDocument`. The node the loader returns keeps
/// its document alive; every node, item and entry reached from it points at the
/// document without holding it, so walking a document counts no references. A
/// node is valid while the loaded root it was reached from is (the decoder holds
/// the root for the whole of its run). Aliases are already resolved: an alias is
/// its anchored node. Nodes compare by what was written (kind, contents, range,
/// tag), not by position.
package struct YAMLNode: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case scalar(YAMLScalar)
        case sequence(Items)
        case mapping(Entries)
    }

    /// The document, held only by the loaded root.
    private let owner: YAMLDocument?
    /// The document, not held; nil for an absent value.
    private let document: Unmanaged<YAMLDocument>?
    private let index: Int32
    /// Where an absent value was expected.
    private let absentLocation: SourceLocation

    package static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.range == rhs.range && lhs.tag == rhs.tag && lhs.kind == rhs.kind
    }

    /// The root of a loaded document, which keeps the document alive.
    init(root index: Int, of document: YAMLDocument) {
        owner = document
        self.document = Unmanaged.passUnretained(document)
        self.index = Int32(index)
        absentLocation = SourceLocation(line: 1, column: 1)
    }

    /// A node of `document`, which something else keeps alive.
    init(_ document: Unmanaged<YAMLDocument>, _ index: Int32) {
        owner = nil
        self.document = document
        self.index = index
        absentLocation = SourceLocation(line: 1, column: 1)
    }

    /// An empty plain scalar at `location`, standing for a value that was not written.
    package static func absent(at location: SourceLocation) -> YAMLNode {
        YAMLNode(absentAt: location)
    }

    private init(absentAt location: SourceLocation) {
        owner = nil
        document = nil
        index = 0
        absentLocation = location
    }

    package var kind: Kind {
        read { document, record in
            switch record.kind {
            case .scalar: .scalar(YAMLScalar(document.takeUnretainedValue(), record))
            case .sequence: .sequence(Items(document, record))
            case .mapping: .mapping(Entries(document, record))
            }
        } ?? .scalar(YAMLScalar(value: "", style: .plain, source: "", start: absentLocation))
    }

    package var range: SourceRange {
        read { _, record in record.range } ?? SourceRange(at: absentLocation)
    }

    /// The explicit tag, such as `!!str`, when the source had one.
    package var tag: String? {
        read { document, record in
            record.tag >= 0 ? document._withUnsafeGuaranteedRef { $0.tags[Int(record.tag)] } : nil
        } ?? nil
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    // The accessors below read only what they name, without building a `YAMLScalar`, `Items` or `Entries` that
    // is not asked for.

    /// A scalar's decoded value; nil for a collection.
    package var scalarValue: String? {
        read { document, record in
            record.kind == .scalar ? document._withUnsafeGuaranteedRef { $0.value(of: record) } : nil
        } ?? ""
    }

    /// How a scalar was written; nil for a collection.
    package var scalarStyle: YAMLScalar.Style? {
        read { _, record in record.kind == .scalar ? record.style : nil } ?? .plain
    }

    /// The length of a scalar's decoded value in UTF-8 bytes, read without decoding it; nil for a collection.
    package var scalarByteCount: Int? {
        read { _, record in record.kind == .scalar ? Int(record.count) : nil } ?? 0
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
        read { document, record in record.kind == .sequence ? Items(document, record) : nil } ?? nil
    }

    package var mapping: Entries? {
        read { document, record in record.kind == .mapping ? Entries(document, record) : nil } ?? nil
    }

    /// Every alias of the node's document, in written order.
    package var aliasUses: [YAMLAliasUse] {
        document?._withUnsafeGuaranteedRef { $0.aliasUses } ?? []
    }

    /// What the node is, in words for diagnostics: "a string", "a list", "a mapping".
    package var kindDescription: String {
        if isNull { return "null" }
        if scalarValue != nil { return "a scalar" }
        return sequence != nil ? "a list" : "a mapping"
    }

    /// Runs `body` on the node's document and record; nil for an absent value.
    func read<Result>(_ body: (Unmanaged<YAMLDocument>, YAMLDocument.Record) -> Result) -> Result? {
        guard let document else { return nil }
        let record = document._withUnsafeGuaranteedRef { $0.records[Int(index)] }
        return body(document, record)
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
