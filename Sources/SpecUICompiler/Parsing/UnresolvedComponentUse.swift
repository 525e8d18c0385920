/// A node naming a view that is not built in, whose arguments decoding could not read as a view of the unit's:
/// written as a scalar or a list (`SecureField: "Password"`), with keys beside it that are no modifiers, or with an
/// argument that is not a scalar.
///
/// Whether the name is a view of the unit is known only once the unit is checked: if it is, `diagnostics` are its
/// mistakes; if not, the mistake is the name itself, one `unknown-view`, and what the arguments would have been is
/// not reported too.
package struct UnresolvedComponentUse: Hashable, Sendable {
    package var name: Identifier
    /// The argument errors decoding found, in written order.
    package var diagnostics: [Diagnostic]
    /// The labels of arguments written as a mapping (`person: {name: "a"}`), by the index of their diagnostic:
    /// checking adds how a value of the record the prop takes is written.
    package var mappingArguments: [Int: String]
    /// Whether the node was left out of the body (a list of nodes written as its value is kept as a group):
    /// checking the body then does not report its name.
    package var isLeftOut: Bool

    package init(name: Identifier, diagnostics: [Diagnostic], mappingArguments: [Int: String] = [:], isLeftOut: Bool) {
        self.name = name
        self.diagnostics = diagnostics
        self.mappingArguments = mappingArguments
        self.isLeftOut = isLeftOut
    }
}
