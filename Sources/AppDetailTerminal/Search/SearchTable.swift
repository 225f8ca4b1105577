import AppDetailPresentation

/// Search results as an aligned table: position, id, name, developer, rating, price, category.
/// Widths are measured in terminal columns (East Asian wide characters count two). The name and
/// developer get the room the other columns leave, the name first; when that room is under
/// ``shortestColumn`` each, every result takes three lines instead (position, id and name;
/// developer and rating; price and category), so no line is wider than the width.
public struct SearchTable {
    /// The terminal's width in columns; every line fits in it.
    public let width: Int
    /// How the header and ratings are styled.
    public let style: Style
    /// The language of the header and of the "no apps" line.
    public let language: DetailLanguage

    /// A table for a terminal `width` columns wide.
    public init(width: Int, style: Style, language: DetailLanguage) {
        self.width = width
        self.style = style
        self.language = language
    }

    /// The narrowest the name and developer columns are cut to before the table stacks.
    public static let shortestColumn = 8

    /// The results as a table (or stacked rows on a narrow terminal), or a "no apps" line for an
    /// empty search, ending with a newline.
    public func render(_ results: SearchResultsState?, term: String) -> String {
        guard let results, !results.snapshot.sections.isEmpty else { return noResults(term) + "\n" }
        let rows = results.snapshot.sections.flatMap(\.items)
        return table(rows.enumerated().map { ($0.offset + 1, $0.element) })
    }

    /// Numbered rows as the table (or stacked on a narrow terminal), ending with a newline.
    func table(_ rows: [(position: Int, row: SearchRow)]) -> String {
        let cells = rows.map { position, row in
            [
                "\(position)", "\(row.id)", clean(row.name), clean(row.developer), rating(row),
                clean(row.price),
                clean(row.category),
            ]
        }
        let header = Hints(language: language).searchHeader
        var widths = (0..<header.count).map { column in
            ([header[column]] + cells.map { $0[column] }).map(TerminalText.displayWidth).max() ?? 0
        }
        let fixed = widths.enumerated().filter { ![2, 3].contains($0.offset) }.map(\.element).reduce(0, +)
        let room = width - fixed - 2 * (widths.count - 1)
        let shortest = (min(widths[2], Self.shortestColumn), min(widths[3], Self.shortestColumn))
        guard room >= shortest.0 + shortest.1 else { return stacked(cells) }
        widths[2] = min(widths[2], room - shortest.1)
        widths[3] = min(widths[3], room - widths[2])
        let lines = [style.dim(line(header, widths))] + cells.map { line($0, widths) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Three lines per result, for widths the table cannot fit.
    private func stacked(_ cells: [[String]]) -> String {
        let numberWidth = cells.map { TerminalText.displayWidth($0[0]) }.max() ?? 0
        let indent = String(repeating: " ", count: min(numberWidth + 2, width / 2))
        var lines: [String] = []
        for cell in cells {
            let number =
                String(repeating: " ", count: numberWidth - TerminalText.displayWidth(cell[0])) + cell[0]
            let first = TerminalText.truncated("\(cell[1])  \(cell[2])", to: width - indent.count)
            lines.append(number + "  " + first)
            for (first, second) in [(cell[3], cell[4]), (cell[5], cell[6])] {
                lines.append(indent + style.dim(pair(first, second, room: width - indent.count)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `first · second` in `room` columns: the first part (a developer's long name, a price) is
    /// cut so that the second (the rating, the category) stays whole, as long as a few columns of
    /// the first still show; otherwise the whole text is cut at its end.
    private func pair(_ first: String, _ second: String, room: Int) -> String {
        let text = [first, second].filter { !$0.isEmpty }.joined(separator: " · ")
        let secondWidth = TerminalText.displayWidth(second)
        guard !first.isEmpty, !second.isEmpty, TerminalText.displayWidth(text) > room,
            room - secondWidth - 3 >= Self.shortestFirstPart
        else { return TerminalText.truncated(text, to: room) }
        return TerminalText.truncated(first, to: room - secondWidth - 3) + " · " + second
    }

    /// The fewest columns the first part of a stacked line keeps before the second is cut instead.
    private static let shortestFirstPart = 6

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
        let stars = StarText.stars(row.stars)
        return "\(stars) \(average) (\(row.ratingCount ?? "0"))"
    }

    private func noResults(_ term: String) -> String {
        Hints(language: language).noApps(clean(term))
    }

    func clean(_ text: String) -> String {
        TerminalText.sanitized(text).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
