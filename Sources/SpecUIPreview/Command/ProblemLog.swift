/// The problems of a preview in the order they happened, each once: the interpreter's runtime errors and the
/// runtime's own issues (such as duplicate ForEach ids), which a body evaluated again would report again.
@MainActor
final class ProblemLog {
    private(set) var problems: [RuntimeProblem] = []
    private var seen: Set<RuntimeProblem> = []

    func add(_ problem: RuntimeProblem) {
        if seen.insert(problem).inserted { problems.append(problem) }
    }
}
