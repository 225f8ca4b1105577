/// The version history of one platform of an app, newest first.
public struct PlatformVersionHistory: Hashable, Sendable {
    /// The platform, as the catalog names it: `ios`, `appletvos`, `xros`, `osx`, `watchos`.
    public let platform: String
    /// The releases, newest first.
    public let versions: [VersionRecord]

    /// A platform's history.
    public init(platform: String, versions: [VersionRecord]) {
        self.platform = platform
        self.versions = versions
    }
}
