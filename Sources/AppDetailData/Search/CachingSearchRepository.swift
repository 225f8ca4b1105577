import AppDetailDomain
import Foundation

/// The ``SearchRepository`` over the Search API and the SQLite cache. A good answer is cached
/// under its normalized term and storefront together with every app in it, in one transaction;
/// an error or a throttled answer never is.
struct CachingSearchRepository: SearchRepository {
    let client: SearchClient
    let cache: SQLiteAppCache?
    let now: @Sendable () -> Date
    let warn: @Sendable (String) -> Void

    func cachedSearch(for query: SearchQuery) async throws -> Stored<SearchResults>? {
        guard let cache else { return nil }
        let answer = try cache.reporting {
            try cache.searches.answer(
                term: query.term.normalized, country: query.storefront.country,
                language: query.storefront.language ?? "")
        }
        guard let answer else { return nil }
        guard let parsed = try? SearchParser.results(from: answer.body) else {
            warn("The cached search for “\(query.term)” cannot be read; ignoring it.")
            return nil
        }
        // An answer for fewer results covers this query only if it held every result there was.
        let count = parsed.apps.count + parsed.skipped.count
        guard LimitedAnswer.covers(query.limit.rawValue, limit: answer.limit, count: count) else {
            return nil
        }
        let apps = Array(parsed.apps.prefix(query.limit.rawValue))
        return Stored(
            value: SearchResults(apps: apps, skipped: parsed.skipped), fetchedAt: answer.fetchedAt)
    }

    func search(_ query: SearchQuery) async throws -> Stored<SearchResults> {
        let body = try await client.fetch(query)
        let fetchedAt = now()
        let parsed = try SearchParser.answer(
            from: body, storefront: query.storefront, fetchedAt: fetchedAt)
        save(body, parsed.apps, for: query, fetchedAt: fetchedAt)
        return Stored(value: parsed.results, fetchedAt: fetchedAt)
    }

    private func save(_ body: Data, _ apps: [CachedAnswer], for query: SearchQuery, fetchedAt: Date) {
        cache?.keep(named: "The search for “\(query.term)”") {
            try cache?.searches.store(
                LimitedAnswer(body: body, limit: query.limit.rawValue, fetchedAt: fetchedAt),
                term: query.term.normalized, country: query.storefront.country,
                language: query.storefront.language ?? "", apps: apps)
        }
    }
}
