import AppDetailPresentation
import AppDetailTerminal

/// One short, sanitized line per item, for the `diff` output.
enum ItemSummary {
    static let maximumLength = 72

    static func line(for item: DetailItem) -> String {
        "\(label(of: item)): \(value(of: item))"
    }

    static func label(of item: DetailItem) -> String {
        ItemFields(item).label
    }

    static func value(of item: DetailItem) -> String {
        let value = ItemFields(item).value
        if case .screenshot = item { return address(value) }
        return shortened(value)
    }

    /// A web address cut to ``maximumLength`` keeping its host and its end (where two addresses
    /// of one kind differ: the file name, a version in the query).
    static func address(_ url: String) -> String {
        let clean = TerminalText.sanitized(url)
        guard clean.count > maximumLength, let hostEnd = clean.range(of: "://")?.upperBound else {
            return shortened(clean)
        }
        let host = clean[hostEnd...].prefix { $0 != "/" }
        let head = String(clean[..<hostEnd]) + host + "/…"
        return head + String(clean.suffix(max(maximumLength - head.count, 8)))
    }

    /// Two values that differ, each cut so that the difference shows: past their common start,
    /// which is elided to a few characters of context when both are too long to show whole.
    static func contrasted(_ before: String, _ after: String) -> (String, String) {
        let (old, new) = (shortened(before), shortened(after))
        guard old == new || old.hasSuffix("…") || new.hasSuffix("…") else { return (old, new) }
        let (flatOld, flatNew) = (oneLine(before), oneLine(after))
        let common = zip(flatOld, flatNew).prefix { $0 == $1 }.count
        let start = max(common - 12, 0)
        guard start > 0 else { return (old, new) }
        return (shortened("…" + flatOld.dropFirst(start)), shortened("…" + flatNew.dropFirst(start)))
    }

    /// `text` on one line, sanitized, cut to ``maximumLength`` characters; an empty text reads
    /// "(empty)", so no line of the diff ends in a lone mark.
    static func shortened(_ text: String) -> String {
        let flat = oneLine(text)
        guard !flat.trimmingCharacters(in: .whitespaces).isEmpty else { return "(empty)" }
        return flat.count > maximumLength ? flat.prefix(maximumLength - 1) + "…" : flat
    }

    /// `text` sanitized, its lines joined with spaces.
    private static func oneLine(_ text: String) -> String {
        TerminalText.sanitized(text).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
