import Foundation
import GRDB

/// One cached answer: the store's raw body for an app in a storefront, and when it came — a row
/// of the listings table (`app_cache`), as a GRDB record. Reading it checks every value's type
/// and range (a file that passes SQLite's own checks can still hold a flipped bit or a hand
/// edit): a damaged row throws ``DamagedRow``, never traps. Writing it replaces the answer kept
/// for the same app, storefront and language.
struct CachedAnswer: Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "app_cache"

    /// The table's columns.
    enum Columns {
        static let trackID = Column("track_id")
        static let country = Column("country")
        static let language = Column("language")
        static let bundleID = Column("bundle_id")
        static let name = Column("name")
        static let answer = Column("raw_response")
        static let fetchedAt = Column("fetched_at")
        static let isSample = Column("is_sample")
    }

    let trackID: Int64
    let country: String
    let language: String
    let bundleID: String
    let name: String
    let rawAnswer: Data
    let fetchedAt: Date
    /// Stored from a seed (bundled sample data), not fetched from the store.
    var isSample = false

    init(
        trackID: Int64, country: String, language: String, bundleID: String, name: String, rawAnswer: Data,
        fetchedAt: Date, isSample: Bool = false
    ) {
        self.trackID = trackID
        self.country = country
        self.language = language
        self.bundleID = bundleID
        self.name = name
        self.rawAnswer = rawAnswer
        self.fetchedAt = fetchedAt
        self.isSample = isSample
    }

    init(row: Row) throws {
        guard case .blob(let body)? = CacheRows.storage(row, Columns.answer.name) else { throw DamagedRow() }
        let listing = try CachedListingSummary(checking: row, byteCount: body.count)
        self.init(
            trackID: listing.trackID, country: listing.country, language: listing.language,
            bundleID: listing.bundleID, name: listing.name, rawAnswer: body, fetchedAt: listing.fetchedAt,
            isSample: listing.isSample)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.trackID] = trackID
        container[Columns.country] = country
        container[Columns.language] = language
        container[Columns.bundleID] = bundleID
        container[Columns.name] = name
        container[Columns.answer] = rawAnswer
        container[Columns.fetchedAt] = fetchedAt.timeIntervalSince1970
        container[Columns.isSample] = isSample
    }
}

/// One cached listing without its answer: what `cache list` and `cache refresh` read, so their
/// memory does not grow with the answers' size (a row's answer is about 10 KB). A record of the
/// listings table read with the answer's type and size in its place (``request``).
struct CachedListingSummary: Sendable, Hashable, FetchableRecord {
    let trackID: Int64
    let country: String
    let language: String
    let bundleID: String
    let name: String
    /// The stored answer's size in bytes.
    let byteCount: Int
    let fetchedAt: Date
    /// Stored from a seed (bundled sample data), not fetched from the store.
    let isSample: Bool
    /// The developer's name as the stored answer gives it, or "" when it gives none.
    var developer = ""

    /// Every summary, newest first: the answers stay in the file; their type and length, and the
    /// developer's name read from the answer by SQLite (never failing on a damaged one), are all
    /// a list needs.
    static var request: SQLRequest<CachedListingSummary> {
        """
        SELECT track_id, country, language, bundle_id, name, fetched_at, is_sample,
            typeof(raw_response) AS answer_type, length(raw_response) AS answer_bytes,
            CASE WHEN json_valid(CAST(raw_response AS TEXT))
                THEN json_extract(CAST(raw_response AS TEXT), '$.results[0].artistName') END AS developer
        FROM app_cache ORDER BY fetched_at DESC
        """
    }

    init(row: Row) throws {
        guard case .string("blob")? = CacheRows.storage(row, "answer_type"),
            case .int64(let bytes)? = CacheRows.storage(row, "answer_bytes")
        else { throw DamagedRow() }
        try self.init(checking: row, byteCount: Int(bytes))
        if case .string(let developer)? = CacheRows.storage(row, "developer") { self.developer = developer }
    }

    /// The columns every read of a listing row checks, each of its own type and in range.
    init(checking row: Row, byteCount: Int) throws {
        typealias Columns = CachedAnswer.Columns
        guard case .int64(let trackID)? = CacheRows.storage(row, Columns.trackID.name),
            case .string(let country)? = CacheRows.storage(row, Columns.country.name),
            case .string(let language)? = CacheRows.storage(row, Columns.language.name),
            case .string(let bundleID)? = CacheRows.storage(row, Columns.bundleID.name),
            case .string(let name)? = CacheRows.storage(row, Columns.name.name),
            let seconds = CacheRows.number(CacheRows.storage(row, Columns.fetchedAt.name)),
            CacheRows.plausibleFetchTimes.contains(seconds),
            case .int64(let sample)? = CacheRows.storage(row, Columns.isSample.name),
            sample == 0 || sample == 1
        else { throw DamagedRow() }
        self.trackID = trackID
        self.country = country
        self.language = language
        self.bundleID = bundleID
        self.name = name
        self.byteCount = byteCount
        self.fetchedAt = Date(timeIntervalSince1970: seconds)
        self.isSample = sample == 1
    }
}
