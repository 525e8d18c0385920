import SpecUI
import Testing

/// A count the button writes and the body never reads.
private struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Button("Tap") { taps += 1 }
    }
}

/// One state the body reads and one it does not.
private struct ReadAndUnread: View {
    @State private var count = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Both") {
                count += 1
                taps += 1
            }
            Button("Taps") { taps += 1 }
        }
    }
}

/// A parent that makes a binding and never reads its state, and a child that reads through it.
private struct VolumePanel: View {
    @State private var volume = 0

    var body: some View {
        VStack {
            VolumeLabel(volume: $volume)
            Button("Louder") { volume += 1 }
        }
    }
}

private struct VolumeLabel: View {
    @Binding var volume: Int

    var body: some View {
        Text("volume \(volume)")
    }
}

/// A binding handed down to a toggle, read only by the toggle.
private struct WifiPanel: View {
    @State private var isOn = false

    var body: some View {
        WifiRow(isOn: $isOn)
    }
}

private struct WifiRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
    }
}

private struct Chore: Identifiable, Equatable {
    let id: Int
    var isDone = false
}

/// Rows each reading their own element through a binding.
private struct ChoreList: View {
    @State private var chores = [Chore(id: 1), Chore(id: 2), Chore(id: 3)]

    var body: some View {
        VStack {
            ForEach($chores) { $chore in
                ChoreRow(chore: $chore)
            }
        }
    }
}

private struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        Toggle("Chore \(chore.id) \(chore.isDone ? "done" : "open")", isOn: $chore.isDone)
    }
}

/// Rows reading their own element through a binding to it by index, which the list makes and never reads.
private struct IndexedChoreList: View {
    @State private var chores = [Chore(id: 1), Chore(id: 2), Chore(id: 3)]

    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                ChoreRow(chore: $chores[index])
            }
        }
    }
}

/// A group expanded by a state that only the group's binding reads.
private struct AdvancedSettings: View {
    @State private var isExpanded = false

    var body: some View {
        DisclosureGroup("Advanced", isExpanded: $isExpanded) {
            Text("Logging")
        }
    }
}

/// A view depends only on the state its body read, as in SwiftUI.
@MainActor
@Suite struct StateReadTests {
    @Test func aStateTheBodyNeverReadsEvaluatesNothingWhenWritten() {
        let host = ViewHost(TapCounter())
        #expect(host.tap("Tap"))
        #expect(host.tap("Tap"))
        #expect(host.bodyEvaluations == ["TapCounter": 1])
        #expect(host.trace == ["TapCounter: @self, @identity, _taps changed."])
    }

    @Test func theTraceNamesOnlyTheStateTheBodyRead() {
        let host = ViewHost(ReadAndUnread())
        #expect(host.tap("Both"))
        #expect(host.tap("Taps"))
        #expect(host.resolved.texts == ["count 1", "Both", "Taps"])
        #expect(
            host.trace == ["ReadAndUnread: @self, @identity, _count, _taps changed.", "ReadAndUnread: _count changed."])
    }

    @Test func aChildReadingThroughABindingIsEvaluatedNotTheParentThatMadeIt() {
        let host = ViewHost(VolumePanel())
        #expect(host.tap("Louder"))
        #expect(host.tap("Louder"))
        #expect(host.resolved.texts == ["volume 2", "Louder"])
        #expect(host.bodyEvaluations == ["VolumePanel": 1, "VolumeLabel": 3])
        #expect(host.trace.last == "VolumeLabel: @dependencies changed.")
    }

    @Test func aBindingOnlyAControlReadsEvaluatesNoBody() {
        let host = ViewHost(WifiPanel())
        #expect(host.toggle("Wi-Fi"))
        #expect(host.bodyEvaluations == ["WifiPanel": 1, "WifiRow": 1])
    }

    /// `ForEach($chores)` reads the collection as the list's body builds it, so the list runs again and hands
    /// the changed row a new binding; the other rows' bindings read what they read before.
    @Test func aRowsToggleEvaluatesThatRowAndTheListThatReadTheRows() {
        let host = ViewHost(ChoreList())
        #expect(host.toggle("Chore 2 open"))
        #expect(host.actionables.map(\.label) == ["Chore 1 open", "Chore 2 done", "Chore 3 open"])
        #expect(host.bodyEvaluations == ["ChoreList": 2, "ChoreRow": 4])
        #expect(host.trace.suffix(2) == ["ChoreList: _chores changed.", "ChoreRow: @self changed."])
    }

    /// A row reading its element through a binding depends on that element: a write to another one leaves it.
    @Test func onlyTheRowWhoseElementChangedIsEvaluated() {
        let host = ViewHost(IndexedChoreList())
        #expect(host.toggle("Chore 2 open"))
        #expect(host.toggle("Chore 3 open"))
        #expect(host.actionables.map(\.label) == ["Chore 1 open", "Chore 2 done", "Chore 3 done"])
        #expect(host.bodyEvaluations == ["IndexedChoreList": 1, "ChoreRow": 5])
        #expect(host.trace.suffix(2) == ["ChoreRow: @dependencies changed.", "ChoreRow: @dependencies changed."])
    }

    @Test func aControlReadingItsBindingAsItUpdatesFollowsTheStateWithoutTheBody() {
        let host = ViewHost(AdvancedSettings())
        #expect(host.tap("Advanced"))
        #expect(host.resolved.texts == ["▾", "Advanced", "Logging"])
        #expect(host.tap("Advanced"))
        #expect(host.resolved.texts == ["▸", "Advanced"])
        #expect(host.bodyEvaluations == ["AdvancedSettings": 1])
    }
}
