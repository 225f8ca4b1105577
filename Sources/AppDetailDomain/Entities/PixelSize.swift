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

    /// Finds the `WIDTHxHEIGHT` an image URL carries in its last path component, as store image
    /// URLs do (`…/392x696bb.jpg`, `…/screen1136x1136.jpeg`).
    ///
    /// Returns `nil` when the name carries no size, so that "unknown size" is never a made-up one.
    public init?(inImageURLPath path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let bytes = Array(name.utf8)
        var index = 0
        while index < bytes.count {
            if let (width, height, _) = Self.size(in: bytes, from: index) {
                self.init(width: width, height: height)
                return
            }
            index += 1
        }
        return nil
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
