import Foundation

/// What `appdetail cache info` reports.
public struct CacheStatus: Hashable, Sendable {
    /// The SQLite file.
    public let fileURL: URL
    /// The bytes on disk, the write-ahead log included.
    public let byteCount: Int64
    /// How many listings are cached.
    public let entryCount: Int
    /// How many other answers are cached: review pages, developers' app lists and store pages.
    public let feedCount: Int
    /// How many searches are cached.
    public let searchCount: Int
    /// How many top charts are cached.
    public let chartCount: Int
    /// The names of the applied migrations, oldest first; the last is the schema version.
    public let migrations: [String]
    /// Whether the file can only be read (it, or its directory, is not writable): it is still
    /// used for showing pages, and nothing is saved to it.
    public let isReadOnly: Bool
    /// How many observations the history holds: states of listings, chart places and ratings
    /// histograms.
    public var observationCount = 0
    /// How many apps the history holds, each in its store.
    public var observedAppCount = 0
    /// How many apps are followed.
    public var followedCount = 0

    /// A status.
    public init(
        fileURL: URL, byteCount: Int64, entryCount: Int, feedCount: Int, searchCount: Int, chartCount: Int,
        migrations: [String],
        isReadOnly: Bool
    ) {
        self.fileURL = fileURL
        self.byteCount = byteCount
        self.entryCount = entryCount
        self.feedCount = feedCount
        self.searchCount = searchCount
        self.chartCount = chartCount
        self.migrations = migrations
        self.isReadOnly = isReadOnly
    }
}
