/// Where each section is: the snapshot's section index.
///
/// A stage of a staged changeset holds the sections of the old or the new snapshot less those
/// deleted or inserted, so its index shares that snapshot's table and keeps only a renumbering of
/// its positions (one integer per section, no hashing): building a stage's index costs an array,
/// not a table of every section. The first mutation settles it into a table of its own.
@usableFromInline
struct SectionPositions<SectionID: Hashable & Sendable>: Sendable {
    @usableFromInline var table: [SectionID: Int]
    /// Empty, or for each of `table`'s positions the section's position here, -1 where it is absent.
    @usableFromInline var renumbering: [Int] = []

    @inlinable
    init(_ table: [SectionID: Int] = [:]) {
        self.table = table
    }

    @inlinable
    subscript(id: SectionID) -> Int? {
        get {
            guard let position = table[id] else { return nil }
            guard !renumbering.isEmpty else { return position }
            let renumbered = renumbering[position]
            return renumbered < 0 ? nil : renumbered
        }
        set {
            settle()
            table[id] = newValue
        }
    }

    /// The same sections, each at `renumbering[position]` (-1: gone), without a new table.
    @inlinable
    func renumbered(_ renumbering: [Int]) -> Self {
        var copy = self
        if self.renumbering.isEmpty {
            copy.renumbering = renumbering
        } else {
            copy.renumbering = self.renumbering.map { $0 < 0 ? -1 : renumbering[$0] }
        }
        return copy
    }

    @inlinable
    mutating func removeAll(keepingCapacity: Bool) {
        renumbering = []
        table.removeAll(keepingCapacity: keepingCapacity)
    }

    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        settle()
        table.reserveCapacity(capacity)
    }

    /// Applies the renumbering to a table of its own.
    @inlinable
    mutating func settle() {
        guard !renumbering.isEmpty else { return }
        let renumbering = self.renumbering
        self.renumbering = []
        var settled = [SectionID: Int](minimumCapacity: table.count)
        for (id, position) in table where renumbering[position] >= 0 {
            settled[id] = renumbering[position]
        }
        table = settled
    }
}

/// A section with its items: the plain-array form of a snapshot's content.
public struct SectionData<Section: Sendable, Item: Sendable>: Sendable {
    /// The section.
    public var section: Section
    /// Its items, in order.
    public var items: [Item]

    /// A section with items.
    public init(section: Section, items: [Item]) {
        self.section = section
        self.items = items
    }
}

extension SectionData: Equatable where Section: Equatable, Item: Equatable {}
extension SectionData: Hashable where Section: Hashable, Item: Hashable {}

/// Numbers the repeats of identities as a snapshot is indexed: the second `7` is occurrence 1,
/// the third 2. Allocates nothing until the first repeat.
@usableFromInline
struct OccurrenceCounter<ID: Hashable> {
    /// Repeats so far of each repeated identity.
    @usableFromInline var repeats: [ID: Int32] = [:]
    /// The current section's occurrence numbers, 0 for first occurrences; empty until a repeat.
    @usableFromInline var numbers: [Int32] = []
    @usableFromInline var repeated = 0

    @inlinable init() {}

    /// Starts numbering another section.
    @inlinable
    mutating func startSection() {
        numbers = []
    }

    /// Records that the item at `index` of a section of `count` items repeats `id`.
    @inlinable
    mutating func countRepeat(of id: ID, at index: Int, among count: Int) {
        if numbers.isEmpty { numbers = [Int32](repeating: 0, count: count) }
        let number = repeats[id, default: 0] + 1
        repeats[id] = number
        numbers[index] = number
        repeated += 1
    }
}
