import AppDetailDomain
import Foundation

/// The ``ChartRepository`` over the chart feed and the SQLite cache: only an answer the parser
/// accepted is cached (an empty chart included; an error or a throttled answer never). A cached
/// answer for more places covers a query for fewer, and one that held fewer places than it asked
/// for covers any.
struct CachingChartRepository: ChartRepository {
    let client: ChartClient
    let cache: SQLiteAppCache?
    let history: HistoryRecording
    let now: @Sendable () -> Date
    let warn: @Sendable (String) -> Void

    func cachedChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]>? {
        guard let cache else { return nil }
        let answer = try cache.reporting { try cache.charts.answer(Self.key(query)) }
        guard let answer else { return nil }
        guard let content = try? ChartParser.content(from: answer.body) else {
            warn("The cached \(query.kind) chart cannot be read; ignoring it.")
            return nil
        }
        guard LimitedAnswer.covers(query.limit.rawValue, limit: answer.limit, count: content.places) else {
            return nil
        }
        return Stored(value: content.top(query.limit.rawValue), fetchedAt: answer.fetchedAt)
    }

    func cachedRanking(for query: ChartQuery) async throws -> Stored<ChartRanking>? {
        guard let cache else { return nil }
        guard let ranking = try cache.reporting({ try cache.charts.ranking(Self.key(query)) }) else {
            // No row, or one from before the ranking column: the whole answer tells.
            return try await cachedChart(for: query).map {
                Stored(value: ChartRanking($0.value), fetchedAt: $0.fetchedAt)
            }
        }
        guard LimitedAnswer.covers(query.limit.rawValue, limit: ranking.limit, count: ranking.places.count)
        else { return nil }
        return Stored(
            value: ChartRanking(places: Array(ranking.places.prefix(query.limit.rawValue))),
            fetchedAt: ranking.fetchedAt)
    }

    func fetchChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]> {
        let answer = try await client.fetch(query)
        if let note = answer.content.unreadableNote(of: "The store's \(query.kind) chart") { warn(note) }
        let fetchedAt = now()
        cache?.keep(named: "The \(query.kind) chart") {
            let ranking = ChartRanking(answer.content.entries)
            try cache?.charts.store(
                LimitedAnswer(body: answer.body, limit: query.limit.rawValue, fetchedAt: fetchedAt),
                ranking: ranking.places, for: Self.key(query)
            ) { db in try history.chart(ranking, of: ChartName(query), at: fetchedAt, in: db) }
        }
        return Stored(value: answer.content.top(query.limit.rawValue), fetchedAt: fetchedAt)
    }

    static func key(_ query: ChartQuery) -> ChartStore.Key {
        ChartStore.Key(
            chart: query.kind.rawValue, genre: query.genre?.id ?? 0, country: query.storefront.country,
            language: query.storefront.language ?? "")
    }
}
