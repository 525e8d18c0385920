import SpecUICompiler
import SpecUIPreview
import SpecUITerminal
import Testing

/// `preview` refuses a command line it would only partly follow: an option given twice, `--watch` with an option
/// for a snapshot, `--watch` off a terminal.
@MainActor
@Suite struct PreviewOptionConflictTests {
    private let counter = PreviewRun.repositorySpec("CounterView.yaml")

    @Test(arguments: [
        (["--size", "20x4", "--size=30x5"], "'--size' is given twice: '20x4' and '30x5'"),
        (["--preview", "A", "--preview", "B"], "'--preview' is given twice: 'A' and 'B'"),
        (["--color", "never", "--color", "always"], "'--color' is given twice: 'never' and 'always'"),
        (
            ["--layout-direction", "rtl", "--layout-direction", "ltr"],
            "'--layout-direction' is given twice: 'rtl' and 'ltr'"
        ),
        (["--color-scheme", "dark", "--color-scheme", "dark"], "'--color-scheme' is given twice: 'dark' and 'dark'"),
        (["--specs", "A", "--specs", "B"], "'--specs' is given twice: 'A' and 'B'"),
    ])
    func anOptionTakingOneValueIsGivenOnce(arguments: [String], message: String) {
        let run = PreviewRun([counter] + arguments)
        #expect(run.exitCode == .usageOrIO)
        #expect(run.errorLines.first == "specui: error: " + message)
        #expect(run.errorLines.last == "run 'specui help preview' for more")
        #expect(run.output == "")
    }

    @Test(arguments: [
        (
            ["--snapshot", "--watch"],
            "'--snapshot' and '--watch' cannot be used together: "
                + "'--watch' runs the live preview, and '--snapshot' prints one frame"
        ),
        (
            ["--watch", "--snapshot"],
            "'--watch' and '--snapshot' cannot be used together: "
                + "'--watch' runs the live preview, and '--snapshot' prints one frame"
        ),
        (
            ["--watch", "--size", "20x4"],
            "'--watch' and '--size' cannot be used together: "
                + "'--watch' runs the live preview, and '--size' sizes a snapshot's frame"
        ),
        (
            ["--tap", "x", "--watch"],
            "'--tap' and '--watch' cannot be used together: "
                + "'--watch' runs the live preview, and '--tap' scripts a snapshot"
        ),
        (
            ["--watch", "--type", "x=y"],
            "'--watch' and '--type' cannot be used together: "
                + "'--watch' runs the live preview, and '--type' scripts a snapshot"
        ),
        (
            ["--increment", "x", "--watch"],
            "'--increment' and '--watch' cannot be used together: "
                + "'--watch' runs the live preview, and '--increment' scripts a snapshot"
        ),
        (
            ["--watch", "--decrement", "x"],
            "'--watch' and '--decrement' cannot be used together: "
                + "'--watch' runs the live preview, and '--decrement' scripts a snapshot"
        ),
    ])
    func watchDoesNotGoWithAnOptionForASnapshot(arguments: [String], message: String) {
        let run = PreviewRun([counter] + arguments)
        #expect(run.exitCode == .usageOrIO)
        #expect(run.errorLines.first == "specui: error: " + message)
        #expect(run.output == "")
    }

    @Test func watchOffATerminalIsAUsageErrorInsteadOfASnapshot() {
        let run = PreviewRun([counter, "--watch", "--trace"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: '--watch' runs the live preview, which needs a terminal; "
                + "standard input or output is not one\n")
        #expect(run.output == "")
    }

    @Test func oneInputSetTwiceIsAUsageError() {
        let run = PreviewRun([counter, "--set", "count=1", "--set", "count=2"])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.error == "specui: error: '--set' sets 'count' twice: '1' and '2'\n")
        #expect(run.output == "")
    }

    @Test func eventsAndFlagsRepeat() {
        let run = PreviewRun([
            counter, "--snapshot", "--snapshot", "--tap", "زيادة", "--tap", "زيادة", "--set", "count=40", "--size",
            "24x3",
        ])
        #expect(run.exitCode == .success)
        #expect(run.lines[0] == "       العداد: 42")
    }
}

/// A size or a scripted event asks for a snapshot: the same command line prints the same frame in a terminal as
/// through a pipe, instead of running a live preview that would ignore it.
@Suite struct ImpliedSnapshotTests {
    @Test(arguments: [
        ["--size", "30x5"], ["--tap", "add"], ["--type", "a=b"], ["--increment", "s"], ["--decrement", "s"],
    ])
    func aSnapshotOptionAsksForASnapshot(arguments: [String]) throws {
        let options = try PreviewOptions.parse(["A.yaml"] + arguments).get()
        #expect(options.snapshot)
    }

    @Test func withoutThemTheTerminalDecides() throws {
        #expect(try !PreviewOptions.parse(["A.yaml", "--trace", "--color", "always"]).get().snapshot)
    }
}

/// A terminal whose TERM is `dumb` cannot move its cursor: the preview prints the snapshot there, as through a
/// pipe, and `--watch`, which needs a live preview, is refused.
@MainActor
@Suite struct DumbTerminalTests {
    private let counter = PreviewRun.repositorySpec("CounterView.yaml")

    @Test func aDumbTerminalGetsTheSnapshotAtItsSize() {
        let run = PreviewRun(
            [counter], environment: ["TERM": "dumb"], terminal: true,
            terminalSize: TerminalSize(columns: 30, rows: 6))
        #expect(run.exitCode == .success)
        #expect(run.output == PreviewRun([counter, "--size", "30x6"]).output)
    }

    @Test func watchIsRefusedOnADumbTerminal() {
        let run = PreviewRun([counter, "--watch"], environment: ["TERM": "dumb"], terminal: true)
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.errorLines == [
                "specui: error: '--watch' runs the live preview, which moves the terminal's cursor, and TERM is "
                    + "'dumb', a terminal that cannot move it"
            ])
    }
}
