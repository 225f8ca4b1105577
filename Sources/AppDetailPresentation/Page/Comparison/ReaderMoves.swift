/// Which items a reader should be told moved, when a section's kept items (those on both pages)
/// changed order: the fewest that, taken out and put back, leave the others in their order —
/// the complement of a longest increasing run — and among equally few, those that leave the most
/// items at their own place. Reversing five items lists four moves, the middle one staying put;
/// moving one item lists that one, not each neighbour it pushed along.
enum ReaderMoves {
    /// Up to this many kept items the choice among equally few moves is made (quadratic work);
    /// past it any fewest set is taken (`n log n`).
    static let preferenceLimit = 2_000

    /// The indices into `oldOrder` whose items moved, where `oldOrder[i]` is the old place among
    /// the kept items of the item at new place `i` (a permutation of `0..<oldOrder.count`).
    static func moved(oldOrder: [Int]) -> Set<Int> {
        let count = oldOrder.count
        guard count > 1 else { return [] }
        let kept = count <= preferenceLimit ? preferredRun(oldOrder) : anyLongestRun(oldOrder)
        return Set(0..<count).subtracting(kept)
    }

    /// A longest increasing run that holds the most fixed places (`oldOrder[i] == i`).
    private static func preferredRun(_ oldOrder: [Int]) -> Set<Int> {
        let count = oldOrder.count
        // score[i]: the best (length, fixed places) of a run ending at i.
        var length = [Int](repeating: 1, count: count)
        var fixed = (0..<count).map { oldOrder[$0] == $0 ? 1 : 0 }
        var previous = [Int](repeating: -1, count: count)
        for end in 0..<count {
            let own = oldOrder[end] == end ? 1 : 0
            for start in 0..<end where oldOrder[start] < oldOrder[end] {
                let candidate = (length[start] + 1, fixed[start] + own)
                if candidate > (length[end], fixed[end]) {
                    (length[end], fixed[end]) = candidate
                    previous[end] = start
                }
            }
        }
        var best = 0
        for index in 1..<count where (length[index], fixed[index]) > (length[best], fixed[best]) {
            best = index
        }
        var run: Set<Int> = []
        var index = best
        while index >= 0 {
            run.insert(index)
            index = previous[index]
        }
        return run
    }

    /// A longest increasing run, by patience sorting.
    private static func anyLongestRun(_ oldOrder: [Int]) -> Set<Int> {
        var tails: [Int] = []  // indices into oldOrder, the smallest tail of each run length
        var previous = [Int](repeating: -1, count: oldOrder.count)
        for index in oldOrder.indices {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if oldOrder[tails[middle]] < oldOrder[index] { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: Set<Int> = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.insert(index)
            index = previous[index]
        }
        return run
    }
}
