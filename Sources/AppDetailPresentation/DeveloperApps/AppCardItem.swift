import AppDetailDomain
import Foundation

/// One app of "More by this developer": icon, name, category, rating and price.
public struct AppCardItem: Hashable, Sendable {
    /// The app's id; the card's identity, and what a tap opens.
    public let id: AppID
    /// The app's name.
    public let name: String
    /// The primary category.
    public let category: String
    /// "4.5 (1.2K)", or `nil` when the store sent no ratings.
    public let rating: String?
    /// What the price button says ("Get", "$0.99").
    public let price: String
    /// The icon's URL, when there is one.
    public let iconURL: URL?
}
