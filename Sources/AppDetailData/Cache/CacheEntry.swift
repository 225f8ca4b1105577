import AppDetailDomain
import Foundation

/// One cached answer, as `appdetail cache list` shows it.
public struct CacheEntry: Hashable, Sendable {
    /// The app's track id.
    public let id: AppID
    /// The app's bundle id.
    public let bundleID: String
    /// The app's name in that storefront.
    public let name: String
    /// The storefront the answer came from.
    public let storefront: Storefront
    /// When the answer was fetched (or, for an import, the time the import was given).
    public let fetchedAt: Date
    /// The size of the stored answer in bytes.
    public let byteCount: Int
    /// Whether the entry is sample data stored from a ``CacheSeed``, not an answer of the store.
    public let isSample: Bool
    /// The developer's name as the stored answer gives it, or "" when it gives none.
    public let developer: String

    /// An entry.
    public init(
        id: AppID, bundleID: String, name: String, storefront: Storefront, fetchedAt: Date, byteCount: Int,
        isSample: Bool
    ) {
        self.init(
            id: id, bundleID: bundleID, name: name, storefront: storefront, fetchedAt: fetchedAt,
            byteCount: byteCount, isSample: isSample, developer: "")
    }

    /// An entry with the developer's name.
    public init(
        id: AppID, bundleID: String, name: String, storefront: Storefront, fetchedAt: Date, byteCount: Int,
        isSample: Bool, developer: String
    ) {
        self.developer = developer
        self.id = id
        self.bundleID = bundleID
        self.name = name
        self.storefront = storefront
        self.fetchedAt = fetchedAt
        self.byteCount = byteCount
        self.isSample = isSample
    }
}
