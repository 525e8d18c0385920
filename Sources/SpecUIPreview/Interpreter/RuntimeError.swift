import SpecUICompiler

/// A problem found while running a spec that compiled Swift would trap on: index out of range, overflow,
/// division by zero. The interpreter reports it and carries on instead of crashing.
package struct RuntimeError: Error, Hashable, Sendable {
    /// What went wrong, with the code `check` gives the same mistake when it can tell it from the spec alone.
    package struct Problem: Hashable, Sendable {
        package var code: String
        package var message: String
    }

    package var problem: Problem
    /// Where in the spec the failing expression or statement was written.
    package var range: SourceRange

    package init(_ problem: Problem, at range: SourceRange) {
        self.problem = problem
        self.range = range
    }

    /// The error as a diagnostic in the spec at `path`.
    package func diagnostic(in path: String) -> Diagnostic {
        Diagnostic(.error, code: problem.code, message: problem.message, file: path, range: range)
    }

    static func indexOutOfRange(_ index: Int, name: String, count: Int) -> Problem {
        Problem(
            code: "index-out-of-range",
            message: "index \(index) is out of range for '\(name)' with \(count) element\(count == 1 ? "" : "s")")
    }

    static func overflow(_ lhs: Int, _ op: String, _ rhs: Int) -> Problem {
        Problem(code: "integer-overflow", message: "arithmetic overflow: \(lhs) \(op) \(rhs) does not fit in Int")
    }

    static func negationOverflow(_ value: Int) -> Problem {
        Problem(code: "integer-overflow", message: "arithmetic overflow: -(\(value)) does not fit in Int")
    }

    static func divisionByZero(_ lhs: Int, _ op: String) -> Problem {
        Problem(code: "division-by-zero", message: "division by zero: \(lhs) \(op) 0")
    }

    static func unexpectedNil(_ what: String) -> Problem {
        Problem(code: "unexpected-nil", message: "'\(what)' is nil where a value is needed")
    }

    static func emptyRange(_ lower: Int, _ upper: Int, closed: Bool) -> Problem {
        Problem(
            code: "empty-range",
            message: closed
                ? "range \(lower)...\(upper) is empty: its lower bound is above its upper bound"
                : "range \(lower)..<\(upper) is empty: its lower bound is not below its upper bound")
    }

    static func unsupported(_ what: String) -> Problem {
        Problem(code: "cannot-evaluate", message: "cannot evaluate \(what)")
    }
}

/// The runtime errors of one interpreter, in the order they happened.
///
/// A class because every interpreted view and every action closure reports into the same log.
@MainActor
package final class RuntimeErrorLog {
    package private(set) var diagnostics: [Diagnostic] = []
    /// Called with each error as it is reported.
    package var onError: ((Diagnostic) -> Void)?

    package init() {}

    /// The places in the spec of the views named by ``locating(_:in:at:)``, by name.
    private var locations: [String: (path: String, range: SourceRange)] = [:]

    /// Records `error`, raised in the view declared in `path`.
    package func report(_ error: RuntimeError, in path: String) {
        let diagnostic = error.diagnostic(in: path)
        diagnostics.append(diagnostic)
        onError?(diagnostic)
    }

    /// A name for a `ForEach` the runtime names in its problems (its repeated ids), unique to the place `range` in
    /// `path` that wrote `spelling`, for ``located(_:)`` to find it by.
    package func locating(_ spelling: String, in path: String, at range: SourceRange) -> String {
        let name = Self.prefix(path, range) + spelling
        locations[name] = (path, range)
        return name
    }

    /// A problem the runtime reported: a `duplicate-id` error at the `ForEach` it names when that one was named by
    /// ``locating(_:in:at:)``, the only view named so, else the message alone.
    package func located(_ problem: String) -> RuntimeProblem {
        guard let (path, range) = locations.first(where: { problem.hasPrefix($0.key) })?.value else {
            return .unlocated(problem)
        }
        let message = String(problem.dropFirst(Self.prefix(path, range).count))
        return .located(Diagnostic(.error, code: "duplicate-id", message: message, file: path, range: range))
    }

    private static func prefix(_ path: String, _ range: SourceRange) -> String {
        "\(path):\(range.start): "
    }
}
