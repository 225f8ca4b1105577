import Foundation

/// One cached listing without its answer: what `cache list` and `cache refresh` read, so their
/// memory does not grow with the answers' size (a row's answer is about 10 KB).
struct CachedListingSummary: Sendable, Hashable {
    let trackID: Int64
    let country: String
    let language: String
    let bundleID: String
    let name: String
    /// The stored answer's size in bytes.
    let byteCount: Int
    let fetchedAt: Date
    /// Stored from a seed (bundled sample data), not fetched from the store.
    let isSample: Bool
}
