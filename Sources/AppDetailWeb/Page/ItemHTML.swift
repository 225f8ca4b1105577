import AppDetailDomain
import AppDetailPresentation

/// One item of the page as the inside of its element, with its key and its kind: the one place
/// the web client says what each kind of item is in a page. Every text from the store goes
/// through ``HTMLText``.
struct ItemHTML {
    /// The query that keeps a link to another app's page in this page's store (`store=kr`).
    let storeQuery: String

    /// The key of the item whose identity is `id` (`data-key`): its identity written as text, so
    /// that the page's script finds the element a batch update names. Two items of one page have
    /// the same key only when they have the same identity.
    static func key(of id: DetailItemID) -> String {
        switch id {
        case .top: "top"
        case .badge(let kind): "badge:\(kind.rawValue)"
        case .screenshot(let url, let occurrence): "screenshot:\(occurrence):\(url.absoluteString)"
        case .whatsNew: "whats-new"
        case .description(let role): "description:\(role.rawValue)"
        case .information(let field): "information:\(field.rawValue)"
        case .ratingsSummary: "ratings-summary"
        case .review(let id): "review:\(id)"
        case .moreApp(let id): "more-app:\(id.rawValue)"
        case .ratingBar(let stars): "rating-bar:\(stars)"
        case .storePageNote(let section): "note:\(section.rawValue)"
        case .version(let number, let occurrence): "version:\(occurrence):\(number)"
        case .privacy(let identifier): "privacy:\(identifier)"
        case .purchase(let name, let occurrence): "purchase:\(occurrence):\(name)"
        case .similarApp(let id): "similar-app:\(id.rawValue)"
        case .event(let id, let occurrence): "event:\(occurrence):\(id)"
        }
    }

    /// The key of `section`'s element (`data-section`).
    static func key(of section: DetailSection) -> String { section.rawValue }

    /// The class naming the item's kind, for the style sheet (`item-review`).
    static func kind(of item: DetailItem) -> String {
        switch item {
        case .top: "top"
        case .summary: "badge"
        case .screenshot: "screenshot"
        case .whatsNew, .version: "release"
        case .description: "description"
        case .information: "information"
        case .ratingsSummary: "ratings-summary"
        case .review: "review"
        case .moreApp, .similarApp: "app-card"
        case .ratingBar: "rating-bar"
        case .storePageNote: "note"
        case .privacy: "privacy"
        case .purchase: "purchase"
        case .event: "event"
        }
    }

    /// The element's content.
    func content(of item: DetailItem) -> String {
        switch item {
        case .top(let top): self.top(top)
        case .summary(let badge): self.badge(badge)
        case .screenshot(let shot): screenshot(shot)
        case .whatsNew(let news): release(news.version, ago: news.releasedAgo, notes: news.notes)
        case .version(let version): release(version.version, ago: version.releasedAgo, notes: version.notes)
        case .description(let item): labelled(item.title, text: item.text)
        case .information(let row): information(row)
        case .ratingsSummary(let summary): ratingsSummary(summary)
        case .review(let review): self.review(review)
        case .moreApp(let app), .similarApp(let app): card(app)
        case .ratingBar(let bar): ratingBar(bar)
        case .storePageNote(let note): "<p>\(HTMLText.isolated(note.text))</p>"
        case .privacy(let privacy): self.privacy(privacy)
        case .purchase(let purchase): self.purchase(purchase)
        case .event(let event): self.event(event)
        }
    }

    private func top(_ top: TopItem) -> String {
        let icon = HTMLText.picture(top.iconURL).map { "<img class=\"icon\" alt=\"\" src=\"\($0)\">" } ?? ""
        // Shown short (the host and the app's id), linked whole.
        let shown = [top.storeURL.host, top.storeURL.lastPathComponent].compactMap { $0 }.joined(
            separator: " › ")
        let link = HTMLText.linkable(top.storeURL.absoluteString).map {
            "<p class=\"store-link\"><a href=\"\($0)\" rel=\"noopener noreferrer\">\(HTMLText.escaped(shown))</a></p>"
        }
        return icon + "<h1>\(HTMLText.isolated(top.name))</h1>"
            + "<p class=\"developer\">\(HTMLText.isolated(top.developer))</p>"
            + "<p class=\"offer\"><span class=\"price\">\(HTMLText.isolated(top.priceButton))</span> · "
            + "\(HTMLText.isolated(top.category))</p>" + (link ?? "")
    }

    private func badge(_ badge: SummaryBadge) -> String {
        let stars = badge.stars.map { " " + Self.stars($0) } ?? ""
        return "<span class=\"header\">\(HTMLText.isolated(badge.header))</span>"
            + "<span class=\"value\">\(HTMLText.isolated(badge.value))\(stars)</span>"
            + "<span class=\"footer\">\(HTMLText.isolated(badge.footer))</span>"
    }

    private func screenshot(_ shot: ScreenshotItem) -> String {
        var label = shot.device.rawValue
        if let width = shot.width, let height = shot.height { label += " \(width)×\(height)" }
        label = HTMLText.escaped(label)
        guard let source = HTMLText.picture(shot.url) else { return "<span>\(label)</span>" }
        return "<img loading=\"lazy\" alt=\"\(label)\" src=\"\(source)\">"
    }

    private func release(_ version: String, ago: String, notes: String) -> String {
        "<p class=\"meta\"><strong>\(HTMLText.isolated(version))</strong> · \(HTMLText.isolated(ago))</p>"
            + (notes.isEmpty ? "" : "<p class=\"text\">\(HTMLText.isolated(notes))</p>")
    }

    private func labelled(_ title: String, text: String) -> String {
        (title.isEmpty ? "" : "<p class=\"label\">\(HTMLText.isolated(title))</p>")
            + "<p class=\"text\">\(HTMLText.isolated(text))</p>"
    }

    private func information(_ row: InformationRow) -> String {
        let value = HTMLText.isolated(row.value)
        let shown = row.link.flatMap { HTMLText.linkable($0.absoluteString) }.map {
            "<a href=\"\($0)\" rel=\"noopener noreferrer\">\(value)</a>"
        }
        let details = row.detail.map { "<span class=\"detail\">\(HTMLText.isolated($0))</span>" }.joined()
        return "<span class=\"label\">\(HTMLText.isolated(row.title))</span>"
            + "<span class=\"value\">\(shown ?? value)\(details)</span>"
    }

    private func ratingsSummary(_ summary: RatingsSummaryItem) -> String {
        "<span class=\"average\">\(HTMLText.isolated(summary.average))</span>"
            + "<span class=\"out-of\">\(HTMLText.isolated(summary.outOf))</span>"
            + "<span class=\"count\">\(HTMLText.isolated(summary.count))</span>"
    }

    private func review(_ review: ReviewItem) -> String {
        let meta = [review.author, review.date, review.version].compactMap { $0 }.filter { !$0.isEmpty }
        return "<p class=\"stars\">\(Self.stars(Double(review.stars)))</p>"
            + "<h3>\(HTMLText.isolated(review.title))</h3>"
            + "<p class=\"meta\">\(meta.map(HTMLText.isolated).joined(separator: " · "))</p>"
            + "<p class=\"text\">\(HTMLText.isolated(review.body))</p>"
    }

    private func card(_ app: AppCardItem) -> String {
        let icon = HTMLText.picture(app.iconURL).map { "<img class=\"icon\" alt=\"\" src=\"\($0)\">" } ?? ""
        let rating = app.rating.map { " · \(HTMLText.isolated($0))" } ?? ""
        return "<a href=\"/app/\(app.id.rawValue)?\(storeQuery)\">\(icon)"
            + "<span class=\"name\">\(HTMLText.isolated(app.name))</span></a>"
            + "<span class=\"meta\">\(HTMLText.isolated(app.category))\(rating) · \(HTMLText.isolated(app.price))</span>"
    }

    private func ratingBar(_ bar: RatingBarItem) -> String {
        let share = bar.share.isFinite ? min(max(bar.share, 0), 1) : 0
        return "<span class=\"label\">\(Self.stars(Double(bar.stars)))</span>"
            + "<meter min=\"0\" max=\"1\" value=\"\(share)\"></meter>"
            + "<span class=\"value\">\(HTMLText.isolated(bar.shareText))</span>"
    }

    private func privacy(_ privacy: PrivacyItem) -> String {
        let categories = privacy.categories.map { "<li>\(HTMLText.isolated($0))</li>" }.joined()
        return "<p class=\"label\">\(HTMLText.isolated(privacy.title))</p>"
            + "<p class=\"text\">\(HTMLText.isolated(privacy.detail))</p>"
            + (categories.isEmpty ? "" : "<ul>\(categories)</ul>")
    }

    private func purchase(_ purchase: PurchaseItem) -> String {
        "<span class=\"label\">\(HTMLText.isolated(purchase.name))</span>"
            + "<span class=\"value\">\(HTMLText.isolated(purchase.price))</span>"
            + (purchase.offer.isEmpty
                ? "" : "<span class=\"detail\">\(HTMLText.isolated(purchase.offer))</span>")
    }

    private func event(_ event: EventItem) -> String {
        let title = HTMLText.isolated(event.title)
        let linked = HTMLText.linkable(event.url).map {
            "<a href=\"\($0)\" rel=\"noopener noreferrer\">\(title)</a>"
        }
        return "<p class=\"label\">\(HTMLText.isolated(event.badge))</p><h3>\(linked ?? title)</h3>"
            + "<p class=\"text\">\(HTMLText.isolated(event.subtitle))</p>"
            + "<p class=\"meta\">\(HTMLText.isolated(event.when))</p>"
    }

    /// Five stars, as many filled as `value` rounds to, with the figure for a screen reader.
    static func stars(_ value: Double) -> String {
        let filled = value.isFinite ? min(max(Int(value.rounded()), 0), 5) : 0
        let shown = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
        return "<span class=\"stars\" role=\"img\" aria-label=\"\(filled)/5\">\(shown)</span>"
    }
}
