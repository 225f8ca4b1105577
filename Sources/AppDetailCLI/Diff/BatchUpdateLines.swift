import AppDetailPresentation
import DiffableSections

/// A batch update as the calls a collection view's `performBatchUpdates` would make.
enum BatchUpdateLines {
    static func lines(for batch: BatchUpdate<DetailSection, DetailItem>) -> [String] {
        guard !batch.isEmpty else { return ["(none)"] }
        var lines: [String] = []
        func add(_ name: String, _ values: [String]) {
            if !values.isEmpty { lines.append("\(name): " + values.joined(separator: ", ")) }
        }
        add("deleteSections", batch.sectionDeletes.sorted().map(String.init))
        add("insertSections", batch.sectionInserts.map { "\($0.at) (\($0.content.section.rawValue))" })
        add("moveSection", batch.sectionMoves.map { "\($0.from) → \($0.to)" })
        add("reloadSections", batch.sectionUpdates.map { "\($0.from)" })
        add("deleteItems", batch.itemDeletes.sorted().map(\.description))
        add("insertItems", batch.itemInserts.map(\.at).sorted().map(\.description))
        add("moveItem", batch.itemMoves.map { "\($0.from) → \($0.to)" })
        add("reconfigureItems", batch.itemUpdates.map { "\($0.from)" })
        return lines
    }
}
