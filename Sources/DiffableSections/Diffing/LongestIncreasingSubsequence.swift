/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting: O(n log n) time, O(n) memory, and O(n) when the values are mostly
/// increasing, as the old positions of a real update's items are. The items a diff leaves in
/// place are exactly such a subsequence of their old positions taken in new order, so
/// everything else is the smallest possible set of moves. 32-bit indices halve the memory the
/// search touches at 100,000 items.
///
/// When `positions` gives each value's own new position, runs through members that stay at
/// their position (`positions[i] == values[i]`) are preferred, greedily: such a member ends the
/// run when one can, and is taken as a member's predecessor when one can be. Reversing five items
/// then keeps the middle one and moves the other four, where another run would move an item to
/// where it already was (`[0, 2] → [0, 2]`): a move a collection view needs, but a reader takes
/// for none. The result is a longest run either way.
@inlinable
func longestIncreasingSubsequenceMembers(_ values: [Int32], positions: [Int32] = []) -> [Bool] {
    var members = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return members }
    // tails[k]: index in `values` of the smallest tail of a run of length k + 1; tailValues[k] is
    // its value, kept contiguous for the binary search. Both are sized once and indexed through
    // buffers: every index below is under `length` ≤ `values.count`, and the loop runs once per
    // item, so bounds and uniqueness checks would cost as much as the search.
    var tails = [Int32](repeating: 0, count: values.count)
    var tailValues = [Int32](repeating: 0, count: values.count)
    var predecessor = [Int32](repeating: -1, count: values.count)
    var length = 0
    // With `positions`: the latest member of each pile that stays at its position, and one of
    // the last pile.
    let prefersInPlace = positions.count == values.count
    var inPlaceTails = [Int32](repeating: -1, count: prefersInPlace ? values.count : 0)
    var inPlaceEnd = -1
    values.withUnsafeBufferPointer { values in
        tails.withUnsafeMutableBufferPointer { tails in
            tailValues.withUnsafeMutableBufferPointer { tailValues in
                predecessor.withUnsafeMutableBufferPointer { predecessor in
                    for index in values.indices {
                        let value = values[index]
                        var low = length
                        // Most items of a real update extend the longest run so far: no search.
                        if length > 0, tailValues[length - 1] >= value {
                            low = 0
                            var high = length - 1
                            while low < high {
                                let middle = (low + high) / 2
                                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                            }
                        }
                        if low > 0 {
                            predecessor[index] = tails[low - 1]
                            // Any member of the pile before that is smaller will do: prefer one in place.
                            if prefersInPlace, inPlaceTails[low - 1] >= 0,
                                values[Int(inPlaceTails[low - 1])] < value
                            {
                                predecessor[index] = inPlaceTails[low - 1]
                            }
                        }
                        tails[low] = Int32(truncatingIfNeeded: index)
                        tailValues[low] = value
                        if low == length {
                            length += 1
                            inPlaceEnd = -1
                        }
                        if prefersInPlace, positions[index] == value {
                            inPlaceTails[low] = Int32(truncatingIfNeeded: index)
                            if low == length - 1, inPlaceEnd < 0 { inPlaceEnd = index }
                        }
                    }
                }
            }
        }
    }
    members.withUnsafeMutableBufferPointer { members in
        predecessor.withUnsafeBufferPointer { predecessor in
            var cursor = inPlaceEnd >= 0 ? inPlaceEnd : Int(tails[length - 1])
            while cursor >= 0 {
                members[cursor] = true
                cursor = Int(predecessor[cursor])
            }
        }
    }
    return members
}
