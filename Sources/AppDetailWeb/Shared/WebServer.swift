import AppDetailDomain
import AppDetailPresentation
import Foundation
import Hummingbird
import Logging

/// The web client: a local server whose pages are bound to the library's view models, kept live
/// by the same batch updates that would drive a collection view.
///
/// It listens on 127.0.0.1 only, answers only to its own address (``run(onReady:)`` gives it),
/// and needs the token of its own pages for anything that changes state. ``run(onReady:)`` runs
/// until the process is asked to stop (SIGINT or SIGTERM): the open pages' streams are ended,
/// and it returns.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
public struct WebServer: Sendable {
    private let screens: any WebScreens
    private let storefront: Storefront
    private let port: Int
    private let heartbeat: Duration
    private let rereading: Duration
    private let token: String
    private let pages = LivePages()
    private let address = ServerAddress()

    /// - Parameters:
    ///   - screens: makes the view models of the pages the browser opens.
    ///   - storefront: the store of a page whose address names none.
    ///   - port: the port to listen on; 0 lets the system choose a free one.
    ///   - heartbeat: how often a quiet page's stream checks that its browser is still there
    ///     (a page closed without a word is let go within this time).
    ///   - rereading: how often an open page whose load is over reads the cache again (an
    ///     offline load), so that what another program stored there reaches it in place.
    public init(
        screens: any WebScreens, storefront: Storefront, port: Int, heartbeat: Duration, rereading: Duration
    ) {
        self.screens = screens
        self.storefront = storefront
        self.port = port
        self.heartbeat = heartbeat
        self.rereading = rereading
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    }

    /// How many pages are open in a browser now, each holding one view model.
    public var openPages: Int {
        get async { await pages.count }
    }

    /// Runs the server; `onReady` is given its address once it listens.
    public func run(onReady: @escaping @Sendable (URL) async -> Void) async throws {
        let router = Router()
        router.add(middleware: RequestGuard(address: address, token: token))
        WebRoutes(
            screens: screens, storefront: storefront, token: token,
            stream: LivePageStream(pages: pages, heartbeat: heartbeat, rereading: rereading), pages: pages
        ).add(to: router)
        var logger = Logger(label: "appdetail.web")
        logger.logLevel = .critical
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { [address] channel in
                let bound = channel.localAddress?.port ?? 0
                address.bound(to: bound)
                if let url = URL(string: "http://127.0.0.1:\(bound)/") { await onReady(url) }
            },
            logger: logger)
        try await application.runService()
    }
}
