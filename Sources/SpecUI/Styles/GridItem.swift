/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: its size, the spacing to the next one, and how views sit
/// in its cells.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(8)), GridItem(.flexible())]) {
///     ForEach(items) { item in Text(item.name) }
/// }
/// ```
public struct GridItem: Sendable, Equatable {
    /// How long a column (or row) is along the grid's cross axis.
    public enum Size: Sendable, Equatable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// An equal share of the room the fixed items leave, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in the room a flexible item would take.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The spacing to the next item; `nil` for the default.
    public var spacing: CGFloat?
    /// Where a view sits in its cell; `nil` for the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
