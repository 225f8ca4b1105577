import AppDetailPresentation
import AppDetailTerminal
import DiffableSections

/// The `diff` output: per section, what was removed, added, changed (long texts as the lines
/// that changed) and moved; then the single batch update from the old page to the new one, as
/// index paths.
struct ChangeRenderer {
    let width: Int
    let style: Style

    func render(_ comparison: DiffSummary) -> String {
        var lines: [String] = []
        for section in comparison.sections {
            lines.append(style.heading(section.section.rawValue))
            lines += section.removed.map { "  - " + $0 }
            lines += section.added.map { "  + " + $0 }
            for change in section.changed {
                guard !change.lines.isEmpty else {
                    lines.append("  ~ \(change.label): \(change.before) → \(change.after)")
                    continue
                }
                lines.append("  ~ \(change.label): text changed")
                for line in change.lines {
                    let mark = line.kind == .removed ? "-" : "+"
                    let text = TerminalText.truncated(
                        TerminalText.sanitized(line.text), to: max(width - 6, 20))
                    lines.append("      \(mark) \(text)")
                }
            }
            lines += section.moved.map { "  ↕ \($0.label): position \($0.from) → \($0.to)" }
        }
        if lines.isEmpty { lines.append("No changes.") }
        lines.append("")
        lines.append(style.heading("batch update"))
        lines += BatchUpdateLines.lines(for: comparison.batch)
        return lines.joined(separator: "\n") + "\n"
    }
}
