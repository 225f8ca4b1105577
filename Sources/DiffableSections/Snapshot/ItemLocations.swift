/// Which section holds each item: the snapshot's item index.
///
/// A list of one section (the most common) stores only its identities, which is all a duplicate
/// check has to hash anyway. Up to ``positionedLimit`` items it stores with each identity the
/// position it had when the snapshot was built, at no extra hashing: a diff from the snapshot then
/// finds an item's old position without hashing the old items again (checking the item is still
/// there, as a change since may have moved it). Larger lists do without: looking positions up at
/// random in a table that no longer fits the processor's cache costs more than hashing the few
/// items a diff leaves over into a small one. Other snapshots map each identity to its section.
///
/// A stage of a staged changeset holds nearly the same items as the old or the new snapshot, so
/// its index shares that snapshot's storage and lists only the identities it lacks: building it
/// costs the change, not the data. The first mutation settles it into storage of its own.
@usableFromInline
struct ItemLocations<ItemID: Hashable & Sendable, SectionID: Hashable & Sendable>: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case table([ItemID: SectionID])
        /// Every item is in this one section.
        case single(SectionID, Set<ItemID>)
        /// Every item is in this one section; each identity's position there when the snapshot
        /// was built (-1 for identities added since), a hint that changes may have made stale.
        case positioned(SectionID, [ItemID: Int32])
    }

    /// The most items a one-section index notes positions for: its table then stays within a
    /// core's 1 MiB second-level cache (about 12 bytes a slot at three-quarters full).
    @inlinable static var positionedLimit: Int { 1 << 15 }

    @usableFromInline var storage: Storage
    /// Identities in `storage` that are not in this snapshot.
    @usableFromInline var absent: Set<ItemID> = []

    @inlinable
    init(_ table: [ItemID: SectionID] = [:]) {
        storage = .table(table)
    }

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    /// The index of one section holding `items`, hashing each identity once: `nil` at the first
    /// repeated identity, unless `keepingRepeats`, in which case each repeat is counted in
    /// `occurrence` and the index keeps the first occurrence.
    @inlinable
    static func oneSection<Item: Diffable>(
        _ section: SectionID, items: [Item], keepingRepeats: Bool,
        occurrence: inout OccurrenceCounter<ItemID>
    ) -> Self? where Item.DiffIdentifier == ItemID {
        guard items.count <= positionedLimit else {
            var identities = Set<ItemID>(minimumCapacity: items.count)
            for (index, item) in items.enumerated() where !identities.insert(item.diffIdentifier).inserted {
                guard keepingRepeats else { return nil }
                occurrence.countRepeat(of: item.diffIdentifier, at: index, among: items.count)
            }
            return Self(storage: .single(section, identities))
        }
        var positions = [ItemID: Int32](minimumCapacity: items.count)
        for (index, item) in items.enumerated() {
            let id = item.diffIdentifier
            guard let first = positions.updateValue(Int32(index), forKey: id) else { continue }
            guard keepingRepeats else { return nil }
            positions[id] = first
            occurrence.countRepeat(of: id, at: index, among: items.count)
        }
        return Self(storage: .positioned(section, positions))
    }

    @inlinable
    subscript(id: ItemID) -> SectionID? {
        get {
            if !absent.isEmpty, absent.contains(id) { return nil }
            switch storage {
            case .table(let table): return table[id]
            case .single(let section, let identities): return identities.contains(id) ? section : nil
            case .positioned(let section, let positions): return positions[id] != nil ? section : nil
            }
        }
        set {
            settle()
            switch (storage, newValue) {
            case (.single(let section, var identities), let value) where value == nil || value == section:
                storage = .table([:])  // lets `identities` be changed in place
                if value == nil { identities.remove(id) } else { identities.insert(id) }
                storage = .single(section, identities)
            case (.positioned(let section, var positions), let value) where value == nil || value == section:
                storage = .table([:])  // lets `positions` be changed in place
                if value == nil { positions[id] = nil } else if positions[id] == nil { positions[id] = -1 }
                storage = .positioned(section, positions)
            default:
                var table = takeTable()
                table[id] = newValue
                storage = .table(table)
            }
        }
    }

    /// The one section every item is in and each identity's position there when the snapshot was
    /// built (hints to check, -1 for an identity added since); nil when the index maps sections
    /// instead, or lists absent identities (a stage's).
    @inlinable var builtPositions: (section: SectionID, positions: [ItemID: Int32])? {
        guard absent.isEmpty, case .positioned(let section, let positions) = storage else { return nil }
        return (section, positions)
    }

    /// How many identities the snapshot holds.
    @inlinable var count: Int {
        switch storage {
        case .table(let table): table.count - absent.count
        case .single(_, let identities): identities.count - absent.count
        case .positioned(_, let positions): positions.count - absent.count
        }
    }

    /// The same index without these identities too (all of them held by it).
    @inlinable
    func excluding(_ identities: Set<ItemID>) -> Self {
        var copy = self
        // A stage is cut from a snapshot that lacks nothing: it takes the set as it is, shared,
        // instead of inserting (and rehashing) every identity again.
        if copy.absent.isEmpty {
            copy.absent = identities
        } else {
            copy.absent.formUnion(identities)
        }
        return copy
    }

    @inlinable
    @discardableResult
    mutating func removeValue(forKey id: ItemID) -> SectionID? {
        let section = self[id]
        if section != nil { self[id] = nil }
        return section
    }

    @inlinable
    mutating func settle() {
        guard !absent.isEmpty else { return }
        let absent = self.absent
        self.absent = []
        switch storage {
        case .table(let table): storage = .table(table.filter { !absent.contains($0.key) })
        case .single(let section, let identities): storage = .single(section, identities.subtracting(absent))
        case .positioned(let section, let positions):
            storage = .positioned(section, positions.filter { !absent.contains($0.key) })
        }
    }

    /// The storage as a table, leaving `storage` empty so the table is not shared.
    @inlinable
    mutating func takeTable() -> [ItemID: SectionID] {
        defer { storage = .table([:]) }
        switch storage {
        case .table(let table): return table
        case .single(let section, let identities):
            var table = [ItemID: SectionID](minimumCapacity: identities.count)
            for id in identities { table[id] = section }
            return table
        case .positioned(let section, let positions):
            var table = [ItemID: SectionID](minimumCapacity: positions.count)
            for id in positions.keys { table[id] = section }
            return table
        }
    }
}
