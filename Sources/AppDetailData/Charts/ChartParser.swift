import AppDetailDomain
import Foundation

/// Reads an answer of the top-chart feed into chart entries, for every real shape: an array of
/// entries, a single object for a chart of one, no `entry` at all for an empty chart. The rank
/// is the entry's place in the feed. An entry that cannot be read (no numeric app id, or not an
/// entry at all) is left out and named, its place staying taken; a field of the wrong type is
/// left empty. A body that is not the feed's JSON (the XML form, an HTML page, another JSON), or
/// whose entries all cannot be read, is ``AppDetailError/malformedAnswer(detail:)`` naming
/// what it is: never an empty chart that would replace a good one.
enum ChartParser {
    static func content(from data: Data) throws(AppDetailError) -> ChartContent {
        let dto: ChartDTO
        do {
            dto = try JSONDecoder().decode(ChartDTO.self, from: data)
        } catch {
            throw .malformedAnswer(detail: describe(data))
        }
        guard let feed = dto.feed else { throw .malformedAnswer(detail: "the JSON has no “feed”") }
        let raw = feed.entry?.elements ?? []
        var entries: [ChartEntry] = []
        var unreadable: [Int] = []
        for (index, entry) in raw.enumerated() {
            if let readable = entry.value.flatMap({ chartEntry($0, rank: index + 1) }) {
                entries.append(readable)
            } else {
                unreadable.append(index + 1)
            }
        }
        guard !raw.isEmpty, entries.isEmpty else {
            return ChartContent(entries: entries, places: raw.count, unreadable: unreadable)
        }
        throw .malformedAnswer(detail: "none of the chart's \(raw.count) entries has an app id")
    }

    private static func chartEntry(_ entry: ChartDTO.Entry, rank: Int) -> ChartEntry? {
        guard let text = entry.id?.attributes?.appID, let id = try? AppID(parsing: text) else { return nil }
        let attributes = entry.price?.attributes
        let amount = attributes?.amount.flatMap {
            Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))
        }
        let price = Price(amount: amount, currencyCode: attributes?.currency, formatted: entry.price?.label)
        let category = entry.category?.attributes
        let icon = entry.images?.last?.text.flatMap(URL.init(string:))
        return ChartEntry(
            rank: rank,
            app: AppSummary(
                id: id, name: entry.name?.text ?? "", developer: entry.artist?.text ?? "", iconURL: icon,
                category: category?.label ?? category?.term ?? "", rating: nil, price: price))
    }

    private static func describe(_ data: Data) -> String {
        if data.isEmpty { return "the body is empty" }
        let start = String(decoding: data.prefix(40), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        if start.hasPrefix("<") { return "the body is XML or HTML, not the chart feed's JSON" }
        if start.hasPrefix("{") || start.hasPrefix("[") { return "the JSON is not the chart feed's" }
        return "the body is not JSON (it starts with “\(start.prefix(30))”)"
    }
}

/// What an answer of the chart feed holds: the entries that could be read, the number of places
/// it has, and the places whose entry could not be read (no numeric app id, or not an entry).
struct ChartContent: Sendable {
    /// The readable entries, each with its place, in place order.
    let entries: [ChartEntry]
    /// How many places the answer has, readable or not.
    let places: Int
    /// The places, from 1, whose entry could not be read.
    let unreadable: [Int]

    /// The entries within the first `limit` places.
    func top(_ limit: Int) -> [ChartEntry] {
        entries.filter { $0.rank <= limit }
    }

    /// A sentence for the places left out, or `nil` when every entry was read.
    func unreadableNote(of chart: String) -> String? {
        guard !unreadable.isEmpty else { return nil }
        let shown = unreadable.prefix(10).map(String.init).joined(separator: ", ")
        let more = unreadable.count > 10 ? ", …" : ""
        guard unreadable.count > 1 else {
            return "\(chart) has 1 entry that cannot be read (place \(shown)); it is left out."
        }
        return
            "\(chart) has \(unreadable.count) entries that cannot be read (places \(shown)\(more)); they are left out."
    }
}
