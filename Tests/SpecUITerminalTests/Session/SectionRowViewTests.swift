import SpecUI
import Testing

@testable import SpecUITerminal

private struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
    var isOn = false
}

private struct Bunch: Identifiable, Hashable {
    let id: Int
    var title: String
    var items: [Item]
}

/// Groups of toggles, each group's section made by a row view of its own, as `specui compile` writes a `ForEach`
/// whose element is a `Section`.
private struct Groups: View {
    @State private var groups = [
        Bunch(id: 1, title: "G1", items: [Item(id: 1, name: "a1"), Item(id: 2, name: "a2"), Item(id: 3, name: "a3")]),
        Bunch(id: 2, title: "G2", items: [Item(id: 4, name: "b1"), Item(id: 5, name: "b2")]),
    ]

    var body: some View {
        List {
            ForEach($groups) { $group in
                GroupSection(group: $group)
            }
        }
    }
}

private struct GroupSection: View {
    @Binding var group: Bunch

    var body: some View {
        Section(group.title) {
            ForEach($group.items) { $item in
                Toggle(item.name, isOn: $item.isOn)
            }
        }
    }
}

/// A view whose body is a `Section` gives a `List` the section's header and rows as rows of their own, as SwiftUI's
/// does, so that the list scrolls a row at a time through them and focus reaches every control.
@MainActor
@Suite struct SectionRowViewTests {
    @Test func aRowViewMakingASectionGivesTheListItsHeaderAndRows() {
        let session = TerminalSession(host: ViewHost(Groups()))
        let size = TerminalSize(columns: 12, rows: 3)
        #expect(session.frame(size: size).lines() == ["G1          ", "a1       [ ]", "a2       [ ]"])
        #expect(session.lists.first?.count == 7)
        var walked: [String] = []
        for _ in 0..<5 {
            _ = session.handle(.tab)
            walked.append(session.focusedLabel ?? "")
        }
        #expect(walked == ["a1", "a2", "a3", "b1", "b2"])
        #expect(session.frame(size: size).lines() == ["G2          ", "b1       [ ]", "b2       [ ]"])
    }
}
