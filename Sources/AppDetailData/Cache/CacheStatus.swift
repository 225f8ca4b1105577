import Foundation

/// What `appdetail cache info` reports.
public struct CacheStatus: Hashable, Sendable {
    /// The SQLite file.
    public let fileURL: URL
    /// The bytes on disk, the write-ahead log included.
    public let byteCount: Int64
    /// How many answers are cached.
    public let entryCount: Int
    /// The names of the applied migrations, oldest first; the last is the schema version.
    public let migrations: [String]

    /// A status.
    public init(fileURL: URL, byteCount: Int64, entryCount: Int, migrations: [String]) {
        self.fileURL = fileURL
        self.byteCount = byteCount
        self.entryCount = entryCount
        self.migrations = migrations
    }
}
