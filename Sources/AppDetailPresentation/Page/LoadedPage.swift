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
    /// A banner when the listing is stale, such as "Offline — showing data from 3 days ago".
    public let freshnessNote: String?
    /// A line for each other part that is stale or could not be loaded, in page order, such as
    /// "Reviews could not be loaded: …".
    public let partNotes: [String]

    /// Whether every part has settled: nothing more comes for this load.
    public var isSettled: Bool { page.isSettled }
}
