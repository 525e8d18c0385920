extension Text {
    /// The case `textCase(_:)` shows text in, whatever case it was written in.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }

    /// `content` in `textCase`, or as written for nil.
    static func shown(_ content: String, in textCase: Case?) -> String {
        switch textCase {
        case .uppercase?: content.uppercased()
        case .lowercase?: content.lowercased()
        case nil: content
        }
    }
}
