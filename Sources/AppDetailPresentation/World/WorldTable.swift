import AppDetailDomain
import Foundation

/// An app around the world ready to show: a title, the whole on top, and a row per storefront
/// in the order asked for, every label in the page's language and every store text as the store
/// wrote it.
public struct WorldTable: Hashable, Sendable {
    /// "Instagram around the world · 175 storefronts".
    public let title: String
    /// The whole, a line each: the weighted rating and count, where the app is not sold, which
    /// storefronts gave no answer; or one line saying no storefront asked sells it.
    public let whole: [String]
    /// The column headers: storefront, rating, ratings, price, version, the name there, the
    /// move over seven days.
    public let headers: [String]
    /// A row per storefront, sorted; empty when no storefront asked sells the app (the whole
    /// says so once).
    public let rows: [WorldTableRow]
    /// What was loaded.
    public let world: AppAroundTheWorld

    /// The table of `world`, its rows in `sort` order, in `language`.
    public init(world: AppAroundTheWorld, sort: WorldSort, language: DetailLanguage) {
        let words = WorldWords(language: language)
        let detailWords = DetailWords(language: language)
        let usualName = Self.usualName(in: world.rows)
        title = words.title(app: usualName ?? world.lookup.description, storefronts: world.rows.count)
        headers = words.headers
        self.world = world
        let whole = world.whole
        guard !whole.isNowhere else {
            self.whole = [words.nowhere]
            rows = []
            return
        }
        var lines: [String] = []
        if let rating = whole.weightedRating {
            lines.append(
                words.whole(
                    average: Self.twoDecimals(rating), ratings: detailWords.shortCount(whole.ratingCount),
                    storefronts: whole.ratedStorefronts))
        } else if !whole.available.isEmpty {
            lines.append(words.noRatings)
        }
        if !whole.notAvailable.isEmpty { lines.append(words.notSold(in: whole.notAvailable)) }
        if !whole.unanswered.isEmpty { lines.append(words.unanswered(whole.unanswered)) }
        self.whole = lines
        let failureWords = FailureWords(language: language)
        let made = world.rows.map { row in
            Self.row(
                row, usualName: usualName, words: words, detailWords: detailWords, failures: failureWords)
        }
        rows = Self.sorted(zip(made, world.rows).map { ($0, $1) }, by: sort).map(\.0)
    }

    private static func row(
        _ row: WorldRow, usualName: String?, words: WorldWords, detailWords: DetailWords,
        failures: FailureWords
    ) -> WorldTableRow {
        let name =
            StorefrontCatalog.facts(for: row.storefront.country)?.name(in: words.language.rawValue)
            ?? row.id.uppercased()
        let listing = row.answer.listing
        let rating = listing?.ratings.allVersions.flatMap { $0.count > 0 ? $0 : nil }
        let status: String? =
            switch row.answer {
            case .available: nil
            case .notAvailable: words.notAvailable
            case .failed(let error): failures.text(for: error)
            case .notAsked(let error): words.notAsked(failures.text(for: error))
            }
        var isStale = false
        if case .available(let fetched) = row.answer, case .servedAfterFailure = fetched.freshness.staleness {
            isStale = true
        }
        return WorldTableRow(
            code: row.id.uppercased(), storefrontName: name, region: row.region,
            localName: listing.flatMap { $0.name == usualName ? nil : $0.name },
            average: rating.map { twoDecimals($0.average) },
            ratingCount: rating.map { detailWords.shortCount($0.count) },
            price: listing.map { detailWords.priceText($0.price, forButton: false) },
            version: listing?.version, move: row.move.flatMap { moveText($0, words: detailWords) },
            status: status, isStale: isStale)
    }

    /// "+0.02 +1.2K": the average's change as the two averages show it, then the count's, each
    /// signed ("±0" when it stayed), a part left out when either side lacks it.
    static func moveText(_ move: WorldMove, words: DetailWords) -> String? {
        func signed(_ magnitude: String, _ sign: Int) -> String {
            sign == 0 ? "±0" : (sign > 0 ? "+" : "−") + magnitude
        }
        var parts: [String] = []
        if let now = move.ratingAverage, let then = move.ratingAverageBefore {
            let hundredths = Int((now * 100).rounded()) - Int((then * 100).rounded())
            parts.append(signed(twoDecimals(Double(abs(hundredths)) / 100), hundredths.signum()))
        }
        if let change = move.ratingCountChange {
            parts.append(signed(words.shortCount(abs(change)), change.signum()))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The name most storefronts give the app; among equals, the United States store's, else the
    /// first storefront's.
    private static func usualName(in rows: [WorldRow]) -> String? {
        let names = rows.compactMap(\.answer.listing?.name)
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        guard let most = counts.values.max() else { return nil }
        let american = rows.first { $0.storefront.country == "us" }?.answer.listing?.name
        if let american, counts[american] == most { return american }
        return names.first { counts[$0] == most }
    }

    private static func sorted(_ rows: [(WorldTableRow, WorldRow)], by sort: WorldSort) -> [(
        WorldTableRow, WorldRow
    )] {
        func figures(_ row: WorldRow) -> (count: Int, average: Double)? {
            row.answer.listing?.ratings.allVersions.map { ($0.count, $0.average) }
        }
        return rows.enumerated().sorted { one, other in
            let (a, b) = (one.element.1, other.element.1)
            switch sort {
            case .storefront:
                return a.id < b.id
            case .count:
                let (x, y) = (figures(a)?.count ?? -1, figures(b)?.count ?? -1)
                return x != y ? x > y : a.id < b.id
            case .rating:
                let (x, y) = (figures(a), figures(b))
                let (ax, ay) = (
                    x.map { $0.count > 0 ? $0.average : -1 } ?? -2,
                    y.map { $0.count > 0 ? $0.average : -1 } ?? -2
                )
                if ax != ay { return ax > ay }
                let (cx, cy) = (x?.count ?? -1, y?.count ?? -1)
                return cx != cy ? cx > cy : a.id < b.id
            }
        }.map(\.element)
    }

    /// `4.63`, whatever the locale: the stores' figures have a dot on every page.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction)"
    }
}
