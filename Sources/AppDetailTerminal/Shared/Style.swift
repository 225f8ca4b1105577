/// ANSI styling, or none: every styled string goes through one of these.
public struct Style: Sendable {
    /// The longest address made a hyperlink.
    public static let longestLink = 8_192

    /// Whether escape sequences are written at all.
    public let enabled: Bool

    /// Styling that writes escape sequences when `enabled`, and plain text otherwise.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Bold text.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Faint text, for what matters less.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// A section header.
    public func heading(_ text: String) -> String { wrap(text, "1;36") }
    /// Stars, prices and other figures that should stand out.
    public func accent(_ text: String) -> String { wrap(text, "33") }

    /// `text` as a link to `url` (OSC 8) on a terminal that gets styling, when `url` is an
    /// `https` or `http` address (a `javascript:` or `file:` one from an answer never becomes
    /// a link); the text alone otherwise. `url` must already be sanitized.
    public func link(_ text: String, to url: String) -> String {
        let scheme = url.prefix { $0 != ":" }.lowercased()
        // Past a few thousand characters no browser opens an address; the text alone is shown.
        guard enabled, scheme == "https" || scheme == "http", url.utf8.count <= Self.longestLink else {
            return text
        }
        return "\u{1B}]8;;\(url)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }

    /// `text` without the sequences a ``Style`` writes (colours, hyperlinks). Only for text laid
    /// out here: a store's text has had every escape removed before it is styled.
    static func withoutStyling(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            result += rest[..<escape]
            let after = rest[rest.index(after: escape)...]
            if after.hasPrefix("["), let end = after.firstIndex(where: { $0.isLetter }) {
                rest = after[after.index(after: end)...]  // CSI … m
            } else if after.hasPrefix("]"), let end = after.range(of: "\u{1B}\\") {
                rest = after[end.upperBound...]  // OSC 8 … ST
            } else {
                rest = after
            }
        }
        return result + rest
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
