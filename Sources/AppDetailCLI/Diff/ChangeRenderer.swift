import AppDetailPresentation
import AppDetailTerminal
import DiffableSections

/// The `diff` output: per section, what was removed, added, changed (long texts as the lines
/// that changed) and moved; then the single batch update from the old page to the new one, as
/// index paths. Every line fits `width` columns: a longer one wraps, continuing under its text
/// (a changed text's lines, excerpts of longer ones, are cut to one line each instead).
struct ChangeRenderer {
    let width: Int
    let style: Style
    /// The language of the section headings, as the page shows them.
    let language: DetailLanguage

    /// A section's heading as the page shows it; the app's header and its badges, which have
    /// none on the page, are named here in the same language.
    func heading(of section: DetailSection) -> String {
        if let title = section.title(in: language) { return title }
        switch section {
        case .top:
            return language.text(
                english: "App", korean: "앱", japanese: "App", french: "App", german: "App", spanish: "App",
                simplifiedChinese: "App", traditionalChinese: "App")
        case .summary:
            return language.text(
                english: "At a Glance", korean: "요약 정보", japanese: "概要", french: "En bref",
                german: "Auf einen Blick", spanish: "De un vistazo", simplifiedChinese: "概览",
                traditionalChinese: "概覽")
        default:
            return section.rawValue
        }
    }

    func render(_ comparison: DiffSummary) -> String {
        var lines: [String] = []
        for section in comparison.sections {
            lines.append(style.heading(heading(of: section.section)))
            lines += section.removed.flatMap { hanging("  - ", $0) }
            lines += section.added.flatMap { hanging("  + ", $0) }
            for change in section.changed {
                guard !change.lines.isEmpty else {
                    lines += hanging("  ~ ", "\(change.label): \(change.before) → \(change.after)")
                    continue
                }
                // The short form too when it changed (a version beside its release notes).
                let summary = change.summaryChanged ? "\(change.before) → \(change.after); " : ""
                lines += hanging("  ~ ", "\(change.label): \(summary)text changed")
                for line in change.lines {
                    let mark = line.kind == .removed ? "      - " : "      + "
                    let text = TerminalText.truncated(
                        TerminalText.sanitized(line.text), to: width - mark.count)
                    lines.append(mark + text)
                }
            }
            lines += section.moved.flatMap { hanging("  ↕ ", "\($0.label): position \($0.from) → \($0.to)") }
        }
        if lines.isEmpty { lines.append("No changes.") }
        lines.append("")
        lines.append(style.heading("batch update"))
        let calls = BatchUpdateLines.entries(for: comparison.batch)
        if calls.isEmpty { lines.append("(none)") }
        for call in calls { lines += packed(call.name + ": ", call.values) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `values` after `label` (which ends in ": "), separated by commas, as many on a line as fit
    /// and the rest under the first, so an index path such as `[2, 0]` is never split. Where the
    /// widest value does not fit beside the label, the values start on the next line.
    private func packed(_ label: String, _ values: [String]) -> [String] {
        let pieces = values.enumerated().map { $0.element + ($0.offset == values.count - 1 ? "" : ",") }
        let labelWidth = TerminalText.displayWidth(label)
        let hangs = labelWidth + (pieces.map { TerminalText.displayWidth($0) }.max() ?? 0) <= width
        let indent = String(repeating: " ", count: hangs ? labelWidth : 2)
        var lines = hangs ? [] : [String(label.dropLast())]
        var line = hangs ? label : indent
        var lineHasValue = false
        for piece in pieces {
            if lineHasValue, TerminalText.displayWidth(line) + 1 + TerminalText.displayWidth(piece) > width {
                lines.append(line)
                line = indent
                lineHasValue = false
            }
            line += (lineHasValue ? " " : "") + piece
            lineHasValue = true
        }
        lines.append(line)
        return lines
    }

    /// `text` after `mark`, wrapped to the width, its continuation lines under the text.
    private func hanging(_ mark: String, _ text: String) -> [String] {
        let indent = String(repeating: " ", count: TerminalText.displayWidth(mark))
        return TerminalText.wrapped(text, width: width - indent.count).enumerated().map { index, part in
            (index == 0 ? mark : indent) + part
        }
    }
}
