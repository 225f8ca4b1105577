import Foundation

/// One release in an app's version history.
public struct VersionRecord: Hashable, Sendable {
    /// The version as the store shows it, such as "387.0.0".
    public let version: String
    /// When it was released, when the store said.
    public let date: Date?
    /// What's new in it, as the developer wrote it (may be empty).
    public let notes: String

    /// A release.
    public init(version: String, date: Date?, notes: String) {
        self.version = version
        self.date = date
        self.notes = notes
    }
}

/// The version history of one platform of an app, newest first.
public struct PlatformVersionHistory: StorePageEntry {
    /// The platform, as the catalog names it: `ios`, `appletvos`, `xros`, `osx`, `watchos`.
    public let platform: String
    /// The releases, newest first.
    public let versions: [VersionRecord]

    /// A platform's history.
    public init(platform: String, versions: [VersionRecord]) {
        self.platform = platform
        self.versions = versions
    }

    /// Whether any platform has a release: platforms without one hold nothing to show.
    public static func hasContent(_ entries: [PlatformVersionHistory]) -> Bool {
        entries.contains { !$0.versions.isEmpty }
    }
}
