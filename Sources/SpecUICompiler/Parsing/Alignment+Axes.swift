extension Alignment {
    /// The horizontal part: `leading` for `topLeading` and `leading`, `center` for `top`.
    package var horizontal: HorizontalAlignment {
        switch self {
        case .leading, .topLeading, .bottomLeading: .leading
        case .trailing, .topTrailing, .bottomTrailing: .trailing
        case .center, .top, .bottom: .center
        }
    }

    /// The vertical part: `top` for `topLeading` and `top`, `center` for `leading`.
    package var vertical: VerticalAlignment {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .center, .leading, .trailing: .center
        }
    }
}
