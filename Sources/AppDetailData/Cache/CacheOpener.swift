import AppDetailDomain
import Foundation

/// Opens the cache so that a bad place never stops the program.
enum CacheOpener {
    /// The cache at `fileURL` (see ``SQLiteAppCache`` for how damage is repaired).
    ///
    /// - Throws: ``CacheError``, in words, when there can be no cache there.
    static func open(_ fileURL: URL, warn: @escaping @Sendable (String) -> Void) throws(CacheError)
        -> SQLiteAppCache
    {
        do {
            return try SQLiteAppCache(fileURL: fileURL, warn: warn)
        } catch {
            throw CacheError.describing(error, file: fileURL.path)
        }
    }

    /// The cache at `fileURL`, or `nil` with one warning when there cannot be one: the program
    /// then runs without a cache rather than failing, and `failed` is told why (for what cannot
    /// do without one: a history, a watch list).
    static func openIfPossible(
        _ fileURL: URL, warn: @escaping @Sendable (String) -> Void, failed: (CacheReason) -> Void = { _ in }
    ) -> SQLiteAppCache? {
        do {
            return try open(fileURL, warn: warn)
        } catch {
            let hint = AppDetailError.cacheUnavailable(error.cacheReason).hint.map { " " + $0 } ?? ""
            warn("The cache at \(error); continuing without a cache.\(hint)")
            failed(error.cacheReason)
            return nil
        }
    }
}
