import Foundation
import SpecUI
import Testing

@MainActor
@Suite struct LinkTests {
    private let site = URL(string: "https://example.com/help")!

    @Test func activatingALinkOpensItsURLThroughTheSystem() {
        let host = ViewHost(VStack { Link("Help", destination: site) })
        #expect(host.resolved.texts == ["Help"])
        var heard: [URL] = []
        host.onOpenURL = { heard.append($0) }
        #expect(host.tap("Help"))
        #expect(host.openedURLs == [site])
        #expect(heard == [site])
    }

    @Test func aLinkWithAViewLabelIsTappedByItsText() {
        let host = ViewHost(Link(destination: site) { Label("Help", systemImage: "questionmark.circle") })
        #expect(host.tap("Help"))
        #expect(host.openedURLs == [site])
    }

    @Test func aHandlerAroundTakesTheURLsInside() {
        let log = URLLog()
        let handled = Link("Help", destination: site)
            .environment(
                \.openURL,
                OpenURLAction { url in
                    log.urls.append(url)
                    return .handled
                })
        let host = ViewHost(handled)
        #expect(host.tap("Help"))
        #expect(log.urls == [site])
        #expect(host.openedURLs.isEmpty)
    }

    @Test func aHandlerCanHandTheSystemAnotherURLOrNone() {
        let other = URL(string: "https://example.com/other")!
        let redirected = ViewHost(
            Link("Help", destination: site).environment(\.openURL, OpenURLAction { _ in .systemAction(other) }))
        #expect(redirected.tap("Help"))
        #expect(redirected.openedURLs == [other])
        let discarded = ViewHost(
            Link("Help", destination: site).environment(\.openURL, OpenURLAction { _ in .discarded }))
        #expect(discarded.tap("Help"))
        #expect(discarded.openedURLs.isEmpty)
    }

    @Test func aShareLinkRecordsWhatItShares() {
        let host = ViewHost(
            VStack {
                ShareLink(item: site)
                ShareLink("Send", items: ["a", "b"])
                ShareLink(item: 42) { Text("Number") }
            })
        #expect(host.resolved.texts == ["Share", "Send", "Number"])
        #expect(host.tap("Share"))
        #expect(host.tap("Send"))
        #expect(host.tap("Number"))
        #expect(host.sharedItems == [site.absoluteString, "a", "b", "42"])
    }

    /// A preview is the share sheet's: the link draws and shares as it does without one.
    @Test func aShareLinkWithAPreviewSharesItsItem() {
        let preview = SharePreview("Example", image: Image(systemName: "globe"))
        let host = ViewHost(
            VStack {
                ShareLink(item: site, preview: preview)
                ShareLink("Send", item: "a", preview: SharePreview("A"))
                ShareLink(item: 42, preview: preview) { Text("Number") }
            })
        #expect(host.resolved.texts == ["Share", "Send", "Number"])
        #expect(host.tap("Share"))
        #expect(host.tap("Send"))
        #expect(host.tap("Number"))
        #expect(host.sharedItems == [site.absoluteString, "a", "42"])
    }

    @Test func aViewOpensAURLWithTheEnvironmentsAction() {
        let host = ViewHost(Opener(url: site))
        #expect(host.tap("Open"))
        #expect(host.openedURLs == [site])
        #expect(host.resolved.texts == ["Open", "accepted"])
    }
}

@MainActor
private final class URLLog {
    var urls: [URL] = []
}

private struct Opener: View {
    let url: URL
    @Environment(\.openURL) private var openURL
    @State private var outcome = ""

    var body: some View {
        VStack {
            Button("Open") { openURL(url) { outcome = $0 ? "accepted" : "refused" } }
            Text(outcome)
        }
    }
}
