import SpecUI
import Testing

@testable import SpecUITerminal

/// What the rows of a feed did as they appeared and went away.
@MainActor
private final class FeedLog {
    var appeared: [Int] = []
    var started: [Int] = []
    var disappeared: [Int] = []
    var loads = 0
}

/// The usual endless feed: ten rows in a lazy stack, and ten more loaded as the last one appears.
private struct EndlessFeed: View {
    let log: FeedLog
    @State private var posts = Array(1...10)

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(posts, id: \.self) { post in
                    Text("Post \(post)")
                        .onAppear {
                            log.appeared.append(post)
                            if post == posts.last {
                                log.loads += 1
                                posts += (posts.count + 1)...(posts.count + 10)
                            }
                        }
                        .task { log.started.append(post) }
                        .onDisappear { log.disappeared.append(post) }
                }
            }
        }
    }
}

/// A feed that a button takes away, rows and all.
private struct ClearedFeed: View {
    let log: FeedLog
    @State private var shown = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Clear") { shown = false }
            if shown {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(1...10, id: \.self) { post in
                            Text("Post \(post)").onDisappear { log.disappeared.append(post) }
                        }
                    }
                }
            }
        }
    }
}

/// A lazy stack builds all of its rows at once, but a row's `onAppear` and `task` wait for a frame to draw it, as
/// SwiftUI's wait for the lazy stack to make the row.
@MainActor
@Suite struct LazyAppearanceTests {
    private let size = TerminalSize(columns: 12, rows: 4)

    @Test func onlyTheRowsAFrameDrawsAppear() async {
        let log = FeedLog()
        let session = TerminalSession(host: ViewHost(EndlessFeed(log: log)))
        #expect(trimmedLines(session, size) == ["Post 1", "Post 2", "Post 3", "Post 4"])
        #expect(log.appeared == [1, 2, 3, 4])
        #expect(log.loads == 0)
        await Task.yield()
        #expect(log.started == [1, 2, 3, 4])
    }

    @Test func theLastRowLoadsMoreOnlyAsItIsDrawn() {
        let log = FeedLog()
        let session = TerminalSession(host: ViewHost(EndlessFeed(log: log)))
        _ = trimmedLines(session, size)
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["Post 5", "Post 6", "Post 7", "Post 8"])
        #expect(log.loads == 0)
        // The window stops at the feed's end, where Post 10 appears and loads ten more, once.
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["Post 7", "Post 8", "Post 9", "Post 10"])
        #expect(log.loads == 1)
        #expect(log.appeared == Array(1...10))
        // The rows it loaded appear as they are drawn.
        _ = session.handle(.pageDown)
        #expect(trimmedLines(session, size) == ["Post 11", "Post 12", "Post 13", "Post 14"])
        #expect(log.appeared == Array(1...14))
        #expect(log.loads == 1)
        // A row scrolled away stays made: it neither appears again nor disappears.
        _ = session.handle(.home)
        #expect(trimmedLines(session, size) == ["Post 1", "Post 2", "Post 3", "Post 4"])
        #expect(log.appeared == Array(1...14))
        #expect(log.disappeared.isEmpty)
    }

    /// Rows that no frame drew never appeared, so they do not disappear as they go.
    @Test func onlyDrawnRowsDisappear() {
        let log = FeedLog()
        let session = TerminalSession(host: ViewHost(ClearedFeed(log: log)))
        #expect(trimmedLines(session, size) == ["Clear", "Post 1", "Post 2", "Post 3"])
        #expect(session.host.tap("Clear"))
        #expect(trimmedLines(session, size) == ["", "   Clear", "", ""])
        #expect(log.disappeared == [1, 2, 3])
    }
}
