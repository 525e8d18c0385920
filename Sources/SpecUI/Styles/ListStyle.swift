/// How a `List` looks: `.listStyle(.plain)`, `.insetGrouped`, `.sidebar`, ...
///
/// A terminal draws a list one way, a row per line with its section headers above their rows, so every style
/// draws it alike; the styles are here so that SwiftUI code choosing one compiles unchanged.
public protocol ListStyle {}
