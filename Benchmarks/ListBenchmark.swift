import Foundation
import SpecUI
import SpecUICompiler
import SpecUIPreview
import SpecUITerminal

/// Measures a 10,000-row list of toggles in an 80x24 terminal, compiled and interpreted side by side: the first
/// frame from a fresh host, then one toggled row drawn as a diff.
enum ListBenchmark {
    /// What one round of one scenario did.
    struct Round {
        var firstFrame: Duration
        var firstEvaluations: Int
        var firstBytes: Int
        var visibleRows: Int
        var toggle: Duration
        var toggleEvaluations: [String: Int]
        var toggleBytes: Int
    }

    static let size = TerminalSize(columns: 80, rows: 24)
    static let toggledID = 5

    static func run(_ arguments: [String]) -> Int32 {
        var rowCount = 10_000
        var rounds = 20
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch (argument, remaining.popFirst().flatMap(Int.init)) {
            case ("--rows", let number?) where number >= toggledID: rowCount = number
            case ("--rounds", let number?) where number > 0: rounds = number
            default:
                FileHandle.standardError.write(Data("usage: SpecUIBenchmarks list [--rows N] [--rounds N]\n".utf8))
                return 2
            }
        }
        return MainActor.assumeIsolated { measure(rowCount: rowCount, rounds: rounds) }
    }

    @MainActor
    private static func measure(rowCount: Int, rounds: Int) -> Int32 {
        let files: [SpecSource]
        do {
            files = try ListSpec.files()
        } catch {
            print("FAIL: cannot read the list specs: \(error)")
            return 1
        }
        let checked = Pipeline.check(files)
        let errors = checked.diagnostics.filter { $0.severity == .error }
        guard let unit = checked.unit, errors.isEmpty else {
            for error in errors {
                print("\(error.file):\(error.location): error: \(error.message) [\(error.code)]")
            }
            print("FAIL: the list spec does not check")
            return 1
        }
        let items = (1...rowCount).map { Item(id: $0, title: "Task \($0)", done: $0 % 3 == 0) }
        let values = Value.array(
            items.map { item in
                .record(
                    type: "Item",
                    fields: [
                        .init(name: "id", value: .int(item.id)), .init(name: "title", value: .string(item.title)),
                        .init(name: "done", value: .bool(item.done)),
                    ])
            })
        let interpreter = SpecInterpreter(unit: unit)
        let scenarios: [(name: String, makeHost: () -> ViewHost?)] = [
            ("compiled", { ViewHost(ListScreen(items: items)) }),
            (
                "interpreted",
                {
                    (try? interpreter.makeView(named: "ListScreen", values: ["items": values])).map { ViewHost($0) }
                }
            ),
        ]

        print(
            "list benchmark: \(rowCount) rows of Toggle + Text in \(size.columns)x\(size.rows); median of \(rounds) rounds"
        )
        print("")
        print(
            pad("scenario", 12) + pad("first frame ms", 16, right: true) + pad("evals", 7, right: true)
                + pad("bytes", 7, right: true) + pad("toggle ms", 11, right: true) + pad("evals", 7, right: true)
                + pad("bytes", 7, right: true))
        var failures: [String] = []
        for scenario in scenarios {
            var measured: [Round] = []
            for _ in 0..<rounds {
                guard let round = measureRound(scenario.makeHost) else {
                    failures.append("\(scenario.name): cannot start the screen or find 'toggle-\(toggledID)'")
                    break
                }
                measured.append(round)
            }
            guard let last = measured.last else { continue }
            let toggleTotal = last.toggleEvaluations.values.reduce(0, +)
            print(
                pad(scenario.name, 12)
                    + pad(milliseconds(median(measured.map(\.firstFrame))), 16, right: true)
                    + pad(String(last.firstEvaluations), 7, right: true) + pad(String(last.firstBytes), 7, right: true)
                    + pad(milliseconds(median(measured.map(\.toggle))), 11, right: true)
                    + pad(String(toggleTotal), 7, right: true) + pad(String(last.toggleBytes), 7, right: true))
            if let failed = measured.lazy.map({ check($0, scenario: scenario.name) }).first(where: { !$0.isEmpty }) {
                failures += failed
            }
        }
        print("")
        print("evals: body evaluations (ListScreen + ListRow); bytes: what DiffWriter wrote for the frame")
        print("limits: first frame <= visible rows + 1; toggle <= the toggled ListRow + its owner ListScreen")
        if !interpreter.runtimeErrors.isEmpty {
            failures += interpreter.runtimeErrors.map { "interpreted: \($0)" }
        }
        for failure in failures {
            print("FAIL: \(failure)")
        }
        return failures.isEmpty ? 0 : 1
    }

    /// A fresh host and its first frame, then row `toggledID` flipped and the next frame drawn as a diff.
    @MainActor
    private static func measureRound(_ makeHost: () -> ViewHost?) -> Round? {
        let clock = ContinuousClock()
        let start = clock.now
        guard let host = makeHost() else { return nil }
        let session = TerminalSession(host: host)
        var writer = DiffWriter(mode: .monochrome)
        let firstBytes = writer.render(session.frame(size: size)).count
        let firstFrame = start.duration(to: clock.now)
        let firstEvaluations = host.bodyEvaluations
        let visibleRows = session.lists.first?.visibleRows ?? 0

        let toggleStart = clock.now
        guard host.toggle("toggle-\(toggledID)") else { return nil }
        let toggleBytes = writer.render(session.frame(size: size)).count
        let toggle = toggleStart.duration(to: clock.now)
        var toggleEvaluations: [String: Int] = [:]
        for (name, count) in host.bodyEvaluations where count != firstEvaluations[name, default: 0] {
            toggleEvaluations[name] = count - firstEvaluations[name, default: 0]
        }
        return Round(
            firstFrame: firstFrame, firstEvaluations: firstEvaluations.values.reduce(0, +), firstBytes: firstBytes,
            visibleRows: visibleRows, toggle: toggle, toggleEvaluations: toggleEvaluations, toggleBytes: toggleBytes)
    }

    /// The first frame evaluates the screen and its visible rows only; the toggle the row and its owner only.
    private static func check(_ round: Round, scenario: String) -> [String] {
        var failures: [String] = []
        if round.visibleRows == 0 {
            failures.append("\(scenario): the first frame shows no list rows")
        }
        if round.firstEvaluations > round.visibleRows + 1 {
            failures.append(
                "\(scenario): the first frame evaluated \(round.firstEvaluations) bodies for "
                    + "\(round.visibleRows) visible rows")
        }
        let expected = ["ListScreen": 1, "ListRow": 1]
        let extra = round.toggleEvaluations.filter { $0.value > expected[$0.key, default: 0] }
        if !extra.isEmpty {
            let counts = extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            failures.append("\(scenario): the toggle re-evaluated more than its row and owner: \(counts)")
        }
        if round.toggleBytes == 0 {
            failures.append("\(scenario): the toggle wrote nothing")
        }
        return failures
    }

    private static func median(_ values: [Duration]) -> Duration {
        values.sorted()[values.count / 2]
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.2f", duration.seconds * 1000)
    }

}
