/// One file of generated Swift: `CounterView.swift`, `Types.swift`.
package struct GeneratedFile: Hashable, Sendable {
    /// The file name, without a directory.
    package var name: String
    package var contents: String

    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
