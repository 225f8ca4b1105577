/// An in-app purchase or subscription as the page lists it.
public struct InAppPurchase: StorePageEntry {
    /// An introductory offer of a subscription, such as a free month.
    public struct IntroOffer: Hashable, Sendable {
        /// The offer's mode as the catalog names it: `FreeTrial`, `PayAsYouGo`, `PayUpFront`.
        public let mode: String
        /// The price text of each period ("$0.00", "$4.99").
        public let priceText: String
        /// The length of a period, ISO 8601 (`P1M`).
        public let period: String
        /// How many periods the offer lasts.
        public let periods: Int

        /// An offer.
        public init(mode: String, priceText: String, period: String, periods: Int) {
            self.mode = mode
            self.priceText = priceText
            self.period = period
            self.periods = periods
        }
    }

    /// The purchase's name.
    public let name: String
    /// The price as the store writes it in its currency ("$14.99", "￦7,700", "R$ 12,90").
    public let priceText: String
    /// How often a subscription renews, ISO 8601 (`P1M`, `P1Y`); `nil` for a one-time purchase or
    /// when the source does not say.
    public let renewalPeriod: String?
    /// The introductory offer, when there is one.
    public let introOffer: IntroOffer?

    /// A purchase.
    public init(name: String, priceText: String, renewalPeriod: String?, introOffer: IntroOffer?) {
        self.name = name
        self.priceText = priceText
        self.renewalPeriod = renewalPeriod
        self.introOffer = introOffer
    }
}
