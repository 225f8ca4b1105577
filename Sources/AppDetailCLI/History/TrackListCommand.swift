import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail track list`: the apps followed.
struct TrackListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the apps followed.")

    @OptionGroup var cache: CacheDirectoryOption

    @OptionGroup var format: FormatOption

    func run() async throws {
        try await CommandSession.runReading(cache: cache, storefront: StorefrontOptions()) { session in
            let sources = try session.composition().makeSources(creatingCache: false)
            let followed = try await sources.watchList.followed()
            let seen = Dictionary(
                try await sources.history.observedApps().map { ("\($0.app) \($0.storefront.country)", $0) },
                uniquingKeysWith: { first, _ in first })
            switch format.value {
            case .json:
                StandardOutputStream.write(
                    try JSONText.encode(
                        FollowedDocument(
                            apps: followed.map { app in
                                let observed = seen["\(app.app) \(app.storefront.country)"]
                                return .init(
                                    app: app.app.rawValue, store: app.storefront.country,
                                    name: observed?.name,
                                    reviews: app.reviews, since: app.since, lastSeenAt: observed?.lastSeenAt)
                            })))
            case .text:
                guard !followed.isEmpty else {
                    StandardOutputStream.write(
                        "No app is followed. Follow one: appdetail track add <id> --country <cc>\n")
                    return
                }
                let words = HistoryWords(language: .english)
                for app in followed {
                    let observed = seen["\(app.app) \(app.storefront.country)"]
                    let last = observed.map { "seen \(words.date($0.lastSeenAt))" } ?? "not observed yet"
                    let name = TerminalText.oneLine(observed?.name ?? "")
                    StandardOutputStream.write(
                        "\(app.app)  \(app.storefront.country.uppercased())  \(name)  (\(last)\(app.reviews ? ", with reviews" : ""))\n"
                    )
                }
            }
        }
    }
}

/// `track list --format json`.
struct FollowedDocument: Encodable {
    let schemaVersion = 1
    let apps: [App]

    struct App: Encodable {
        let app: Int64
        let store: String
        let name: String?
        let reviews: Bool
        let since: Date
        let lastSeenAt: Date?
    }
}
