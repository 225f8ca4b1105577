import Foundation

/// How a history tells one image from another across the addresses the store gives it (see
/// ``ObservedTexts`` for the rule and the captures it comes from).
public enum ImageIdentity {
    /// The key of the image at `url`: its uploaded file name when that carries a UUID, else its
    /// path without the host and the size part.
    public static func key(of url: URL) -> String {
        var parts = url.path.split(separator: "/").map(String.init)
        // The last part is the size served (`392x696bb.png`), when the path is a thumbnail's.
        if parts.count > 1, parts.last.map(isSizePart) == true { parts.removeLast() }
        if let file = parts.last, containsUUID(file) { return file }
        return parts.joined(separator: "/")
    }

    private static func isSizePart(_ part: String) -> Bool {
        let stem = part.prefix { $0 != "." }
        guard let x = stem.firstIndex(of: "x") else { return false }
        return !stem[..<x].isEmpty && stem[..<x].allSatisfy(\.isNumber)
            && stem[stem.index(after: x)...].first?.isNumber == true
    }

    private static func containsUUID(_ text: String) -> Bool {
        let groups = [8, 4, 4, 4, 12]
        let characters = Array(text.lowercased())
        guard characters.count >= 36 else { return false }
        for start in 0...(characters.count - 36) {
            var index = start
            var matches = true
            for (number, length) in groups.enumerated() {
                for _ in 0..<length where matches {
                    matches = characters[index].isHexDigit
                    index += 1
                }
                if matches, number < groups.count - 1 {
                    matches = characters[index] == "-"
                    index += 1
                }
                if !matches { break }
            }
            if matches { return true }
        }
        return false
    }
}
