/// The problems of a preview in the order they happened, each once: the interpreter's runtime errors and the
/// runtime's own issues (such as duplicate ForEach ids), which a body evaluated again would report again.
@MainActor
final class ProblemLog {
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    func add(_ message: String) {
        if seen.insert(message).inserted { messages.append(message) }
    }
}
