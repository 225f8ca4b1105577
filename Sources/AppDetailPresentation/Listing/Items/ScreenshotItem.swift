import Foundation

/// One screenshot.
public struct ScreenshotItem: Hashable, Sendable {
    /// The device family a screenshot was made for; clients tell iPhone and iPad shots apart by
    /// this, not by position.
    public enum Device: String, Hashable, Sendable {
        /// iPhone, shown first.
        case iPhone
        /// iPad, after the iPhone shots.
        case iPad
        /// Apple TV, last.
        case appleTV
    }

    /// The image's URL.
    public let url: URL
    /// How many earlier screenshots had the same URL (real lists can repeat one).
    public let occurrence: Int
    /// The device family.
    public let device: Device
    /// Width in pixels, when the URL carries it.
    public let width: Int?
    /// Height in pixels, when the URL carries it.
    public let height: Int?
    /// "portrait", "landscape" or "square", when the size is known.
    public let orientation: String?
}
