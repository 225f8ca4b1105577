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

/// A width and height in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// A size; both sides must be positive.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
    }

    /// Portrait when taller than wide, landscape when wider than tall, square otherwise.
    public var orientation: Orientation {
        if height > width { return .portrait }
        if width > height { return .landscape }
        return .square
    }

    /// `392x696`.
    public var description: String { "\(width)x\(height)" }

    /// The size an image URL states in its last path component, in the form the store's image
    /// server renders to (`…/392x696bb.jpg`, `…/576x768bb.png`).
    ///
    /// Returns `nil` for any other name, so that "unknown size" is never a made-up one: old
    /// names such as `screen1136x1136.jpeg` carry numbers that are not the image's pixels (a
    /// 640×1136 screenshot was named 1136x1136).
    public init?(inImageURLPath path: String) {
        // Split by bytes: a listing has dozens of screenshots, and splitting by characters
        // (graphemes) was a tenth of reading a lookup of 200 apps.
        let bytes = path.utf8
        let name = Array(bytes.split(separator: UInt8(ascii: "/")).last ?? bytes[...])
        guard let (width, height, end) = Self.size(in: name, from: 0), end + 2 <= name.count,
            name[end] == UInt8(ascii: "b"), name[end + 1] == UInt8(ascii: "b"),
            end + 2 == name.count || name[end + 2] == UInt8(ascii: ".") || name[end + 2] == UInt8(ascii: "-")
        else { return nil }
        self.init(width: width, height: height)
    }

    /// Reads `digits x digits` starting exactly at `start`, requiring no digit right before it.
    private static func size(in bytes: [UInt8], from start: Int) -> (Int, Int, Int)? {
        if start > 0, bytes[start - 1].isASCIIDigit { return nil }
        guard let (width, afterWidth) = number(in: bytes, from: start),
            afterWidth < bytes.count, bytes[afterWidth] == UInt8(ascii: "x"),
            let (height, end) = number(in: bytes, from: afterWidth + 1)
        else { return nil }
        return (width, height, end)
    }

    private static func number(in bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var end = start
        var value = 0
        while end < bytes.count, bytes[end].isASCIIDigit, end - start < 6 {
            value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        guard end > start, end == bytes.count || !bytes[end].isASCIIDigit else { return nil }
        return (value, end)
    }
}

extension UInt8 {
    fileprivate var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
