/// An app's ratings for all versions and for the current version; each is `nil` when the store did
/// not send it.
public struct Ratings: Hashable, Sendable, Codable {
    /// Ratings across every version of the app.
    public let allVersions: Rating?
    /// Ratings of the current version only.
    public let currentVersion: Rating?

    /// Groups both scopes.
    public init(allVersions: Rating?, currentVersion: Rating?) {
        self.allVersions = allVersions
        self.currentVersion = currentVersion
    }
}
