/// Store features an app declares.
public struct AppFeatures: OptionSet, Hashable, Sendable, Codable {
    /// The bits.
    public let rawValue: Int

    /// Features from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The app uses Game Center.
    public static let gameCenter = AppFeatures(rawValue: 1 << 0)
    /// One purchase runs on both iPhone and iPad.
    public static let universal = AppFeatures(rawValue: 1 << 1)
}
