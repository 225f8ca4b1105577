import AppDetailPresentation

extension AppTable {
    /// A chart: its title, then its places as the search table lays results out (the rank in
    /// the first column), or a line saying it is empty; ending with a newline.
    public func render(_ chart: ChartListing) -> String {
        let title = style.bold(TerminalText.truncated(clean(chart.title), to: width)) + "\n"
        guard !chart.rows.isEmpty else { return title + ChartWords(language: language).empty + "\n" }
        return title + table(chart.rows.map { ($0.rank, $0.row) })
    }
}
