/// What a search found: iOS apps in the store's ranking, and what was left out and why.
public struct SearchResults: Hashable, Sendable {
    /// The apps, best match first.
    public let apps: [AppSummary]
    /// One sentence per result left out, such as "result 3: … is not an iOS app (“mac-software”)".
    public let skipped: [String]

    /// Results.
    public init(apps: [AppSummary], skipped: [String]) {
        self.apps = apps
        self.skipped = skipped
    }
}
