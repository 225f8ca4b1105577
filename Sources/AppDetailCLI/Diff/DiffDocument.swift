import AppDetailDomain

/// The `diff --format json` document (schema version 2): the changes per section and the batch
/// update as structured data (version 1 gave it as formatted strings).
struct DiffDocument: Encodable {
    struct ChangeJSON: Encodable {
        let item: String
        let before: String
        let after: String
        let removedLines: [String]?
        let addedLines: [String]?
    }

    struct MoveJSON: Encodable {
        let item: String
        let from: Int
        let to: Int
    }

    struct SectionJSON: Encodable {
        let section: String
        let removed: [String]
        let added: [String]
        let changed: [ChangeJSON]
        let moved: [MoveJSON]
    }

    let schemaVersion = 2
    let app: Int64
    let storefront: StorefrontJSON
    let changed: Bool
    let sections: [SectionJSON]
    let batchUpdate: BatchUpdateJSON

    init(_ comparison: DiffSummary, app: AppID, storefront: Storefront) {
        self.app = app.rawValue
        self.storefront = StorefrontJSON(storefront)
        changed = comparison.hasChanges
        sections = comparison.sections.map { section in
            SectionJSON(
                section: section.section.rawValue, removed: section.removed, added: section.added,
                changed: section.changed.map { change in
                    let lines = change.lines.isEmpty ? nil : change.lines
                    return ChangeJSON(
                        item: change.label, before: change.before, after: change.after,
                        removedLines: lines?.filter { $0.kind == .removed }.map(\.text),
                        addedLines: lines?.filter { $0.kind == .added }.map(\.text))
                },
                moved: section.moved.map { MoveJSON(item: $0.label, from: $0.from, to: $0.to) })
        }
        batchUpdate = BatchUpdateJSON(comparison.batch)
    }
}
