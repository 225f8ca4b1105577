/// An app's screenshots for each device family, in the store's order.
public struct ScreenshotSet: Hashable, Sendable, Codable {
    /// iPhone screenshots; empty for a few Apple-made listings.
    public let iPhone: [Screenshot]
    /// iPad screenshots; empty for iPhone-only apps.
    public let iPad: [Screenshot]
    /// Apple TV screenshots; almost always empty.
    public let appleTV: [Screenshot]

    /// Groups the screenshots of each family.
    public init(iPhone: [Screenshot], iPad: [Screenshot], appleTV: [Screenshot]) {
        self.iPhone = iPhone
        self.iPad = iPad
        self.appleTV = appleTV
    }

    /// Whether there is no screenshot at all.
    public var isEmpty: Bool { iPhone.isEmpty && iPad.isEmpty && appleTV.isEmpty }
}
