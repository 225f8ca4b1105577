import AppDetailDomain
import Foundation
import GRDB

/// Reading values out of cache rows without trapping: a file that passes SQLite's own checks can
/// still hold a flipped bit or a hand edit. Shared by every table's records, whose `init(row:)`
/// throws ``DamagedRow`` instead of trapping.
enum CacheRows {
    /// Fetch times a real entry can have, in seconds since 1970: from 2008, when the App Store
    /// opened, to 2200.
    static let plausibleFetchTimes: ClosedRange<Double> = 1_199_145_600...7_258_118_400

    static func storage(_ row: Row, _ column: String) -> DatabaseValue.Storage? {
        guard row.hasColumn(column) else { return nil }
        let value: DatabaseValue = row[column]
        return value.storage
    }

    static func number(_ storage: DatabaseValue.Storage?) -> Double? {
        switch storage {
        case .int64(let value)?: Double(value)
        case .double(let value)? where value.isFinite: value
        default: nil
        }
    }

    /// The storefronts named by rows' `country` and `language` columns (an empty language is the
    /// store's default); a row whose values have the wrong types or name no store is left out.
    static func storefronts(in rows: [Row]) -> [Storefront] {
        rows.compactMap { row in
            guard case .string(let country)? = storage(row, "country"),
                case .string(let language)? = storage(row, "language")
            else { return nil }
            return try? Storefront(country: country, language: language.isEmpty ? nil : language)
        }
    }

    /// A cached answer that asked for a number of results (a search, a chart): its raw body, that
    /// number (in `limitColumn`) and its fetch time; `nil` when any of them is damaged.
    static func limitedAnswer(_ row: Row, limitColumn: String) -> LimitedAnswer? {
        guard case .blob(let body)? = storage(row, "raw_response"),
            let (limit, fetchedAt) = limitAndFetchTime(row, limitColumn: limitColumn)
        else { return nil }
        return LimitedAnswer(body: body, limit: limit, fetchedAt: fetchedAt)
    }

    /// The number of results a row asked for (in `limitColumn`) and its fetch time, or `nil` when
    /// either is damaged.
    static func limitAndFetchTime(_ row: Row, limitColumn: String) -> (Int, Date)? {
        guard case .int64(let limit)? = storage(row, limitColumn),
            let seconds = number(storage(row, "fetched_at")), plausibleFetchTimes.contains(seconds)
        else { return nil }
        return (Int(limit), Date(timeIntervalSince1970: seconds))
    }
}

/// A cached answer for a number of results: the raw body, the number asked for, the fetch time.
struct LimitedAnswer {
    let body: Data
    let limit: Int
    let fetchedAt: Date

    /// Whether an answer that asked for `limit` results and held `count` covers a request for
    /// `requested`: it asked for as many or more, or it held every result there was (fewer than
    /// it asked for).
    static func covers(_ requested: Int, limit: Int, count: Int) -> Bool {
        limit >= requested || count < limit
    }
}

/// A cache row whose values have the wrong types or ranges: thrown by a record's `init(row:)`, and
/// turned by its store into a warning and a row left out.
struct DamagedRow: Error {}
