import Foundation

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

/// One screenshot of the store page.
public struct Screenshot: Hashable, Sendable, Codable {
    /// Where the image is.
    public let url: URL
    /// Its size in pixels, when the URL carries one (`392x696bb.jpg`); `nil` otherwise.
    public let pixelSize: PixelSize?

    /// A screenshot whose size is read from its URL.
    public init(url: URL) {
        self.url = url
        self.pixelSize = PixelSize(inImageURLPath: url.path)
    }
}
