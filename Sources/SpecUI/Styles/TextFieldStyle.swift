/// How a `TextField` looks: `.textFieldStyle(.roundedBorder)`, `.plain`, `.automatic`.
///
/// A terminal draws a text field one way, its text or placeholder on a line of its own cells, so every style draws
/// it alike; the styles are here so that SwiftUI code choosing one compiles unchanged.
public protocol TextFieldStyle {}
