/// The software keyboard a text field asks for, set with `keyboardType(_:)`.
///
/// A terminal is typed on with a hardware keyboard, as an iPad with one attached is: every character can be
/// typed whatever the field asks for, and the field takes what is typed, as SwiftUI's does.
public enum UIKeyboardType: Int, CaseIterable, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    case numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The keyboard for the alphabet in use.
    public static let alphabet = UIKeyboardType.asciiCapable
}
