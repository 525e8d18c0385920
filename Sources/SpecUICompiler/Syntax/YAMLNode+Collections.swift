extension YAMLNode {
    /// The items of a sequence, read in place from the document, which they point at without holding.
    package struct Items: RandomAccessCollection, Equatable, Sendable {
        private let document: Unmanaged<YAMLDocument>?
        private let children: Range<Int>

        init(_ document: Unmanaged<YAMLDocument>, _ record: YAMLDocument.Record) {
            self.document = document
            let first = Int(record.first)
            children = first..<first + Int(record.count)
        }

        /// No items: what a null value reads as where a list is expected.
        package init() {
            document = nil
            children = 0..<0
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { children.count }

        package static func == (lhs: Items, rhs: Items) -> Bool { lhs.elementsEqual(rhs) }

        package subscript(position: Int) -> YAMLNode {
            let document = document!
            return YAMLNode(document, document._withUnsafeGuaranteedRef { $0.children[children.lowerBound + position] })
        }
    }

    /// The entries of a mapping in written order, read in place from the document, which they point at without
    /// holding.
    package struct Entries: RandomAccessCollection, Equatable, Sendable {
        /// The document, or nil for entries made by the decoder.
        private let document: Unmanaged<YAMLDocument>?
        /// The mapping's key and value nodes in `document.children`.
        private let children: Range<Int>
        private let made: [YAMLMappingEntry]

        init(_ document: Unmanaged<YAMLDocument>, _ record: YAMLDocument.Record) {
            let first = Int(record.first)
            self.document = document
            children = first..<first + Int(record.count)
            made = []
        }

        /// Entries made by the decoder, such as the one of a view written as a bare name.
        package init(_ entries: [YAMLMappingEntry] = []) {
            document = nil
            children = 0..<0
            made = entries
        }

        package var startIndex: Int { 0 }

        package static func == (lhs: Entries, rhs: Entries) -> Bool { lhs.elementsEqual(rhs) }

        package var endIndex: Int { document == nil ? made.count : children.count / 2 }

        package subscript(position: Int) -> YAMLMappingEntry {
            guard let document else { return made[position] }
            let key = children.lowerBound + 2 * position
            return document._withUnsafeGuaranteedRef { held in
                YAMLMappingEntry(
                    key: YAMLNode(document, held.children[key]), value: YAMLNode(document, held.children[key + 1]))
            }
        }
    }
}
