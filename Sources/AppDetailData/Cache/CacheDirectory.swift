import Foundation

/// Makes the cache directory and its parents (mode 0700), reporting failures in words.
enum CacheDirectory {
    static func create(_ directory: URL) throws(CacheError) {
        var path = ""
        for component in directory.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            var status = stat()
            if stat(path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw CacheError(
                        path: directory.path, detail: "cannot be created: \(path) is a file, not a directory"
                    )
                }
                continue
            }
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
                throw .directory(directory.path, errorNumber: errno)
            }
        }
    }

    /// Whether this process may create and change files in `directory`.
    static func isWritable(_ directory: URL) -> Bool {
        access(directory.path, W_OK) == 0
    }
}

/// An advisory lock on a directory (`flock`), held across processes for the length of a call.
///
/// GRDB's migrator reads which migrations are applied before it starts the first one, so two
/// processes opening a new cache at once would both try to create the table; the cache takes
/// this lock around migrating to make them take turns.
enum DirectoryLock {
    static func withExclusiveLock<Value>(on directory: URL, _ body: () throws -> Value) throws -> Value {
        let descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else {
            throw CacheError(
                path: directory.path, detail: "cannot be locked (\(ErrorNumberText.words(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw CacheError(
                    path: directory.path, detail: "cannot be locked (\(ErrorNumberText.words(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
