/// Opens a URL, as a `Link` does when activated: `@Environment(\.openURL) private var openURL`, then
/// `openURL(url)`; `.environment(\.openURL, OpenURLAction { url in ... })` handles the URLs opened inside.
///
/// A terminal preview opens no browser: the system's action records the URL, which `ViewHost.openedURLs` lists.
public struct OpenURLAction: Equatable, Sendable {
    /// What a handler did with a URL.
    public struct Result: Equatable, Sendable {
        enum Outcome: Equatable, Sendable {
            case handled, discarded
            /// Handed to the system: the URL given, or nil for the one opened.
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler did not open the URL, and nothing else will.
        public static let discarded = Result(outcome: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(outcome: .system(nil))

        /// The system opens `url` in place of the URL opened.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    /// A handler kept by identity, so that an environment holding one compares equal to itself.
    @MainActor final class Handler: Equatable, Sendable {
        let handle: @MainActor (URL) -> Result

        init(_ handle: @escaping @MainActor (URL) -> Result) {
            self.handle = handle
        }

        nonisolated static func == (lhs: Handler, rhs: Handler) -> Bool { lhs === rhs }
    }

    let handler: Handler?
    let system: URLOpener?

    /// An action that hands each URL to `handler`.
    @MainActor
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.init(handler: Handler(handler), system: nil)
    }

    init(handler: Handler?, system: URLOpener?) {
        self.handler = handler
        self.system = system
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then tells `completion` whether it was opened: false when the handler discarded it.
    @MainActor
    public func callAsFunction(_ url: URL, completion: (_ accepted: Bool) -> Void) {
        let result = handler?.handle(url) ?? .systemAction
        switch result.outcome {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .system(let other):
            system?.open(other ?? url)
            completion(true)
        }
    }
}

extension EnvironmentValues {
    /// The action that opens URLs here: the system's, or the one set around with `environment(\.openURL, ...)`.
    public var openURL: OpenURLAction {
        get { OpenURLAction(handler: openURLHandler, system: urlOpener) }
        set { openURLHandler = newValue.handler }
    }
}
