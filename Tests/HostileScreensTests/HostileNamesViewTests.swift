import SpecUI
import Testing

@testable import HostileScreens

/// Swift's contextual keywords name a view's members, a record's fields, an enum's cases and a loop variable in
/// the compiled fixture, which builds and runs as the spec says.
@MainActor @Suite struct HostileNamesViewTests {
    @Test func membersNamedByContextualKeywordsRunAsWritten() {
        let host = ViewHost(HostileNamesView(borrowing: 2))
        #expect(host.resolved.texts == ["more", "open"])
        #expect(host.tap("more"))
        #expect(host.resolved.texts == ["more", "nonisolated 3"])
        // The toggles are found by their titles, which show `open` toggled and the row's field.
        #expect(host.toggle("open true"))
        #expect(host.toggle("latch 2"))
    }
}
