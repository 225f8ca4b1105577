import AppDetailPresentation
import DiffableSections

/// A batch update as the calls a collection view's `performBatchUpdates` would make.
enum BatchUpdateLines {
    static func lines(for batch: BatchUpdate<DetailSection, DetailItem>) -> [String] {
        guard !batch.isEmpty else { return ["(none)"] }
        return entries(for: batch).map { "\($0.name): " + $0.values.joined(separator: ", ") }
    }

    /// Each call with the values it takes (index paths, sections, moves), calls with none left out.
    static func entries(for batch: BatchUpdate<DetailSection, DetailItem>) -> [(
        name: String, values: [String]
    )] {
        let all: [(name: String, values: [String])] = [
            ("deleteSections", batch.sectionDeletes.sorted().map(String.init)),
            ("insertSections", batch.sectionInserts.map { "\($0.at) (\($0.content.section.rawValue))" }),
            ("moveSection", batch.sectionMoves.map { "\($0.from) → \($0.to)" }),
            ("reloadSections", batch.sectionUpdates.map { "\($0.from)" }),
            ("deleteItems", batch.itemDeletes.sorted().map(\.description)),
            ("insertItems", batch.itemInserts.map(\.at).sorted().map(\.description)),
            ("moveItem", batch.itemMoves.map { "\($0.from) → \($0.to)" }),
            ("reconfigureItems", batch.itemUpdates.map { "\($0.from)" }),
        ]
        return all.filter { !$0.values.isEmpty }
    }
}
