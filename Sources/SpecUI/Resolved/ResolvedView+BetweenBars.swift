extension ResolvedView {
    /// The shown views of a `NavigationStack` or a `TabView` in the room between its bars: centered in it, and
    /// clipped to it when taller or wider, so the bars stay on screen at its width, as SwiftUI lays the content out
    /// in the safe area its bars leave.
    static func betweenBars(_ shown: [ResolvedView]) -> ResolvedView {
        let room = ResolvedFrame(
            minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .center)
        return .modified(.modified(.single(shown, axis: .vertical), .frame(room)), .clipped)
    }
}
