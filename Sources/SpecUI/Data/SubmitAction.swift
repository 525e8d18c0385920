/// The action of one `onSubmit` modifier, kept by its node so that the text fields below hold the latest one.
///
/// A class for identity: environments compare their submit actions by which modifiers set them, so a modifier
/// whose closure is made anew on every update does not change the environment of the views below it.
final class SubmitAction: @unchecked Sendable, Equatable {
    var run: @MainActor () -> Void

    init(_ run: @escaping @MainActor () -> Void) {
        self.run = run
    }

    static func == (lhs: SubmitAction, rhs: SubmitAction) -> Bool {
        lhs === rhs
    }
}
