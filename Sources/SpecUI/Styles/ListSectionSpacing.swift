/// The room between the sections of a list: `.listSectionSpacing(.compact)`.
///
/// A terminal's list draws a section's header in bold on the row after the section before it, which is as compact
/// as a list can be: `.default` and `.compact` draw that way, and `.custom` leaves its length in blank rows between.
public enum ListSectionSpacing: Hashable, Sendable {
    /// The list's own spacing: none in a terminal.
    case `default`
    /// Less room than the default: none in a terminal.
    case compact
    /// `spacing` blank rows.
    case custom(CGFloat)

    /// The blank rows before a section's header.
    var rows: Double {
        switch self {
        case .default, .compact: 0
        case .custom(let spacing): Double(spacing)
        }
    }
}
