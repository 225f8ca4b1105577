import AppDetailPresentation

/// The page's sections and items as elements: a section is a `<section data-section>` with its
/// title and a list, an item an `<li data-key>` of that list. The keys are what the page's
/// script finds an element by when a batch update names it.
struct SectionHTML {
    /// The language of the section titles.
    let language: DetailLanguage
    /// How an item's inside is written.
    let items: ItemHTML

    /// A whole section with its items.
    func section(_ section: DetailSection, items content: [DetailItem]) -> String {
        let key = ItemHTML.key(of: section)
        let title = section.title(in: language).map { "<h2 id=\"title-\(key)\">\(HTMLText.escaped($0))</h2>" }
        let labelled = title == nil ? "" : " aria-labelledby=\"title-\(key)\""
        return "<section class=\"section section-\(key)\" data-section=\"\(key)\"\(labelled)>\(title ?? "")"
            + "<ol class=\"items\">\(content.map(item).joined())</ol></section>"
    }

    /// One item's element.
    func item(_ item: DetailItem) -> String {
        let key = HTMLText.escaped(ItemHTML.key(of: item.diffIdentifier))
        return "<li class=\"item item-\(ItemHTML.kind(of: item))\" data-key=\"\(key)\">"
            + "\(items.content(of: item))</li>"
    }
}
