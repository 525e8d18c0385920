import Foundation

extension ViewHost {
    /// Saves the `UserDefaults` stores that `@AppStorage` wrote to, so that the values are there the next time the
    /// program runs, as an iOS app's are; an interactive terminal session does so after each key that wrote, and as
    /// it ends.
    public static func saveAppStorage() {
        AppStorageSlot.saveWrittenStores()
    }
}
