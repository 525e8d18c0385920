import SpecUI
import Testing

@testable import SpecUITerminal

private struct SizeChoice: View {
    @State private var size = "M"

    var body: some View {
        Picker("Size", selection: $size) {
            Text("S").tag("S")
            Text("M").tag("M")
            Text("L").tag("L")
        }
        .pickerStyle(.segmented)
    }
}

private struct Dimmer: View {
    @State private var level = 0.5

    var body: some View {
        Slider(value: $level, in: 0...1, step: 0.25) {
            Text("Dim")
        }
    }
}

@MainActor
@Suite struct PickerKeysTests {
    private func frame(_ view: some View, columns: Int, rtl: Bool = false, events: [ScriptedEvent]) -> [String] {
        TerminalRenderer.snapshot(
            view, size: TerminalSize(columns: columns, rows: 1), events: [.key(.tab)] + events,
            layoutDirection: rtl ? .rightToLeft : .leftToRight
        ).lines
    }

    @Test func theArrowsChooseTheNextAndPreviousOptionAndStopAtTheEnds() {
        #expect(frame(SizeChoice(), columns: 7, events: []) == ["S [M] L"])
        #expect(frame(SizeChoice(), columns: 7, events: [.key(.right)]) == ["S M [L]"])
        #expect(frame(SizeChoice(), columns: 7, events: [.key(.right), .key(.right)]) == ["S M [L]"])
        #expect(frame(SizeChoice(), columns: 7, events: [.key(.left), .key(.left)]) == ["[S] M L"])
        #expect(frame(SizeChoice(), columns: 7, events: [.key(.character("-"))]) == ["[S] M L"])
        // Right to left the options are drawn from the right, and the left arrow goes on to the next one.
        #expect(frame(SizeChoice(), columns: 7, rtl: true, events: [.key(.left)]) == ["[L] M S"])
    }

    @Test func returnAndSpaceAdvanceAroundTheOptionsAndTapFindsThePickerByItsTitle() {
        #expect(frame(SizeChoice(), columns: 7, events: [.key(.enter)]) == ["S M [L]"])
        #expect(frame(SizeChoice(), columns: 7, events: [.key(.enter), .key(.character(" "))]) == ["[S] M L"])
        #expect(frame(SizeChoice(), columns: 7, events: [.tap("Size"), .tap("Size")]) == ["[S] M L"])
    }

    @Test func theArrowsMoveASliderByItsStepWithinItsBounds() {
        // The label is not drawn, as on iOS; it names the slider.
        #expect(frame(Dimmer(), columns: 9, events: []) == ["━━━━●────"])
        #expect(frame(Dimmer(), columns: 9, events: [.key(.right)]) == ["━━━━━━●──"])
        #expect(frame(Dimmer(), columns: 9, events: [.key(.right), .key(.enter), .key(.right)]) == ["━━━━━━━━●"])
        #expect(frame(Dimmer(), columns: 9, events: [.key(.left), .key(.left), .key(.left)]) == ["●────────"])
        #expect(frame(Dimmer(), columns: 9, events: [.increment("Dim")]) == ["━━━━━━●──"])
    }
}
