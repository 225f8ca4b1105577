/// Which reviews to get: an app in a storefront, a page and an order.
public struct ReviewRequest: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The storefront; reviews are per country.
    public let storefront: Storefront
    /// The page.
    public let page: ReviewPageNumber
    /// The order.
    public let sort: ReviewSort

    /// A request.
    public init(app: AppID, storefront: Storefront, page: ReviewPageNumber, sort: ReviewSort) {
        self.app = app
        self.storefront = storefront
        self.page = page
        self.sort = sort
    }
}

/// A page of the reviews feed: 1 to 10, the deepest page the store serves.
public struct ReviewPageNumber: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The deepest page the feed serves; page 11 answers with plain text instead of JSON.
    public static let deepest = 10
    /// The first page.
    public static let first = ReviewPageNumber(checked: 1)

    /// The number, 1…``deepest``.
    public let rawValue: Int

    /// A page number.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/reviewPage(_:)`` outside 1…10.
    public init(_ rawValue: Int) throws(AppDetailError) {
        guard (1...Self.deepest).contains(rawValue) else { throw .invalidInput(.reviewPage(rawValue)) }
        self.rawValue = rawValue
    }

    private init(checked rawValue: Int) { self.rawValue = rawValue }

    /// The number as text.
    public var description: String { String(rawValue) }

    /// Pages compare by number.
    public static func < (lhs: ReviewPageNumber, rhs: ReviewPageNumber) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The order of the reviews feed.
public enum ReviewSort: String, Hashable, Sendable, CaseIterable {
    /// Newest first (the feed's `sortby=mostrecent`).
    case mostRecent = "mostrecent"
    /// Most helpful first, as voted by other customers (`sortby=mosthelpful`).
    case mostHelpful = "mosthelpful"
}
