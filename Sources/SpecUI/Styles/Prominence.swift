/// How much a section header stands out: `headerProminence(.increased)`.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}
