import AppDetailData
import AppDetailDomain
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache refresh`: ask the store again for the cached listings, 200 apps a request.
struct CacheRefreshCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Ask the App Store again for cached listings, up to 200 apps in one request.",
        discussion: """
            By default only listings older than \(CacheAges.words(CacheAges.listing)) (the age show trusts) are asked for; --all asks \
            for every one. --country (and --lang) keep to one store. --timeout bounds the whole \
            refresh: each store gets a share of the time, so one that does not answer is given up \
            and the next asked; a throttled answer stops the refresh. A progress bar naming the \
            store shows on a terminal; the summary says how many were refreshed, unchanged, gone \
            from the store (kept in the cache; cache remove forgets them), failed or not asked.
            """)

    enum Scope: String, EnumerableFlag {
        case stale, all

        static func help(for value: Scope) -> ArgumentHelp? {
            switch value {
            case .stale:
                "Refresh the listings older than \(CacheAges.words(CacheAges.listing)) (the default)."
            case .all: "Refresh every cached listing."
            }
        }
    }

    @Flag var scope: Scope = .stale

    @OptionGroup var store: StoreOptions

    func run() async throws {
        try await CommandSession.run(store: store, cache: nil, verbose: nil) { session in
            let (environment, words) = (session.environment, session.cacheWords)
            guard let cache = try session.existingCache() else { return }
            let now = environment.now()
            let maxAge = Double(CacheAges.listing.components.seconds)
            // Checked as every command checks them: a country or language naming no store is
            // refused, not a refresh of nothing.
            let named =
                try store.storefront.isGiven ? session.chooseStorefront(logged: false).storefront : nil
            let country = store.storefront.country == nil ? nil : named?.country
            let language = store.storefront.language == nil ? nil : named?.language
            // Read a page at a time and kept as ids: memory stays small whatever the cache holds.
            var chosen: [Storefront: [AppID]] = [:]
            try cache.entries(pageSize: 1_000) { page in
                for entry in page
                where (country == nil || entry.storefront.country == country)
                    && (language == nil || entry.storefront.language == language)
                    && (scope == .all || now.timeIntervalSince(entry.fetchedAt) > maxAge)
                {
                    chosen[entry.storefront, default: []].append(entry.id)
                }
            }
            let composition = try session.composition()
            let sources = try session.sources()
            // The whole refresh keeps to --timeout, as every command's fetches do.
            let deadline = ContinuousClock.now + composition.timeout
            let refresher = composition.makeListingsRefresher(sources: sources)
            let progress = Progress(label: words.refreshing)
            let tally = try await refresher.refresh(chosen, until: deadline) { progress.show($0) }
            progress.finish()
            StandardOutputStream.write(words.refreshed(tally) + "\n")
            guard tally.isComplete else {
                let account = RefreshAccount(tally: tally, seconds: store.timeout)
                for shortfall in tally.stores where !shortfall.isComplete {
                    ErrorReporter.warn(account.line(for: shortfall))
                }
                let error = account.error
                throw ErrorReporter.exit(message: error.message, hint: error.hint, status: error.status)
            }
        }
    }

    /// The progress bar on standard error when it is a terminal; nothing in a pipe or a file.
    /// It is a ``StatusLine``: cleared at the end, and on Ctrl-C.
    private struct Progress: Sendable {
        let label: String
        let line = StatusLine()

        /// The bar, labelled with the store being asked.
        func show(_ progress: RefreshProgress) {
            guard let room = line.room, progress.total > 0 else { return }
            line.show(
                ProgressLine.text(
                    label: "\(label) \(progress.storefront)", done: progress.done, total: progress.total,
                    width: room))
        }

        func finish() { line.clear() }
    }
}
