import Foundation
import GRDB

/// Opens the cache so that a bad file never stops the program: a corrupted file is moved aside
/// (kept, never deleted) and a new one created, with a warning through `warn`.
enum CacheOpener {
    /// The cache at `fileURL`, recreated if the file was damaged.
    ///
    /// - Throws: what stops SQLite from using the place at all (a directory that cannot be
    ///   written, a file locked beyond the busy timeout), after any recovery.
    static func open(_ fileURL: URL, now: Date, warn: @Sendable (String) -> Void) throws -> SQLiteAppCache {
        do {
            return try openChecked(fileURL)
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
        {
            let aside = moveAside(fileURL, now: now)
            warn(
                "The cache at \(fileURL.path) was damaged (\(error.resultCode)); it was moved to \(aside.path) and a new one created."
            )
        } catch CacheDamage.failedIntegrityCheck {
            let aside = moveAside(fileURL, now: now)
            warn(
                "The cache at \(fileURL.path) failed its integrity check; it was moved to \(aside.path) and a new one created."
            )
        }
        return try openChecked(fileURL)
    }

    /// The cache at `fileURL`, or `nil` with a warning when there cannot be one: the program
    /// then runs without a cache rather than failing.
    static func openIfPossible(_ fileURL: URL, now: Date, warn: @Sendable (String) -> Void) -> SQLiteAppCache?
    {
        do {
            return try open(fileURL, now: now, warn: warn)
        } catch {
            warn("The cache at \(fileURL.path) cannot be used (\(error)); continuing without a cache.")
            return nil
        }
    }

    private enum CacheDamage: Error {
        case failedIntegrityCheck
    }

    private static func openChecked(_ fileURL: URL) throws -> SQLiteAppCache {
        let cache = try SQLiteAppCache(fileURL: fileURL)
        guard try cache.quickCheck() else { throw CacheDamage.failedIntegrityCheck }
        return cache
    }

    /// Renames the file and its WAL companions to `…corrupt-<timestamp>`, keeping them for a
    /// post-mortem rather than deleting anything.
    private static func moveAside(_ fileURL: URL, now: Date) -> URL {
        let suffix = ".corrupt-\(Int(now.timeIntervalSince1970))"
        let aside = URL(fileURLWithPath: fileURL.path + suffix)
        for companion in ["", "-wal", "-shm"] {
            let source = fileURL.path + companion
            guard FileManager.default.fileExists(atPath: source) else { continue }
            try? FileManager.default.moveItem(atPath: source, toPath: aside.path + companion)
        }
        return aside
    }
}
