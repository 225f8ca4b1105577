/// One storefront's row of an app around the world: which storefront, its region and its
/// answer.
public struct WorldRow: Hashable, Sendable, Identifiable {
    /// The storefront asked, in its default language.
    public let storefront: Storefront
    /// The region the store lists the storefront in.
    public let region: StorefrontRegion
    /// What the storefront said.
    public let answer: StorefrontAnswer
    /// How the app's ratings there moved over the week before the answer, where the history
    /// holds that week; `nil` otherwise, and for a row without a listing.
    public let move: WorldMove?

    /// A row; `move` is `nil` for a loader that reads no history.
    public init(
        storefront: Storefront, region: StorefrontRegion, answer: StorefrontAnswer, move: WorldMove? = nil
    ) {
        self.storefront = storefront
        self.region = region
        self.answer = answer
        self.move = move
    }

    /// The storefront's code: one row per storefront.
    public var id: String { storefront.country }
}
