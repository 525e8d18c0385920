/// A `NavigationStack`'s `path` binding with its elements erased to `AnyHashable`, whatever collection it binds.
struct NavigationPathBinding {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}
