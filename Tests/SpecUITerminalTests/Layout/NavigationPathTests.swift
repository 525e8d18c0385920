import SpecUI
import Testing

@testable import SpecUITerminal

/// What the levels of a stack did, in order.
@MainActor
private final class Log {
    var events: [String] = []
}

private struct Shop: View {
    let log: Log
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                NavigationLink("One", value: 1)
                NavigationLink("Word", value: "w")
                Button("Deep") { path.append(contentsOf: [3, 4]) }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Int.self) { number in Item(number: number, path: $path, log: log) }
            .onAppear { log.events.append("appear root") }
            .onDisappear { log.events.append("disappear root") }
        }
    }
}

private struct Item: View {
    let number: Int
    @Binding var path: [Int]
    let log: Log
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(number)·\(taps) [\(path.map(String.init).joined(separator: ","))]")
            Button("Tap") { taps += 1 }
            NavigationLink("Next", value: number + 1)
            Button("Skip") { path.append(contentsOf: [number + 5, number + 6]) }
            Button("Root") { path.removeAll() }
            Button("Done") { dismiss() }
        }
        .navigationTitle("Item \(number)")
        .onAppear { log.events.append("appear \(number)") }
        .onDisappear { log.events.append("disappear \(number)") }
    }
}

@MainActor
@Suite struct NavigationPathTests {
    private let size = TerminalSize(columns: 14, rows: 8)

    private func lines(_ host: ViewHost) -> [String] {
        TerminalRenderer.snapshot(host: host, size: size).lines
    }

    @Test func aValueLinkPushesTheDeclaredDestinationAndAppendsItsValueToThePath() {
        let host = ViewHost(Shop(log: Log()))
        #expect(host.tap("One"))
        #expect(
            lines(host) == [
                "‹Shop         ", "Item 1        ", "   1·0 [1]    ", "   Tap        ", "   Next       ",
                "   Skip       ", "   Root       ", "   Done       ",
            ])
        #expect(host.tap("Tap"))
        #expect(host.tap("Next"))
        #expect(lines(host)[0...2] == ["‹Item 1       ", "Item 2        ", "  2·0 [1,2]   "])
        // The back button removes the last value, and the level below kept its state.
        #expect(host.tap("Back"))
        #expect(lines(host)[0...2] == ["‹Shop         ", "Item 1        ", "   1·1 [1]    "])
        // dismiss() pops the level it is called in and removes its value.
        #expect(host.tap("Done"))
        #expect(lines(host)[0] == "Shop          ")
        #expect(host.tap("One"))
        #expect(lines(host)[2] == "   1·0 [1]    ")
    }

    @Test func aLinkWhoseValueHasNoDestinationDoesNothing() {
        let host = ViewHost(Shop(log: Log()))
        #expect(host.tap("Word"))
        #expect(lines(host)[0] == "Shop          ")
        #expect(host.tap("One"))
        #expect(lines(host)[2] == "   1·0 [1]    ")
    }

    @Test func writingThePathPushesSeveralLevelsAndPopsToTheRoot() {
        let log = Log()
        let host = ViewHost(Shop(log: log))
        #expect(host.tap("Deep"))
        #expect(lines(host)[0...2] == ["‹Item 3       ", "Item 4        ", "  4·0 [3,4]   "])
        #expect(host.tap("Back"))
        #expect(lines(host)[0...2] == ["‹Shop         ", "Item 3        ", "   3·0 [3]    "])
        #expect(host.tap("Root"))
        #expect(lines(host)[0] == "Shop          ")
        #expect(
            log.events == [
                "appear root", "disappear root", "appear 3", "appear 4", "disappear 3", "appear 3", "disappear 4",
                "appear root", "disappear 3",
            ])
    }

    @Test func levelsOfTheUnchangedStartOfThePathKeepTheirState() {
        let log = Log()
        let host = ViewHost(Shop(log: log))
        #expect(host.tap("One"))
        #expect(host.tap("Tap"))
        #expect(host.tap("Skip"))
        #expect(lines(host)[0...2] == ["‹Item 6       ", "Item 7        ", " 7·0 [1,6,7]  "])
        #expect(host.tap("Back"))
        #expect(host.tap("Back"))
        #expect(lines(host)[2] == "   1·1 [1]    ")
        #expect(
            log.events == [
                "appear root", "disappear root", "appear 1", "disappear 1", "appear 6", "appear 7", "disappear 6",
                "appear 6", "disappear 7", "appear 1", "disappear 6",
            ])
    }

    @Test func aNavigationPathHoldsValuesOfSeveralTypes() {
        struct Mixed: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Number", value: 7)
                        NavigationLink("Name", value: "Ada")
                    }
                    .navigationDestination(for: Int.self) { number in
                        VStack {
                            Text("#\(number) of \(path.count)")
                            NavigationLink("Name", value: "Bo")
                        }
                    }
                    .navigationDestination(for: String.self) { name in
                        VStack {
                            Text("\(name) of \(path.count)")
                            Button("Pop") { path.removeLast() }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Mixed())
        #expect(host.tap("Number"))
        #expect(host.tap("Name"))
        #expect(
            lines(host)[0...4] == [
                "‹Back         ", "              ", "              ", "   Bo of 2    ", "     Pop      ",
            ])
        #expect(host.tap("Pop"))
        #expect(lines(host)[3] == "   #7 of 1    ")
    }

    @Test func aStackWithoutAPathPushesValuesByItself() {
        let view = NavigationStack {
            NavigationLink("Go", value: 2)
                .navigationDestination(for: Int.self) { Text("Level \($0)") }
        }
        let host = ViewHost(view)
        #expect(host.tap("Go"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 8, rows: 3)).lines == [
                "‹Back   ", "Level 2 ", "        ",
            ])
    }
}
