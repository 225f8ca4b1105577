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
            text += fields.map(quoted).joined(separator: ",") + "\r\n"
            if text.utf8.count > 64 * 1_024 {
                write(text)
                text = ""
            }
        }
        write(text)
    }

    /// A field as a spreadsheet may open it, inert: control characters removed (a store's text
    /// may carry ESC or BEL; a tab, a line break or a carriage return is kept and quoted), then
    /// a field that begins with one of the characters a spreadsheet reads as the start of a
    /// formula — `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP's list) — and is not a
    /// number is written after a `'`; quoted when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        var field = withoutControls(field)
        if let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
            Double(field) == nil
        {
            field = "'" + field
        }
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` without its C0 and C1 control characters and DEL, but for tab, line feed and
    /// carriage return.
    private static func withoutControls(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && !"\t\n\r".unicodeScalars.contains(scalar))
                || (0x7F...0x9F).contains(scalar.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }
}
