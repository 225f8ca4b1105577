/// The device families named by the store's device identifiers (`iPhone15-iPhone15`,
/// `iPadAir-iPadAir`, `iPodTouchSeventhGen-iPodTouchSeventhGen`, `AppleTV4K-AppleTV4K`).
enum DeviceFamilies {
    /// "iPhone", "iPad", "iPod touch", "Apple TV", "Apple Vision", in that order, each once.
    static func names(in identifiers: [String]) -> [String] {
        let families: [(prefix: String, name: String)] = [
            ("iPhone", "iPhone"), ("iPad", "iPad"), ("iPod", "iPod touch"), ("AppleTV", "Apple TV"),
            ("AppleVision", "Apple Vision"),
        ]
        return families.filter { family in identifiers.contains { $0.hasPrefix(family.prefix) } }.map(\.name)
    }
}
