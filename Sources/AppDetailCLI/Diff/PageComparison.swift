import AppDetailPresentation
import AppDetailTerminal
import DiffableSections

/// What changed between two pages of one app, section by section: items removed, added,
/// changed (with the text lines that changed) and moved, and the batch update between them.
struct PageComparison {
    struct Change {
        let label: String
        let before: String
        let after: String
        /// For long texts (a description, release notes): the lines removed and added.
        let lines: [LineChange]
    }

    struct Move {
        let label: String
        let from: Int
        let to: Int
    }

    struct SectionChanges {
        let section: DetailSection
        var removed: [String] = []
        var added: [String] = []
        var changed: [Change] = []
        var moved: [Move] = []

        var isEmpty: Bool { removed.isEmpty && added.isEmpty && changed.isEmpty && moved.isEmpty }
    }

    let sections: [SectionChanges]
    let batch: BatchUpdate<DetailSection, DetailItem>

    /// Whether the pages differ at all.
    var hasChanges: Bool { !sections.isEmpty }

    init(from old: DetailSnapshot, to new: DetailSnapshot) {
        batch = old.batchUpdate(to: new, updateStyle: .reconfigure)
        let order = new.sectionIdentifiers + old.sectionIdentifiers.filter { new.index(ofSection: $0) == nil }
        let batch = self.batch
        sections = order.map { section in
            Self.changes(in: section, old: old, new: new, batch: batch)
        }.filter { !$0.isEmpty }
    }

    private static func changes(
        in section: DetailSection, old: DetailSnapshot, new: DetailSnapshot,
        batch: BatchUpdate<DetailSection, DetailItem>
    ) -> SectionChanges {
        let before = (try? old.items(inSection: section)) ?? []
        let after = (try? new.items(inSection: section)) ?? []
        var result = SectionChanges(section: section)
        let oldByID = Dictionary(
            before.map { ($0.diffIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(after.map(\.diffIdentifier))
        result.removed = before.filter { !newIDs.contains($0.diffIdentifier) }.map(ItemSummary.line(for:))
        for item in after {
            guard let previous = oldByID[item.diffIdentifier] else {
                result.added.append(ItemSummary.line(for: item))
                continue
            }
            guard previous != item else { continue }
            let longText = Self.longText(of: previous).flatMap { old in
                Self.longText(of: item).map { (old, $0) }
            }
            let before = ItemSummary.value(of: previous)
            let after = ItemSummary.value(of: item)
            if longText == nil, before == after {
                // The summary reads the same: name each field that changed instead.
                for field in FieldDifferences.between(previous, item) {
                    let (old, new) = ItemSummary.contrasted(field.before, field.after)
                    result.changed.append(
                        Change(
                            label: "\(ItemSummary.label(of: item)) \(field.name)", before: old, after: new,
                            lines: []))
                }
                continue
            }
            result.changed.append(
                Change(
                    label: ItemSummary.label(of: item), before: before, after: after,
                    lines: longText.map { LineChange.between($0.0, $0.1) } ?? []))
        }
        // Items that kept their identity but moved, from the batch's own minimal moves.
        let oldIndex = old.index(ofSection: section)
        let newIndex = new.index(ofSection: section)
        for move in batch.itemMoves where move.to.section == newIndex && move.from.section == oldIndex {
            result.moved.append(
                Move(
                    label: ItemSummary.label(of: after[move.to.item]), from: move.from.item + 1,
                    to: move.to.item + 1))
        }
        return result
    }

    /// The whole text of an item whose text is long, as written.
    private static func longText(of item: DetailItem) -> String? {
        switch item {
        case .description(let text) where text.role == .text: text.text
        case .whatsNew(let news): news.notes
        case .review(let review): review.body
        default: nil
        }
    }
}
