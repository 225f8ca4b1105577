import AppDetailDomain
import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail track add <app>…`: follow apps in a store.
struct TrackAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Follow apps in a store: each track run observes them.")

    @Argument(help: "App ids (or App Store links).", completion: CachedAppCompletion.kind)
    var apps: [String]

    @Flag(help: "Read each run's newest reviews of these apps too.")
    var reviews = false

    @OptionGroup var store: StoreOptions

    func run() async throws {
        try await CommandSession.run(store: store, cache: nil, verbose: nil) { session in
            let references = try apps.map { try AppReference(parsing: $0) }
            let (chosen, _) = try session.chooseStorefront(
                linkCountry: references.compactMap(\.country).first, logged: false)
            var ids: [AppID] = []
            for reference in references {
                guard case .id(let id) = reference.lookup else {
                    throw UsageError(
                        message: "Follow apps by id: \(reference.lookup) is a bundle id.",
                        hint: "appdetail search finds an app's id; a cached app's is in appdetail cache list."
                    )
                }
                ids.append(id)
            }
            let sources = try session.sources()
            // The first observation, and proof that the store sells the app there.
            let found = try await session.composition().makeManyListingsFetcher(sources: sources).listings(
                for: ids, in: chosen, policy: .refresh)
            var missing: [AppID] = []
            for id in ids {
                guard let listing = found.found[id]?.value else {
                    missing.append(id)
                    continue
                }
                let known = try await sources.watchList.follow(
                    id, in: chosen, reviews: reviews, at: session.environment.now())
                let name = TerminalText.oneLine(listing.name)
                StandardOutputStream.write(
                    (known ? "Already following" : "Following")
                        + " \(name) (\(id)) in the \(chosen.country.uppercased()) store\(reviews ? ", with its reviews" : "").\n"
                )
            }
            if let error = found.error, missing.count == ids.count { throw error }
            guard missing.isEmpty else {
                throw FileError(
                    message:
                        "Not followed: \(missing.map(\.description).joined(separator: ", ")) — the \(chosen.country.uppercased()) store has no such app.",
                    hint: "Apps are sold per country: name the store with --country.",
                    status: ExitStatus.notFound)
            }
        }
    }
}
