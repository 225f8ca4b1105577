import AppDetailPresentation

/// One item of the JSON output's `sections`: `kind` (the `DetailItem` case, which is also its
/// section's name) and that item's fields.
struct ItemJSON: Encodable {
    let item: DetailItem

    private enum Key: String, CodingKey {
        case kind, name, developer, iconURL, priceButton, category
        case badge, header, value, footer
        case url, occurrence, device, width, height, orientation
        case version, releasedAgo, notes
        case role, title, text
        case field, detail
        case average, outOf, count, stars
        case id, author, date, body
        case rating, price
        case share, shareText, versionNumber, identifier, categories, offer, subtitle, when
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch item {
        case .top(let top):
            try container.encode("top", forKey: .kind)
            try container.encode(top.name, forKey: .name)
            try container.encode(top.developer, forKey: .developer)
            try container.encode(top.iconURL?.absoluteString, forKey: .iconURL)
            try container.encode(top.priceButton, forKey: .priceButton)
            try container.encode(top.category, forKey: .category)
            try container.encode(top.storeURL.absoluteString, forKey: .url)
        case .summary(let badge):
            try container.encode("summary", forKey: .kind)
            try container.encode(badge.kind.rawValue, forKey: .badge)
            try container.encode(badge.header, forKey: .header)
            try container.encode(badge.value, forKey: .value)
            try container.encode(badge.footer, forKey: .footer)
        case .screenshot(let shot):
            try container.encode("screenshot", forKey: .kind)
            try container.encode(shot.url.absoluteString, forKey: .url)
            try container.encode(shot.occurrence, forKey: .occurrence)
            try container.encode(shot.device.rawValue, forKey: .device)
            try container.encode(shot.width, forKey: .width)
            try container.encode(shot.height, forKey: .height)
            try container.encode(shot.orientation, forKey: .orientation)
        case .whatsNew(let news):
            try container.encode("whatsNew", forKey: .kind)
            try container.encode(news.version, forKey: .version)
            try container.encode(news.releasedAgo, forKey: .releasedAgo)
            try container.encode(news.notes, forKey: .notes)
        case .description(let text):
            try container.encode("description", forKey: .kind)
            try container.encode(text.role.rawValue, forKey: .role)
            try container.encode(text.title, forKey: .title)
            try container.encode(text.text, forKey: .text)
        case .information(let row):
            try container.encode("information", forKey: .kind)
            try container.encode(row.field.rawValue, forKey: .field)
            try container.encode(row.title, forKey: .title)
            try container.encode(row.value, forKey: .value)
            try container.encode(row.detail, forKey: .detail)
        case .ratingsSummary(let summary):
            try container.encode("ratingsAndReviews", forKey: .kind)
            try container.encode("summary", forKey: .role)
            try container.encode(summary.average, forKey: .average)
            try container.encode(summary.outOf, forKey: .outOf)
            try container.encode(summary.count, forKey: .count)
            try container.encode(summary.stars, forKey: .stars)
        case .review(let review):
            try container.encode("ratingsAndReviews", forKey: .kind)
            try container.encode("review", forKey: .role)
            try container.encode(review.id, forKey: .id)
            try container.encode(review.stars, forKey: .stars)
            try container.encode(review.title, forKey: .title)
            try container.encode(review.author, forKey: .author)
            try container.encode(review.date, forKey: .date)
            try container.encode(review.version, forKey: .version)
            try container.encode(review.body, forKey: .body)
        case .moreApp(let app), .similarApp(let app):
            let isSimilar = if case .similarApp = item { true } else { false }
            try container.encode(isSimilar ? "similarApps" : "moreByDeveloper", forKey: .kind)
            try container.encode(app.id.rawValue, forKey: .id)
            try container.encode(app.name, forKey: .name)
            try container.encode(app.category, forKey: .category)
            try container.encode(app.rating, forKey: .rating)
            try container.encode(app.price, forKey: .price)
            try container.encode(app.iconURL?.absoluteString, forKey: .iconURL)
        case .ratingBar(let bar):
            try container.encode("ratingsAndReviews", forKey: .kind)
            try container.encode("bar", forKey: .role)
            try container.encode(bar.stars, forKey: .stars)
            try container.encode(bar.count, forKey: .count)
            try container.encode(bar.share, forKey: .share)
            try container.encode(bar.shareText, forKey: .shareText)
        case .storePageNote(let note):
            try container.encode(note.section.rawValue, forKey: .kind)
            try container.encode("note", forKey: .role)
            try container.encode(note.text, forKey: .text)
        case .version(let version):
            try container.encode("versionHistory", forKey: .kind)
            try container.encode(version.version, forKey: .version)
            try container.encode(version.versionNumber, forKey: .versionNumber)
            try container.encode(version.occurrence, forKey: .occurrence)
            try container.encode(version.releasedAgo, forKey: .releasedAgo)
            try container.encode(version.released.map { $0.date }, forKey: .date)
            try container.encode(version.notes, forKey: .notes)
        case .privacy(let privacy):
            try container.encode("privacy", forKey: .kind)
            try container.encode(privacy.identifier, forKey: .identifier)
            try container.encode(privacy.title, forKey: .title)
            try container.encode(privacy.detail, forKey: .detail)
            try container.encode(privacy.categories, forKey: .categories)
        case .purchase(let purchase):
            try container.encode("inAppPurchases", forKey: .kind)
            try container.encode(purchase.name, forKey: .name)
            try container.encode(purchase.occurrence, forKey: .occurrence)
            try container.encode(purchase.price, forKey: .price)
            try container.encode(purchase.offer, forKey: .offer)
        case .event(let event):
            try container.encode("events", forKey: .kind)
            try container.encode(event.id, forKey: .id)
            try container.encode(event.occurrence, forKey: .occurrence)
            try container.encode(event.badge, forKey: .badge)
            try container.encode(event.title, forKey: .title)
            try container.encode(event.subtitle, forKey: .subtitle)
            try container.encode(event.when, forKey: .when)
            try container.encode(event.url, forKey: .url)
        }
    }
}
