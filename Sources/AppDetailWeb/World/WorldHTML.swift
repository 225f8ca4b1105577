import AppDetailDomain
import AppDetailPresentation

/// An app around the world as elements: the whole on top, then a section per region with a row
/// per storefront, its name linked to the app's page in that storefront, each figure under its
/// column's header.
struct WorldHTML: SectionMarkup {
    /// The app, for the rows' links.
    let lookup: AppLookup
    /// The page's language, for the regions' titles.
    let language: DetailLanguage
    /// The store of the page, whose language a row's link keeps.
    let storefront: Storefront
    /// The column headers: storefront, rating, ratings, price, version, the name there, the
    /// move over seven days.
    let headers: [String]

    init(lookup: AppLookup, storefront: Storefront) {
        self.lookup = lookup
        let language = DetailLanguage(storefront: storefront)
        self.language = language
        self.storefront = storefront
        // The headers depend on the language alone; an empty table has them.
        headers =
            WorldTable(world: AppAroundTheWorld(lookup: lookup, rows: []), sort: .count, language: language)
            .headers
    }

    func key(of section: WorldSection) -> String {
        switch section {
        case .whole: "whole"
        case .region(let region): region.rawValue
        }
    }

    func key(of item: WorldItem) -> String { item.diffIdentifier }

    func section(_ section: WorldSection, items: [WorldItem]) -> String {
        switch section {
        case .whole: element(key: key(of: section), title: nil, items: items)
        case .region(let region):
            element(
                key: key(of: section), title: WorldWebWords(language: language).title(of: region),
                items: items)
        }
    }

    func kind(of item: WorldItem) -> String {
        switch item {
        case .whole: "world-whole"
        case .storefront: "storefront"
        }
    }

    func content(of item: WorldItem) -> String {
        switch item {
        case .whole(let title, let lines):
            return "<h1>\(HTMLText.isolated(title))</h1>"
                + lines.map { "<p class=\"meta\">\(HTMLText.isolated($0))</p>" }.joined()
        case .storefront(let row):
            let address = "/app/\(lookup.description)?\(StoreQuery.of(country: row.id, readBy: storefront))"
            let name =
                "<a class=\"name\" href=\"\(HTMLText.escaped(address))\"><span class=\"code\">"
                + "\(HTMLText.escaped(row.code))</span> \(HTMLText.isolated(row.storefrontName))</a>"
            if let status = row.status {
                return name + "<span class=\"note\">\(HTMLText.isolated(status))</span>"
            }
            let figures: [(header: Int, value: String?)] = [
                (1, row.average), (2, row.ratingCount), (6, row.move), (3, row.price), (4, row.version),
                (5, row.localName),
            ]
            let cells = figures.compactMap { figure in
                figure.value.map { value in
                    "<span class=\"figure\"><span class=\"label\">\(HTMLText.escaped(headers[figure.header]))"
                        + "</span> <span class=\"value\">\(HTMLText.isolated(value))</span></span>"
                }
            }
            let stale = row.isStale ? " stale" : ""
            return name + "<span class=\"figures\(stale)\">\(cells.joined())</span>"
        }
    }
}
