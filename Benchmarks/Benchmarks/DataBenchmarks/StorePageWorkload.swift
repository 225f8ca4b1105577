import AppDetailData
import AppDetailDomain
import BenchmarkSupport
import Foundation
import GRDB

/// A cache holding two store pages as the repository keeps them, and the sources reading them
/// back: today's whole page (Duolingo's `serialized-server-data`, 619 KB of the 964 KB capture,
/// variant `shelves`) and 2025's catalog document (Instagram's, variant `catalog`). Reading one is
/// what every warm `show` of an app does: the stored body parsed into `StorePageDetails`.
final class StorePageWorkload: @unchecked Sendable {
    static let today = AppID(rawValue: 570_060_128)!
    static let catalog = AppID(rawValue: 389_801_252)!
    let directory: URL
    let storePages: any StorePageRepository
    /// Today's page data as stored.
    let todaysData: Data

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-bench-store-page-\(UUID().uuidString)")
        let cache = try AppDetailDataFactory.openCache(directory: directory, seed: nil, warn: { _ in })
        let pages = SharedFixtures.lookupFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("appstore-page")
        let html = try String(
            contentsOf: pages.appendingPathComponent("page-whole/570060128_us.html"), encoding: .utf8)
        guard let open = html.range(of: "id=\"serialized-server-data\""),
            let start = html.range(of: ">", range: open.upperBound..<html.endIndex)?.upperBound,
            let end = html.range(of: "</script", range: start..<html.endIndex)?.lowerBound
        else { throw CocoaError(.fileReadCorruptFile) }
        let shelves = Data(html[start..<end].utf8)
        let document = try Data(contentsOf: pages.appendingPathComponent("media-api/389801252_us.json"))
        todaysData = shelves
        let queue = try DatabaseQueue(path: cache.fileURL.path)
        try queue.write { db in
            for (id, variant, body) in [
                (Self.today, "shelves", shelves), (Self.catalog, "catalog", document),
            ] {
                try db.execute(
                    sql: """
                        INSERT INTO feed_cache (kind, subject_id, country, language, variant, raw_response, fetched_at)
                        VALUES ('store-page', ?, 'us', '', ?, ?, ?)
                        """,
                    arguments: [id.rawValue, variant, body, Date().timeIntervalSince1970])
            }
        }
        try queue.close()
        storePages =
            AppDetailDataFactory.makePageSources(
                configuration: AppDetailDataConfiguration(
                    endpoint: URL(fileURLWithPath: "/nonexistent"), cacheDirectory: directory,
                    timeout: AppDetailDataConfiguration.standardTimeout, seed: nil),
                now: { Date() }, warn: { print("warning: \($0)") }
            ).storePages
    }

    /// The page of `id` read from the cache; traps if it is not there (the benchmark would be
    /// measuring nothing).
    func read(_ id: AppID) async throws -> StorePageDetails {
        guard let stored = try await storePages.cachedStorePage(for: id, in: .unitedStates) else {
            preconditionFailure("the store page of \(id) is not in the benchmark's cache")
        }
        return stored.value
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
