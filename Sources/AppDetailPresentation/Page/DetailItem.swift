import AppDetailDomain
import DiffableSections
import Foundation

/// One cell of the detail page. Each case carries its own item type, so the compiler decides
/// what can enter the data source (rather than `AnyHashable` or a type-erased wrapper).
///
/// Identity and content are separate, as IGListKit teaches: the top item is unique in its
/// section; a badge is identified by its kind; a screenshot by its URL and occurrence; an
/// information row by its field; a review by its id; an app card by its app id. Reloading an app whose rating count changed therefore updates
/// exactly one cell.
public enum DetailItem: Hashable, Sendable, Diffable {
    /// The header with the price button.
    case top(TopItem)
    /// One summary badge.
    case summary(SummaryBadge)
    /// One screenshot.
    case screenshot(ScreenshotItem)
    /// What's new in the current version.
    case whatsNew(WhatsNewItem)
    /// The description text or the developer row.
    case description(DescriptionItem)
    /// One row of the information table.
    case information(InformationRow)
    /// The average and count heading Ratings & Reviews.
    case ratingsSummary(RatingsSummaryItem)
    /// One customer review.
    case review(ReviewItem)
    /// One of the developer's other apps.
    case moreApp(AppCardItem)
    /// One bar of the ratings histogram.
    case ratingBar(RatingBarItem)
    /// A note beside the store page's data (the histogram disagreeing with its total, a part
    /// the page did not supply).
    case storePageNote(StorePageNoteItem)
    /// One release in Version History.
    case version(VersionItem)
    /// One kind of App Privacy disclosure.
    case privacy(PrivacyItem)
    /// One in-app purchase.
    case purchase(PurchaseItem)
    /// One app of You Might Also Like.
    case similarApp(AppCardItem)
    /// One in-app event.
    case event(EventItem)

    /// The item's identity.
    public var diffIdentifier: DetailItemID {
        switch self {
        case .top: .top
        case .summary(let badge): .badge(badge.kind)
        case .screenshot(let shot): .screenshot(url: shot.url, occurrence: shot.occurrence)
        case .whatsNew: .whatsNew
        case .description(let item): .description(item.role)
        case .information(let row): .information(row.field)
        case .ratingsSummary: .ratingsSummary
        case .review(let review): .review(id: review.id)
        case .moreApp(let app): .moreApp(id: app.id)
        case .ratingBar(let bar): .ratingBar(stars: bar.stars)
        case .storePageNote(let note): .storePageNote(section: note.section)
        case .version(let version): .version(number: version.versionNumber, occurrence: version.occurrence)
        case .privacy(let privacy): .privacy(identifier: privacy.identifier)
        case .purchase(let purchase): .purchase(name: purchase.name, occurrence: purchase.occurrence)
        case .similarApp(let app): .similarApp(id: app.id)
        case .event(let event): .event(id: event.id, occurrence: event.occurrence)
        }
    }
}

extension DetailItem {
    /// The item as it says itself, for an item whose type does (``DetailItemContent``): a client
    /// without a layout of its own for it writes, lists and compares it through this.
    public var content: (any DetailItemContent)? {
        switch self {
        case .event(let event): event
        case .top, .summary, .screenshot, .whatsNew, .description, .information, .ratingsSummary, .review,
            .moreApp, .ratingBar, .storePageNote, .version, .privacy, .purchase, .similarApp:
            nil
        }
    }
}

/// The identity of a ``DetailItem``.
public enum DetailItemID: Hashable, Sendable {
    /// The top item: there is one.
    case top
    /// A badge, by kind.
    case badge(SummaryBadge.Kind)
    /// A screenshot, by URL and by how many times that URL came before it.
    case screenshot(url: URL, occurrence: Int)
    /// The What's New item: there is one.
    case whatsNew
    /// A description item, by role.
    case description(DescriptionItem.Role)
    /// An information row, by field.
    case information(InformationRow.Field)
    /// The ratings summary: there is one.
    case ratingsSummary
    /// A review, by the store's review id.
    case review(id: String)
    /// An app card, by app id.
    case moreApp(id: AppID)
    /// A histogram bar, by its stars.
    case ratingBar(stars: Int)
    /// A note of the store page's, by the section it stands in: one a section.
    case storePageNote(section: DetailSection)
    /// A release, by its version number and how many times that number came before it.
    case version(number: String, occurrence: Int)
    /// An App Privacy disclosure, by its kind's identifier.
    case privacy(identifier: String)
    /// An in-app purchase, by its name and how many times that name came before it.
    case purchase(name: String, occurrence: Int)
    /// An app of You Might Also Like, by app id.
    case similarApp(id: AppID)
    /// An event, by its id and how many times that id came before it.
    case event(id: String, occurrence: Int)
}
