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

    @Option(
        help: ArgumentHelp(
            "Follow them in these storefronts instead of one: codes and groups separated by commas (all, eu, europe, asia-pacific, americas, latin-america, us-canada, africa-middle-east-india); each is asked once for every app.",
            valueName: "list"),
        completion: .list(StorefrontGroup.all.map(\.name) + StorefrontCatalog.codes))
    var countries: String?

    @OptionGroup var store: StoreOptions

    func run() async throws {
        try await CommandSession.run(store: store, cache: nil, verbose: nil) { session in
            let references = try apps.map { try AppReference(parsing: $0) }
            if let many = try Self.storefronts(countries: countries, country: store.storefront.country) {
                let ids = try references.map(Self.id)
                try await TrackAddEverywhere(ids: ids, storefronts: many, reviews: reviews).run(in: session)
                return
            }
            let (chosen, _) = try session.chooseStorefront(
                linkCountry: references.compactMap(\.country).first, logged: false)
            let ids = try references.map(Self.id)
            let sources = try session.sources()
            // The first observation, and proof that the store sells the app there.
            let found = try await session.composition().makeManyListingsFetcher(sources: sources).listings(
                for: ids, in: chosen, policy: .refresh)
            var followed: [FollowedApp] = []
            for id in ids {
                guard let listing = found.found[id]?.value else { continue }
                let now = session.environment.now()
                let known = try await sources.watchList.follow(id, in: chosen, reviews: reviews, at: now)
                followed.append(FollowedApp(app: id, storefront: chosen, reviews: reviews, since: now))
                let name = TerminalText.oneLine(listing.name)
                StandardOutputStream.writeLine(
                    (known ? "Already following" : "Following")
                        + " \(name) (\(id)) in the \(chosen.country.uppercased()) store\(reviews ? ", with its reviews" : "").",
                    in: session.environment)
            }
            // The rest of what a run observes — the App Store page, the chart place, the reviews —
            // so the first run has all of it to compare with.
            let baseline = try await session.composition().makeTracker(sources: sources).observe(
                followed, again: false)
            for failure in baseline.failures {
                ErrorReporter.warn(
                    "Part of app \(failure.app) could not be observed yet (\(failure.error.message)); the next track run asks for it again."
                )
            }
            try Self.refuseMissing(ids, found: found, in: chosen)
        }
    }

    /// The id a reference names, or a usage error for a bundle id.
    private static func id(of reference: AppReference) throws -> AppID {
        guard case .id(let id) = reference.lookup else {
            throw UsageError(
                message: "Follow apps by id: \(reference.lookup) is a bundle id.",
                hint: "appdetail search finds an app's id; a cached app's is in appdetail cache list.")
        }
        return id
    }

    /// The storefronts of `--countries`, or of a `--country` naming a list or a group (`kr,us`,
    /// `eu`); `nil` for one storefront, chosen as every command chooses it.
    static func storefronts(countries: String?, country: String?) throws -> [Storefront]? {
        if let countries { return try StorefrontSelection(parsing: countries).storefronts }
        guard let country, country.contains(",") || (try? Storefront(country: country)) == nil,
            let selection = try? StorefrontSelection(parsing: country)
        else { return nil }
        return selection.storefronts
    }

    /// Says which apps were not followed and why — the store answered without them (66), or they
    /// could not be asked or read (the failure's own status) — and ends with that status.
    private static func refuseMissing(_ ids: [AppID], found: ManyListings, in store: Storefront) throws {
        let missing = ids.filter { found.found[$0] == nil }
        guard !missing.isEmpty else { return }
        let gone = Set(found.goneFromStore)
        let list = { (apps: [AppID]) in
            apps.prefix(10).map(\.description).joined(separator: ", ")
                + (apps.count > 10 ? ", … (\(apps.count))" : "")
        }
        let unasked = missing.filter { !gone.contains($0) }
        if let first = unasked.first {
            let error = found.unreadable[first] ?? found.error ?? .offline(.timedOut)
            throw ErrorReporter.exit(
                message:
                    "Not followed: \(list(unasked)) — \(unasked.count == 1 ? "it" : "they") could not be had from the \(store.country.uppercased()) store: \(error.message)",
                hint: (gone.isEmpty
                    ? ""
                    : "The \(store.country.uppercased()) store has no app \(list(missing.filter(gone.contains))). ")
                    + "Run the same command again once the store answers: the apps followed stay followed.",
                status: ExitStatus.code(for: error))
        }
        throw FileError(
            message:
                "Not followed: \(list(missing)) — the \(store.country.uppercased()) store has no such app.",
            hint: "Apps are sold per country: name the store with --country.",
            status: ExitStatus.notFound)
    }
}
