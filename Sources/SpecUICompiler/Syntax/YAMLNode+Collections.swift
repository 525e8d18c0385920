extension YAMLNode {
    /// The items of a sequence, read in place from the document.
    package struct Items: RandomAccessCollection, Equatable, Sendable {
        private let document: YAMLDocument?
        private let children: Range<Int>

        init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
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
            return YAMLNode(document, Int(document.children[children.lowerBound + position]))
        }
    }

    /// The entries of a mapping in written order, read in place from the document.
    package struct Entries: RandomAccessCollection, Equatable, Sendable {
        private enum Storage: Sendable {
            case document(YAMLDocument, Range<Int>)
            case entries([YAMLMappingEntry])
        }

        private let storage: Storage

        init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
            let first = Int(record.first)
            storage = .document(document, first..<first + Int(record.count))
        }

        /// Entries made by the decoder, such as the one of a view written as a bare name.
        package init(_ entries: [YAMLMappingEntry] = []) {
            storage = .entries(entries)
        }

        package var startIndex: Int { 0 }

        package static func == (lhs: Entries, rhs: Entries) -> Bool { lhs.elementsEqual(rhs) }

        package var endIndex: Int {
            switch storage {
            case .document(_, let children): children.count / 2
            case .entries(let entries): entries.count
            }
        }

        package subscript(position: Int) -> YAMLMappingEntry {
            switch storage {
            case .document(let document, let children):
                let key = children.lowerBound + 2 * position
                return YAMLMappingEntry(
                    key: YAMLNode(document, Int(document.children[key])),
                    value: YAMLNode(document, Int(document.children[key + 1])))
            case .entries(let entries):
                return entries[position]
            }
        }
    }
}
