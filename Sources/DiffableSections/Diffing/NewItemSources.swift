/// For every item of the new snapshot, its old position packed as `section << 32 | item`, or -1
/// when it is new: one flat array for all sections (a section's items from its offset), so a
/// snapshot of many small sections costs two allocations here, not one per section.
@usableFromInline
struct NewItemSources {
    @usableFromInline var values: [Int]
    /// Where each new section's items start in `values`, and (last) how many items there are.
    @usableFromInline let offsets: [Int]

    @inlinable
    init(offsets: [Int]) {
        self.offsets = offsets
        values = [Int](repeating: -1, count: offsets.last ?? 0)
    }

    /// The sources of one section's items, in order (the slice keeps `values`' indices).
    @inlinable
    subscript(section: Int) -> ArraySlice<Int> {
        values[offsets[section]..<offsets[section + 1]]
    }

    /// The source of the item at `item` in `section`.
    @inlinable
    subscript(section: Int, item: Int) -> Int {
        get { values[offsets[section] + item] }
        set { values[offsets[section] + item] = newValue }
    }
}
