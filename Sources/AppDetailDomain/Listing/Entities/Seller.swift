import Foundation

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
