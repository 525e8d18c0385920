import SpecUI
import Testing

@testable import HostileScreens

/// The compiled expressions fixture builds and runs with the values the spec computes.
@MainActor @Suite struct HostileExpressionsViewTests {
    @Test func prefixOperatorsReadAsTheSpecWritesThem() {
        let host = ViewHost(HostileExpressionsView(direction: .rightToLeft, scheme: .dark))
        #expect(host.resolved.texts.first == "2 true 2 4 4")
    }

    /// The zero values of `LayoutDirection` and `ColorScheme` props are their first cases: the types have no
    /// initializer to call.
    @Test func theRegistryStartsBuiltInEnumPropsAtTheirFirstCase() throws {
        let entry = try #require(PreviewRegistry.entries.first { $0.view == "HostileExpressionsView" })
        let host = ViewHost(AnyView(entry.make()))
        #expect(host.resolved.texts.contains("leftToRight light"))
    }

    @Test func aHalfOpenRangeExcludesItsUpperBound() {
        let host = ViewHost(HostileExpressionsView(direction: .rightToLeft, scheme: .dark))
        // `0..<limit` with `limit` 3: the count starts at 2, the last value.
        #expect(!host.increment("a 2"))
        #expect(host.resolved.texts.first == "2 true 2 4 4")
        #expect(host.decrement("a 2"))
        #expect(host.resolved.texts.first == "1 true 2 2 1")
    }
}
