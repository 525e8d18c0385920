/// A type-erased shape: `AnyShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))`.
public struct AnyShape: Shape {
    private let shape: any Shape

    public init<S: Shape>(_ shape: S) {
        self.shape = (shape as? AnyShape)?.shape ?? shape
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public var _outline: ResolvedShape.Outline { shape._outline }
}
