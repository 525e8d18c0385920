/// Where each of a list of names stands, found by its exact scalars (`hasSameScalars`): a linear search for a few
/// names, a table for many, so a construct of thousands of fields or parameters is not checked in quadratic time.
struct ExactNameIndex {
    /// Up to this many names are searched in order; a table costs more than it saves below it.
    private static let linearLimit = 12

    private let names: [String]
    private let table: [[UInt8]: Int]

    init(_ names: [String]) {
        self.names = names
        guard names.count > Self.linearLimit else {
            table = [:]
            return
        }
        // The first of two names with the same scalars is the one found, as a search in order finds it.
        table = Dictionary(names.enumerated().map { (Array($0.element.utf8), $0.offset) }) { first, _ in first }
    }

    /// The index of the first name with the same scalars as `name`.
    func index(of name: String) -> Int? {
        guard names.count > Self.linearLimit else { return names.firstIndex { $0.hasSameScalars(as: name) } }
        return table[Array(name.utf8)]
    }

    func contains(_ name: String) -> Bool { index(of: name) != nil }
}
