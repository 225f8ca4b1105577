/// An app in many storefronts at once: a row per storefront, in the order asked, and the whole.
public struct AppAroundTheWorld: Hashable, Sendable {
    /// The app asked for.
    public let lookup: AppLookup
    /// A row per storefront, in the order asked.
    public let rows: [WorldRow]
    /// The rows taken together.
    public let whole: WorldWhole

    /// The app's rows and their whole.
    public init(lookup: AppLookup, rows: [WorldRow]) {
        self.lookup = lookup
        self.rows = rows
        whole = WorldWhole(rows: rows)
    }
}
