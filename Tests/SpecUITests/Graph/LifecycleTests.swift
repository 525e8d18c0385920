import SpecUI
import Testing

struct AppearingRow: View {
    let name: String
    @Binding var log: [String]

    var body: some View {
        Text(name).onAppear { log.append("appear \(name)") }
    }
}

struct LifecycleView: View {
    @State private var log: [String] = []
    @State private var query = ""
    @State private var showsRow = true

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .onChange(of: query) { old, new in log.append("'\(old)' -> '\(new)'") }
                .onChange(of: query) { log.append("changed") }
            if showsRow {
                AppearingRow(name: "row", log: $log)
            }
            Button("toggle row") { showsRow.toggle() }
            Text(log.joined(separator: "; "))
        }
    }
}

struct WritingDuringBodyView: View {
    @State private var count = 0

    var body: some View {
        count += 1
        return Text("count \(count)")
    }
}

struct Todo: Identifiable, Hashable {
    var id: Int
    var title: String
    var done: Bool
}

struct TodoListView: View {
    @State private var todos = (0..<10_000).map { Todo(id: $0, title: "Task \($0)", done: false) }
    @State private var header = 0

    var body: some View {
        VStack {
            Text("header \(header)")
            Button("bump") { header += 1 }
            List {
                Section("Todos") {
                    ForEach($todos) { $todo in
                        TodoRow(title: todo.title, done: $todo.done)
                    }
                }
            }
        }
    }
}

struct TodoRow: View {
    let title: String
    @Binding var done: Bool

    var body: some View {
        Toggle(title, isOn: $done)
            .accessibilityIdentifier("toggle-\(title)")
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func onAppearFiresOnceAndAgainAfterReappearing() {
        let host = ViewHost(LifecycleView())
        #expect(host.resolved.texts.last == "appear row")
        host.tap("toggle row")
        host.tap("toggle row")
        #expect(host.resolved.texts.last == "appear row; appear row")
    }

    @Test func onChangeFiresAfterAChangeWithOldAndNewValues() {
        let host = ViewHost(LifecycleView())
        #expect(host.setText("Search", "a"))
        #expect(host.setText("Search", "a"))
        #expect(host.setText("Search", "ab"))
        #expect(host.resolved.texts.last == "appear row; '' -> 'a'; changed; 'a' -> 'ab'; changed")
    }

    @Test func writingStateDuringBodyWarnsAndDoesNotLoop() {
        let host = ViewHost(WritingDuringBodyView())
        #expect(host.runtimeIssues == ["Modifying state during view update, this will cause undefined behavior."])
        #expect(host.bodyEvaluations["WritingDuringBodyView"] == 1)
    }

    @Test func listEvaluatesOnlyRequestedRows() {
        let host = ViewHost(TodoListView())
        guard case .stack(let stack) = host.resolved, case .list(let list) = stack.children.last else {
            Issue.record("expected a list, got \(host.resolved)")
            return
        }
        #expect(list.count == 10_001)
        #expect(host.bodyEvaluations["TodoRow"] == nil)
        guard case .sectionHeader("Todos") = list.row(at: 0) else {
            Issue.record("expected the section header")
            return
        }
        for index in 1...20 {
            _ = list.row(at: index)
        }
        #expect(host.bodyEvaluations["TodoRow"] == 20)
        guard case .modified(.toggle(let toggle), .accessibilityIdentifier("toggle-Task 4")) = list.row(at: 5) else {
            Issue.record("unexpected row \(list.row(at: 5))")
            return
        }
        #expect(toggle.title == "Task 4" && !toggle.isOn)
        host.tap("bump")
        #expect(host.bodyEvaluations["TodoRow"] == 20)
        #expect(host.toggle("toggle-Task 4"))
        #expect(host.bodyEvaluations["TodoRow"] == 21)
        #expect(host.bodyEvaluations["TodoListView"] == 3)
        guard case .modified(.toggle(let toggled), _) = list.row(at: 5) else {
            Issue.record("unexpected row \(list.row(at: 5))")
            return
        }
        #expect(toggled.isOn)
        #expect(host.actionables.count == 21)
    }
}
