/// The order of the reviews feed.
public enum ReviewSort: String, Hashable, Sendable, CaseIterable {
    /// Newest first (the feed's `sortby=mostrecent`).
    case mostRecent = "mostrecent"
    /// Most helpful first, as voted by other customers (`sortby=mosthelpful`).
    case mostHelpful = "mosthelpful"
}
