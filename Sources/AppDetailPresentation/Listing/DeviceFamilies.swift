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
