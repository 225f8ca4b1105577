import AppDetailDomain
import Foundation

/// The cache as its owner sees it: where it is, what it holds, clearing it and filling it from
/// saved answers. The `appdetail cache` commands are built on this.
///
/// Every failure is an `AppDetailError.cacheUnavailable` naming the file, except an
/// import whose file is not a Lookup or Search answer, which is a
/// `AppDetailError.malformedAnswer`.
public protocol CacheAdministration: Sendable {
    /// The SQLite file.
    var fileURL: URL { get }

    /// The file's size, the number of entries and the schema version.
    func status() throws(AppDetailError) -> CacheStatus

    /// Every entry, newest first, handed to `body` `pageSize` at a time as the file is read:
    /// memory holds one page whatever the cache's size, since an entry is read without its
    /// stored answer. Every page comes from one read of the file; `body` must not use this cache.
    func entries(pageSize: Int, _ body: ([CacheEntry]) -> Void) throws(AppDetailError)

    /// Removes every entry and returns how many there were.
    @discardableResult
    func removeAll() throws(AppDetailError) -> Int
    /// Removes the listings of these apps in every storefront, with their reviews and App Store
    /// pages, in one transaction; returns what was removed for each id (nothing when it was not
    /// cached).
    func remove(_ ids: [AppID]) throws(AppDetailError) -> [AppID: RemovedAnswers]
    /// Removes every answer (listings, reviews, developers' apps, searches) fetched before `date`,
    /// in one transaction — sample listings (stored from a ``CacheSeed``) only when
    /// `keepingSamples` is false; returns how many answers were removed.
    @discardableResult
    func prune(fetchedBefore date: Date, keepingSamples: Bool) throws(AppDetailError) -> Int
    /// Removes the history's observations last seen before `date` (and the reviews first seen
    /// before it), in one transaction; returns how many observations were removed. The watch list
    /// stays.
    func pruneHistory(observedBefore date: Date) throws(AppDetailError) -> Int

    /// Stores every iOS app of a saved Lookup or Search answer as fetched at `fetchedAt`, all in
    /// one transaction: either the whole file is imported or nothing is.
    ///
    /// Each app goes under the storefront its store URL names (`apps.apple.com/kr/…`), or
    /// `fallback` when the URL names none. Results that are not iOS apps are skipped and listed.
    func importAnswer(_ data: Data, fallback: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> ImportSummary

    /// Stores `seed` unless this cache has stored it before, answers and record in one
    /// transaction; returns how many apps it stored (0 when it had been seeded already).
    @discardableResult
    func seedOnce(_ seed: CacheSeed) throws(AppDetailError) -> Int
    /// Stores `seed`'s apps, marked as samples, whether or not the cache was seeded before or
    /// holds other answers, in one transaction; returns how many apps it stored.
    func importSamples(_ seed: CacheSeed) throws(AppDetailError) -> Int
}

extension CacheAdministration {
    /// Every entry, newest first, in one array: for a small cache or a test. A list of a cache
    /// of any size reads ``entries(pageSize:_:)`` instead.
    public func entries() throws(AppDetailError) -> [CacheEntry] {
        var all: [CacheEntry] = []
        try entries(pageSize: 1_000) { all += $0 }
        return all
    }
}
