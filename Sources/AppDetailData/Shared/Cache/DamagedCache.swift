import Foundation
import GRDB

/// Recognises a damaged cache file and moves it aside for a post-mortem.
enum DamagedCache {
    /// Whether SQLite says the file is not a database or is corrupt.
    static func isDamage(_ error: any Error) -> Bool {
        if error is DamagedSchema { return true }
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    /// `<path>.corrupt-<time>-<random>`, a name no other run picks.
    static func asidePath(for path: String) -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        return path + ".corrupt-\(stamp)-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    }

    /// Renames the file and its WAL companions to `<file>.corrupt-<time>-<random>`, a name no other
    /// run picks, and returns it.
    ///
    /// - Throws: ``CacheProblem`` saying why the file could not be moved.
    static func moveAside(_ fileURL: URL) throws(CacheProblem) -> URL {
        let aside = URL(fileURLWithPath: asidePath(for: fileURL.path))
        for companion in ["", "-wal", "-shm"] {
            let source = fileURL.path + companion
            guard rename(source, aside.path + companion) == 0 || errno == ENOENT else {
                throw CacheProblem(
                    path: fileURL.path,
                    problem: "is damaged and could not be moved aside (\(ErrorNumberText.words(errno)))")
            }
        }
        return aside
    }
}
