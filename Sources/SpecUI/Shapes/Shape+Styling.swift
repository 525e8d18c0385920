extension Shape {
    /// Fills the shape with `content`: a color, `.tint`, or the foreground style around it (`.foreground`).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 2).fill(.tint)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: false, style: content, fillStyle: style)
    }

    /// Fills the shape with `color`.
    public func fill(_ color: Color, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: false, style: color, fillStyle: style)
    }

    /// Draws the shape's outline in `content`; a terminal draws every line width as one line of box-drawing
    /// characters on the shape's outermost cells.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: content)
    }

    /// Draws the shape's outline in `color`: `Circle().stroke(.red, lineWidth: 2)`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: color)
    }

    /// Draws the shape's outline in the foreground style around it.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: ForegroundStyle())
    }

    /// Draws the shape's outline in `content` with `style`, which a terminal draws as one line (`StrokeStyle`).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: content)
    }

    /// Draws the shape's outline in `color` with `style`.
    public func stroke(_ color: Color, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: color)
    }

    /// Draws the shape's outline in the foreground style around it, with `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: ForegroundStyle())
    }

    /// Draws the shape's outline inside its bounds, in `content`; a terminal draws it as `stroke` does, on the
    /// shape's outermost cells.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: content)
    }

    /// Draws the shape's outline inside its bounds, in `color`.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: color)
    }

    /// Draws the shape's outline inside its bounds, in `content`, with `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, isStroked: true, style: content)
    }
}
