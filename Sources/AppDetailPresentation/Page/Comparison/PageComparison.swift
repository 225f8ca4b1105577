import DiffableSections

/// What changed between two pages of one app, section by section — items removed, added,
/// changed and moved — with the batch update between them: what a "what's new since you last
/// looked" screen, or the `diff` command, shows.
public struct PageComparison: Sendable {
    /// The sections with changes, in the new page's order, then sections only the old page had.
    public let sections: [SectionComparison]
    /// The single batch update from the old page to the new one.
    public let batch: BatchUpdate<DetailSection, DetailItem>

    /// Whether the pages differ at all.
    public var hasChanges: Bool { !sections.isEmpty }

    /// Compares `old` with `new`; items are matched by identity, and the moves listed are the
    /// fewest that explain the new order (see ``SectionComparison/moved``).
    public init(from old: DetailSnapshot, to new: DetailSnapshot) {
        let batch = old.batchUpdate(to: new, updateStyle: .reconfigure)
        self.batch = batch
        let order = new.sectionIdentifiers + old.sectionIdentifiers.filter { new.index(ofSection: $0) == nil }
        sections = order.map { section in
            SectionComparison(section, old: old, new: new)
        }.filter { !$0.isEmpty }
    }
}
