import DiffableSections

/// How a screen's sections and items are written as elements: a section is a
/// `<section data-section>` with an `<ol class="items">`, an item an `<li data-key>` of that
/// list. The keys are what the page's script finds an element by when a batch update names it;
/// two items of one screen have the same key only when they have the same identity.
protocol SectionMarkup: Sendable {
    associatedtype Section: Diffable
    associatedtype Item: Diffable

    /// The key of `section`'s element.
    func key(of section: Section) -> String
    /// The key of `item`'s element.
    func key(of item: Item) -> String
    /// A whole section with its items.
    func section(_ section: Section, items: [Item]) -> String
    /// The inside of `item`'s element: what a reload puts in the element that stays.
    func content(of item: Item) -> String
    /// The class naming `item`'s kind, for the style sheet (`item-review`).
    func kind(of item: Item) -> String
}

extension SectionMarkup {
    /// One item's element.
    func item(_ item: Item) -> String {
        "<li class=\"item item-\(kind(of: item))\" data-key=\"\(HTMLText.escaped(key(of: item)))\">"
            + "\(content(of: item))</li>"
    }

    /// A section's element around `inside` (its items), titled `title` when it has one.
    func element(key: String, title: String?, items: [Item]) -> String {
        let heading = title.map { "<h2 id=\"title-\(key)\">\(HTMLText.escaped($0))</h2>" }
        let labelled = title == nil ? "" : " aria-labelledby=\"title-\(key)\""
        return "<section class=\"section section-\(key)\" data-section=\"\(key)\"\(labelled)>\(heading ?? "")"
            + "<ol class=\"items\">\(items.map(item).joined())</ol></section>"
    }
}
