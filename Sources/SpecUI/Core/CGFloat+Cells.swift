extension Optional where Wrapped == CGFloat {
    /// The length as the runtime keeps it, a number of cells in a `Double`: SwiftUI's public lengths are `CGFloat`s,
    /// and nil stays nil.
    var cells: Double? { map { Double($0) } }
}
