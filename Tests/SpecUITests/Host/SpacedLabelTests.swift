import SpecUI
import Testing

/// A button whose title holds a narrow no-break space, as a formatted time does.
private struct Meeting: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Stand-up 9:30\u{202F}AM") { taps += 1 }
            Text("taps \(taps)")
        }
    }
}

/// A control is found by a label typed with plain spaces where the label holds other spaces, and an exact label
/// still comes first.
@MainActor
@Suite struct SpacedLabelTests {
    @Test func aLabelWithANarrowNoBreakSpaceIsTappedByItsTypedSpelling() {
        let host = ViewHost(Meeting())
        #expect(host.tap("Stand-up 9:30 AM"))
        #expect(host.tap("Stand-up 9:30\u{202F}AM"))
        #expect(host.resolved.texts.last == "taps 2")
        #expect(!host.tap("Stand-up 9:30  AM"))
    }
}
