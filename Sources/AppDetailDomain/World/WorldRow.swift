/// One storefront's row of an app around the world: which storefront, its region and its
/// answer.
public struct WorldRow: Hashable, Sendable, Identifiable {
    /// The storefront asked, in its default language.
    public let storefront: Storefront
    /// The region the store lists the storefront in.
    public let region: StorefrontRegion
    /// What the storefront said.
    public let answer: StorefrontAnswer

    /// A row.
    public init(storefront: Storefront, region: StorefrontRegion, answer: StorefrontAnswer) {
        self.storefront = storefront
        self.region = region
        self.answer = answer
    }

    /// The storefront's code: one row per storefront.
    public var id: String { storefront.country }
}
