import Foundation
import GRDB

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
    func deleteApps(_ ids: [Int64]) throws -> [Int64: Int] {
        try writing { db in
            var counts: [Int64: Int] = [:]
            for id in ids {
                try db.execute(sql: "DELETE FROM app_cache WHERE track_id = ?", arguments: [id])
                counts[id, default: 0] += db.changesCount
                try db.execute(
                    sql: "DELETE FROM feed_cache WHERE kind IN ('reviews', 'store-page') AND subject_id = ?",
                    arguments: [id])
            }
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
