/// What a view's evaluation read from a state slot, where, and how to read it again, to tell whether a write
/// changed it.
///
/// Unchecked `Sendable`: it is made and used on the main actor, where views are evaluated.
struct StateRead: @unchecked Sendable {
    let slot: any ReadTrackedSlot
    let location: BindingLocation
    let value: Any
    let reread: () -> Any

    /// Whether the slot now gives something other than what was read; a value that is not `Equatable` counts as
    /// changed.
    var hasChanged: Bool {
        equalIfEquatable(value, StateReads.untracked(reread)) != true
    }
}
