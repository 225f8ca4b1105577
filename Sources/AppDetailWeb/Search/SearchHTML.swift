import AppDetailDomain
import AppDetailPresentation

/// A search's results as elements: one row an app, its name linked to its page in the store
/// searched.
struct SearchHTML: SectionMarkup {
    /// The store searched, kept by the links.
    let storefront: Storefront

    func key(of section: SearchSection) -> String { section.rawValue }

    func key(of row: AppRow) -> String { "app:\(row.id.rawValue)" }

    func section(_ section: SearchSection, items rows: [AppRow]) -> String {
        element(key: key(of: section), title: nil, items: rows)
    }

    func kind(of row: AppRow) -> String { "app-card" }

    func content(of row: AppRow) -> String {
        let icon = HTMLText.picture(row.iconURL).map { "<img class=\"icon\" alt=\"\" src=\"\($0)\">" } ?? ""
        let rating = row.average.map { average in
            " · \(ItemHTML.stars(Double(row.stars))) \(HTMLText.isolated(average))"
                + (row.ratingCount.map { " (\(HTMLText.isolated($0)))" } ?? "")
        }
        return "<a href=\"/app/\(row.id.rawValue)?\(StoreQuery.of(storefront))\">\(icon)"
            + "<span class=\"name\">\(HTMLText.isolated(row.name))</span></a>"
            + "<span class=\"meta\">\(HTMLText.isolated(row.developer)) · \(HTMLText.isolated(row.category))"
            + "\(rating ?? "") · \(HTMLText.isolated(row.price))</span>"
    }
}
