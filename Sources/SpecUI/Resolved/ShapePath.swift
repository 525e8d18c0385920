/// A shape drawn from its own path, which a renderer asks for once it knows the room the shape is drawn in.
///
/// Two are equal when they hold equal shapes of one type; a shape that is not `Equatable` equals no other.
public struct ShapePath: Sendable, Equatable {
    let shape: any Shape

    init(_ shape: any Shape) {
        self.shape = shape
    }

    /// The shape's outline in a room of `columns` by `rows` cells.
    @MainActor
    public func path(columns: Int, rows: Int) -> Path {
        shape.path(in: CGRect(x: 0, y: 0, width: columns, height: rows))
    }

    public static func == (lhs: ShapePath, rhs: ShapePath) -> Bool {
        guard let equatable = lhs.shape as? any Equatable else { return false }
        return Self.equal(equatable, rhs.shape)
    }

    private static func equal<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
        (other as? Value) == value
    }
}
