/// Where a store page's details were read from: the catalog document (embedded in the page as it
/// was in 2025, or asked of the media API with a token), or the shelves today's page embeds.
public enum StorePageSource: String, Hashable, Sendable {
    /// The catalog document: the histogram, version history, privacy, purchases, similar apps,
    /// events, age rating and chart position.
    case catalogDocument
    /// Today's page's embedded shelves: the Information shelf (with the in-app purchases).
    case pageShelves
    /// The store has no page for the app in this storefront (it answered 404): nothing to add,
    /// which is an answer, kept like any other.
    case noPage
}
