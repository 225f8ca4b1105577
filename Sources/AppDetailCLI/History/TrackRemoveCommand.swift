import AppDetailDomain
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
            let (chosen, _) = try session.chooseStorefront(logged: false)
            let ids = try apps.map { try AppID(parsing: $0) }
            let sources = try session.composition().makeSources(creatingCache: false)
            let followed = Set(
                try await sources.watchList.followed().filter { $0.storefront == chosen }.map(\.app))
            let strangers = ids.filter { !followed.contains($0) }
            guard strangers.isEmpty else {
                throw FileError(
                    message:
                        "Not followed in the \(chosen.country.uppercased()) store: \(strangers.map(\.description).joined(separator: ", ")).",
                    hint: "appdetail track list shows the apps followed, each with its store.",
                    status: ExitStatus.usage)
            }
            for id in ids { _ = try await sources.watchList.unfollow(id, in: chosen) }
            StandardOutputStream.write(
                "Stopped following \(ids.map(\.description).joined(separator: ", ")) in the \(chosen.country.uppercased()) store.\n"
            )
        }
    }
}
