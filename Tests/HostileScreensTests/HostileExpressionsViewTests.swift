import SpecUI
import Testing

@testable import HostileScreens

/// The compiled expressions fixture builds and runs with the values the spec computes.
@MainActor @Suite struct HostileExpressionsViewTests {
    @Test func prefixOperatorsReadAsTheSpecWritesThem() {
        let host = ViewHost(HostileExpressionsView())
        #expect(host.resolved.texts.first == "2 true 2 4 4")
    }

    @Test func aHalfOpenRangeExcludesItsUpperBound() {
        let host = ViewHost(HostileExpressionsView())
        // `0..<limit` with `limit` 3: the count starts at 2, the last value.
        #expect(!host.increment("a 2"))
        #expect(host.resolved.texts.first == "2 true 2 4 4")
        #expect(host.decrement("a 2"))
        #expect(host.resolved.texts.first == "1 true 2 2 1")
    }
}
