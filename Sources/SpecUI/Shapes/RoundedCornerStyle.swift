/// How a rounded rectangle's corners curve; a terminal draws both the same.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular
    case continuous
}
