import AppDetailPresentation
import AppDetailTerminal

/// One short, sanitized line per item, for the `diff` output.
enum ItemSummary {
    static let maximumLength = 72

    static func line(for item: DetailItem) -> String {
        "\(label(of: item)): \(value(of: item))"
    }

    static func label(of item: DetailItem) -> String {
        switch item {
        case .top: "top"
        case .summary(let badge): "\(badge.kind.rawValue) badge"
        case .screenshot(let shot): "\(shot.device.rawValue) screenshot"
        case .whatsNew: "what's new"
        case .description(let text): "description (\(text.role.rawValue))"
        case .information(let row): "\(row.field.rawValue) row"
        case .ratingsSummary: "ratings summary"
        case .review(let review): "review \(review.id)"
        case .moreApp(let app): "app \(app.id)"
        case .similarApp(let app): "similar app \(app.id)"
        case .ratingBar(let bar): "\(bar.stars)★ bar"
        case .storePageNote: "histogram note"
        case .version(let version): "version \(version.versionNumber)"
        case .privacy(let privacy): "privacy \(privacy.identifier)"
        case .purchase(let purchase): "purchase \(purchase.name)"
        case .event(let event):
            event.id.isEmpty ? "event without id #\(event.occurrence + 1)" : "event \(event.id)"
        }
    }

    static func value(of item: DetailItem) -> String {
        if case .screenshot(let shot) = item { return address(shot.url.absoluteString) }
        let text: String =
            switch item {
            case .top(let top): "\(top.name) · \(top.developer) · \(top.priceButton)"
            case .summary(let badge):
                [badge.value, badge.footer].filter { !$0.isEmpty }.joined(separator: " ")
            case .screenshot(let shot): shot.url.absoluteString
            case .whatsNew(let news): "\(news.version) · \(news.releasedAgo)"
            case .description(let text): text.text
            case .information(let row): ([row.value] + row.detail).joined(separator: "; ")
            case .ratingsSummary(let summary):
                [summary.average, summary.outOf, summary.count].filter { !$0.isEmpty }.joined(separator: " ")
            case .review(let review): "\(review.stars)★ \(review.title)"
            case .moreApp(let app), .similarApp(let app): app.name
            case .ratingBar(let bar): "\(bar.count) (\(bar.shareText))"
            case .storePageNote(let note): note.text
            case .version(let version): "\(version.releasedAgo) · \(version.notes)"
            case .privacy(let privacy): privacy.categories.joined(separator: ", ")
            case .purchase(let purchase):
                [purchase.price, purchase.offer].filter { !$0.isEmpty }.joined(separator: " · ")
            case .event(let event): "\(event.badge) · \(event.title)"
            }
        return shortened(text)
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
