import SpecUI
import Testing

/// What the actions of the views below did, in order.
@MainActor
private final class Events {
    var list: [String] = []
}

/// Apple's example for `Group`: a modifier on a group applies to each view the conditional makes.
private struct Start: View {
    let events: Events
    @State private var isLoggedIn = false

    var body: some View {
        VStack {
            Group {
                if isLoggedIn {
                    Text("Welcome")
                } else {
                    Text("Log in")
                }
            }
            .onAppear { events.list.append("appear \(isLoggedIn ? "welcome" : "login")") }
            .onDisappear { events.list.append("disappear") }
            Button("Toggle") { isLoggedIn.toggle() }
        }
    }
}

private struct Pair: View {
    let events: Events

    var body: some View {
        Group {
            Text("a")
            Text("b")
        }
        .onAppear { events.list.append("appear") }
    }
}

private struct Numbers: View {
    let events: Events
    @State private var numbers = [1, 2]

    var body: some View {
        VStack {
            ForEach(numbers, id: \.self) { number in
                Text("n\(number)")
            }
            .onAppear { events.list.append("appear \(numbers)") }
            .onDisappear { events.list.append("disappear") }
            Button("Add") { numbers.append(numbers.count + 1) }
            Button("Drop") { numbers.removeFirst() }
        }
    }
}

/// A builder block behind `AnyView`, as a view built at run time is.
private struct Erased: View {
    let events: Events

    var body: some View {
        AnyView(
            Group {
                Text("a")
                Text("b")
            }
        )
        .onAppear { events.list.append("appear") }
    }
}

private struct LongList: View {
    let events: Events

    var body: some View {
        List {
            ForEach(0..<1_000, id: \.self) { number in
                Text("row \(number)")
            }
            .onAppear { events.list.append("appear") }
        }
    }
}

/// A group under modifiers that draw before its actions: its members are still its members.
private struct Drawn: View {
    let events: Events
    @State private var isLoggedIn = false

    var body: some View {
        VStack {
            Group {
                Text("a")
                Text("b")
            }
            .foregroundColor(.red)
            .border(.gray)
            .onAppear { events.list.append("appear pair") }
            Group {
                if isLoggedIn { Text("Welcome") } else { Text("Log in") }
            }
            .padding()
            .onAppear { events.list.append("appear \(isLoggedIn ? "welcome" : "login")") }
            Button("Toggle") { isLoggedIn.toggle() }
        }
    }
}

@MainActor
@Suite struct GroupModifierTests {
    /// "Any modifier you apply to the group affects all of that group's members": after one that draws, an action
    /// still runs for each view, and again for each branch a changed condition makes.
    @Test func onAppearAfterAModifierThatDrawsStillRunsForEachView() {
        let events = Events()
        let host = ViewHost(Drawn(events: events))
        #expect(events.list == ["appear pair", "appear pair", "appear login"])
        #expect(host.tap("Toggle"))
        #expect(events.list.dropFirst(3) == ["appear welcome"])
    }

    @Test func onAppearOnAGroupRunsForEachOfItsViews() {
        let events = Events()
        _ = ViewHost(Pair(events: events))
        #expect(events.list == ["appear", "appear"])
    }

    @Test func onAppearOnATypeErasedGroupRunsForEachOfItsViews() {
        let events = Events()
        _ = ViewHost(Erased(events: events))
        #expect(events.list == ["appear", "appear"])
    }

    /// SwiftUI's `Group` documentation: `onAppear` on a group of a conditional "executes every time" the condition
    /// changes.
    @Test func onAppearOnAGroupOfAConditionalRunsAgainForTheOtherBranch() {
        let events = Events()
        let host = ViewHost(Start(events: events))
        #expect(events.list == ["appear login"])
        #expect(host.tap("Toggle"))
        #expect(events.list == ["appear login", "appear welcome", "disappear"])
        #expect(host.tap("Toggle"))
        #expect(events.list == ["appear login", "appear welcome", "disappear", "appear login", "disappear"])
        #expect(host.resolved.texts == ["Log in", "Toggle"])
    }

    @Test func onAppearOnAForEachRunsForEachElementAsItComesAndGoes() {
        let events = Events()
        let host = ViewHost(Numbers(events: events))
        #expect(events.list == ["appear [1, 2]", "appear [1, 2]"])
        #expect(host.tap("Add"))
        #expect(events.list.dropFirst(2) == ["appear [1, 2, 3]"])
        #expect(host.tap("Drop"))
        #expect(events.list.dropFirst(3) == ["disappear"])
        #expect(host.resolved.texts == ["n2", "n3", "Add", "Drop"])
    }

    /// A list builds only the rows it shows, and each runs the `ForEach`'s `onAppear` as it is shown.
    @Test func onAppearOnAForEachInAListRunsForTheRowsShown() {
        let events = Events()
        let host = ViewHost(LongList(events: events))
        guard case .list(let list) = host.resolved else {
            Issue.record("expected a list, got \(host.resolved)")
            return
        }
        for index in 0..<3 {
            _ = list.row(at: index)
        }
        list.rowsShown(0..<3)
        host.update()
        #expect(events.list == ["appear", "appear", "appear"])
    }
}
