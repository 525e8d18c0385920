/// What submits a value to an `onSubmit` action: `.text` for Return in a `TextField` or `SecureField`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Return in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Submitting a search field's query; a terminal has no search field, so nothing triggers it.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}
