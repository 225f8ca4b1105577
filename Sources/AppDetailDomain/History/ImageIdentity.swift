import Foundation

/// How a history tells one image from another across the addresses the store gives it (see
/// ``ObservedTexts`` for the rule and the captures it comes from).
public enum ImageIdentity {
    /// The key of the image at `url`: its uploaded file name when that carries a UUID, else its
    /// path without the host and the size part.
    public static func key(of url: URL) -> String {
        // Read as bytes: a listing has dozens of image addresses, and a history records them all.
        let address = Array(url.absoluteString.utf8)
        var start = 0
        if let scheme = firstIndex(of: Array("://".utf8), in: address) {
            start = address[(scheme + 3)...].firstIndex(of: UInt8(ascii: "/")) ?? address.count
        }
        let end =
            address[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? address.count
        var parts = address[start..<end].split(separator: UInt8(ascii: "/"))
        // The last part is the size served (`392x696bb.png`), when the path is a thumbnail's.
        if parts.count > 1, let last = parts.last, isSizePart(last) { parts.removeLast() }
        if let file = parts.last, containsUUID(file) { return String(decoding: file, as: UTF8.self) }
        return String(decoding: Array(parts.joined(separator: [UInt8(ascii: "/")])), as: UTF8.self)
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first {
            haystack[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }

    /// `392x696bb.png`: digits, `x`, a digit, anything.
    private static func isSizePart(_ part: ArraySlice<UInt8>) -> Bool {
        guard let x = part.firstIndex(of: UInt8(ascii: "x")), x > part.startIndex else { return false }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return part[part.startIndex..<x].allSatisfy(isDigit) && part.index(after: x) < part.endIndex
            && isDigit(part[part.index(after: x)])
    }

    /// Whether the bytes hold a UUID (8-4-4-4-12 hex digits).
    private static func containsUUID(_ text: ArraySlice<UInt8>) -> Bool {
        let pattern: [Bool] = (0..<36).map { [8, 13, 18, 23].contains($0) }  // true: a hyphen
        let bytes = Array(text)
        guard bytes.count >= 36 else { return false }
        let isHex = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        return (0...(bytes.count - 36)).contains { start in
            pattern.indices.allSatisfy { offset in
                pattern[offset] ? bytes[start + offset] == UInt8(ascii: "-") : isHex(bytes[start + offset])
            }
        }
    }
}
