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

/// The legal entity that sells the app, which may differ from the developer's display name
/// ("Garmin" is sold by "Garmin International").
public struct Seller: Hashable, Sendable, Codable {
    /// The seller's legal name.
    public let name: String
    /// The seller's website, which many listings omit.
    public let websiteURL: URL?

    /// A seller.
    public init(name: String, websiteURL: URL?) {
        self.name = name
        self.websiteURL = websiteURL
    }
}
