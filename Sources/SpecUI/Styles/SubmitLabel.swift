/// The title of a software keyboard's Return key, set with `submitLabel(_:)`.
///
/// A terminal's Return key has no title to change: Return submits whatever label is asked for.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}
