/// Where one answer of the store's other sources is kept in the cache's `feed_cache` table.
struct FeedKey: Hashable, Sendable {
    /// Which source answered.
    enum Kind: String, Sendable {
        /// A page of an app's customer reviews; the subject is the app.
        case reviews
        /// A developer's apps; the subject is the developer.
        case developerApps = "developer-apps"
        /// The store page's own data; the subject is the app, the variant what the page offered
        /// (`catalog`, `shelves`, or `none` for a page the store does not have).
        case storePage = "store-page"
    }

    let kind: Kind
    /// The app's or the developer's id.
    let subject: Int64
    let country: String
    let language: String
    /// What else tells answers apart: the reviews' sort and page (`mosthelpful/1`), or empty.
    let variant: String
}
