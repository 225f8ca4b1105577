import AppDetailDomain
import Foundation
import GRDB

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
        var status = CacheStatus(
            fileURL: fileURL, byteCount: bytes, entryCount: entryCount, feedCount: feedCount,
            searchCount: searchCount, chartCount: chartCount, migrations: migrations,
            isReadOnly: isReadOnly)
        let history = try reporting { try HistoryAdministration.counts(in: self) }
        (status.observationCount, status.observedAppCount, status.followedCount) = history
        return status
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
                            fetchedAt: row.fetchedAt, byteCount: row.byteCount, isSample: row.isSample,
                            developer: row.developer)
                    })
            }
        }
    }

    @discardableResult
    func removeAll() throws(AppDetailError) -> Int {
        try reporting { try self.deleteAll() }
    }

    func remove(_ ids: [AppID]) throws(AppDetailError) -> [AppID: RemovedAnswers] {
        try reporting { try self.deleteApps(ids.map(\.rawValue)) }.reduce(into: [:]) { counts, pair in
            if let id = AppID(rawValue: pair.key) { counts[id] = pair.value }
        }
    }

    @discardableResult
    func prune(fetchedBefore date: Date, keepingSamples: Bool) throws(AppDetailError) -> Int {
        try reporting { try self.deleteAnswers(fetchedBefore: date, keepingSamples: keepingSamples) }
    }

    func pruneHistory(observedBefore date: Date) throws(AppDetailError) -> Int {
        try reporting {
            try writing { db in try HistoryAdministration.prune(before: HistoryTime.bound(date), in: db)
            }
        }
    }

    func importAnswer(_ data: Data, fallback: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> ImportSummary
    {
        let (responses, listings, skipped) = try AnswerImporter.listings(
            from: data, fallback: fallback, fetchedAt: fetchedAt)
        try reporting {
            try self.listings.store(responses) { db in
                // An imported answer is what the store said when it was fetched: it takes its
                // place in the history at that moment, before or after what is there.
                let history = HistoryRecording(recent: self.recentTexts)
                for (answer, listing) in zip(responses, listings) where answer.language.isEmpty {
                    guard let storefront = try? Storefront(country: answer.country) else { continue }
                    try history.listings([listing], gone: [], in: storefront, at: answer.fetchedAt, in: db)
                }
            }
        }
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
    private static func samples(in seed: CacheSeed) throws(AppDetailError) -> [CachedAnswer] {
        var responses: [CachedAnswer] = []
        for answer in seed.answers {
            responses += try AnswerImporter.cachedAnswers(
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

extension SQLiteAppCache {
    /// Runs `write`, which saves a good answer; a read-only or failing cache costs one warning and
    /// never fails the fetch that got the answer, and the reason is returned for a caller whose
    /// count must say what was kept (a bulk refresh).
    ///
    /// - Parameter named: what is saved, in full ("The search for “bank”").
    /// - Returns: why nothing was saved (the cache's file "is read-only"), or `nil` when it was.
    @discardableResult
    func keep(named: String, _ write: () throws -> Void) -> CacheReason? {
        let problem: CacheReason
        if let readOnlyReason {
            problem = CacheReason(path: fileURL.path, detail: readOnlyReason, remedy: .chooseAnotherPlace)
        } else {
            do {
                try write()
                return nil
            } catch {
                problem = CacheError.describing(error, file: fileURL.path).cacheReason
            }
        }
        // One warning per problem and run: five parts of a page that cannot be saved to a
        // read-only cache are one thing to say.
        if noteProblem(problem) { warn("\(named) could not be saved: the cache at \(problem).") }
        return problem
    }
}

extension SQLiteAppCache {
    /// Runs a call on the cache, turning any failure into the one error a reader of the cache
    /// gets: ``AppDetailError/cacheUnavailable(_:)`` naming the file and what is wrong.
    func reporting<Value>(_ body: () throws -> Value) throws(AppDetailError) -> Value {
        do {
            return try body()
        } catch {
            throw .cacheUnavailable(CacheError.describing(error, file: fileURL.path).cacheReason)
        }
    }
}

/// Removing answers across every table at once: clearing, removing apps, pruning by age.
extension SQLiteAppCache {
    /// Removes every cached answer (listings, reviews, developers' apps, searches, charts) and returns how many
    /// listings there were.
    func deleteAll() throws -> Int {
        try writing { db in
            try db.execute(sql: "DELETE FROM feed_cache")
            try db.execute(sql: "DELETE FROM search_cache")
            try db.execute(sql: "DELETE FROM chart_cache")
            try db.execute(sql: "DELETE FROM app_cache")
            return db.changesCount
        }
    }

    /// Removes these apps' listings (every storefront) and reviews in one transaction; returns
    /// how many listings each id had.
    func deleteApps(_ ids: [Int64]) throws -> [Int64: RemovedAnswers] {
        try writing { db in
            var counts: [Int64: RemovedAnswers] = [:]
            for id in Set(ids) {
                try db.execute(sql: "DELETE FROM app_cache WHERE track_id = ?", arguments: [id])
                let listings = db.changesCount
                try db.execute(
                    sql: "DELETE FROM feed_cache WHERE kind = 'reviews' AND subject_id = ?", arguments: [id])
                let reviewPages = db.changesCount
                try db.execute(
                    sql: "DELETE FROM feed_cache WHERE kind = 'store-page' AND subject_id = ?",
                    arguments: [id])
                var removed = RemovedAnswers(
                    listings: listings, reviewPages: reviewPages, storePages: db.changesCount)
                removed.observations = try HistoryAdministration.forget(id, in: db)
                counts[id] = removed
            }
            try HistoryAdministration.dropUnusedTexts(in: db)
            return counts
        }
    }

    /// Removes every answer fetched before `date` in one transaction, sample listings too unless
    /// `keepingSamples`; returns how many.
    func deleteAnswers(fetchedBefore date: Date, keepingSamples: Bool) throws -> Int {
        try writing { db in
            try db.execute(
                sql: "DELETE FROM app_cache WHERE fetched_at < ? AND NOT (is_sample AND ?)",
                arguments: [date.timeIntervalSince1970, keepingSamples])
            var removed = db.changesCount
            for table in ["feed_cache", "search_cache", "chart_cache"] {
                try db.execute(
                    sql: "DELETE FROM \(table) WHERE fetched_at < ?", arguments: [date.timeIntervalSince1970])
                removed += db.changesCount
            }
            return removed
        }
    }
}
