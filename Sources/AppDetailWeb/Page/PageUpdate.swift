import DiffableSections
import Foundation

/// One state of a screen as the page's script applies it: either the whole screen to install
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
    /// When the server took the state from its view model, in milliseconds since 1970: what a
    /// page that measures how soon its elements change compares with its own clock.
    let emitted: Double
    let deleteSections: [String]
    let deleteItems: [String]
    let placeSections: [SectionPlacement]
    let placeItems: [ItemPlacement]
    let reloadItems: [ItemReload]

    /// A state for a reader whose screen shows `shown` (`nil` for a reader's first state): the
    /// `new` sections, by `changes` when there are some. A batch that does not fit what the
    /// reader was shown (never expected) sends the screen whole rather than a wrong edit.
    init<Markup: SectionMarkup>(
        _ new: [SectionData<Markup.Section, Markup.Item>],
        changes: BatchUpdate<Markup.Section, Markup.Item>?,
        over shown: [SectionData<Markup.Section, Markup.Item>]?,
        settled: Bool, notes: [String], emitted: Date, markup: Markup
    ) {
        self.settled = settled
        self.notes = notes
        self.emitted = (emitted.timeIntervalSince1970 * 10_000).rounded() / 10
        let edit = shown.flatMap { old in changes.flatMap { Edit($0, from: old, to: new, markup: markup) } }
        whole = edit == nil
        deleteSections = edit?.deleteSections ?? []
        deleteItems = edit?.deleteItems ?? []
        placeItems = edit?.placeItems ?? []
        reloadItems = edit?.reloadItems ?? []
        placeSections =
            edit?.placeSections
            ?? new.enumerated().map { index, section in
                SectionPlacement(
                    at: index, key: markup.key(of: section.section),
                    html: markup.section(section.section, items: section.items))
            }
    }

    /// The keyed operations of one batch update.
    private struct Edit {
        var deleteSections: [String] = []
        var deleteItems: [String] = []
        var placeSections: [SectionPlacement] = []
        var placeItems: [ItemPlacement] = []
        var reloadItems: [ItemReload] = []

        /// `changes` as keys, or `nil` when a position it names is not on the screen.
        init?<Markup: SectionMarkup>(
            _ changes: BatchUpdate<Markup.Section, Markup.Item>,
            from old: [SectionData<Markup.Section, Markup.Item>],
            to new: [SectionData<Markup.Section, Markup.Item>], markup: Markup
        ) {
            func section(_ index: Int, in sections: [SectionData<Markup.Section, Markup.Item>]) -> Markup
                .Section?
            {
                sections.indices.contains(index) ? sections[index].section : nil
            }
            func item(_ path: ItemIndexPath, in sections: [SectionData<Markup.Section, Markup.Item>])
                -> Markup.Item?
            {
                guard sections.indices.contains(path.section),
                    sections[path.section].items.indices.contains(path.item)
                else { return nil }
                return sections[path.section].items[path.item]
            }
            for index in changes.sectionDeletes + changes.sectionMoves.map(\.from) {
                guard let gone = section(index, in: old) else { return nil }
                deleteSections.append(markup.key(of: gone))
            }
            for path in changes.itemDeletes + changes.itemMoves.map(\.from) {
                guard let gone = item(path, in: old) else { return nil }
                deleteItems.append(markup.key(of: gone))
            }
            for insert in changes.sectionInserts {
                let content = insert.content
                placeSections.append(
                    SectionPlacement(
                        at: insert.at, key: markup.key(of: content.section),
                        html: markup.section(content.section, items: content.items)))
            }
            for move in changes.sectionMoves {
                guard let moved = section(move.to, in: new) else { return nil }
                placeSections.append(SectionPlacement(at: move.to, key: markup.key(of: moved), html: nil))
            }
            placeSections.sort { $0.at < $1.at }
            for insert in changes.itemInserts {
                guard let owner = section(insert.at.section, in: new) else { return nil }
                placeItems.append(
                    ItemPlacement(
                        section: markup.key(of: owner), at: insert.at.item, key: markup.key(of: insert.item),
                        html: markup.item(insert.item)))
            }
            for move in changes.itemMoves {
                guard let owner = section(move.to.section, in: new), let moved = item(move.to, in: new) else {
                    return nil
                }
                placeItems.append(
                    ItemPlacement(
                        section: markup.key(of: owner), at: move.to.item, key: markup.key(of: moved),
                        html: nil))
            }
            placeItems.sort { ($0.section, $0.at) < ($1.section, $1.at) }
            reloadItems = changes.itemUpdates.map { update in
                ItemReload(key: markup.key(of: update.item), html: markup.content(of: update.item))
            }
        }
    }
}
