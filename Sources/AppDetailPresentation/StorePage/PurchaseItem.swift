/// One in-app purchase or subscription as In-App Purchases lists it.
public struct PurchaseItem: Hashable, Sendable {
    /// Its name.
    public let name: String
    /// How many purchases of the same name came before it (0 for the first), part of the
    /// identity: a subscription is often sold at several prices.
    public let occurrence: Int
    /// The price as the store writes it, with the renewal period in the page's language when it
    /// is a subscription ("$14.99/month", "￦7,700").
    public let price: String
    /// The introductory offer in the page's language ("1 month free"), or empty.
    public let offer: String

    /// A purchase.
    public init(name: String, occurrence: Int, price: String, offer: String) {
        self.name = name
        self.occurrence = occurrence
        self.price = price
        self.offer = offer
    }
}
