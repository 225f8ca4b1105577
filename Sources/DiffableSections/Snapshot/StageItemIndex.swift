/// The item index and occurrence numbers of a stage's snapshot, worked out from those of the
/// snapshot it is cut from (the base) as the stage walks the base's sections in order, dropping
/// some items and keeping the rest in place.
///
/// Without repeated identities this only lists the dropped identities. With them
/// (``DuplicatePolicy/keepAll``), a kept item's occurrence number is its base number less the
/// occurrences of its identity dropped before it, so only dropped items and repeats are hashed:
/// the cost follows the change and the repeats, not the data.
@usableFromInline
struct StageItemIndex<Section: Diffable, Item: Diffable> {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>
    @usableFromInline typealias ItemID = Item.DiffIdentifier

    @usableFromInline let base: Snapshot
    /// How many times each repeated identity occurs in the base; empty when none repeats.
    @usableFromInline var totals: [ItemID: Int32] = [:]
    /// Occurrences of each repeated identity dropped so far.
    @usableFromInline var dropped: [ItemID: Int32] = [:]
    @usableFromInline var droppedCount = 0
    /// Identities of which the stage keeps no occurrence.
    @usableFromInline var absent = Set<ItemID>()
    @usableFromInline var occurrences: [[Int32]] = []
    /// The base section being walked: its occurrence numbers and the kept items' new ones.
    @usableFromInline var baseNumbers: [Int32] = []
    @usableFromInline var stageNumbers: [Int32] = []
    /// Set when an identity's first kept occurrence lies in another section than its base first
    /// occurrence: the shared index would be wrong, so the stage counts again (rare).
    @usableFromInline var firstOccurrenceMoved = false

    /// An index for a stage cut from `base` that drops `drops` items: the set of absent
    /// identities is sized for them at once instead of growing (and rehashing) as it fills.
    @inlinable
    init(base: Snapshot, drops: Int) {
        self.base = base
        if drops > 0 { absent.reserveCapacity(drops) }
        guard base.repeatedItemCount > 0 else { return }
        occurrences.reserveCapacity(base.content.count)
        for (section, numbers) in base.occurrences.enumerated() {
            for (index, number) in numbers.enumerated() where number > 0 {
                totals[base.content[section].items[index].diffIdentifier] = number + 1
            }
        }
    }

    /// Starts walking base section `section`, which the stage keeps (less the dropped items).
    @inlinable
    mutating func startSection(_ section: Int) {
        baseNumbers = base.occurrenceNumbers(inSection: section)
        stageNumbers = []
        if !baseNumbers.isEmpty { stageNumbers.reserveCapacity(baseNumbers.count) }
    }

    /// Drops item `index` of the section being walked.
    @inlinable
    mutating func drop(_ id: ItemID, at index: Int) {
        droppedCount += 1
        guard !totals.isEmpty, (baseNumbers.isEmpty ? 0 : baseNumbers[index]) > 0 || totals[id] != nil else {
            absent.insert(id)
            return
        }
        dropped[id, default: 0] += 1
    }

    /// Keeps item `index` of the section being walked, in the stage's section `sectionID`.
    @inlinable
    mutating func keep(_ id: ItemID, at index: Int, in sectionID: Snapshot.SectionID) {
        guard !baseNumbers.isEmpty else { return }
        stageNumbers.append(renumbered(id, number: baseNumbers[index], in: sectionID))
    }

    /// Ends the section being walked.
    @inlinable
    mutating func finishSection() {
        guard !totals.isEmpty else { return }
        occurrences.append(stageNumbers)
        baseNumbers = []
        stageNumbers = []
    }

    /// Keeps every item of base section `section`.
    @inlinable
    mutating func keepSection(_ section: Int, as sectionID: Snapshot.SectionID) {
        guard !totals.isEmpty else { return }
        var numbers = base.occurrenceNumbers(inSection: section)
        if !dropped.isEmpty {
            let items = base.content[section].items
            for index in numbers.indices where numbers[index] > 0 {
                numbers[index] = renumbered(
                    items[index].diffIdentifier, number: numbers[index], in: sectionID)
            }
        }
        occurrences.append(numbers)
    }

    /// Drops every item of base section `section`.
    @inlinable
    mutating func dropSection(_ section: Int) {
        baseNumbers = base.occurrenceNumbers(inSection: section)
        for (index, item) in base.content[section].items.enumerated() {
            drop(item.diffIdentifier, at: index)
        }
        baseNumbers = []
    }

    /// A kept item's number: its base number less the occurrences of its identity dropped so far.
    @inlinable
    mutating func renumbered(_ id: ItemID, number: Int32, in sectionID: Snapshot.SectionID) -> Int32 {
        guard number > 0, let gone = dropped[id] else { return number }
        if number == gone, base.sectionIDByItemID[id] != sectionID { firstOccurrenceMoved = true }
        return number - gone
    }

    /// The stage's snapshot of `content`, the base's sections and items walked as above.
    @inlinable
    mutating func snapshot(
        of content: [SectionData<Section, Item>], sectionIndex: SectionPositions<Snapshot.SectionID>
    ) -> Snapshot {
        for (id, count) in dropped where count == totals[id] { absent.insert(id) }
        let identities = base.sectionIDByItemID.count - absent.count
        let repeated = base.numberOfItems - droppedCount - identities
        var snapshot = Snapshot(
            stageContent: content, locations: base.sectionIDByItemID.excluding(absent),
            sectionIndex: sectionIndex)
        if firstOccurrenceMoved {
            snapshot.reindexItems()
        } else if repeated > 0 {
            snapshot.occurrences = occurrences
            snapshot.repeatedItemCount = repeated
        }
        return snapshot
    }
}
