/// How a view's colors combine with what is behind it: `.multiply`, `.screen`, ...
///
/// A terminal cell shows one color, blended with what is behind only for translucency, so every mode draws the
/// view as `.normal` does.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}
