import Foundation

extension ViewHost {
    /// Saves the `UserDefaults` stores that `@AppStorage` wrote to, so that the values are there the next time the
    /// program runs, as an iOS app's are; a terminal session does so as it ends.
    public static func saveAppStorage() {
        AppStorageSlot.saveWrittenStores()
    }
}
