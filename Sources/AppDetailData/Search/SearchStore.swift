import AppDetailDomain
import Foundation
import GRDB

/// A row of the searches table (`search_cache`) as a GRDB record: a search's raw answer, the
/// number of results it asked for and when it came, under its normalized term and storefront.
/// Reading it checks every value (a damaged row throws ``DamagedRow``).
struct SearchRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "search_cache"

    /// The table's columns.
    enum Columns {
        static let term = Column("term")
        static let country = Column("country")
        static let language = Column("language")
        static let limit = Column("result_limit")
        static let answer = Column("raw_response")
        static let fetchedAt = Column("fetched_at")
    }

    let term: String
    let country: String
    let language: String
    let answer: LimitedAnswer

    init(term: String, country: String, language: String, answer: LimitedAnswer) {
        (self.term, self.country, self.language, self.answer) = (term, country, language, answer)
    }

    init(row: Row) throws {
        guard case .string(let term)? = CacheRows.storage(row, Columns.term.name),
            case .string(let country)? = CacheRows.storage(row, Columns.country.name),
            case .string(let language)? = CacheRows.storage(row, Columns.language.name),
            let answer = CacheRows.limitedAnswer(row, limitColumn: Columns.limit.name)
        else { throw DamagedRow() }
        self.init(term: term, country: country, language: language, answer: answer)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.term] = term
        container[Columns.country] = country
        container[Columns.language] = language
        container[Columns.limit] = answer.limit
        container[Columns.answer] = answer.body
        container[Columns.fetchedAt] = answer.fetchedAt.timeIntervalSince1970
    }
}

/// The searches table, whose answers' apps go to the listings in the same transaction; read and
/// written through the cache's one connection.
struct SearchStore: Sendable {
    let database: SQLiteAppCache
    private typealias Columns = SearchRecord.Columns

    /// The cached answer for the normalized term in the storefront, or `nil`; a damaged row is
    /// ignored with a warning.
    func answer(term: String, country: String, language: String) throws -> LimitedAnswer? {
        let request = SearchRecord.filter(
            Columns.term == term && Columns.country == country && Columns.language == language)
        guard let row = try database.reading(ifDamaged: nil, { db in try Row.fetchOne(db, request) }) else {
            return nil
        }
        guard let record = try? SearchRecord(row: row) else {
            database.warn(
                "The cached search for “\(term)” is damaged; it is ignored and will be replaced by the next answer."
            )
            return nil
        }
        return record.answer
    }

    /// Stores a search answer and the apps in it, in one transaction.
    func store(
        _ answer: LimitedAnswer, term: String, country: String, language: String, apps: [CachedAnswer]
    ) throws {
        try database.writing { db in
            let record = SearchRecord(term: term, country: country, language: language, answer: answer)
            try record.upsert(db)
            try ListingStore.insert(apps, in: db)
        }
    }

    /// How many searches are cached.
    func count() throws -> Int {
        try database.reading(ifDamaged: 0) { db in try SearchRecord.fetchCount(db) }
    }
}
