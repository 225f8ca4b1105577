import AppDetailPresentation
import DiffableSections

/// One state of the page as the page's script applies it: either the whole page to install
/// (`whole`, a reader's first state) or the keyed operations of the state's batch update, in
/// the order a collection view performs them — deletes by key at the old page, then sections
/// and items placed at their new positions (ascending), then the reloads.
struct PageUpdate: Encodable, Sendable {
    /// A section placed at `at` in the page: inserted (with its `html`) or moved (without).
    struct SectionPlacement: Encodable, Sendable {
        let at: Int
        let key: String
        let html: String?
    }

    /// An item placed at `at` in its section: inserted (with its `html`) or moved (without).
    struct ItemPlacement: Encodable, Sendable {
        let section: String
        let at: Int
        let key: String
        let html: String?
    }

    /// An item whose content changed in place.
    struct ItemReload: Encodable, Sendable {
        let key: String
        let html: String
    }

    /// Whether the page is installed whole: every section is in `placeSections`, with its html.
    let whole: Bool
    /// Whether the load this state belongs to is over.
    let settled: Bool
    /// The banner when the page is not live, and the notes of parts that are stale or failed.
    let notes: [String]
    let deleteSections: [String]
    let deleteItems: [String]
    let placeSections: [SectionPlacement]
    let placeItems: [ItemPlacement]
    let reloadItems: [ItemReload]

    /// `page`'s state for a reader whose page shows `previous` (`nil` for a reader's first
    /// state). A batch that does not fit what the reader was shown (never expected) sends the
    /// page whole rather than a wrong edit.
    init(_ page: LoadedPage, over previous: DetailSnapshot?, html: SectionHTML) {
        settled = page.isSettled
        notes = (page.freshnessNote.map { [$0] } ?? []) + page.partNotes
        let edit = previous.flatMap { old in
            page.changes.flatMap { Edit($0, from: old.sections, to: page.snapshot.sections, html: html) }
        }
        whole = edit == nil
        deleteSections = edit?.deleteSections ?? []
        deleteItems = edit?.deleteItems ?? []
        placeItems = edit?.placeItems ?? []
        reloadItems = edit?.reloadItems ?? []
        placeSections =
            edit?.placeSections
            ?? page.snapshot.sections.enumerated().map { index, section in
                SectionPlacement(
                    at: index, key: ItemHTML.key(of: section.section),
                    html: html.section(section.section, items: section.items))
            }
    }

    /// The keyed operations of one batch update.
    private struct Edit {
        var deleteSections: [String] = []
        var deleteItems: [String] = []
        var placeSections: [SectionPlacement] = []
        var placeItems: [ItemPlacement] = []
        var reloadItems: [ItemReload] = []

        /// `changes` as keys, or `nil` when a position it names is not on the page.
        init?(
            _ changes: BatchUpdate<DetailSection, DetailItem>,
            from old: [SectionData<DetailSection, DetailItem>],
            to new: [SectionData<DetailSection, DetailItem>], html: SectionHTML
        ) {
            func section(_ index: Int, in sections: [SectionData<DetailSection, DetailItem>])
                -> DetailSection?
            {
                sections.indices.contains(index) ? sections[index].section : nil
            }
            func item(_ path: ItemIndexPath, in sections: [SectionData<DetailSection, DetailItem>])
                -> DetailItem?
            {
                guard sections.indices.contains(path.section),
                    sections[path.section].items.indices.contains(path.item)
                else { return nil }
                return sections[path.section].items[path.item]
            }
            for index in changes.sectionDeletes + changes.sectionMoves.map(\.from) {
                guard let gone = section(index, in: old) else { return nil }
                deleteSections.append(ItemHTML.key(of: gone))
            }
            for path in changes.itemDeletes + changes.itemMoves.map(\.from) {
                guard let gone = item(path, in: old) else { return nil }
                deleteItems.append(ItemHTML.key(of: gone.diffIdentifier))
            }
            for insert in changes.sectionInserts {
                let content = insert.content
                placeSections.append(
                    SectionPlacement(
                        at: insert.at, key: ItemHTML.key(of: content.section),
                        html: html.section(content.section, items: content.items)))
            }
            for move in changes.sectionMoves {
                guard let moved = section(move.to, in: new) else { return nil }
                placeSections.append(SectionPlacement(at: move.to, key: ItemHTML.key(of: moved), html: nil))
            }
            placeSections.sort { $0.at < $1.at }
            for insert in changes.itemInserts {
                guard let owner = section(insert.at.section, in: new) else { return nil }
                placeItems.append(
                    ItemPlacement(
                        section: ItemHTML.key(of: owner), at: insert.at.item,
                        key: ItemHTML.key(of: insert.item.diffIdentifier), html: html.item(insert.item)))
            }
            for move in changes.itemMoves {
                guard let owner = section(move.to.section, in: new), let moved = item(move.to, in: new) else {
                    return nil
                }
                placeItems.append(
                    ItemPlacement(
                        section: ItemHTML.key(of: owner), at: move.to.item,
                        key: ItemHTML.key(of: moved.diffIdentifier),
                        html: nil))
            }
            placeItems.sort { ($0.section, $0.at) < ($1.section, $1.at) }
            reloadItems = changes.itemUpdates.map { update in
                ItemReload(
                    key: ItemHTML.key(of: update.item.diffIdentifier),
                    html: html.items.content(of: update.item))
            }
        }
    }
}
