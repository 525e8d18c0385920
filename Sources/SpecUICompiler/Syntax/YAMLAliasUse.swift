/// An alias (`*row`) as written: its name, where it stands, and the range of the anchored node it reads again.
package struct YAMLAliasUse: Hashable, Sendable {
    package var name: String
    package var range: SourceRange
    package var target: SourceRange

    package init(name: String, range: SourceRange, target: SourceRange) {
        self.name = name
        self.range = range
        self.target = target
    }
}
