import Foundation

/// Who made the app, as the store names them (the API's "artist").
public struct Developer: Hashable, Sendable, Codable {
    /// The store's numeric id of the developer.
    public let id: Int64
    /// The developer's display name, such as "Garmin".
    public let name: String
    /// The developer's page in the store.
    public let storeURL: URL?

    /// A developer.
    public init(id: Int64, name: String, storeURL: URL?) {
        self.id = id
        self.name = name
        self.storeURL = storeURL
    }
}
