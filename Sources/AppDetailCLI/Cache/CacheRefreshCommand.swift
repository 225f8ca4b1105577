import AppDetailData
import AppDetailDomain
import AppDetailTerminal
import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `appdetail cache refresh`: ask the store again for the cached listings, 200 apps a request.
struct CacheRefreshCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Ask the App Store again for cached listings, up to 200 apps in one request.",
        discussion: """
            By default only listings older than a day (the age show trusts) are asked for; --all asks \
            for every one. --country (and --lang) keep to one store. A progress bar shows on a \
            terminal; the summary says how many were refreshed, unchanged, gone from the store \
            (kept in the cache; cache remove forgets them) or failed.
            """)

    enum Scope: String, EnumerableFlag {
        case stale, all

        static func help(for value: Scope) -> ArgumentHelp? {
            switch value {
            case .stale: "Refresh the listings older than a day (the default)."
            case .all: "Refresh every cached listing."
            }
        }
    }

    @Flag var scope: Scope = .stale

    @OptionGroup var store: StoreOptions

    func run() async throws {
        let environment = CommandEnvironment.current()
        let words = CacheWords(environment: environment.variables)
        do {
            guard let cache = try CacheCommands.openExisting(store.cache, in: environment) else { return }
            let now = environment.now()
            let maxAge = Double(Composition.freshness.listing.components.seconds)
            // Checked as every command checks them: a country or language naming no store is
            // refused, not a refresh of nothing.
            let named =
                try store.storefront.isGiven ? store.storefront.storefront(in: environment).storefront : nil
            let country = store.storefront.country == nil ? nil : named?.country
            let language = store.storefront.language == nil ? nil : named?.language
            let chosen = try cache.entries().filter { entry in
                (country == nil || entry.storefront.country == country)
                    && (language == nil || entry.storefront.language == language)
                    && (scope == .all || now.timeIntervalSince(entry.fetchedAt) > maxAge)
            }
            let groups = Dictionary(grouping: chosen, by: \.storefront).sorted {
                $0.key.description < $1.key.description
            }
            let composition = try Composition(
                store: store, environment: environment, log: VerboseLog(enabled: false))
            let refresher = RefreshListingsUseCase(
                repository: composition.makeSources(creatingCache: true).listings)
            let progress = Progress(label: words.refreshing, total: chosen.count)
            var tally = ListingRefresh()
            for (storefront, entries) in groups {
                let before =
                    tally.refreshed.count + tally.unchanged.count + tally.goneFromStore.count
                    + tally.failed.count
                tally.add(
                    try await refresher.refresh(entries.map(\.id), in: storefront) { done in
                        progress.show(before + done)
                    })
            }
            progress.finish()
            StandardOutput.write(words.refreshed(tally) + "\n")
            if let problem = tally.problems.first { throw problem }
        } catch {
            throw ErrorReporter.exit(for: error)
        }
    }

    /// The progress bar on standard error when it is a terminal; nothing in a pipe or a file.
    private struct Progress {
        let label: String
        let total: Int
        private let columns: Int?

        init(label: String, total: Int) {
            self.label = label
            self.total = total
            columns =
                isatty(STDERR_FILENO) == 1
                ? (CommandEnvironment.windowSize(of: STDERR_FILENO)?.columns ?? 80) : nil
        }

        func show(_ done: Int) {
            guard let columns, total > 0 else { return }
            let line = ProgressLine.text(label: label, done: done, total: total, width: columns - 1)
            StandardStreams.write("\r\u{1B}[K" + line, to: 2)
        }

        func finish() {
            guard columns != nil, total > 0 else { return }
            StandardStreams.write("\r\u{1B}[K", to: 2)
        }
    }
}
