import AppDetailDomain
import DiffableSections
import Foundation

/// One result row: icon, name, developer, rating, price and category. Its identity is the app's
/// id, so a result that moves up the ranking is a move, and one whose rating changed an update.
public struct AppRow: Hashable, Sendable, Diffable {
    /// The app's id; the row's identity, and what a tap opens.
    public let id: AppID
    /// The app's name.
    public let name: String
    /// The developer's name.
    public let developer: String
    /// The primary category.
    public let category: String
    /// The average with one decimal ("4.5"), or `nil` when the store sent no ratings.
    public let average: String?
    /// The whole stars of the average, 0–5, for drawing.
    public let stars: Int
    /// How many rated, abbreviated ("1.2K", "1.2만"), or `nil` with no ratings.
    public let ratingCount: String?
    /// What the price button says ("Get", "$0.99").
    public let price: String
    /// The icon's URL, when there is one.
    public let iconURL: URL?

    /// The row's identity.
    public var diffIdentifier: AppID { id }
}

extension AppRow {
    /// The row of an app in a list (search results, a chart), its counts, price and category in
    /// the language of `strings`.
    init(app: AppSummary, detailWords: DetailWords) {
        let rating = app.rating.flatMap { $0.isEmpty ? nil : $0 }
        self.init(
            id: app.id, name: app.name, developer: app.developer,
            category: Self.category(app.category, in: detailWords.language),
            average: rating.map { AverageText.oneDecimal($0.average, in: detailWords.language) },
            stars: rating.map { AverageText.wholeStars($0.average) } ?? 0,
            ratingCount: rating.map { detailWords.shortCount($0.count) },
            price: detailWords.buttonText(for: app.price),
            iconURL: app.iconURL)
    }

    /// A category as the page's language names it when it is a genre the catalog knows in any
    /// of its languages (a chart feed labels genres in English whatever the store: `Finance` on
    /// a Korean page reads `금융`, as search results do); any other text as it came.
    static func category(_ text: String, in language: DetailLanguage) -> String {
        guard !text.isEmpty, let genre = try? ChartGenre(named: text) else { return text }
        return genre.name(inLanguage: language.rawValue)
    }
}
