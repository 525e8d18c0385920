extension ViewNode {
    /// The object this node keeps in `slot`, made with `make` and kept there the first time it is asked for: the
    /// storage of a field or a built-in view that lives as long as the node's identity.
    func stateSlot<Slot: AnyObject>(_ slot: String, orMake make: () -> Slot) -> Slot {
        if let kept = stateBoxes[slot] as? Slot {
            return kept
        }
        let made = make()
        stateBoxes[slot] = made
        return made
    }
}
