import AppDetailPresentation

/// One item of the JSON output's `sections`: `kind` (the `DetailItem` case, which is also its
/// section's name) and that item's fields, as ``ItemFields`` says them.
struct ItemJSON: Encodable {
    let item: DetailItem

    enum Key: String, CodingKey {
        case kind, name, developer, iconURL, priceButton, category
        case badge, header, value, footer
        case url, occurrence, device, width, height, orientation
        case version, releasedAgo, notes
        case role, title, text
        case field, detail
        case average, outOf, count, stars
        case id, author, date, body
        case rating, price
        case share, shareText, versionNumber, identifier, categories, offer
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let described = ItemFields(item)
        try container.encode(described.kind, forKey: .kind)
        for (key, value) in described.fields {
            try container.encode(value, forKey: key)
        }
        try item.content?.encode(to: encoder)
    }
}
