/// Which section holds each item: the snapshot's item index.
///
/// A list of one section (the most common) stores only its identities, which is all a duplicate
/// check has to hash anyway; other snapshots map each identity to its section. A stage of a
/// staged changeset holds nearly the same items as the old or the new snapshot, so its index
/// shares that snapshot's storage and lists only the identities it lacks: building it costs the
/// change, not the data. The first mutation settles it into storage of its own.
@usableFromInline
struct ItemLocations<ItemID: Hashable & Sendable, SectionID: Hashable & Sendable>: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case table([ItemID: SectionID])
        /// Every item is in this one section.
        case single(SectionID, Set<ItemID>)
    }

    @usableFromInline var storage: Storage
    /// Identities in `storage` that are not in this snapshot.
    @usableFromInline var absent: Set<ItemID> = []

    @inlinable
    init(_ table: [ItemID: SectionID] = [:]) {
        storage = .table(table)
    }

    @inlinable
    init(section: SectionID, identities: Set<ItemID>) {
        storage = .single(section, identities)
    }

    @inlinable
    subscript(id: ItemID) -> SectionID? {
        get {
            if !absent.isEmpty, absent.contains(id) { return nil }
            switch storage {
            case .table(let table): return table[id]
            case .single(let section, let identities): return identities.contains(id) ? section : nil
            }
        }
        set {
            settle()
            switch (storage, newValue) {
            case (.single(let section, var identities), let value) where value == nil || value == section:
                storage = .table([:])  // lets `identities` be changed in place
                if value == nil { identities.remove(id) } else { identities.insert(id) }
                storage = .single(section, identities)
            default:
                var table = takeTable()
                table[id] = newValue
                storage = .table(table)
            }
        }
    }

    /// How many identities the snapshot holds.
    @inlinable var count: Int {
        switch storage {
        case .table(let table): table.count - absent.count
        case .single(_, let identities): identities.count - absent.count
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
        }
    }
}
