import AppDetailDomain
import Foundation

/// The ``ListingRepository`` over the Lookup client and the SQLite cache.
///
/// Only a successful answer is cached: an error, an empty answer or a throttled answer never
/// reaches the cache, and a failed fetch leaves a cached entry as it was. A cache that fails is
/// reported through `warn` and worked around; it never makes a fetch fail.
final class CachingListingRepository: ListingRepository {
    private let client: ListingClient
    private let cache: SQLiteAppCache?
    private let history: HistoryRecording
    private let now: @Sendable () -> Date
    private let warn: @Sendable (String) -> Void

    init(
        client: ListingClient, cache: SQLiteAppCache?, history: HistoryRecording,
        now: @escaping @Sendable () -> Date, warn: @escaping @Sendable (String) -> Void
    ) {
        self.client = client
        self.cache = cache
        self.history = history
        self.now = now
        self.warn = warn
    }

    func cachedListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>? {
        guard let cache else { return nil }
        if case .bundleID(let bundleID) = lookup {
            // One bundle id for several apps (a hostile answer kept): none of them is "the" app.
            let holders = try cache.reporting {
                try cache.listings.apps(holding: bundleID, in: storefront, limit: 5)
            }
            if holders.count > 1 {
                throw AppDetailError.invalidInput(
                    .ambiguousBundleID(
                        bundleID.rawValue, apps: holders.ids.compactMap(AppID.init(rawValue:)),
                        count: holders.count))
            }
        }
        let saved = try cache.reporting { try cache.listings.answer(for: lookup, in: storefront) }
        guard let saved else { return nil }
        do {
            let listing = try ListingParser.listing(from: saved.rawAnswer, for: lookup, in: storefront)
            return Stored(value: listing, fetchedAt: saved.fetchedAt, isSample: saved.isSample)
        } catch {
            warnUnreadable(lookup, in: storefront, error)
            return nil
        }
    }

    func cachedListings(for ids: [AppID], in storefront: Storefront) async throws -> [AppID: Stored<Listing>]
    {
        guard let cache else { return [:] }
        let saved = try cache.reporting { try cache.listings.answers(for: ids, in: storefront) }
        var found: [AppID: Stored<Listing>] = [:]
        for (id, answer) in saved {
            do {
                let listing = try ListingParser.listing(from: answer.rawAnswer, for: .id(id), in: storefront)
                found[id] = Stored(value: listing, fetchedAt: answer.fetchedAt, isSample: answer.isSample)
            } catch {
                warnUnreadable(.id(id), in: storefront, error)
            }
        }
        return found
    }

    private func warnUnreadable(_ lookup: AppLookup, in storefront: Storefront, _ error: AppDetailError) {
        warn(
            "The cached answer for \(lookup) in \(storefront) cannot be read (\(error.message)); ignoring it."
        )
    }

    func fetchListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing> {
        let answer = try await client.fetch(lookup, in: storefront)
        let fetchedAt = now()
        cache?.keep(named: "The answer for \(lookup)") {
            try cache?.listings.store([
                CachedAnswer(
                    trackID: answer.listing.id.rawValue, country: storefront.country,
                    language: storefront.language ?? "",
                    bundleID: answer.listing.bundleID, name: answer.listing.name, rawAnswer: answer.body,
                    fetchedAt: fetchedAt)
            ]) { db in
                try history.listings([answer.listing], gone: [], in: storefront, at: fetchedAt, in: db)
            }
        }
        return Stored(value: answer.listing, fetchedAt: fetchedAt)
    }

    func fetchListings(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
        var unique: [AppID] = []
        var seen = Set<AppID>()
        for id in ids where seen.insert(id).inserted { unique.append(id) }
        var found: [AppID: Stored<Listing>] = [:]
        var unreadable: [AppID: AppDetailError] = [:]
        var unsaved: [AppID: AppDetailError] = [:]
        for start in stride(from: 0, to: unique.count, by: ListingLimits.idsPerLookup) {
            let chunk = Array(
                unique[start..<min(start + ListingLimits.idsPerLookup, unique.count)])
            let (apps, unread) = try await client.fetchMany(chunk, in: storefront)
            unreadable.merge(unread) { first, _ in first }
            let fetchedAt = now()
            let answered = Set(apps.map { $0.0.id }).union(unread.keys)
            let gone = chunk.filter { !answered.contains($0) }
            let notSaved = cache?.keep(named: "The answers for \(apps.count) apps") {
                try cache?.listings.store(
                    apps.map { listing, body in
                        CachedAnswer(
                            trackID: listing.id.rawValue, country: storefront.country,
                            language: storefront.language ?? "", bundleID: listing.bundleID,
                            name: listing.name,
                            rawAnswer: body, fetchedAt: fetchedAt)
                    }
                ) { db in
                    try history.listings(apps.map { $0.0 }, gone: gone, in: storefront, at: fetchedAt, in: db)
                }
            }
            for (listing, _) in apps {
                found[listing.id] = Stored(value: listing, fetchedAt: fetchedAt)
                if let notSaved { unsaved[listing.id] = .cacheUnavailable(notSaved) }
            }
        }
        return ListingsAnswer(found: found, unreadable: unreadable, unsaved: unsaved)
    }

    func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront] {
        guard let cache else { return [] }
        return try cache.reporting { try cache.listings.storefronts(holding: lookup) }
    }
}
