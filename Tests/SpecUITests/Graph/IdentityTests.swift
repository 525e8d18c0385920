import SpecUI
import Testing

@MainActor
@Suite struct IdentityTests {
    @Test func flippingABranchResetsItsState() {
        let host = ViewHost(FlipView())
        host.tap("زيادة")
        #expect(host.resolved.texts.first == "العداد: 1")
        host.tap("flip")
        #expect(host.resolved.texts.first == "العداد: 0")
        host.tap("flip")
        #expect(host.resolved.texts.first == "العداد: 0")
        #expect(host.trace.last == "CounterView: @self, @identity, _count changed.")
    }

    @Test func newExplicitIDResetsStateAndSameIDKeepsIt() {
        let host = ViewHost(ExplicitIdentityView())
        host.tap("زيادة")
        host.tap("same id")
        #expect(host.resolved.texts.first == "العداد: 1")
        host.tap("new id")
        #expect(host.resolved.texts.first == "العداد: 0")
    }

    @Test func forEachRowsKeepTheirStateWhenInsertedMovedAndDeleted() {
        let host = ViewHost(RowsView())
        host.tap("tap-1")
        host.tap("tap-2")
        host.tap("tap-2")
        host.tap("insert")
        #expect(host.resolved.texts.filter { $0.hasPrefix("row") } == ["row 0: 0", "row 1: 1", "row 2: 2", "row 3: 0"])
        host.tap("reverse")
        #expect(host.resolved.texts.filter { $0.hasPrefix("row") } == ["row 3: 0", "row 2: 2", "row 1: 1", "row 0: 0"])
        host.tap("delete 2")
        #expect(host.resolved.texts.filter { $0.hasPrefix("row") } == ["row 3: 0", "row 1: 1", "row 0: 0"])
    }

    @Test func duplicateIDsAreReportedOncePerIDAndStillDrawn() {
        struct Duplicates: View {
            var body: some View {
                VStack {
                    ForEach([1, 2, 1, 3, 3, 3], id: \.self) { number in
                        Text("n\(number)")
                    }
                }
            }
        }
        var reported: [String] = []
        let host = ViewHost(Duplicates())
        host.onRuntimeIssue = { reported.append($0) }
        host.update()
        #expect(host.resolved.texts == ["n1", "n2", "n1", "n3", "n3", "n3"])
        #expect(
            host.runtimeIssues == [
                "ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the collection, "
                    + "this will give undefined results!",
                "ForEach<Array<Int>, Int, Text>: the ID 3 occurs multiple times within the collection, "
                    + "this will give undefined results!",
            ])
    }

    /// `ForEach(0..<n)` is for constant data: a count that changes is reported once, as SwiftUI reports it, and the
    /// rows still follow it.
    @Test func aConstantRangeWhoseCountChangesIsReportedOnce() {
        struct Counted: View {
            @State private var count = 2

            var body: some View {
                VStack {
                    ForEach(0..<count) { Text("row \($0)") }
                    Button("More") { count += 1 }
                }
            }
        }
        let host = ViewHost(Counted())
        #expect(host.runtimeIssues == [])
        #expect(host.tap("More"))
        #expect(host.tap("More"))
        #expect(host.resolved.texts == ["row 0", "row 1", "row 2", "row 3", "More"])
        #expect(
            host.runtimeIssues == [
                "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only "
                    + "be used for *constant* data. Instead conform data to `Identifiable` or use "
                    + "`ForEach(_:id:content:)` and provide an explicit `id`!"
            ])
    }
}
