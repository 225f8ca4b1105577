import DiffableSections

/// What changed in one section of a page, items matched by identity.
public struct SectionComparison: Sendable {
    /// An item that kept its identity but not its content.
    public struct Change: Sendable {
        /// The item on the old page.
        public let before: DetailItem
        /// The item on the new page.
        public let after: DetailItem

        /// The item's long text before and after (a description, release notes, a review's
        /// body), or `nil` for an item without one.
        public var longText: (before: String, after: String)? {
            guard let old = Self.longText(of: before), let new = Self.longText(of: after) else { return nil }
            return (old, new)
        }

        private static func longText(of item: DetailItem) -> String? {
            switch item {
            case .description(let text) where text.role == .text: text.text
            case .whatsNew(let news): news.notes
            case .review(let review): review.body
            default: nil
            }
        }
    }

    /// An item that kept its identity and moved within the section.
    public struct Move: Sendable {
        /// The item on the new page.
        public let item: DetailItem
        /// Its position on the old page, counted from 1.
        public let from: Int
        /// Its position on the new page, counted from 1.
        public let to: Int
    }

    /// The section.
    public let section: DetailSection
    /// Items only the old page had, in its order.
    public let removed: [DetailItem]
    /// Items only the new page has, in its order.
    public let added: [DetailItem]
    /// Items on both pages whose content changed, in the new page's order.
    public let changed: [Change]
    /// Items that changed their order among the items on both pages, the fewest that leave the
    /// others in theirs; among equally few, those leaving the most items at their own place
    /// (reversing five lists four: the middle one stays). The batch may move more, to keep
    /// a collection view's other items in place.
    public let moved: [Move]

    /// Whether nothing changed in the section.
    public var isEmpty: Bool { removed.isEmpty && added.isEmpty && changed.isEmpty && moved.isEmpty }

    init(_ section: DetailSection, old: DetailSnapshot, new: DetailSnapshot) {
        self.section = section
        let before = (try? old.items(inSection: section)) ?? []
        let after = (try? new.items(inSection: section)) ?? []
        let oldByID = Dictionary(
            before.map { ($0.diffIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(after.map(\.diffIdentifier))
        removed = before.filter { !newIDs.contains($0.diffIdentifier) }
        var added: [DetailItem] = []
        var changed: [Change] = []
        for item in after {
            guard let previous = oldByID[item.diffIdentifier] else {
                added.append(item)
                continue
            }
            if previous != item { changed.append(Change(before: previous, after: item)) }
        }
        self.added = added
        self.changed = changed
        let keptOld = before.filter { newIDs.contains($0.diffIdentifier) }
        let oldPlace = Dictionary(
            keptOld.enumerated().map { ($1.diffIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        let oldPagePlace = Dictionary(
            before.enumerated().map { ($1.diffIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        let keptNew = after.enumerated().filter { oldPlace[$1.diffIdentifier] != nil }
        let movedPlaces = ReaderMoves.moved(oldOrder: keptNew.map { oldPlace[$1.diffIdentifier] ?? 0 })
        moved = keptNew.enumerated().filter { movedPlaces.contains($0.offset) }.map { _, kept in
            Move(
                item: kept.element, from: (oldPagePlace[kept.element.diffIdentifier] ?? 0) + 1,
                to: kept.offset + 1)
        }
    }
}
