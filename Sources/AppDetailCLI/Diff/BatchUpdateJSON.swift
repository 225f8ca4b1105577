import AppDetailPresentation
import AppDetailTerminal
import DiffableSections

/// A batch update as data (`diff --format json`): each call `performBatchUpdates` makes, with
/// index paths as `{"section", "item"}` objects in the order they apply — deletes and reloads
/// against the old page, inserts against the new one, moves from old to new.
struct BatchUpdateJSON: Encodable {
    struct IndexPathJSON: Encodable {
        let section: Int
        let item: Int

        init(_ path: ItemIndexPath) {
            section = path.section
            item = path.item
        }
    }

    struct SectionInsertJSON: Encodable {
        let at: Int
        let section: String
    }

    struct SectionMoveJSON: Encodable {
        let from: Int
        let to: Int
    }

    struct ItemMoveJSON: Encodable {
        let from: IndexPathJSON
        let to: IndexPathJSON
    }

    /// `reload` or `reconfigure`: how updated items are to be refreshed.
    let updateStyle: String
    let deleteSections: [Int]
    let insertSections: [SectionInsertJSON]
    let moveSections: [SectionMoveJSON]
    let reloadSections: [Int]
    let deleteItems: [IndexPathJSON]
    let insertItems: [IndexPathJSON]
    let moveItems: [ItemMoveJSON]
    let updateItems: [IndexPathJSON]

    init(_ batch: BatchUpdate<DetailSection, DetailItem>) {
        updateStyle =
            switch batch.updateStyle {
            case .reload: "reload"
            case .reconfigure: "reconfigure"
            case .deleteAndInsert: "deleteAndInsert"
            }
        deleteSections = batch.sectionDeletes.sorted()
        insertSections = batch.sectionInserts.map {
            SectionInsertJSON(at: $0.at, section: $0.content.section.rawValue)
        }
        moveSections = batch.sectionMoves.map { SectionMoveJSON(from: $0.from, to: $0.to) }
        reloadSections = batch.sectionUpdates.map(\.from)
        deleteItems = batch.itemDeletes.sorted().map(IndexPathJSON.init)
        insertItems = batch.itemInserts.map(\.at).sorted().map(IndexPathJSON.init)
        moveItems = batch.itemMoves.map {
            ItemMoveJSON(from: IndexPathJSON($0.from), to: IndexPathJSON($0.to))
        }
        updateItems = batch.itemUpdates.map { IndexPathJSON($0.from) }
    }
}
