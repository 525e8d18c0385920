/// Where the environment keeps the pixels a point takes: one, as a terminal's cell is drawn whole.
struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}
