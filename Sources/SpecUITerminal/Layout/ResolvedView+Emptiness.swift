import SpecUI

extension ResolvedView {
    /// Whether the view draws nothing because it holds no views: an `EmptyView`, an `if` whose condition is false
    /// without an `else`, a `ForEach` over nothing, or such a view under modifiers. A `List` makes no row of it,
    /// as SwiftUI's does not.
    var holdsNoViews: Bool {
        switch self {
        case .stack(let stack):
            return stack.children.allSatisfy(\.holdsNoViews)
        case .modified(let content, _):
            return content.holdsNoViews
        default:
            return false
        }
    }
}
