import SpecUI
import Testing

/// Shows whether its namespace is the one it had when it first appeared.
private struct Card: View {
    @Namespace private var namespace
    @State private var first: Namespace.ID?
    @State private var taps = 0

    var body: some View {
        VStack {
            Text(first == nil || first == namespace ? "same" : "changed")
            Button("Tap \(taps)") {
                if first == nil { first = namespace }
                taps += 1
            }
        }
    }
}

private struct Pair: View {
    @Namespace private var left
    @Namespace private var right

    var body: some View { Text(left == right ? "shared" : "apart") }
}

@MainActor
@Suite struct NamespaceTests {
    @Test func aNamespaceLastsAsLongAsItsViewsIdentity() {
        let host = ViewHost(Card())
        #expect(host.tap("Tap 0"))
        #expect(host.tap("Tap 1"))
        #expect(host.resolved.texts == ["same", "Tap 2"])
    }

    @Test func eachNamespaceIsItsOwn() {
        #expect(ViewHost(Pair()).resolved.texts == ["apart"])
    }
}
