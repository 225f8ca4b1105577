import AppDetailDomain
import DiffableSections

/// The whole page as far as it is known, ready to show.
public struct LoadedPage: Sendable {
    /// Each part's state.
    public let page: AppPage
    /// The page.
    public let snapshot: DetailSnapshot
    /// The batch updates from the page shown before, or `nil` for the first page shown.
    public let changes: BatchUpdate<DetailSection, DetailItem>?
    /// A banner when the listing is not live: sample data ("Showing sample data bundled with
    /// appdetail (written 2026-11-22), not the live App Store."), or a cached copy served because
    /// refreshing it failed ("Showing the cached page from 2026-11-20; refreshing it failed: …"),
    /// in the page's language; `nil` for live or current cached data.
    public let freshnessNote: String?
    /// A line for each other part that is stale or could not be loaded, in page order, such as
    /// "Reviews could not be loaded: …".
    public let partNotes: [String]

    /// Whether every part has settled: nothing more comes for this load.
    public var isSettled: Bool { page.isSettled }
}
