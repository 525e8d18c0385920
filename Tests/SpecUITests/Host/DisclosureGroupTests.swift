import SpecUI
import Testing

private struct AdvancedSettings: View {
    @State private var showsAdvanced = true

    var body: some View {
        VStack {
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Text("Logging")
            }
            Text(showsAdvanced ? "open" : "closed")
        }
    }
}

@MainActor
@Suite struct DisclosureGroupTests {
    @Test func tappingTheLabelExpandsAndCollapsesAGroupWithoutABinding() {
        let host = ViewHost(DisclosureGroup("Details") { Text("More") })
        #expect(host.resolved.texts == ["▸", "Details"])
        #expect(host.tap("Details"))
        #expect(host.resolved.texts == ["▾", "Details", "More"])
        #expect(host.tap("Details"))
        #expect(host.resolved.texts == ["▸", "Details"])
    }

    @Test func tappingTheLabelWritesTheBinding() {
        let host = ViewHost(AdvancedSettings())
        #expect(host.resolved.texts == ["▾", "Advanced", "Logging", "open"])
        #expect(host.tap("Advanced"))
        #expect(host.resolved.texts == ["▸", "Advanced", "closed"])
    }
}
