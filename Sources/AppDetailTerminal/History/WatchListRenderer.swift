import AppDetailPresentation

/// A watch list as lines for a terminal of `width` columns: each followed app headed by its
/// name, id and store (and whether it is gone), then its rating and its week, its version, its
/// chart place and its last change, each wrapped under the heading.
public struct WatchListRenderer: Sendable {
    /// The columns every line fits in.
    public let width: Int

    /// A renderer for `width` columns (20 at the least).
    public init(width: Int) {
        self.width = max(20, width)
    }

    /// The lines of `listing`.
    public func render(_ listing: WatchListListing) -> [String] {
        var lines = listing.notes.flatMap { TerminalText.wrapped(TerminalText.oneLine($0), width: width) }
        for row in listing.rows {
            let head =
                [row.title + " (\(row.status.followed.app))", row.store] + (row.note.map { [$0] } ?? [])
            lines += TerminalText.wrapped(TerminalText.oneLine(head.joined(separator: " · ")), width: width)
            let figures = [row.rating, row.ratingMove].compactMap { $0 }.joined(separator: " · ")
            let standing = [row.version, row.chart].compactMap { $0 }.joined(separator: " · ")
            for detail in [figures, standing, row.lastChange ?? ""] where !detail.isEmpty {
                lines += TerminalText.wrapped(TerminalText.oneLine(detail), width: width, indent: "  ")
            }
        }
        return lines
    }
}
