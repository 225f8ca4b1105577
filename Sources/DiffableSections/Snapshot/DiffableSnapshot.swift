/// The state of a sectioned list at one moment: sections in order, each with its items in order.
///
/// It follows `NSDiffableDataSourceSnapshot`'s API, with three differences that make it safe to
/// build from any data:
/// - it stores values, not just identifiers, so two snapshots can be diffed for content changes;
/// - every operation UIKit would crash on or silently reinterpret throws a ``SnapshotError`` that
///   names the identifier at fault, and leaves the snapshot unchanged;
/// - it has no UIKit and no Foundation, so it runs on Linux and in tests.
///
/// Identities are unique across the whole snapshot: an item lives in exactly one section.
///
/// ```swift
/// var snapshot = DiffableSnapshot<String, String>()
/// try snapshot.appendSections(["fruit"])
/// try snapshot.appendItems(["apple", "pear"])
/// let changes = old.batchUpdate(to: snapshot, updateStyle: .reconfigure)
/// ```
public struct DiffableSnapshot<Section: Diffable, Item: Diffable>: Sendable {
    /// A section's identity.
    public typealias SectionID = Section.DiffIdentifier
    /// An item's identity.
    public typealias ItemID = Item.DiffIdentifier
    /// The error every throwing operation of this snapshot throws.
    public typealias Failure = SnapshotError<SectionID, ItemID>

    @usableFromInline var content: [SectionData<Section, Item>] = []
    @usableFromInline var sectionIndexByID: [SectionID: Int] = [:]
    @usableFromInline var sectionIDByItemID: [ItemID: SectionID] = [:]

    /// Items marked with ``reloadItems(_:)``, in the order they were marked.
    public internal(set) var reloadedItemIdentifiers: [ItemID] = []
    /// Items marked with ``reconfigureItems(_:)``, in the order they were marked.
    public internal(set) var reconfiguredItemIdentifiers: [ItemID] = []

    /// An empty snapshot.
    public init() {}

    /// A snapshot of these sections and items.
    ///
    /// - Parameters:
    ///   - sections: the sections in order, each with its items in order.
    ///   - duplicates: with ``DuplicatePolicy/reject``, a repeated section or item throws naming
    ///     it; with ``DuplicatePolicy/keepFirst``, later repeats are dropped.
    public init(_ sections: [SectionData<Section, Item>], duplicates: DuplicatePolicy) throws(Failure) {
        for data in sections {
            let id = data.section.diffIdentifier
            if sectionIndexByID[id] != nil {
                if duplicates == .keepFirst { continue }
                throw .duplicateSection(id)
            }
            var kept: [Item] = []
            kept.reserveCapacity(data.items.count)
            for item in data.items {
                let itemID = item.diffIdentifier
                if sectionIDByItemID[itemID] != nil {
                    if duplicates == .keepFirst { continue }
                    throw .duplicateItem(itemID)
                }
                sectionIDByItemID[itemID] = id
                kept.append(item)
            }
            sectionIndexByID[id] = content.count
            content.append(SectionData(section: data.section, items: kept))
        }
    }

    // MARK: Queries

    /// How many sections there are.
    public var numberOfSections: Int { content.count }

    /// How many items there are in all sections.
    @inlinable public var numberOfItems: Int { sectionIDByItemID.count }

    /// The sections' identities, in order.
    public var sectionIdentifiers: [SectionID] { content.map(\.section.diffIdentifier) }

    /// Every item's identity, section by section.
    public var itemIdentifiers: [ItemID] { content.flatMap { $0.items.map(\.diffIdentifier) } }

    /// The sections with their items, as plain arrays.
    public var sections: [SectionData<Section, Item>] { content }

    /// How many items the section has.
    public func numberOfItems(inSection id: SectionID) throws(Failure) -> Int {
        try items(inSection: id).count
    }

    /// The section's items, in order.
    public func items(inSection id: SectionID) throws(Failure) -> [Item] {
        guard let index = sectionIndexByID[id] else { throw .unknownSection(id) }
        return content[index].items
    }

    /// The identities of the section's items, in order.
    public func itemIdentifiers(inSection id: SectionID) throws(Failure) -> [ItemID] {
        try items(inSection: id).map(\.diffIdentifier)
    }

    /// The section that holds the item, or `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem id: ItemID) -> SectionID? {
        sectionIDByItemID[id]
    }

    /// The section's index, or `nil` when it is not in the snapshot.
    public func index(ofSection id: SectionID) -> Int? {
        sectionIndexByID[id]
    }

    /// The item's position, or `nil` when it is not in the snapshot.
    public func indexPath(ofItem id: ItemID) -> ItemIndexPath? {
        guard let sectionID = sectionIDByItemID[id], let section = sectionIndexByID[sectionID],
            let item = content[section].items.firstIndex(where: { $0.diffIdentifier == id })
        else { return nil }
        return ItemIndexPath(item: item, section: section)
    }

    /// The item's index counting through all sections in order, as `NSDiffableDataSourceSnapshot`'s
    /// `indexOfItem(_:)` does, or `nil` when it is not in the snapshot.
    public func index(ofItem id: ItemID) -> Int? {
        guard let path = indexPath(ofItem: id) else { return nil }
        return content[..<path.section].reduce(path.item) { $0 + $1.items.count }
    }

    /// The item with this identity, or `nil`.
    public func item(withIdentifier id: ItemID) -> Item? {
        guard let path = indexPath(ofItem: id) else { return nil }
        return content[path.section].items[path.item]
    }

    /// The section with this identity, or `nil`.
    @inlinable public func section(withIdentifier id: SectionID) -> Section? {
        sectionIndexByID[id].map { content[$0].section }
    }
}
