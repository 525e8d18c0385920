/// How content keeps its aspect ratio in the room it is given: fitting inside it, or filling it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}
