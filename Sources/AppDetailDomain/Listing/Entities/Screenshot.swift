import Foundation

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
