import AppDetailPresentation

extension AppTable {
    /// A developer's apps: the title, then the apps as the search table lays results out, or a
    /// line saying the store lists none; ending with a newline.
    public func render(_ listing: DeveloperAppsListing) -> String {
        let title = style.bold(TerminalText.truncated(clean(listing.title), to: width)) + "\n"
        guard !listing.rows.isEmpty else {
            let empty = TerminalText.wrapped(DeveloperWords(language: language).empty, width: width)
            return title + empty.joined(separator: "\n") + "\n"
        }
        return title + table(listing.rows.map { ($0.rank, $0.row) })
    }
}
