import AppDetailDomain
import AppDetailTerminal
import ArgumentParser

/// `appdetail track remove <app>…`: stop following apps (their history stays).
struct TrackRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Stop following apps in a store; what was observed stays (cache remove forgets it).")

    @Argument(help: "App ids.")
    var apps: [String]

    @OptionGroup var storefront: StorefrontOptions

    @OptionGroup var cache: CacheDirectoryOption

    func run() async throws {
        try await CommandSession.runReading(cache: cache, storefront: storefront) { session in
            let named = try session.chooseStorefront(logged: false)
            let ids = try apps.map { try AppID(parsing: $0) }
            let sources = try session.composition().makeSources(creatingCache: false)
            let followed = try await sources.watchList.followed()
            var stores: [(AppID, Storefront)] = []
            for id in ids {
                let (chosen, note) = try await HistoryStoreChoice.storefront(
                    for: id, chosen: named, sources: sources)
                if let note { StandardErrorStream.write("note: \(TerminalText.oneLine(note))\n") }
                stores.append((id, chosen))
            }
            let strangers = stores.filter { id, store in
                !followed.contains { $0.app == id && $0.storefront == store }
            }
            guard strangers.isEmpty else {
                throw FileError(
                    message:
                        "Not followed in the \(named.storefront.country.uppercased()) store: \(strangers.map(\.0.description).joined(separator: ", ")).",
                    hint: "appdetail track list shows the apps followed, each with its store.",
                    status: ExitStatus.usage)
            }
            for (id, store) in stores {
                _ = try await sources.watchList.unfollow(id, in: store)
                StandardOutputStream.write(
                    "Stopped following \(id) in the \(store.country.uppercased()) store.\n")
            }
        }
    }
}
