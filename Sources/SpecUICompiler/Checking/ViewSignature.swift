/// What the other views of a unit see of a view: the inputs a use of it passes, without its body.
///
/// The unit's declarations keep only this much of each view, so a view's decoded body belongs to its file alone
/// and is released on the core that checked it.
package struct ViewSignature: Hashable, Sendable {
    package var name: Identifier
    package var props: [PropertyDecl]
    package var bindings: [PropertyDecl]
    /// Props and bindings whose declarations decoding reported; arguments for them are not reported again.
    package var rejectedMembers: [RejectedMember]
    /// The names of the view's own state, which a use of the view cannot pass.
    package var stateNames: [String]

    package init(_ view: ViewDecl) {
        name = view.name
        props = view.props
        bindings = view.bindings
        rejectedMembers = view.rejectedMembers
        stateNames = view.state.map(\.name.name)
    }
}
