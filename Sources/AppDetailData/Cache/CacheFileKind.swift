import Foundation

/// What is found at the cache file's path and at SQLite's side files beside it (`-wal`, `-shm`,
/// `-journal`), checked before SQLite opens anything: only a plain file (or nothing) will do.
///
/// SQLite would open a FIFO and wait forever for a writer at the other end, before any timeout
/// could run; a socket or a device is no better; a symbolic link would write the cache wherever
/// it points. Each is refused with what it is — except a directory where a side file belongs,
/// which only damage (or a mistake) puts there and which SQLite cannot work around: it is moved
/// aside (kept, never deleted) with a warning, and the cache goes on.
enum CacheFileKind {
    /// Throws when the cache file or one of its side files exists and is not a plain file.
    static func requirePlainFiles(at path: String, warn: (String) -> Void) throws(CacheError) {
        for candidate in [path, path + "-wal", path + "-shm", path + "-journal"] {
            var status = stat()
            guard lstat(candidate, &status) == 0 else { continue }
            guard let kind = description(of: status.st_mode & S_IFMT) else { continue }
            if candidate != path, status.st_mode & S_IFMT == S_IFDIR {
                let aside = DamagedCache.asidePath(for: candidate)
                if rename(candidate, aside) == 0 {
                    warn(
                        "A directory stood where the cache's side file \(candidate) belongs; it was moved to \(aside)."
                    )
                    continue
                }
            }
            throw CacheError(
                path: candidate,
                detail:
                    "is \(kind), not a plain file; the cache is kept in plain files only"
            )
        }
    }

    /// Words for every kind but a plain file.
    private static func description(of kind: mode_t) -> String? {
        switch kind {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link, which the cache is never written through"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFDIR: "a directory"
        default: "something other than a file"
        }
    }
}
