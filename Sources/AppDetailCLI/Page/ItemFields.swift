import AppDetailPresentation
import Foundation

/// Everything the command line says of one item, in one place a kind of item: its JSON (`kind`
/// and its fields, in the order they are written) and its line in `diff` (a label that names
/// it, a value that says it). ``ItemJSON`` writes the first, ``ItemSummary`` the second. An item
/// that says itself (`DetailItemContent`: an event, a section of the store page's own added
/// since) is written with its own fields and named by its own label.
struct ItemFields {
    /// The JSON's `kind`: the `DetailItem` case's section.
    let kind: String
    /// The JSON's fields after `kind`, in order.
    let fields: [(key: ItemJSON.Key, value: any Encodable & Sendable)]
    /// What names the item in `diff` ("review 123", "5★ bar").
    let label: String
    /// What the item says in `diff`, before it is cut to a line.
    let value: String

    init(_ item: DetailItem) {
        switch item {
        case .top(let top):
            kind = "top"
            fields = [
                (.name, top.name), (.developer, top.developer), (.iconURL, top.iconURL?.absoluteString),
                (.priceButton, top.priceButton), (.category, top.category),
                (.url, top.storeURL.absoluteString),
            ]
            (label, value) = ("top", "\(top.name) · \(top.developer) · \(top.priceButton)")
        case .summary(let badge):
            kind = "summary"
            fields = [
                (.badge, badge.kind.rawValue), (.header, badge.header), (.value, badge.value),
                (.footer, badge.footer),
            ]
            label = "\(badge.kind.rawValue) badge"
            value = [badge.value, badge.footer].filter { !$0.isEmpty }.joined(separator: " ")
        case .screenshot(let shot):
            kind = "screenshot"
            fields = [
                (.url, shot.url.absoluteString), (.occurrence, shot.occurrence),
                (.device, shot.device.rawValue),
                (.width, shot.width), (.height, shot.height), (.orientation, shot.orientation),
            ]
            (label, value) = ("\(shot.device.rawValue) screenshot", shot.url.absoluteString)
        case .whatsNew(let news):
            kind = "whatsNew"
            fields = [(.version, news.version), (.releasedAgo, news.releasedAgo), (.notes, news.notes)]
            (label, value) = ("what's new", "\(news.version) · \(news.releasedAgo)")
        case .description(let text):
            kind = "description"
            fields = [(.role, text.role.rawValue), (.title, text.title), (.text, text.text)]
            (label, value) = ("description (\(text.role.rawValue))", text.text)
        case .information(let row):
            kind = "information"
            fields = [
                (.field, row.field.rawValue), (.title, row.title), (.value, row.value), (.detail, row.detail),
            ]
            (label, value) = ("\(row.field.rawValue) row", ([row.value] + row.detail).joined(separator: "; "))
        case .ratingsSummary(let summary):
            kind = "ratingsAndReviews"
            fields = [
                (.role, "summary"), (.average, summary.average), (.outOf, summary.outOf),
                (.count, summary.count),
                (.stars, summary.stars),
            ]
            label = "ratings summary"
            value = [summary.average, summary.outOf, summary.count].filter { !$0.isEmpty }.joined(
                separator: " ")
        case .review(let review):
            kind = "ratingsAndReviews"
            fields = [
                (.role, "review"), (.id, review.id), (.stars, review.stars), (.title, review.title),
                (.author, review.author), (.date, review.date), (.version, review.version),
                (.body, review.body),
            ]
            (label, value) = ("review \(review.id)", "\(review.stars)★ \(review.title)")
        case .moreApp(let app):
            (kind, fields) = ("moreByDeveloper", Self.card(app))
            (label, value) = ("app \(app.id)", app.name)
        case .similarApp(let app):
            (kind, fields) = ("similarApps", Self.card(app))
            (label, value) = ("similar app \(app.id)", app.name)
        case .ratingBar(let bar):
            kind = "ratingsAndReviews"
            fields = [
                (.role, "bar"), (.stars, bar.stars), (.count, bar.count), (.share, bar.share),
                (.shareText, bar.shareText),
            ]
            (label, value) = ("\(bar.stars)★ bar", "\(bar.count) (\(bar.shareText))")
        case .storePageNote(let note):
            kind = note.section.rawValue
            fields = [(.role, "note"), (.text, note.text)]
            (label, value) = ("histogram note", note.text)
        case .version(let version):
            kind = "versionHistory"
            fields = [
                (.version, version.version), (.versionNumber, version.versionNumber),
                (.occurrence, version.occurrence), (.releasedAgo, version.releasedAgo),
                (.date, version.released.map { $0.date }), (.notes, version.notes),
            ]
            (label, value) = ("version \(version.versionNumber)", "\(version.releasedAgo) · \(version.notes)")
        case .privacy(let privacy):
            kind = "privacy"
            fields = [
                (.identifier, privacy.identifier), (.title, privacy.title), (.detail, privacy.detail),
                (.categories, privacy.categories),
            ]
            (label, value) = ("privacy \(privacy.identifier)", privacy.categories.joined(separator: ", "))
        case .purchase(let purchase):
            kind = "inAppPurchases"
            fields = [
                (.name, purchase.name), (.occurrence, purchase.occurrence), (.price, purchase.price),
                (.offer, purchase.offer),
            ]
            label = "purchase \(purchase.name)"
            value = [purchase.price, purchase.offer].filter { !$0.isEmpty }.joined(separator: " · ")
        default:
            // An item that says itself (an event, any section of the store page's own added
            // since): its section, its own fields, its label and text.
            let content = item.content
            kind = content.map { type(of: $0).section.rawValue } ?? "unknown"
            fields = []
            label = content?.label ?? "item"
            value = content?.text ?? ""
        }
    }

    /// An app card's fields, in More by this developer and You Might Also Like alike.
    private static func card(_ app: AppCardItem) -> [(key: ItemJSON.Key, value: any Encodable & Sendable)] {
        [
            (.id, app.id.rawValue), (.name, app.name), (.category, app.category), (.rating, app.rating),
            (.price, app.price), (.iconURL, app.iconURL?.absoluteString),
        ]
    }
}
