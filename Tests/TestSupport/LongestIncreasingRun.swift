/// The length of the longest strictly increasing subsequence of `values`, by the quadratic
/// recurrence: an oracle for the tests of the diff's moves and of the moves `diff` lists.
public func longestIncreasingRunLength<Value: Comparable>(_ values: [Value]) -> Int {
    var ending = [Int](repeating: 1, count: values.count)
    for index in values.indices {
        for earlier in 0..<index where values[earlier] < values[index] {
            ending[index] = max(ending[index], ending[earlier] + 1)
        }
    }
    return ending.max() ?? 0
}
