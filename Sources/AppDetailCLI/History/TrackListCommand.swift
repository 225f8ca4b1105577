import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail track list`: every followed app at a glance.
struct TrackListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the apps followed, each at a glance: rating, version, chart place, last change.")

    @OptionGroup var cache: CacheDirectoryOption

    @OptionGroup var format: FormatOption

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await CommandSession.runReading(cache: cache, storefront: StorefrontOptions()) { session in
            let environment = session.environment
            let composition = try session.composition()
            let sources = composition.makeSources(creatingCache: false)
            let statuses = try await composition.makeWatchListLoader(sources: sources).statuses()
            switch format.value {
            case .json:
                StandardOutputStream.write(try JSONText.encode(FollowedDocument(statuses)))
            case .text:
                guard !statuses.isEmpty else {
                    let text = "No app is followed. Follow one: appdetail track add <id> --country <cc>"
                    StandardOutputStream.writeLine(text, width: output.columns(in: environment))
                    return
                }
                let listing = WatchListListing(
                    statuses: statuses, at: environment.now(), language: environment.localeLanguage)
                let width = output.columns(in: environment)
                var lines = WatchListRenderer(width: width).render(listing)
                // How the day is planned at the budget every command keeps to.
                let rate = try StoreOptions.requestRate(typed: nil, in: environment).rate
                let schedule = TrackSchedule(
                    followed: statuses.map(\.followed), requestsPerMinute: rate.perMinute)
                lines.append("")
                for line in HistoryWords(language: environment.localeLanguage).schedule(schedule) {
                    lines += TerminalText.wrapped(line, width: width)
                }
                StandardOutputStream.write(lines.joined(separator: "\n") + "\n")
            }
        }
    }
}

/// `track list --format json`: schema version 2, each app at a glance.
struct FollowedDocument: Encodable {
    let schemaVersion = 2
    let apps: [App]

    struct App: Encodable {
        let app: Int64
        let store: String
        let name: String?
        let reviews: Bool
        let since: Date
        let lastSeenAt: Date?
        let gone: Bool
        let rating: Double?
        let ratingWeekBefore: Double?
        let ratingCount: Int?
        let version: String?
        let versionReleasedAt: Date?
        let price: Decimal?
        let currency: String?
        let chart: String?
        let chartPlace: Int?
        let lastChange: ChangeJSON?
    }

    init(_ statuses: [FollowedAppStatus]) {
        apps = statuses.map { status in
            App(
                app: status.followed.app.rawValue, store: status.followed.storefront.country,
                name: status.name,
                reviews: status.followed.reviews, since: status.followed.since, lastSeenAt: status.lastSeenAt,
                gone: status.isGone, rating: status.rating, ratingWeekBefore: status.ratingWeekBefore,
                ratingCount: status.ratingCount, version: status.version,
                versionReleasedAt: status.versionReleasedAt, price: status.price, currency: status.currency,
                chart: status.chart?.description, chartPlace: status.chartPlace,
                lastChange: status.lastChange.map {
                    ChangeJSON(
                        $0,
                        line: HistoryWords(language: DetailLanguage(storefront: $0.storefront)).line(
                            for: $0, currency: nil))
                })
        }
    }
}
