import AppDetailDomain
import AppDetailPresentation
import Foundation

/// `history --format csv`: one row per observation, under a header that never changes order
/// (new columns only ever go at the end), RFC 4180 quoting, moments in ISO 8601 (UTC).
enum HistoryCSV {
    static let header = [
        "observed_at", "last_seen_at", "app", "store", "status", "rating_average", "rating_count", "price",
        "currency", "size_bytes", "version", "name", "developer", "genre", "age_rating",
    ]

    /// The header and every row, handed to `write` a few hundred rows at a time, so that a
    /// history of any length never stands in memory as text.
    static func write(_ history: AppHistory, to write: (String) -> Void) {
        var text = header.joined(separator: ",") + "\r\n"
        for observation in history.listings {
            let (figures, texts) = (observation.figures, observation.texts)
            let fields: [String] = [
                HistoryWords.iso8601(observation.observedAt), HistoryWords.iso8601(observation.lastSeenAt),
                observation.app.description, observation.storefront.country,
                observation.status == .listed ? "listed" : "goneFromStore",
                figures.ratingAverage.map { "\($0)" } ?? "", figures.ratingCount.map(String.init) ?? "",
                figures.price.map { "\($0)" } ?? "", texts?.currencyCode ?? "",
                figures.sizeBytes.map(String.init) ?? "", texts?.version ?? "", texts?.name ?? "",
                texts?.developer ?? "", texts?.genre ?? "", texts?.ageRating ?? "",
            ]
            text += fields.map(CSVField.quoted).joined(separator: ",") + "\r\n"
            if text.utf8.count > 64 * 1_024 {
                write(text)
                text = ""
            }
        }
        write(text)
    }
}
