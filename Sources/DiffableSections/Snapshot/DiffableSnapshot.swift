/// The state of a sectioned list at one moment: sections in order, each with its items in order.
///
/// It follows `NSDiffableDataSourceSnapshot`'s API, with three differences that make it safe to
/// build from any data:
/// - it stores values, not just identifiers, so two snapshots can be diffed for content changes;
/// - every operation UIKit would crash on or silently reinterpret throws a ``SnapshotError`` that
///   names the identifier at fault, and leaves the snapshot unchanged;
/// - it has no UIKit and no Foundation, so it runs on Linux and in tests.
///
/// Identities are unique across the whole snapshot: an item lives in exactly one section (unless
/// it was built with ``DuplicatePolicy/keepAll``, which tells repeats apart by occurrence).
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
    @usableFromInline var sectionIndexByID = SectionPositions<SectionID>()
    /// The section of each identity's first occurrence.
    @usableFromInline var sectionIDByItemID = ItemLocations<ItemID, SectionID>()
    /// Only when an identity repeats (``DuplicatePolicy/keepAll``): per section, each item's
    /// occurrence among the items with its identity, 0 for the first (an empty array for a section
    /// with no repeat). Empty otherwise.
    @usableFromInline var occurrences: [[Int32]] = []
    /// How many items repeat an identity held by an earlier item.
    @usableFromInline var repeatedItemCount = 0

    /// Items marked with ``reloadItems(_:)``, in the order they were marked.
    public internal(set) var reloadedItemIdentifiers: [ItemID] = []
    /// Items marked with ``reconfigureItems(_:)``, in the order they were marked.
    public internal(set) var reconfiguredItemIdentifiers: [ItemID] = []
    /// Sections marked with ``reloadSections(_:)`` or ``reconfigureSections(_:)``, in the order
    /// they were marked: listed as changed (``BatchUpdate/sectionUpdates``) even when equal.
    public internal(set) var markedSectionIdentifiers: [SectionID] = []

    /// An empty snapshot.
    public init() {}

    /// A snapshot of these sections and items.
    ///
    /// Built in one pass that hashes each identity once and shares the given item arrays; only
    /// data that repeats an identity takes a slower path that applies the policy.
    ///
    /// - Parameters:
    ///   - sections: the sections in order, each with its items in order.
    ///   - duplicates: what to do with a repeated section or item: see ``DuplicatePolicy``.
    @inlinable
    public init(_ sections: [SectionData<Section, Item>], duplicates: DuplicatePolicy) throws(Failure) {
        if sections.count == 1 {
            let items = sections[0].items
            let sectionID = sections[0].section.diffIdentifier
            var occurrence = OccurrenceCounter<ItemID>()
            guard
                let locations = ItemLocations.oneSection(
                    sectionID, items: items, keepingRepeats: duplicates == .keepAll, occurrence: &occurrence)
            else {
                self = try Self(repeating: sections, duplicates: duplicates)
                return
            }
            content = sections
            sectionIndexByID = SectionPositions([sectionID: 0])
            sectionIDByItemID = locations
            if occurrence.repeated > 0 {
                occurrences = [occurrence.numbers]
                repeatedItemCount = occurrence.repeated
            }
            return
        }
        var itemCount = 0
        for data in sections { itemCount &+= data.items.count }
        var sectionIndex = [SectionID: Int](minimumCapacity: sections.count)
        var locations = [ItemID: SectionID](minimumCapacity: itemCount)
        for (position, data) in sections.enumerated() {
            let sectionID = data.section.diffIdentifier
            sectionIndex[sectionID] = position
            for item in data.items { locations[item.diffIdentifier] = sectionID }
        }
        guard sectionIndex.count == sections.count, locations.count == itemCount else {
            self = try Self(repeating: sections, duplicates: duplicates)
            return
        }
        content = sections
        sectionIndexByID = SectionPositions(sectionIndex)
        sectionIDByItemID = ItemLocations(locations)
    }

    /// The slow path of ``init(_:duplicates:)``, for data that repeats an identity.
    @inlinable
    init(repeating sections: [SectionData<Section, Item>], duplicates: DuplicatePolicy) throws(Failure) {
        guard duplicates != .keepAll else {
            for data in sections {
                if let existing = sectionIndexByID[data.section.diffIdentifier] {
                    content[existing].items += data.items
                } else {
                    sectionIndexByID[data.section.diffIdentifier] = content.count
                    content.append(data)
                }
            }
            reindexItems()
            return
        }
        for data in sections {
            let id = data.section.diffIdentifier
            if sectionIndexByID[id] != nil {
                if duplicates == .reject { throw .duplicateSection(id) }
                continue
            }
            var kept: [Item] = []
            kept.reserveCapacity(data.items.count)
            for item in data.items {
                let itemID = item.diffIdentifier
                guard sectionIDByItemID[itemID] == nil else {
                    if duplicates == .reject { throw .duplicateItem(itemID) }
                    continue
                }
                sectionIDByItemID[itemID] = id
                kept.append(item)
            }
            sectionIndexByID[id] = content.count
            content.append(SectionData(section: data.section, items: kept))
        }
    }

    /// The occurrence numbers of the items of section `section` (by index), or an empty array when
    /// none of them repeats an identity: the first occurrence of each identity is 0.
    @inlinable
    func occurrenceNumbers(inSection section: Int) -> [Int32] {
        occurrences.isEmpty ? [] : occurrences[section]
    }

    /// Rebuilds the item index, the occurrence numbers and the repeat count from `content`.
    @inlinable
    mutating func reindexItems() {
        var occurrences: [[Int32]] = []
        occurrences.reserveCapacity(content.count)
        var repeated = 0
        if content.count == 1 {
            let items = content[0].items
            var occurrence = OccurrenceCounter<ItemID>()
            sectionIDByItemID =
                ItemLocations.oneSection(
                    content[0].section.diffIdentifier, items: items, keepingRepeats: true,
                    occurrence: &occurrence)
                ?? ItemLocations()
            occurrences.append(occurrence.numbers)
            repeated = occurrence.repeated
        } else {
            var locations = [ItemID: SectionID](minimumCapacity: content.reduce(0) { $0 + $1.items.count })
            var occurrence = OccurrenceCounter<ItemID>()
            for data in content {
                let sectionID = data.section.diffIdentifier
                occurrence.startSection()
                for (index, item) in data.items.enumerated() {
                    let id = item.diffIdentifier
                    // One hash for a first occurrence; a repeat puts the first one's section back.
                    guard let first = locations.updateValue(sectionID, forKey: id) else { continue }
                    locations[id] = first
                    occurrence.countRepeat(of: id, at: index, among: data.items.count)
                }
                occurrences.append(occurrence.numbers)
            }
            sectionIDByItemID = ItemLocations(locations)
            repeated = occurrence.repeated
        }
        self.occurrences = repeated > 0 ? occurrences : []
        repeatedItemCount = repeated
    }

    // MARK: Queries

    /// How many sections there are.
    public var numberOfSections: Int { content.count }

    /// How many items there are in all sections.
    @inlinable public var numberOfItems: Int { sectionIDByItemID.count + repeatedItemCount }

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

extension DiffableSnapshot: Equatable where Section: Equatable, Item: Equatable {
    /// Two snapshots are equal when they hold equal sections and items in the same order and mark
    /// the same items for reload and reconfiguration.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.content == rhs.content && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
            && lhs.markedSectionIdentifiers == rhs.markedSectionIdentifiers
    }
}
