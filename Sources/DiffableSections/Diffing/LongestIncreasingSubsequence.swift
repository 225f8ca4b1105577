/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting: O(n log n) time, O(n) memory. The items a diff leaves in place are exactly
/// such a subsequence of their old positions taken in new order, so everything else is the
/// smallest possible set of moves.
@inlinable
func longestIncreasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []  // tails[k]: index in `values` of the smallest tail of a run of length k + 1
    var tailValues: [Int] = []  // values[tails[k]], kept contiguous for the binary search
    tails.reserveCapacity(values.count)
    tailValues.reserveCapacity(values.count)
    var predecessor = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tailValues[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessor[index] = tails[low - 1] }
        if low == tails.count {
            tails.append(index)
            tailValues.append(value)
        } else {
            tails[low] = index
            tailValues[low] = value
        }
    }
    var members = [Bool](repeating: false, count: values.count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        members[cursor] = true
        cursor = predecessor[cursor]
    }
    return members
}
