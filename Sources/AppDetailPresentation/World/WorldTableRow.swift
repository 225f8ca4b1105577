import AppDetailDomain

/// One storefront's row of an app around the world, worded in the page's language.
///
/// The figures are set only where the store sells the app; ``status`` says why a row has none.
public struct WorldTableRow: Hashable, Sendable, Identifiable {
    /// The storefront's code in uppercase, such as `"KR"`.
    public let code: String
    /// The storefront's name in the page's language ("South Korea", "대한민국").
    public let storefrontName: String
    /// The region the store lists it in.
    public let region: StorefrontRegion
    /// The app's name there, only when it differs from its most common name.
    public let localName: String?
    /// The all-versions average with two decimals ("4.63"), or `nil` without ratings.
    public let average: String?
    /// How many rated, abbreviated as the page's language does ("1.2K"), or `nil`.
    public let ratingCount: String?
    /// The price as the store words it in that storefront's currency ("₩1,100"), or "Free" in
    /// the page's language.
    public let price: String?
    /// The version sold there.
    public let version: String?
    /// How the rating and the count moved over the last seven days, signed ("+0.02 +1.2K",
    /// "−0.01 +310", "±0 +12"), where the history holds that week; else `nil`.
    public let move: String?
    /// Why the row has no figures ("not available", "could not be asked: …"), else `nil`.
    public let status: String?
    /// Whether the figures are the cache's, shown after the store could not be asked.
    public let isStale: Bool

    /// The storefront's code, lowercase: one row per storefront.
    public var id: String { code.lowercased() }
}
