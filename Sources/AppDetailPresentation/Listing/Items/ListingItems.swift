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

/// The description section's items: the text, then the developer row.
public struct DescriptionItem: Hashable, Sendable {
    /// Which item; also its identity.
    public enum Role: String, Hashable, Sendable {
        /// The long description.
        case text
        /// The developer's name, leading to their other apps.
        case developer
    }

    /// Which item.
    public let role: Role
    /// A small title: empty for the text, "Developer" / "개발자" for the developer row.
    public let title: String
    /// The description, or the developer's name.
    public let text: String
}

/// What changed in the current version.
public struct WhatsNewItem: Hashable, Sendable {
    /// "Version 3.0.6" / "버전 3.0.6".
    public let version: String
    /// How long ago it was released, such as "2d ago" / "2일 전", or "date not given" when the
    /// store sent no date for this version.
    public let releasedAgo: String
    /// When it was released, as a moment that can be put into words again later
    /// (``RelativeDate/text(at:)``), or `nil` when the store sent no date for this version.
    public let released: RelativeDate?
    /// The developer's release notes.
    public let notes: String
}

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

/// The device families named by the store's device identifiers (`iPhone15-iPhone15`,
/// `iPadAir-iPadAir`, `iPodTouchSeventhGen-iPodTouchSeventhGen`, `Watch4-Watch4`,
/// `MacDesktop-MacDesktop`, `AppleTV4K-AppleTV4K`, `RealityDevice-RealityDevice`).
enum DeviceFamilies {
    /// Each family's identifier prefix and name, in the order a page lists them.
    static let families: [(prefix: String, name: String)] = [
        ("iPhone", "iPhone"), ("iPad", "iPad"), ("iPod", "iPod touch"), ("Mac", "Mac"),
        ("Watch", "Apple Watch"),
        ("AppleTV", "Apple TV"), ("AppleVision", "Apple Vision"), ("RealityDevice", "Apple Vision"),
    ]

    /// "iPhone", "iPad", "iPod touch", "Mac", "Apple Watch", "Apple TV", "Apple Vision", in that
    /// order, each once.
    static func names(in identifiers: [String]) -> [String] {
        var seen: Set<String> = []
        return families.filter { family in identifiers.contains { $0.hasPrefix(family.prefix) } }.map(\.name)
            .filter { seen.insert($0).inserted }
    }
}
