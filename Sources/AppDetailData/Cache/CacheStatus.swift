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
    /// Whether the file can only be read (it, or its directory, is not writable): it is still
    /// used for showing pages, and nothing is saved to it.
    public let isReadOnly: Bool

    /// A status.
    public init(fileURL: URL, byteCount: Int64, entryCount: Int, migrations: [String], isReadOnly: Bool) {
        self.fileURL = fileURL
        self.byteCount = byteCount
        self.entryCount = entryCount
        self.migrations = migrations
        self.isReadOnly = isReadOnly
    }
}
