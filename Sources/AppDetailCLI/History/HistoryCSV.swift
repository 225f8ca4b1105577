import AppDetailDomain
import Foundation

/// `history --format csv`: one row per observation, under a header that never changes order
/// (new columns only ever go at the end), RFC 4180 quoting, moments in ISO 8601 (UTC).
enum HistoryCSV {
    static let header = [
        "observed_at", "last_seen_at", "app", "store", "status", "rating_average", "rating_count", "price",
        "currency", "size_bytes", "version", "name", "developer", "genre", "age_rating",
    ]

    static func rows(of history: AppHistory) -> String {
        var text = header.joined(separator: ",") + "\r\n"
        let dates = ISO8601DateFormatter()
        for observation in history.listings {
            let (figures, texts) = (observation.figures, observation.texts)
            let fields: [String] = [
                dates.string(from: observation.observedAt), dates.string(from: observation.lastSeenAt),
                observation.app.description, observation.storefront.country,
                observation.status == .listed ? "listed" : "goneFromStore",
                figures.ratingAverage.map { "\($0)" } ?? "", figures.ratingCount.map(String.init) ?? "",
                figures.price.map { "\($0)" } ?? "", texts?.currencyCode ?? "",
                figures.sizeBytes.map(String.init) ?? "", texts?.version ?? "", texts?.name ?? "",
                texts?.developer ?? "", texts?.genre ?? "", texts?.ageRating ?? "",
            ]
            text += fields.map(quoted).joined(separator: ",") + "\r\n"
        }
        return text
    }

    /// A field quoted when it holds a comma, a quote or a line break; a leading `=`, `+`, `-` or
    /// `@` (which a spreadsheet runs as a formula) is written after a `'`.
    static func quoted(_ field: String) -> String {
        var field = field
        if let first = field.first, "=+-@".contains(first), Double(field) == nil { field = "'" + field }
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
