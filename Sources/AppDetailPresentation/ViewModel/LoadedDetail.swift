import AppDetailDomain
import DiffableSections

/// A page ready to show.
public struct LoadedDetail: Sendable {
    /// The app.
    public let detail: AppDetail
    /// The page.
    public let snapshot: DetailSnapshot
    /// The batch updates from the page shown before, or `nil` for the first page.
    public let changes: BatchUpdate<DetailSection, DetailItem>?
    /// Where the app came from and how fresh it is.
    public let freshness: Freshness
    /// A banner when the data is stale, such as "Offline — showing data from 3 days ago".
    public let freshnessNote: String?
}
