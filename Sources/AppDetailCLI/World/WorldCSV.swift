import AppDetailDomain
import Foundation

/// `world --format csv`: one row per storefront under a stable header, each field inert for a
/// spreadsheet (``CSVField``).
enum WorldCSV {
    static let header = [
        "storefront", "region", "status", "name", "rating", "ratingCount", "price", "currency",
        "formattedPrice", "version", "reason", "ratingWeekBefore", "ratingCountWeekBefore",
    ]

    /// The file: the header, then the rows of `world` in `order` (storefront codes).
    static func text(of world: AppAroundTheWorld, order: [String]) -> String {
        let rows = Dictionary(uniqueKeysWithValues: world.rows.map { ($0.id, $0) })
        var text = header.joined(separator: ",") + "\r\n"
        for row in order.compactMap({ rows[$0] }) {
            text += fields(of: row).map(CSVField.quoted).joined(separator: ",") + "\r\n"
        }
        return text
    }

    private static func fields(of row: WorldRow) -> [String] {
        let record = WorldDocument.StorefrontRecord(row)
        let listing = row.answer.listing
        return [
            record.storefront, record.region, record.status, record.name ?? "",
            record.rating.map { "\($0.average)" } ?? "", record.rating.map { "\($0.count)" } ?? "",
            listing?.price.amount.map { "\($0)" } ?? "", listing?.price.currencyCode ?? "",
            listing?.price.formatted ?? "", record.version ?? "", record.reason ?? "",
            record.weekBefore?.rating.map { "\($0)" } ?? "",
            record.weekBefore?.ratingCount.map { "\($0)" } ?? "",
        ]
    }
}
