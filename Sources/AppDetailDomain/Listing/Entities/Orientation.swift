/// How an image is laid out.
public enum Orientation: String, Hashable, Sendable, Codable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
    /// As wide as tall.
    case square
}
