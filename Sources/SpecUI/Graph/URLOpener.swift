/// Where the system's `OpenURLAction` sends URLs in a graph: a terminal opens no browser, so each is recorded
/// and handed to the host's callback.
@MainActor
final class URLOpener: Equatable, Sendable {
    private(set) var opened: [URL] = []
    var onOpen: ((URL) -> Void)?

    func open(_ url: URL) {
        opened.append(url)
        onOpen?(url)
    }

    nonisolated static func == (lhs: URLOpener, rhs: URLOpener) -> Bool { lhs === rhs }
}
