import AppDetailPresentation

/// An app around the world for a terminal: the title, the whole, then a row per storefront in
/// aligned columns that fit the width.
///
/// Columns are measured in terminal columns (wide characters take two, combining marks none), so
/// Thai, Arabic or Hebrew names keep the columns straight. The storefront's code and name and its
/// rating and count always show; the move over seven days (when any row has one), the price,
/// the version and the name there join in that order as the width allows. A row without
/// figures gives its reason in their place.
public struct WorldRenderer {
    /// The terminal's width in columns; every line fits in it.
    public let width: Int
    /// How the title, header and stale rows are styled.
    public let style: Style

    /// A renderer for a terminal `width` columns wide.
    public init(width: Int, style: Style) {
        self.width = max(width, 20)
        self.style = style
    }

    /// The whole table, ending with a newline.
    public func render(_ table: WorldTable) -> String {
        var lines = [style.bold(TerminalText.truncated(clean(table.title), to: width))]
        for line in table.whole { lines += TerminalText.wrapped(clean(line), width: width) }
        guard !table.rows.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        let layout = Layout(rows: table.rows, headers: table.headers, width: width)
        lines.append("")
        lines.append(style.dim(layout.line(header: table.headers)))
        for row in table.rows {
            let line = layout.line(row: row, clean: clean)
            lines.append(row.isStale ? style.dim(line) : line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func clean(_ text: String) -> String { TerminalText.oneLine(text) }
}

/// The columns' widths for one table and one terminal width.
private struct Layout {
    /// A column of figures: which header and value it shows, how wide, and whether right-aligned.
    struct Column {
        let header: Int
        let width: Int
        let isNumber: Bool
        let value: (WorldTableRow) -> String
    }

    let storefront: Int
    let figures: [Column]  // rating, count, then the week's move, price and version when shown
    let localName: Int

    static let gap = 2

    init(rows: [WorldTableRow], headers: [String], width: Int) {
        func column(_ header: Int, cap: Int, isNumber: Bool, _ value: @escaping (WorldTableRow) -> String?)
            -> Column
        {
            let values = rows.compactMap(value).map(TerminalText.displayWidth)
            let columnWidth = min(cap, max(TerminalText.displayWidth(headers[header]), values.max() ?? 1))
            return Column(header: header, width: columnWidth, isNumber: isNumber) { value($0) ?? "" }
        }
        var shown = [
            column(1, cap: 6, isNumber: true) { $0.average ?? "–" },
            column(2, cap: 8, isNumber: true) { $0.ratingCount ?? "–" },
        ]
        var extras: [Column] = []
        if rows.contains(where: { $0.move != nil }) {
            extras.append(column(6, cap: 14, isNumber: true, \.move))
        }
        extras.append(column(3, cap: 12, isNumber: false, \.price))
        extras.append(column(4, cap: 12, isNumber: false, \.version))
        let names = rows.map { TerminalText.displayWidth($0.code + " " + $0.storefrontName) }.max() ?? 2
        // Each optional column joins when the storefront keeps at least 16 columns beside it.
        for extra in extras {
            let used = (shown + [extra]).reduce(0) { $0 + $1.width + Self.gap }
            if width - used >= 16 { shown.append(extra) } else { break }
        }
        figures = shown
        let used = shown.reduce(0) { $0 + $1.width + Self.gap }
        let hasLocalNames = rows.contains { $0.localName != nil }
        let room = width - used
        if shown.count == extras.count + 2, hasLocalNames, room >= 16 + 12 + Self.gap {
            storefront = min(names, room - 12 - Self.gap)
            localName = width - used - storefront - Self.gap
        } else {
            storefront = max(min(names, room), 4)
            localName = 0
        }
    }

    func line(header: [String]) -> String {
        var cells = [TerminalText.padded(TerminalText.truncated(header[0], to: storefront), to: storefront)]
        for column in figures {
            cells.append(
                rightAligned(TerminalText.truncated(header[column.header], to: column.width), column.width))
        }
        if localName > 0 { cells.append(TerminalText.truncated(header[5], to: localName)) }
        return trimmed(cells.joined(separator: String(repeating: " ", count: Self.gap)))
    }

    func line(row: WorldTableRow, clean: (String) -> String) -> String {
        let name = TerminalText.truncated(row.code + " " + clean(row.storefrontName), to: storefront)
        if let status = row.status {
            let room =
                figures.reduce(0) { $0 + $1.width + Self.gap } + (localName > 0 ? localName + Self.gap : 0)
            let reason = TerminalText.truncated(clean(status), to: max(room - Self.gap, 1))
            return trimmed(
                TerminalText.padded(name, to: storefront) + String(repeating: " ", count: Self.gap) + reason)
        }
        var cells = [TerminalText.padded(name, to: storefront)]
        for column in figures {
            let value = TerminalText.truncated(clean(column.value(row)), to: column.width)
            cells.append(
                column.isNumber
                    ? rightAligned(value, column.width) : TerminalText.padded(value, to: column.width))
        }
        if localName > 0, let local = row.localName {
            cells.append(TerminalText.truncated(clean(local), to: localName))
        }
        return trimmed(cells.joined(separator: String(repeating: " ", count: Self.gap)))
    }

    private func rightAligned(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - TerminalText.displayWidth(text))) + text
    }

    private func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
