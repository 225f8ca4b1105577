import AppDetailData
import AppDetailDomain
import BenchmarkSupport
import Foundation
import GRDB

/// A cache file of `appCount` apps and a repository reading it.
///
/// The file is made by the library (so it has the real schema and migrations); the rows are
/// then added in one SQL statement, because importing a million answers through the public API
/// would take most of a minute. `readable` ids, spread evenly over the key range, carry a real
/// answer (Facebook's); the other rows carry 1.5 KB of filler, which is enough to give the
/// table its real shape (one b-tree leaf holds two or three rows) without writing gigabytes.
final class CacheWorkload: @unchecked Sendable {
    static let firstID: Int64 = 1_000_000_000
    let directory: URL
    let repository: any ListingRepository
    let readable: [AppLookup]
    private var next = 0

    init(appCount: Int, readableCount: Int = 1_000) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-bench-\(appCount)-\(UUID().uuidString)")
        let cache = try AppDetailDataFactory.openCache(directory: directory, seed: nil, warn: { _ in })
        let answer = try Data(
            contentsOf: SharedFixtures.lookupFolder.appendingPathComponent("284882215.json"))
        let step = max(1, appCount / readableCount)
        let queue = try DatabaseQueue(path: cache.fileURL.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
                    INSERT INTO app_cache (track_id, country, language, bundle_id, name, raw_response, fetched_at)
                    SELECT ? + i, 'us', '', 'org.appdetail.bench.app' || i, 'App ' || i,
                           CASE WHEN i % ? = 0 THEN ? ELSE randomblob(1500) END, 1.7e9
                    FROM n
                    """,
                arguments: [appCount, Self.firstID, step, answer])
        }
        try queue.close()
        readable = stride(from: 0, to: appCount, by: step).prefix(readableCount).compactMap {
            AppID(rawValue: Self.firstID + Int64($0)).map(AppLookup.id)
        }
        repository =
            AppDetailDataFactory.makePageSources(
                configuration: AppDetailDataConfiguration(
                    endpoint: URL(fileURLWithPath: "/nonexistent"), cacheDirectory: directory,
                    timeout: AppDetailDataConfiguration.standardTimeout, seed: nil),
                now: { Date() }, warn: { print("warning: \($0)") }
            ).listings
    }

    /// The next readable app, round robin, so that reads do not all hit one page.
    func nextLookup() -> AppLookup {
        defer { next = (next + 1) % readable.count }
        return readable[next]
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
