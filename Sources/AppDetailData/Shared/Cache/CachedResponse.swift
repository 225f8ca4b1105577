import Foundation

/// One cached answer: the store's raw body for an app in a storefront, and when it came.
struct CachedResponse: Sendable, Hashable {
    let trackID: Int64
    let country: String
    let language: String
    let bundleID: String
    let name: String
    let rawResponse: Data
    let fetchedAt: Date
    /// Stored from a seed (bundled sample data), not fetched from the store.
    var isSample = false
}
