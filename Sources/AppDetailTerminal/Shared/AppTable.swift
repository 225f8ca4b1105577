import AppDetailPresentation

/// Search results as an aligned table: position, id, name, developer, rating, price, category.
/// Widths are measured in terminal columns (East Asian wide characters count two). The name and
/// developer get the room the other columns leave, the name first, and the rating and category
/// give way to them on a narrower terminal (see `table`); when the room is under
/// ``shortestColumn`` each even then, every result takes three lines instead (position, id and
/// name; developer and rating; price and category), so no line is wider than the width.
public struct AppTable {
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
    ///
    /// The name and developer are what a reader picks an app by, so the other columns give way
    /// first, one step at a time and only as far as needed: the rating loses its stars (`3.4
    /// (1.1만)`), then the category is cut to ``shortCategory`` columns, then it is left out.
    /// The first layout that leaves the name ``wantedName`` and the developer ``wantedDeveloper``
    /// columns (or their whole texts, when shorter) is used, else the most compact one.
    func table(_ rows: [(position: Int, row: AppRow)]) -> String {
        let header = TerminalWords(language: language).searchHeader
        let starred = cells(rows, starred: true)
        var withoutStars: [[String]] = []  // the cells of every later layout, made once
        var chosen: FittedTable?
        for layout in Layout.allCases {  // each step only when the one before leaves too little
            if layout != .whole, withoutStars.isEmpty { withoutStars = cells(rows, starred: false) }
            let table = fitted(layout, layout == .whole ? starred : withoutStars, header: header)
            if table.fits { chosen = table }
            if table.isRoomy { break }
        }
        guard let chosen else { return stacked(starred) }
        let lines =
            [style.dim(line(chosen.header, chosen.widths))] + chosen.cells.map { line($0, chosen.widths) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The steps by which the other columns make room for the name and developer.
    private enum Layout: CaseIterable {
        case whole, ratingWithoutStars, shortCategory, noCategory
    }

    /// The columns of one layout, with the name and developer given the room left.
    private struct FittedTable {
        var header: [String]
        var cells: [[String]]
        var widths: [Int]
        /// Every column has at least its narrowest width.
        var fits: Bool
        /// The name and developer have the room a reader wants.
        var isRoomy: Bool
    }

    private func fitted(_ layout: Layout, _ cells: [[String]], header: [String]) -> FittedTable {
        var header = header
        var cells = cells
        if layout == .noCategory {
            header.removeLast()
            cells = cells.map { Array($0.dropLast()) }
        }
        var widths = (0..<header.count).map { column in
            ([header[column]] + cells.map { $0[column] }).map(TerminalText.displayWidth).max() ?? 0
        }
        if layout == .shortCategory { widths[6] = min(widths[6], Self.shortCategory) }
        let fixed = widths.enumerated().filter { ![2, 3].contains($0.offset) }.map(\.element).reduce(0, +)
        let room = width - fixed - 2 * (widths.count - 1)
        let natural = (name: widths[2], developer: widths[3])
        let shortest = (min(natural.name, Self.shortestColumn), min(natural.developer, Self.shortestColumn))
        guard room >= shortest.0 + shortest.1 else {
            return FittedTable(header: header, cells: cells, widths: widths, fits: false, isRoomy: false)
        }
        // The name up to the width wanted, then the developer, then the name has the rest.
        let nameFirst = min(natural.name, Self.wantedName, room - shortest.1)
        let developerNext = min(natural.developer, Self.wantedDeveloper, room - nameFirst)
        widths[2] = min(natural.name, room - developerNext)
        widths[3] = min(natural.developer, room - widths[2])
        let isRoomy =
            widths[2] >= min(natural.name, Self.wantedName)
            && widths[3] >= min(natural.developer, Self.wantedDeveloper)
        return FittedTable(header: header, cells: cells, widths: widths, fits: true, isRoomy: isRoomy)
    }

    private func cells(_ rows: [(position: Int, row: AppRow)], starred: Bool) -> [[String]] {
        rows.map { position, row in
            [
                "\(position)", "\(row.id)", clean(row.name), clean(row.developer),
                rating(row, starred: starred), clean(row.price), clean(row.category),
            ]
        }
    }

    /// The name's width at which the table stops making room for it.
    public static let wantedName = 24
    /// The developer's width at which the table stops making room for it.
    public static let wantedDeveloper = 12
    /// The category's width once it is cut to make room.
    public static let shortCategory = 10

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

    private func rating(_ row: AppRow, starred: Bool) -> String {
        guard let average = row.average else { return "–" }
        let number = "\(average) (\(row.ratingCount ?? "0"))"
        return starred ? "\(StarText.stars(row.stars)) \(number)" : number
    }

    private func noResults(_ term: String) -> String {
        TerminalWords(language: language).noApps(clean(term))
    }

    func clean(_ text: String) -> String {
        TerminalText.sanitized(text).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
