/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting: O(n log n) time, O(n) memory, and O(n) when the values are mostly
/// increasing, as the old positions of a real update's items are. The items a diff leaves in
/// place are exactly such a subsequence of their old positions taken in new order, so
/// everything else is the smallest possible set of moves. 32-bit indices halve the memory the
/// search touches at 100,000 items.
@inlinable
func longestIncreasingSubsequenceMembers(_ values: [Int32]) -> [Bool] {
    var tails: [Int32] = []  // tails[k]: index in `values` of the smallest tail of a run of length k + 1
    var tailValues: [Int32] = []  // values[tails[k]], kept contiguous for the binary search
    tails.reserveCapacity(values.count)
    tailValues.reserveCapacity(values.count)
    var predecessor = [Int32](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        // Most items of a real update extend the longest run so far: no search needed.
        if let last = tailValues.last, last < value { low = high }
        while low < high {
            let middle = (low + high) / 2
            if tailValues[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessor[index] = tails[low - 1] }
        if low == tails.count {
            tails.append(Int32(index))
            tailValues.append(value)
        } else {
            tails[low] = Int32(index)
            tailValues[low] = value
        }
    }
    var members = [Bool](repeating: false, count: values.count)
    var cursor = Int(tails.last ?? -1)
    while cursor >= 0 {
        members[cursor] = true
        cursor = Int(predecessor[cursor])
    }
    return members
}
