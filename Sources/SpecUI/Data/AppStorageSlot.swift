import Observation

/// What views read to follow one key of one defaults store: every `@AppStorage` of the key reads `version`, and
/// each write through one of them moves it, so the bodies that read the key are evaluated again.
@MainActor @Observable
final class AppStorageSlot {
    private(set) var version = 0

    func changed() { version += 1 }

    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private static var slots: [Key: AppStorageSlot] = [:]
    /// The stores written since they were last saved.
    private static var writtenStores: [ObjectIdentifier: UserDefaults] = [:]

    /// Notes that `store` holds a value not yet saved.
    static func didWrite(to store: UserDefaults) {
        writtenStores[ObjectIdentifier(store)] = store
    }

    /// Saves the stores written to, as iOS keeps what an app stored across launches: Foundation on Linux writes a
    /// store's file only when asked.
    static func saveWrittenStores() {
        for store in writtenStores.values { store.synchronize() }
        writtenStores.removeAll()
    }

    /// The one slot of `key` in `store`.
    static func slot(_ key: String, in store: UserDefaults) -> AppStorageSlot {
        let slotKey = Key(store: ObjectIdentifier(store), key: key)
        if let slot = slots[slotKey] { return slot }
        let slot = AppStorageSlot()
        slots[slotKey] = slot
        return slot
    }
}
