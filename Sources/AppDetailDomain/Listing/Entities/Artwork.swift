import Foundation

/// An app's icon at the sizes the store offers, keyed by edge length in points (60, 100, 512).
public struct Artwork: Hashable, Sendable, Codable {
    /// Icon URLs by edge length.
    public let urlsBySize: [Int: URL]

    /// An icon set.
    public init(urlsBySize: [Int: URL]) {
        self.urlsBySize = urlsBySize
    }

    /// The smallest icon at least `edge` long, else the largest there is; `nil` when there is none.
    public func url(fitting edge: Int) -> URL? {
        let sizes = urlsBySize.keys.sorted()
        guard let size = sizes.first(where: { $0 >= edge }) ?? sizes.last else { return nil }
        return urlsBySize[size]
    }
}
