import AppDetailPresentation

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
        }
    }

    static func value(of item: DetailItem) -> String {
        let text: String =
            switch item {
            case .top(let top): "\(top.name) · \(top.developer) · \(top.priceButton)"
            case .summary(let badge):
                [badge.value, badge.footer].filter { !$0.isEmpty }.joined(separator: " ")
            case .screenshot(let shot): shot.url
            case .whatsNew(let news): "\(news.version) · \(news.releasedAgo)"
            case .description(let text): text.text
            case .information(let row): ([row.value] + row.detail).joined(separator: "; ")
            case .ratingsSummary(let summary):
                [summary.average, summary.outOf, summary.count].filter { !$0.isEmpty }.joined(separator: " ")
            case .review(let review): "\(review.stars)★ \(review.title)"
            case .moreApp(let app): app.name
            }
        let flat = TerminalText.sanitized(text).split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count > maximumLength ? flat.prefix(maximumLength - 1) + "…" : flat
    }
}
