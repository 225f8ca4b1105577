import AppDetailDomain
import Foundation

/// Answers to store in a cache once in its life, such as a program's bundled sample catalog.
///
/// The answers and the record that they were stored are written in one transaction: a first run
/// stopped half-way stores them on the next run, and a cache whose entries were cleared on
/// purpose does not get them back.
public struct CacheSeed: Sendable {
    /// Names this seed in the cache's own records.
    public let key: String
    /// Saved Lookup or Search answers.
    public let answers: [Data]
    /// The storefront for an app whose store URL names none.
    public let fallback: Storefront
    /// The fetch time stored with every app.
    public let fetchedAt: Date

    /// A seed.
    public init(key: String, answers: [Data], fallback: Storefront, fetchedAt: Date) {
        self.key = key
        self.answers = answers
        self.fallback = fallback
        self.fetchedAt = fetchedAt
    }
}
