/// One release in Version History.
public struct VersionItem: Hashable, Sendable {
    /// "Version 387.0.0", in the page's language.
    public let version: String
    /// The version as the store wrote it, part of the identity.
    public let versionNumber: String
    /// How many releases of the same number came before it (0 for the first), part of the
    /// identity: a store can list one number twice.
    public let occurrence: Int
    /// When it was released, as the page says it ("2y ago"), or the page's "date not given".
    public let releasedAgo: String
    /// The release date itself, for a client that formats its own.
    public let released: RelativeDate?
    /// The release notes.
    public let notes: String

    /// A release.
    public init(
        version: String, versionNumber: String, occurrence: Int, releasedAgo: String, released: RelativeDate?,
        notes: String
    ) {
        self.version = version
        self.versionNumber = versionNumber
        self.occurrence = occurrence
        self.releasedAgo = releasedAgo
        self.released = released
        self.notes = notes
    }
}
