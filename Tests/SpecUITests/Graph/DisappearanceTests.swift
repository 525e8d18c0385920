import SpecUI
import Testing

private struct DetailPane: View {
    let name: String
    @Binding var log: [String]

    var body: some View {
        Text(name)
            .onAppear { log.append("appear \(name)") }
            .onDisappear { log.append("disappear \(name)") }
    }
}

private struct PanesView: View {
    @State private var log: [String] = []
    @State private var showsDetail = true
    @State private var names = ["a", "b"]
    @State private var version = 0

    var body: some View {
        VStack {
            if showsDetail {
                DetailPane(name: "detail", log: $log)
            }
            ForEach(names, id: \.self) { name in
                DetailPane(name: name, log: $log)
            }
            DetailPane(name: "v\(version)", log: $log).id(version)
            Button("hide") { showsDetail = false }
            Button("drop a") { names.removeFirst() }
            Button("new id") { version += 1 }
            Text(log.joined(separator: ", "))
        }
    }
}

@MainActor
@Suite struct DisappearanceTests {
    @Test func disappearRunsWhenABranchElementOrIDGoes() {
        let host = ViewHost(PanesView())
        #expect(host.resolved.texts.last == "appear detail, appear a, appear b, appear v0")
        host.tap("hide")
        host.tap("drop a")
        host.tap("new id")
        #expect(
            host.resolved.texts.last
                == "appear detail, appear a, appear b, appear v0, disappear detail, disappear a, appear v1, disappear v0"
        )
    }
}
