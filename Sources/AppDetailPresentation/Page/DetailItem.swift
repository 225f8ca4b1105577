import DiffableSections

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
    /// A note beside the store page's data (the histogram disagreeing with its total).
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
        case .storePageNote: .storePageNote
        case .version(let version): .version(number: version.versionNumber, occurrence: version.occurrence)
        case .privacy(let privacy): .privacy(identifier: privacy.identifier)
        case .purchase(let purchase): .purchase(name: purchase.name, occurrence: purchase.occurrence)
        case .similarApp(let app): .similarApp(id: app.id)
        case .event(let event): .event(id: event.id)
        }
    }
}
