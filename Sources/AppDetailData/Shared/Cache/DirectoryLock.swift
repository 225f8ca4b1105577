import Foundation

/// An advisory lock on a directory (`flock`), held across processes for the length of a call.
///
/// GRDB's migrator reads which migrations are applied before it starts the first one, so two
/// processes opening a new cache at once would both try to create the table; the cache takes
/// this lock around migrating to make them take turns.
enum DirectoryLock {
    static func withExclusiveLock<Value>(on directory: URL, _ body: () throws -> Value) throws -> Value {
        let descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else {
            throw CacheProblem(
                path: directory.path, problem: "cannot be locked (\(ErrorNumberText.words(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw CacheProblem(
                    path: directory.path, problem: "cannot be locked (\(ErrorNumberText.words(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
