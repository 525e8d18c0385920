/// Every node of one loaded YAML document, in flat storage that `YAMLNode`s point into.
///
/// Loading a spec makes one document instead of a tree of separately
/// allocated nodes: nodes, child lists and scalar values each live in one
/// array, so building and freeing a file costs a handful of allocations, and
/// handing a node to the decoder copies a reference and an index. An alias is
/// the index of its anchored node, shared rather than copied.
package final class YAMLDocument: Sendable {
    /// One node's shape and where it was written.
    struct Record: Sendable {
        enum Kind: UInt8, Sendable {
            case scalar
            case sequence
            case mapping
        }

        var kind: Kind
        var style: YAMLScalar.Style
        var range: SourceRange
        /// Where a scalar's value starts in `values`; a collection's first index in `children`.
        var first: Int32
        /// A collection's number of children (two per mapping entry: key, then value); a scalar's value's length
        /// in UTF-8 bytes, which tells most keys of a mapping apart without reading their values.
        var count: Int32
        /// Where a scalar's source text, quotes included, starts and ends in the file's bytes.
        var sourceBytes: Range<Int32>
        /// The index in `tags` of the node's explicit tag, or -1.
        var tag: Int32
    }

    let records: [Record]
    let children: [Int32]
    /// Every scalar's decoded value, one after another, in UTF-8: one buffer instead of a string per scalar.
    let values: [UInt8]
    let tags: [String]
    /// The file's text, for scalars' source slices.
    let text: String
    /// Every alias, in written order.
    let aliasUses: [YAMLAliasUse]

    init(
        records: [Record], children: [Int32], values: [UInt8], tags: [String], text: String,
        aliasUses: [YAMLAliasUse]
    ) {
        self.records = records
        self.children = children
        self.values = values
        self.tags = tags
        self.text = text
        self.aliasUses = aliasUses
    }

    /// A scalar's decoded value.
    func value(of record: Record) -> String { withValue(of: record) { String(decoding: $0, as: UTF8.self) } }

    /// Runs `body` on the UTF-8 bytes of a scalar's decoded value, in place.
    func withValue<Result>(of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        values.withUnsafeBufferPointer { body(Self.valueBytes(of: record, in: $0)) }
    }

    /// The value of a scalar `record` whose bytes are in `values`, while a document is still being built.
    static func value(of record: Record, in values: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: valueBytes(of: record, in: values), as: UTF8.self)
    }

    /// Where a scalar `record`'s value is in `values`, a document's or a builder's.
    private static func valueBytes(
        of record: Record, in values: UnsafeBufferPointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8> {
        let start = Int(record.first)
        return UnsafeBufferPointer(rebasing: values[start..<start + Int(record.count)])
    }
}
