import SpecUI
import Testing

/// What the tasks of the views below did, in order.
@MainActor
private final class TaskLog {
    var events: [String] = []
}

private struct Loader: View {
    let log: TaskLog
    @State private var status = "loading"

    var body: some View {
        Text(status)
            .task {
                log.events.append("started")
                await Task.yield()
                status = "loaded"
            }
    }
}

/// Shows a view whose task waits until it is cancelled.
private struct Waiter: View {
    let log: TaskLog
    @State private var isShown = true

    var body: some View {
        VStack {
            if isShown {
                Text("waiting")
                    .task {
                        do {
                            try await Task.sleep(for: .seconds(600))
                            log.events.append("finished")
                        } catch {
                            log.events.append("cancelled")
                        }
                    }
            }
            Button("hide") { isShown = false }
        }
    }
}

/// Searches again for each query, the search for the previous query cancelled.
private struct Search: View {
    let log: TaskLog
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Query", text: $query)
            Text("results")
                .task(id: query) {
                    log.events.append("search '\(query)'")
                }
        }
    }
}

/// A view whose task depends on a key that a pushed level changes while it covers the view.
private struct CoveredSearch: View {
    let log: TaskLog
    @State private var key = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("key \(key)")
                    .task(id: key) {
                        log.events.append("start \(key)")
                        do {
                            try await Task.sleep(for: .seconds(600))
                        } catch {
                            log.events.append("cancel \(key)")
                        }
                    }
                    .onAppear { log.events.append("appear \(key)") }
                NavigationLink("Push") {
                    Button("Bump") { key += 1 }
                }
            }
        }
    }
}

@MainActor
@Suite struct TaskTests {
    /// Yields to the main actor until `done` holds, at most a thousand times.
    private func yield(until done: () -> Bool) async {
        for _ in 0..<1_000 where !done() {
            await Task.yield()
        }
    }

    @Test func aTaskStartsAsTheViewAppearsAndWhatItChangesIsShown() async {
        let log = TaskLog()
        let host = ViewHost(Loader(log: log))
        #expect(host.resolved.texts == ["loading"])
        await yield { host.needsUpdate }
        host.update()
        #expect(host.resolved.texts == ["loaded"])
        #expect(log.events == ["started"])
        #expect(host.bodyEvaluations == ["Loader": 2])
    }

    @Test func aTaskIsCancelledAsItsViewGoesAway() async {
        let log = TaskLog()
        let host = ViewHost(Waiter(log: log))
        await Task.yield()
        #expect(host.tap("hide"))
        await yield { !log.events.isEmpty }
        #expect(log.events == ["cancelled"])
        #expect(host.resolved.texts == ["hide"])
    }

    @Test func aTaskRunsAgainWhenItsIDChanges() async {
        let log = TaskLog()
        let host = ViewHost(Search(log: log))
        await yield { log.events.count == 1 }
        #expect(host.typeText("Query", "ab"))
        await yield { log.events.count == 2 }
        #expect(host.setText("Query", "ab"))
        for _ in 0..<10 {
            await Task.yield()
        }
        #expect(log.events == ["search ''", "search 'ab'"])
    }

    /// A covered view has gone away: a new id starts nothing until it is shown again, and then starts once.
    @Test func aTaskWhoseIDChangesWhileItsLevelIsCoveredStartsOnlyWhenShownAgain() async {
        let log = TaskLog()
        let host = ViewHost(CoveredSearch(log: log))
        await yield { log.events.count == 2 }
        #expect(host.tap("Push"))
        await yield { log.events.count == 3 }
        #expect(host.tap("Bump"))
        for _ in 0..<10 {
            await Task.yield()
        }
        #expect(log.events == ["appear 0", "start 0", "cancel 0"])
        host.goBack()
        await yield { log.events.count == 5 }
        for _ in 0..<10 {
            await Task.yield()
        }
        #expect(log.events == ["appear 0", "start 0", "cancel 0", "appear 1", "start 1"])
        #expect(host.resolved.texts.contains("key 1"))
    }
}
