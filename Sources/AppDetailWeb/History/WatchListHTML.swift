import AppDetailPresentation

/// The watch list as elements: one row an app and store, its name linked to the app's page.
struct WatchListHTML: SectionMarkup {
    /// The list's language, for its title.
    let language: DetailLanguage

    func key(of section: WatchListSection) -> String { section.rawValue }

    func key(of row: WatchListRow) -> String { row.diffIdentifier }

    func section(_ section: WatchListSection, items rows: [WatchListRow]) -> String {
        element(key: key(of: section), title: WebWords(language: language).followedApps, items: rows)
    }

    func kind(of row: WatchListRow) -> String { "followed" }

    func content(of row: WatchListRow) -> String {
        let followed = row.status.followed
        let address = "/app/\(followed.app.rawValue)?\(StoreQuery.of(followed.storefront))"
        let figures = [
            row.rating.map { $0 + (row.ratingMove.map { " \($0)" } ?? "") }, row.version, row.chart,
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }
        return "<a class=\"name\" href=\"\(address)\">\(HTMLText.isolated(row.title))</a>"
            + "<span class=\"store\">\(HTMLText.escaped(row.store))</span>"
            + "<span class=\"figures\">\(figures.map(HTMLText.isolated).joined(separator: " · "))</span>"
            + (row.lastChange.map { "<span class=\"change\">\(HTMLText.isolated($0))</span>" } ?? "")
            + (row.note.map { "<span class=\"note\">\(HTMLText.isolated($0))</span>" } ?? "")
    }
}
