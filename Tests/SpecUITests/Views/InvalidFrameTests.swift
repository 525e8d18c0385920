import SpecUI
import Testing

/// A frame whose width a button makes negative, and another whose bounds are out of order.
private struct Sizes: View {
    @State private var width: CGFloat = 4

    var body: some View {
        VStack {
            Text("a").frame(width: width, height: 1)
            Text("b").frame(minWidth: 10, maxWidth: 5)
            Button("Shrink") { width -= 10 }
            Button("Grow") { width += 20 }
        }
    }
}

/// A frame SwiftUI would log as invalid is a runtime issue, with SwiftUI's words, once as it is made or changed to.
@MainActor
@Suite struct InvalidFrameTests {
    @Test func invalidAndContradictoryFramesAreRuntimeIssues() {
        let host = ViewHost(Sizes())
        #expect(host.runtimeIssues == ["Contradictory frame constraints specified."])
        #expect(host.tap("Shrink"))
        #expect(host.tap("Shrink"))
        #expect(host.tap("Grow"))
        #expect(host.tap("Grow"))
        #expect(
            host.runtimeIssues == [
                "Contradictory frame constraints specified.", "Invalid frame dimension (negative or non-finite).",
                "Invalid frame dimension (negative or non-finite).",
            ])
    }
}
