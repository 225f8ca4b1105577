import AppDetailDomain
import Foundation

extension SQLiteAppCache: CacheAdministration {
    func status() throws(AppDetailError) -> CacheStatus {
        let entryCount: Int = try reporting { try self.listings.count() }
        let feedCount: Int = try reporting { try self.feeds.count() }
        let searchCount: Int = try reporting { try self.searches.count() }
        let chartCount: Int = try reporting { try self.charts.count() }
        let migrations: [String] = try reporting { try self.appliedMigrations() }
        let bytes = ["", "-wal"].reduce(Int64(0)) { total, companion in
            let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path + companion)
            return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
        }
        return CacheStatus(
            fileURL: fileURL, byteCount: bytes, entryCount: entryCount, feedCount: feedCount,
            searchCount: searchCount, chartCount: chartCount, migrations: migrations,
            isReadOnly: isReadOnly)
    }

    func entries(pageSize: Int, _ body: ([CacheEntry]) -> Void) throws(AppDetailError) {
        let size = max(1, pageSize)
        try reporting {
            try self.listings.summaries(pageSize: size) { rows in
                body(
                    rows.compactMap { row in
                        guard let id = AppID(rawValue: row.trackID),
                            let storefront = try? Storefront(
                                country: row.country, language: row.language.isEmpty ? nil : row.language)
                        else { return nil }
                        return CacheEntry(
                            id: id, bundleID: row.bundleID, name: row.name, storefront: storefront,
                            fetchedAt: row.fetchedAt, byteCount: row.byteCount, isSample: row.isSample)
                    })
            }
        }
    }

    @discardableResult
    func removeAll() throws(AppDetailError) -> Int {
        try reporting { try self.deleteAll() }
    }

    func remove(_ ids: [AppID]) throws(AppDetailError) -> [AppID: Int] {
        try reporting { try self.deleteApps(ids.map(\.rawValue)) }.reduce(into: [:]) { counts, pair in
            if let id = AppID(rawValue: pair.key) { counts[id] = pair.value }
        }
    }

    @discardableResult
    func prune(fetchedBefore date: Date, keepingSamples: Bool) throws(AppDetailError) -> Int {
        try reporting { try self.deleteAnswers(fetchedBefore: date, keepingSamples: keepingSamples) }
    }

    func importAnswer(_ data: Data, fallback: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> ImportSummary
    {
        let (responses, skipped) = try ResponseImporter.cachedResponses(
            from: data, fallback: fallback, fetchedAt: fetchedAt)
        try reporting { try self.listings.store(responses) }
        return ImportSummary(imported: responses.count, skipped: skipped)
    }

    @discardableResult
    func seedOnce(_ seed: CacheSeed) throws(AppDetailError) -> Int {
        // Read first: a seeded cache, the usual case at start-up, neither decodes the samples nor
        // takes the write lock.
        guard !isReadOnly, try !reporting({ try listings.hasRecorded(seed.key) }) else { return 0 }
        let responses = try Self.samples(in: seed)
        return try reporting { try self.listings.store(responses, unlessRecorded: seed.key) }
    }

    func importSamples(_ seed: CacheSeed) throws(AppDetailError) -> Int {
        let responses = try Self.samples(in: seed)
        try reporting { try self.listings.store(responses) }
        return responses.count
    }

    /// A seed's apps, each marked as sample data.
    private static func samples(in seed: CacheSeed) throws(AppDetailError) -> [CachedResponse] {
        var responses: [CachedResponse] = []
        for answer in seed.answers {
            responses += try ResponseImporter.cachedResponses(
                from: answer, fallback: seed.fallback, fetchedAt: seed.fetchedAt
            ).0
        }
        return responses.map { response in
            var sample = response
            sample.isSample = true
            return sample
        }
    }
}
