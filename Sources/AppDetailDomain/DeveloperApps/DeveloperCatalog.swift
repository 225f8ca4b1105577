import Foundation

/// A developer's apps in one store: what the artist lookup lists, in the store's ranking.
public struct DeveloperCatalog: Hashable, Sendable {
    /// The developer's id.
    public let developerID: Int64
    /// The developer's name as the store gives it, or `nil` when the store listed no app to name
    /// it by.
    public let developerName: String?
    /// The developer's iOS apps.
    public let apps: [AppSummary]

    /// A catalog.
    public init(developerID: Int64, developerName: String?, apps: [AppSummary]) {
        self.developerID = developerID
        self.developerName = developerName
        self.apps = apps
    }
}
