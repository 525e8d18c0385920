import SpecUICompiler

/// A problem found while running a spec that compiled Swift would trap on: index out of range, overflow,
/// division by zero. The interpreter reports it and carries on instead of crashing.
package struct RuntimeError: Error, Hashable, Sendable {
    package var message: String
    /// Where in the spec the failing expression or statement was written.
    package var range: SourceRange

    package init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }

    static func indexOutOfRange(_ index: Int, name: String, count: Int) -> String {
        "index \(index) is out of range for '\(name)' with \(count) element\(count == 1 ? "" : "s")"
    }

    static func overflow(_ lhs: Int, _ op: String, _ rhs: Int) -> String {
        "arithmetic overflow: \(lhs) \(op) \(rhs) does not fit in Int"
    }

    static func negationOverflow(_ value: Int) -> String {
        "arithmetic overflow: -(\(value)) does not fit in Int"
    }

    static func divisionByZero(_ lhs: Int, _ op: String) -> String {
        "division by zero: \(lhs) \(op) 0"
    }

    static func unexpectedNil(_ what: String) -> String {
        "'\(what)' is nil where a value is needed"
    }

    static func emptyRange(_ lower: Int, _ upper: Int, closed: Bool) -> String {
        closed
            ? "range \(lower)...\(upper) is empty: its lower bound is above its upper bound"
            : "range \(lower)..<\(upper) is empty: its lower bound is not below its upper bound"
    }

    static func unsupported(_ what: String) -> String {
        "cannot evaluate \(what)"
    }
}

/// The runtime errors of one interpreter, in the order they happened.
///
/// A class because every interpreted view and every action closure reports into the same log.
@MainActor
package final class RuntimeErrorLog {
    /// Each error as `path:line:column: error: message`.
    package private(set) var messages: [String] = []
    /// Called with each message as it is reported.
    package var onError: ((String) -> Void)?

    package init() {}

    /// The locations in the spec of the views named by ``locating(_:at:)``, by name.
    private var locations: [String: String] = [:]

    /// Records `error`, raised in the view declared in `path`.
    package func report(_ error: RuntimeError, in path: String) {
        let message = "\(path):\(error.range.start): error: \(error.message)"
        messages.append(message)
        onError?(message)
    }

    /// A name for a view the runtime names in its problems (a `ForEach` and its repeated ids), unique to the place
    /// `location` (`path:line:column`) in the spec that wrote `spelling`, for ``located(_:)`` to find it by.
    package func locating(_ spelling: String, at location: String) -> String {
        let name = location + ": " + spelling
        locations[name] = location
        return name
    }

    /// A problem the runtime reported, `path:line:column: error: message` when it names a view named by
    /// ``locating(_:at:)``, else `specui: error: message`.
    package func located(_ problem: String) -> String {
        guard let (_, location) = locations.first(where: { problem.hasPrefix($0.key) }) else {
            return "specui: error: " + problem
        }
        return location + ": error: " + problem.dropFirst(location.count + 2)
    }
}
