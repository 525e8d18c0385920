/// What the accessibility modifiers around a control say about it: the name assistive technology and UI tests
/// know it by, its hint and value, and whether it is hidden from them.
struct AccessibilityDescription: Equatable, Sendable {
    var label: String?
    var hint: String?
    var value: String?
    var isHidden = false
}
