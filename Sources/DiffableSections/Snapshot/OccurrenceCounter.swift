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
