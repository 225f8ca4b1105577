import Foundation

@testable import AppDetailData

extension SQLiteAppCache {
    /// Stores listings with only the columns every schema since the first has, as an earlier
    /// appdetail wrote them, for caches opened with some of the migrations only.
    func storeAsEarlierSchema(_ responses: [CachedAnswer]) throws {
        try writing { db in
            for response in responses {
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO app_cache
                            (track_id, country, language, bundle_id, name, raw_response, fetched_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        response.trackID, response.country, response.language, response.bundleID,
                        response.name,
                        response.rawAnswer, response.fetchedAt.timeIntervalSince1970,
                    ])
            }
        }
    }
}
