import AppDetailPresentation
import DiffableSections

/// A ``PageComparison`` as the `diff` command words it: each item as a short sanitized line,
/// a changed item as its summary before and after — or, when the summary reads the same, each
/// field that changed by name — and a long text as the lines that changed.
struct DiffSummary {
    struct Change {
        let label: String
        let before: String
        let after: String
        /// For long texts (a description, release notes): the lines removed and added.
        let lines: [LineChange]
        /// Whether a long text's item also changed what its summary shows apart from the text
        /// (a version beside its release notes, a review's stars): then both are named.
        var summaryChanged = false
    }

    struct Move {
        let label: String
        let from: Int
        let to: Int
    }

    struct SectionChanges {
        let section: DetailSection
        let removed: [String]
        let added: [String]
        let changed: [Change]
        let moved: [Move]
    }

    let sections: [SectionChanges]
    let batch: BatchUpdate<DetailSection, DetailItem>

    /// Whether the pages differ at all.
    var hasChanges: Bool { !sections.isEmpty }

    init(_ comparison: PageComparison) {
        batch = comparison.batch
        sections = comparison.sections.map { section in
            SectionChanges(
                section: section.section, removed: section.removed.map(ItemSummary.line(for:)),
                added: section.added.map(ItemSummary.line(for:)),
                changed: section.changed.flatMap(Self.changes),
                moved: section.moved.map {
                    Move(label: ItemSummary.label(of: $0.item), from: $0.from, to: $0.to)
                })
        }
    }

    private static func changes(_ change: SectionComparison.Change) -> [Change] {
        let longText = change.longText
        let before = ItemSummary.value(of: change.before)
        let after = ItemSummary.value(of: change.after)
        if longText == nil, before == after {
            // The summary reads the same: name each field that changed instead.
            return FieldChange.between(change.before, change.after).map { field in
                let (old, new) = ItemSummary.contrasted(field.before, field.after)
                return Change(
                    label: "\(ItemSummary.label(of: change.after)) \(field.name)", before: old, after: new,
                    lines: [])
            }
        }
        var result = Change(
            label: ItemSummary.label(of: change.after), before: before, after: after,
            lines: longText.map { LineChange.between($0.before, $0.after) } ?? [])
        if case .description = change.after {
            // A description's summary is its text: the lines say it all.
        } else {
            result.summaryChanged = longText != nil && before != after
        }
        return [result]
    }
}
