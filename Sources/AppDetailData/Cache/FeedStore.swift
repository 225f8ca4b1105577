import AppDetailDomain
import Foundation
import GRDB

/// The feeds table (`feed_cache`): review pages, developers' app lists and store pages, read and written
/// through the cache's one connection.
struct FeedStore: Sendable {
    let database: SQLiteAppCache

    /// The table's columns.
    enum Columns {
        static let kind = Column("kind")
        static let subject = Column("subject_id")
        static let country = Column("country")
        static let language = Column("language")
        static let variant = Column("variant")
        static let answer = Column("raw_response")
        static let fetchedAt = Column("fetched_at")
        static let digest = Column("digest")
    }

    /// The feeds table, for GRDB's query interface.
    private static let table = Table("feed_cache")

    /// The condition on `key`'s kind, subject and storefront, whatever the variant: the hot reads
    /// are written as SQL with the columns interpolated, which GRDB prepares at a fraction of the
    /// cost of building the query interface's request (a warm page's first request paid 1.7M
    /// instructions for it).
    private static func keyMatches(_ key: FeedKey) -> SQL {
        """
        \(Columns.kind) = \(key.kind.rawValue) AND \(Columns.subject) = \(key.subject) \
        AND \(Columns.country) = \(key.country) AND \(Columns.language) = \(key.language)
        """
    }

    /// The rows of `key`'s kind, subject and storefront, whatever their variant.
    private static func rows(like key: FeedKey) -> QueryInterfaceRequest<Row> {
        table.filter(
            Columns.kind == key.kind.rawValue && Columns.subject == key.subject
                && Columns.country == key.country
                && Columns.language == key.language)
    }

    /// The cached answer under `key` and when it was fetched, or `nil`; a row whose values have
    /// the wrong types is ignored with a warning, as for listings.
    func answer(for key: FeedKey) throws -> Stored<Data>? {
        let request: SQLRequest<Row> = """
            SELECT \(Columns.answer), \(Columns.fetchedAt) FROM feed_cache
            WHERE \(Self.keyMatches(key)) AND \(Columns.variant) = \(key.variant)
            """
        let row = try database.reading(ifDamaged: nil) { db in try Row.fetchOne(db, request) }
        return row.flatMap { stored($0, for: key) }
    }

    /// The most recently fetched answer under `key` whatever its variant, with the key it is under
    /// (a store page is kept under what the page offered), in one read: its digest when one was
    /// saved with it (`isDigest`), the raw answer otherwise. A row with a digest leaves its raw
    /// answer on disk — a megabyte for today's store page, which a warm page never needs.
    func newestAnswer(like key: FeedKey) throws -> (key: FeedKey, body: Stored<Data>, isDigest: Bool)? {
        try preferringDigest(like: key, "ORDER BY \(Columns.fetchedAt) DESC")
    }

    /// The answer under `key` (its variant too), read as ``newestAnswer(like:)`` reads: its digest
    /// when it has one.
    func digestOrAnswer(for key: FeedKey) throws -> (key: FeedKey, body: Stored<Data>, isDigest: Bool)? {
        try preferringDigest(like: key, "AND \(Columns.variant) = \(key.variant)")
    }

    /// The first row of `key`'s kind, subject and storefront after `choice` (a condition on the
    /// variant, or an order), its digest in place of its answer when it has one.
    private func preferringDigest(like key: FeedKey, _ choice: SQL) throws -> (
        key: FeedKey, body: Stored<Data>, isDigest: Bool
    )? {
        let request: SQLRequest<Row> = """
            SELECT \(Columns.variant), \(Columns.fetchedAt), \(Columns.digest) IS NOT NULL AS \(sql: Self.isDigest),
            coalesce(\(Columns.digest), \(Columns.answer)) AS \(sql: Columns.answer.name)
            FROM feed_cache WHERE \(Self.keyMatches(key)) \(choice) LIMIT 1
            """
        let row = try database.reading(ifDamaged: nil) { db in try Row.fetchOne(db, request) }
        guard let row, case .string(let variant)? = CacheRows.storage(row, Columns.variant.name) else {
            return nil
        }
        let found = FeedKey(
            kind: key.kind, subject: key.subject, country: key.country, language: key.language,
            variant: variant)
        let isDigest = CacheRows.number(CacheRows.storage(row, Self.isDigest)) == 1
        return stored(row, for: found).map { (found, $0, isDigest) }
    }

    /// The name a row's having a digest is read under.
    private static let isDigest = "is_digest"

    /// Keeps `digest` beside the answer under `key` fetched at `fetchedAt`, in place of any it
    /// had, if that answer is still the one there (a newer answer brought its own digest). The
    /// time is matched to the millisecond: it went through a `Date` on its way here.
    func keep(digest: Data, for key: FeedKey, fetchedAt: Date) throws {
        try database.writing { db in
            try Self.rows(like: key)
                .filter(Columns.variant == key.variant)
                .filter(abs(Columns.fetchedAt - fetchedAt.timeIntervalSince1970) < 0.001)
                .updateAll(db, Columns.digest.set(to: digest))
        }
    }

    /// A row's answer and time, or `nil` with a warning when their values have the wrong types.
    private func stored(_ row: Row, for key: FeedKey) -> Stored<Data>? {
        guard case .blob(let body)? = CacheRows.storage(row, Columns.answer.name),
            let seconds = CacheRows.number(CacheRows.storage(row, Columns.fetchedAt.name)),
            CacheRows.plausibleFetchTimes.contains(seconds)
        else {
            let what =
                switch key.kind {
                case .reviews: "reviews"
                case .developerApps: "app list"
                case .storePage: "store page"
                }
            database.warn(
                "The cached \(what) for id \(key.subject) in \(key.country.uppercased()) is damaged; it is ignored and will be replaced by the next answer."
            )
            return nil
        }
        return Stored(value: body, fetchedAt: Date(timeIntervalSince1970: seconds))
    }

    /// Stores an answer under `key` with its digest (or none), replacing the one there, and
    /// records what it says in the history, in one transaction.
    func store(
        _ body: Data, digest: Data? = nil, for key: FeedKey, fetchedAt: Date,
        recording record: (Database) throws -> Void = { _ in }
    )
        throws
    {
        try database.writing { db in
            try record(db)
            try db.execute(
                sql: """
                    INSERT INTO feed_cache
                        (kind, subject_id, country, language, variant, raw_response, fetched_at, digest)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (kind, subject_id, country, language, variant) DO UPDATE SET
                        raw_response = excluded.raw_response, fetched_at = excluded.fetched_at,
                        digest = excluded.digest
                    """,
                arguments: [
                    key.kind.rawValue, key.subject, key.country, key.language, key.variant, body,
                    fetchedAt.timeIntervalSince1970, digest,
                ])
        }
    }

    /// The storefronts holding an answer of `kind` about `subject`, most recently fetched first,
    /// each once.
    func storefronts(of kind: FeedKey.Kind, subject: Int64) throws -> [Storefront] {
        let rows: [Row] = try database.reading(ifDamaged: []) { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT country, language FROM feed_cache WHERE kind = ? AND subject_id = ?
                    GROUP BY country, language ORDER BY max(fetched_at) DESC
                    """,
                arguments: [kind.rawValue, subject])
        }
        return CacheRows.storefronts(in: rows)
    }

    /// How many review pages, developer lists and store pages are cached.
    func count() throws -> Int {
        try database.reading(ifDamaged: 0) { db in try Self.table.fetchCount(db) }
    }
}
