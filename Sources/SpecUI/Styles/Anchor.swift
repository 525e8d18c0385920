/// A geometry value of a view, resolved where it is drawn: `Anchor<CGRect>.Source.bounds` names the view's
/// bounds for a popover's arrow.
public struct Anchor<Value>: Sendable {
    /// Where an anchor's value comes from.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's own bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}
