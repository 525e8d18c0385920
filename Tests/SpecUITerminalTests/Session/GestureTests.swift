import SpecUI
import Testing

@testable import SpecUITerminal

private struct Heart: View {
    @State private var likes = 0
    @State private var pins: [Bool] = []

    var body: some View {
        VStack {
            Text("♡ \(likes)")
                .gesture(TapGesture(count: 2).onEnded { likes += 1 })
            Text("pins \(pins)")
                .gesture(LongPressGesture(minimumDuration: 1).onEnded { pins.append($0) })
        }
    }
}

/// A button inside a view with a gesture of each priority, and a count of what ran.
private struct Counter: View {
    enum Attachment { case normal, simultaneous, high, subviewsOnly }
    let attachment: Attachment
    @State private var adds = 0
    @State private var taps = 0

    var body: some View {
        let row = VStack {
            Text("adds \(adds) taps \(taps)")
            Button("Add") { adds += 1 }
        }
        let tap = TapGesture().onEnded { taps += 1 }
        switch attachment {
        case .normal: row.gesture(tap)
        case .simultaneous: row.simultaneousGesture(tap)
        case .high: row.highPriorityGesture(tap)
        case .subviewsOnly: row.gesture(tap, including: .subviews)
        }
    }
}

private struct Overlaid: View {
    @State private var adds = 0

    var body: some View {
        VStack {
            Button("Add \(adds)") { adds += 1 }
                .allowsHitTesting(false)
            Button("Reset") { adds = 0 }
        }
    }
}

@MainActor
@Suite struct GestureTests {
    private func summary(_ host: ViewHost) -> String? {
        host.resolved.texts.first
    }

    /// Activating the view performs its gesture once to its end, whatever count or duration it asks for.
    @Test func activatingAViewPerformsItsGesture() {
        let host = ViewHost(Heart())
        #expect(host.tap("♡ 0"))
        #expect(host.resolved.texts == ["♡ 1", "pins []"])
        #expect(host.tap("pins []"))
        #expect(host.resolved.texts == ["♡ 1", "pins [true]"])
        #expect(host.bodyEvaluations["Heart"] == 3)
    }

    @Test func aControlInsideWinsOverAGesture() {
        let host = ViewHost(Counter(attachment: .normal))
        #expect(host.tap("Add"))
        #expect(summary(host) == "adds 1 taps 0")
        // The view's own cells are the gesture's; it is named by its texts.
        #expect(host.actionables.map(\.label) == ["adds 1 taps 0 Add", "Add"])
        #expect(host.tap("adds 1 taps 0 Add"))
        #expect(summary(host) == "adds 1 taps 1")
    }

    @Test func aSimultaneousGestureRunsAfterTheControlInside() {
        let host = ViewHost(Counter(attachment: .simultaneous))
        #expect(host.tap("Add"))
        #expect(summary(host) == "adds 1 taps 1")
    }

    @Test func aHighPriorityGestureRunsInPlaceOfTheControlInside() {
        let host = ViewHost(Counter(attachment: .high))
        #expect(host.tap("Add"))
        #expect(summary(host) == "adds 0 taps 1")
    }

    @Test func aGestureMaskedToTheSubviewsLeavesOnlyThem() {
        let host = ViewHost(Counter(attachment: .subviewsOnly))
        #expect(host.actionables.map(\.label) == ["Add"])
        #expect(host.tap("Add"))
        #expect(summary(host) == "adds 1 taps 0")
    }

    /// A view that allows no hit testing is drawn as it is, and its controls take neither taps nor focus.
    @Test func withoutHitTestingAControlIsDrawnAndNotReached() {
        let session = TerminalSession(host: ViewHost(Overlaid()))
        let size = TerminalSize(columns: 7, rows: 2)
        #expect(session.frame(size: size).lines() == [" Add 0 ", " Reset "])
        #expect(!session.host.tap("Add 0"))
        #expect(session.host.actionables.map(\.label) == ["Reset"])
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        #expect(session.focusedLabel == "Reset")
    }
}
