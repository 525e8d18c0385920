import SpecUI
import Testing

@MainActor
@Suite struct RootResolutionTests {
    @Test func aBuiltInRootViewResolvesToItself() {
        let host = ViewHost(
            HStack {
                Text("a")
                Text("b")
            }
            .padding()
            .border(.gray)
        )
        guard case .modified(.modified(.stack(let stack), .padding(.all, nil)), .border(.gray, _)) = host.resolved
        else {
            Issue.record("unexpected tree: \(host.resolved)")
            return
        }
        #expect(stack.axis == .horizontal)
        #expect(host.resolved.texts == ["a", "b"])
    }

    @Test func aTextRootResolvesToItsText() {
        let host = ViewHost(Text("x"))
        guard case .text("x") = host.resolved else {
            Issue.record("unexpected tree: \(host.resolved)")
            return
        }
    }
}
