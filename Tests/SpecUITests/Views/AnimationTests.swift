import SpecUI
import Testing

@MainActor
private final class CompletionLog {
    var lines: [String] = []
}

/// A card whose details come in with a transition, toggled inside `withAnimation`.
private struct Card: View {
    let log: CompletionLog
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Button(isExpanded ? "less" : "more") {
                let flipped = withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                    isExpanded.toggle()
                    return isExpanded
                }
                log.lines.append("expanded \(flipped)")
            }
            if isExpanded {
                Text("details")
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Counter(value: isExpanded ? 1 : 0)
                .animation(.easeInOut(duration: 0.2).delay(0.1), value: isExpanded)
        }
    }
}

private struct Counter: View {
    let value: Int

    var body: some View {
        Text("value \(value)")
    }
}

/// Toggles with a completion that records when it runs.
private struct Fader: View {
    let log: CompletionLog
    @State private var isOn = false

    var body: some View {
        Button(isOn ? "on" : "off") {
            withAnimation(.easeOut) {
                isOn = true
            } completion: {
                log.lines.append("completed")
            }
            log.lines.append("toggled")
        }
    }
}

/// A switch changed inside `withTransaction`, whose view turns its animations off with `transaction`.
private struct Switch: View {
    @State private var isOn = false

    var body: some View {
        Button(isOn ? "on" : "off") {
            let flipped = withTransaction(Transaction(animation: .snappy)) {
                isOn.toggle()
                return isOn
            }
            withTransaction(\.disablesAnimations, !flipped) {}
        }
        .transaction { $0.animation = nil }
        .transaction(value: isOn) { transaction in
            transaction.disablesAnimations = true
            transaction.isContinuous = false
        }
    }
}

@MainActor
@Suite struct AnimationTests {
    /// The changed state is drawn in the next frame, which is where an animation ends.
    @Test func anAnimatedChangeIsDrawnInTheNextFrame() {
        let log = CompletionLog()
        let host = ViewHost(Card(log: log))
        #expect(host.resolved.texts == ["more", "value 0"])
        #expect(host.tap("more"))
        #expect(host.resolved.texts == ["less", "details", "value 1"])
        #expect(log.lines == ["expanded true"])
        #expect(host.tap("less"))
        #expect(host.resolved.texts == ["more", "value 0"])
    }

    /// Animation and transition modifiers run no body of their own, and the view they modify keeps its identity.
    @Test func animationModifiersAddNoBodyEvaluations() {
        let host = ViewHost(Card(log: CompletionLog()))
        #expect(host.tap("more"))
        #expect(host.bodyEvaluations == ["Card": 2, "Counter": 2])
        #expect(host.trace.last == "Counter: @self changed.")
    }

    @Test func aCompletionRunsAfterTheUpdateThatShowsTheChange() async {
        let log = CompletionLog()
        let host = ViewHost(Fader(log: log))
        #expect(host.tap("off"))
        #expect(host.resolved.texts == ["on"])
        #expect(log.lines == ["toggled"])
        for _ in 0..<100 where log.lines.count < 2 {
            await Task.yield()
        }
        #expect(log.lines == ["toggled", "completed"])
    }

    @Test func animationsCompareByWhatWasWritten() {
        #expect(Animation.easeInOut(duration: 0.2) == .easeInOut(duration: 0.2))
        #expect(Animation.easeInOut(duration: 0.2) != .easeInOut(duration: 0.3))
        #expect(Animation.default.repeatForever() != .default)
        #expect(AnyTransition.slide.combined(with: .opacity) == .slide.combined(with: .opacity))
        #expect(AnyTransition.asymmetric(insertion: .opacity, removal: .slide) != .opacity)
    }

    /// `withTransaction` runs its body as `withAnimation` does, and `transaction` draws the view as it is: a terminal
    /// animates no change.
    @Test func aTransactionsChangeIsDrawnInTheNextFrameWithoutItsAnimation() {
        let host = ViewHost(Switch())
        #expect(host.tap("off"))
        #expect(host.resolved.texts == ["on"])
        #expect(host.bodyEvaluations == ["Switch": 2])
        var transaction = Transaction()
        #expect(transaction.animation == nil && !transaction.disablesAnimations && !transaction.tracksVelocity)
        transaction.animation = .easeIn
        #expect(transaction.animation == .easeIn)
    }
}
