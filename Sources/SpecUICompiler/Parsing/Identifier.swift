/// A name written in a spec, with where it was written.
package struct Identifier: Hashable, Sendable, CustomStringConvertible {
    package var name: String
    package var range: SourceRange

    package init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    package var description: String { name }
}
