import Foundation
import GRDB

/// Opens the cache so that a bad file never stops the program: a corrupted file is moved aside
/// and a new one created; a directory that cannot be used means running without a cache. Each
/// case is reported through `warn`.
enum CacheOpener {
    static func open(_ fileURL: URL, now: Date, warn: @Sendable (String) -> Void) -> SQLiteAppCache? {
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
        } catch {
            warn("The cache at \(fileURL.path) cannot be used (\(error)); continuing without a cache.")
            return nil
        }
        do {
            return try openChecked(fileURL)
        } catch {
            warn("A new cache at \(fileURL.path) cannot be created (\(error)); continuing without a cache.")
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
