/// How a `Form` lays out its rows: `.formStyle(.grouped)`, `.columns`, `.automatic`.
///
/// A terminal draws a form one way, as the grouped list SwiftUI draws on iOS, so every style draws it alike; the
/// styles are here so that SwiftUI code choosing one compiles unchanged.
public protocol FormStyle {}
