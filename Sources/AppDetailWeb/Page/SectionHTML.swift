import AppDetailPresentation

/// The app's page as elements: each section titled in the page's language, each item written
/// by ``ItemHTML``.
struct SectionHTML: SectionMarkup {
    /// The language of the section titles.
    let language: DetailLanguage
    /// How an item's inside is written.
    let items: ItemHTML

    func key(of section: DetailSection) -> String { ItemHTML.key(of: section) }

    func key(of item: DetailItem) -> String { ItemHTML.key(of: item.diffIdentifier) }

    func section(_ section: DetailSection, items content: [DetailItem]) -> String {
        element(key: key(of: section), title: section.title(in: language), items: content)
    }

    func content(of item: DetailItem) -> String { items.content(of: item) }

    func kind(of item: DetailItem) -> String { ItemHTML.kind(of: item) }
}
