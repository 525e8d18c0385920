/// The `--color auto|always|never` choice, turned into a ``ColorMode`` for a snapshot or a live session.
public enum ColorPreference: String, Hashable, Sendable, CaseIterable {
    case auto
    case always
    case never

    /// The mode for a printed snapshot: plain text unless `always`, which uses what the terminal supports
    /// (at least the 16 colors, since the flag overrides NO_COLOR and TERM=dumb).
    public func snapshotMode(environment: [String: String]) -> ColorMode {
        guard self == .always else { return .plain }
        var overridden = environment
        overridden["NO_COLOR"] = nil
        if overridden["TERM"] == "dumb" {
            overridden["TERM"] = nil
        }
        return ColorMode.detect(environment: overridden, isTerminal: true)
    }

    /// The mode for the interactive preview, which always needs escapes to move the cursor: `never` keeps
    /// only attributes (focus stays visible), `always` ignores NO_COLOR, `auto` follows the environment.
    public func interactiveMode(environment: [String: String]) -> ColorMode {
        switch self {
        case .never:
            return .monochrome
        case .always:
            return snapshotMode(environment: environment)
        case .auto:
            let detected = ColorMode.detect(environment: environment, isTerminal: true)
            return detected == .plain ? .monochrome : detected
        }
    }
}
