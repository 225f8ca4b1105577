import Foundation

/// The page's header.
public struct TopItem: Hashable, Sendable {
    /// The app's name.
    public let name: String
    /// The developer's name.
    public let developer: String
    /// The icon at the size the header uses; `nil` when the store has none.
    public let iconURL: URL?
    /// The price button's text: "Get" / "받기" when free, the store's price otherwise.
    public let priceButton: String
    /// The primary category, localized.
    public let category: String
    /// The app's page in the store, for a share button or a link.
    public let storeURL: URL
}
