/// Of `rows`, `fraction` deleted, the same share moved to random positions, updated (moved rows
/// included) and inserted as new rows, all chosen by the generator. O(n log n), so it can churn a
/// million rows.
func churned(
    _ rows: [Row], fraction: Double = 0.1, using random: inout SplitMix64, ids: inout IdentitySource
) -> [Row] {
    let share = Int(Double(rows.count) * fraction)
    var order = Array(rows.indices)
    order.shuffle(using: &random)
    var deleted = [Bool](repeating: false, count: rows.count)
    var moved = deleted
    for index in order.prefix(share) { deleted[index] = true }
    for index in order.dropFirst(share).prefix(share) { moved[index] = true }
    var updated = rows
    for _ in 0..<share {
        let index = Int.random(in: rows.indices, using: &random)
        updated[index].version += 1
    }
    let staying = rows.indices.filter { !deleted[$0] && !moved[$0] }.map { updated[$0] }
    var arriving = rows.indices.filter { moved[$0] }.map { updated[$0] }
    arriving += (0..<share).map { _ in Row(id: ids.fresh(), version: 0) }
    return scattered(arriving, into: staying, using: &random)
}

/// `rows` placed at random positions among `base`, which keeps its order.
func scattered(_ rows: [Row], into base: [Row], using random: inout SplitMix64) -> [Row] {
    let slots = rows.map { (slot: Int.random(in: 0...base.count, using: &random), row: $0) }
        .sorted { $0.slot < $1.slot }
    var result: [Row] = []
    result.reserveCapacity(base.count + rows.count)
    var next = slots.startIndex
    for (index, row) in base.enumerated() {
        while next < slots.endIndex, slots[next].slot == index {
            result.append(slots[next].row)
            next += 1
        }
        result.append(row)
    }
    result += slots[next...].map(\.row)
    return result
}
