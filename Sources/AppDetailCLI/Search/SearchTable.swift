import AppDetailPresentation

/// Search results as an aligned table: position, id, name, developer, rating, price, category.
/// Widths are measured in terminal columns (East Asian wide characters count two); the name
/// and developer columns are cut with "…" to fit the width.
struct SearchTable {
    let width: Int
    let style: Style
    let language: DetailLanguage

    /// The widest name and developer columns.
    static let longestName = 30
    static let longestDeveloper = 22
    /// The narrowest they are cut to on a narrow terminal.
    static let shortestColumn = 8

    func render(_ results: SearchResultsState?, term: String) -> String {
        guard let results, !results.snapshot.sections.isEmpty else { return noResults(term) + "\n" }
        let rows = results.snapshot.sections.flatMap(\.items)
        let cells = rows.enumerated().map { index, row in
            [
                "\(index + 1)", "\(row.id)", clean(row.name), clean(row.developer), rating(row),
                clean(row.price),
                clean(row.category),
            ]
        }
        let header = Hints(language: language).searchHeader
        var widths = (0..<header.count).map { column in
            ([header[column]] + cells.map { $0[column] }).map(TerminalText.displayWidth).max() ?? 0
        }
        widths[2] = min(widths[2], Self.longestName)
        widths[3] = min(widths[3], Self.longestDeveloper)
        // Narrow terminals: give up name and developer columns first, down to a minimum.
        var overflow = widths.reduce(0, +) + 2 * (widths.count - 1) - width
        for column in [3, 2] where overflow > 0 {
            let cut = min(overflow, max(widths[column] - Self.shortestColumn, 0))
            widths[column] -= cut
            overflow -= cut
        }
        let lines = [style.dim(line(header, widths))] + cells.map { line($0, widths) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ cells: [String], _ widths: [Int]) -> String {
        var parts: [String] = []
        for (column, cell) in cells.enumerated() {
            let fitted = TerminalText.truncated(cell, to: widths[column])
            let isNumber = column < 2
            let padding = String(
                repeating: " ", count: max(0, widths[column] - TerminalText.displayWidth(fitted)))
            parts.append(isNumber ? padding + fitted : fitted + padding)
        }
        var text = parts.joined(separator: "  ")
        while text.last == " " { text.removeLast() }
        return text
    }

    private func rating(_ row: SearchRow) -> String {
        guard let average = row.average else { return "–" }
        let stars = String(repeating: "★", count: row.stars) + String(repeating: "☆", count: 5 - row.stars)
        return "\(stars) \(average) (\(row.ratingCount ?? "0"))"
    }

    private func noResults(_ term: String) -> String {
        Hints(language: language).noApps(clean(term))
    }

    private func clean(_ text: String) -> String {
        TerminalText.sanitized(text).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
