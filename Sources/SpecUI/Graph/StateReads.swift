import Glibc

/// Which view's evaluation is running, so that the `@State` it reads becomes its dependency: a write to a state
/// slot updates only the views whose last evaluation read it, as SwiftUI evaluates only the bodies that read the
/// state.
///
/// A view reads a slot through its `wrappedValue`, or through a binding's `wrappedValue`; making a binding
/// (`$count`) reads nothing, so the view that reads through it depends on the slot, not the view that made it.
/// Reads made while no evaluation runs (in an action, while a frame is drawn, on another thread) are no view's.
///
/// The running evaluation is kept per thread, so a read on another thread is no view's: a read costs a lookup of
/// the thread's slot, since every element binding of a long list reads through its collection's binding.
enum StateReads {
    /// The thread's slot for the node whose evaluation the running code is a part of.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The node whose evaluation the running code on this thread is a part of; nil outside evaluations and in
    /// `untracked`. Not retained: `evaluating` holds the node while it is set.
    private static var reader: ViewNode? {
        get { pthread_getspecific(key).map { Unmanaged<ViewNode>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }

    /// Whether an evaluation on this thread records what it reads.
    static var isTracking: Bool { pthread_getspecific(key) != nil }

    /// Runs `apply` as a part of `node`'s evaluation: the slots it reads are `node`'s dependencies.
    static func evaluating<T>(_ node: ViewNode, _ apply: () -> T) -> T {
        let outer = reader
        reader = node
        defer { reader = outer }
        return withExtendedLifetime(node) { apply() }
    }

    /// Runs `apply` with its reads belonging to no view: what a binding keeps as it is made, what a read through
    /// a binding reads beneath it, what a write compares.
    static func untracked<T>(_ apply: () -> T) -> T {
        guard let outer = reader else { return apply() }
        reader = nil
        defer { reader = outer }
        return apply()
    }

    /// Records that the running evaluation read `slot` at `location`, the first time it does; `read` makes the
    /// record of what it read, only then.
    static func record(_ slot: any ReadTrackedSlot, at location: BindingLocation, _ read: () -> StateRead) {
        guard let node = reader else { return }
        // Evaluations run on the main thread, where the slot, the location and the record are made and used.
        nonisolated(unsafe) let location = location
        guard MainActor.assumeIsolated({ node.stateReads.index(forKey: location) == nil }) else { return }
        nonisolated(unsafe) let slot = slot
        let made = read()
        MainActor.assumeIsolated {
            node.stateReads[location] = made
            slot.addReader(node)
        }
    }
}
