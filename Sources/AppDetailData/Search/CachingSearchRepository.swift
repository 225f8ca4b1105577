import AppDetailDomain
import Foundation

/// The ``SearchRepository`` over the Search API and the SQLite cache. A good answer is cached
/// under its normalized term and storefront together with every app in it, in one transaction;
/// an error or a throttled answer never is.
struct CachingSearchRepository: SearchRepository {
    let client: ITunesSearchClient
    let cache: SQLiteAppCache?
    let now: @Sendable () -> Date
    let warn: @Sendable (String) -> Void

    func cachedSearch(for query: SearchQuery) async throws -> Stored<SearchResults>? {
        guard let cache else { return nil }
        let answer: SQLiteAppCache.SearchAnswer?
        do {
            answer = try cache.searchAnswer(
                term: query.term.normalized, country: query.storefront.country,
                language: query.storefront.language ?? "")
        } catch {
            throw AppDetailError.cacheUnavailable(
                detail: CacheProblem.describing(error, file: cache.fileURL.path).description)
        }
        guard let answer else { return nil }
        guard
            let parsed = try? SearchAnswerParser.results(
                from: answer.body, storefront: query.storefront, fetchedAt: answer.fetchedAt)
        else {
            warn("The cached search for “\(query.term)” cannot be read; ignoring it.")
            return nil
        }
        // An answer for fewer results covers this query only if it held every result there was.
        let complete = parsed.results.apps.count + parsed.results.skipped.count < answer.limit
        guard answer.limit >= query.limit.rawValue || complete else { return nil }
        let apps = Array(parsed.results.apps.prefix(query.limit.rawValue))
        return Stored(
            value: SearchResults(apps: apps, skipped: parsed.results.skipped), fetchedAt: answer.fetchedAt)
    }

    func search(_ query: SearchQuery) async throws -> Stored<SearchResults> {
        let body = try await client.fetch(query)
        let fetchedAt = now()
        let parsed = try SearchAnswerParser.results(
            from: body, storefront: query.storefront, fetchedAt: fetchedAt)
        save(body, parsed.apps, for: query, fetchedAt: fetchedAt)
        return Stored(value: parsed.results, fetchedAt: fetchedAt)
    }

    private func save(_ body: Data, _ apps: [CachedResponse], for query: SearchQuery, fetchedAt: Date) {
        guard let cache else { return }
        guard !cache.isReadOnly else {
            warn("The cache at \(cache.fileURL.path) is read-only; the search was shown but not saved.")
            return
        }
        do {
            try cache.storeSearch(
                SQLiteAppCache.SearchAnswer(body: body, limit: query.limit.rawValue, fetchedAt: fetchedAt),
                term: query.term.normalized, country: query.storefront.country,
                language: query.storefront.language ?? "", apps: apps)
        } catch {
            let problem = CacheProblem.describing(error, file: cache.fileURL.path)
            warn("The search for “\(query.term)” could not be saved: the cache \(problem).")
        }
    }
}
