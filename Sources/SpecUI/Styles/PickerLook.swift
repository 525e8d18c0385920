/// How a terminal draws a picker, whichever `PickerStyle` chose it.
public enum PickerLook: Sendable, Equatable {
    /// The selected option between arrows: `‹ Red ›`.
    case menu
    /// Every option in a row, the selected one in brackets: `[Red] Green Blue`.
    case segmented
    /// A dot for each option, the selected one filled: `● ○ ○`, a page-style `TabView`'s page indicator.
    case pageIndicator
}
