import AppDetailPresentation
import DiffableSections

/// The `diff` output: per section, what was removed, added or changed; then the single batch
/// update from the old page to the new one, as index paths.
struct ChangeRenderer {
    let width: Int
    let style: Style

    func render(from old: DetailSnapshot, to new: DetailSnapshot) -> String {
        var lines: [String] = []
        let sections =
            new.sectionIdentifiers + old.sectionIdentifiers.filter { new.index(ofSection: $0) == nil }
        for section in sections {
            let before = (try? old.items(inSection: section)) ?? []
            let after = (try? new.items(inSection: section)) ?? []
            let changes = Self.changes(before, after)
            guard !changes.isEmpty else { continue }
            lines.append(style.heading(section.rawValue))
            lines += changes.map { "  " + $0 }
        }
        if lines.isEmpty { lines.append("No changes.") }
        lines.append("")
        lines.append(style.heading("batch update"))
        lines += BatchUpdateLines.lines(for: old.batchUpdate(to: new, updateStyle: .reconfigure))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func changes(_ before: [DetailItem], _ after: [DetailItem]) -> [String] {
        let oldByID = Dictionary(
            before.map { ($0.diffIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(after.map(\.diffIdentifier))
        var lines: [String] = []
        for item in before where !newIDs.contains(item.diffIdentifier) {
            lines.append("- " + ItemSummary.line(for: item))
        }
        for item in after {
            guard let previous = oldByID[item.diffIdentifier] else {
                lines.append("+ " + ItemSummary.line(for: item))
                continue
            }
            guard previous != item else { continue }
            let (before, after) = (ItemSummary.value(of: previous), ItemSummary.value(of: item))
            lines.append(
                before == after
                    ? "~ \(ItemSummary.label(of: item)): text changed"
                    : "~ \(ItemSummary.label(of: item)): \(before) → \(after)")
        }
        return lines
    }
}
