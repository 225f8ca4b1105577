import AppDetailDomain
import DiffableSections

/// The sections of an app's detail page, in the order the App Store shows them.
///
/// A section with nothing to show is left out of the snapshot: no release notes, no What's New;
/// no screenshots, no screenshot section.
public enum DetailSection: String, CaseIterable, Hashable, Sendable, Diffable {
    /// Name, developer, icon and the price button.
    case top
    /// The row of badges: ratings, age, category, developer, language, size.
    case summary
    /// The in-app events the store page announces; it arrives with the store page.
    case events
    /// The screenshots, iPhone first.
    case screenshot
    /// The current version, its date and its release notes.
    case whatsNew
    /// The releases of the app's main platform, newest first; it arrives with the store page.
    case versionHistory
    /// The long description and the developer row.
    case description
    /// The ratings summary, the histogram's bars (with the store page) and customer reviews; it
    /// arrives with the reviews or the store page.
    case ratingsAndReviews
    /// App Privacy: each kind of disclosure and its data categories; with the store page.
    case privacy
    /// The information table.
    case information
    /// The in-app purchases, after the information table; with the store page.
    case inAppPurchases
    /// The developer's other apps; it arrives with them.
    case moreByDeveloper
    /// You Might Also Like; with the store page.
    case similarApps

    /// A section is its own identity.
    public var diffIdentifier: DetailSection { self }
}

extension DetailSection {
    /// The header a page shows above the section in `language`: none for the top and the
    /// summary badges, whose content speaks for itself; a section of the store page's own is
    /// titled as its description in the library says (one place a section).
    public func title(in language: DetailLanguage) -> String? {
        let detailWords = DetailWords(language: language)
        switch self {
        case .top, .summary: return nil
        case .description: return detailWords.description
        case .screenshot: return detailWords.preview
        case .whatsNew: return detailWords.whatsNew
        case .information: return detailWords.information
        case .ratingsAndReviews: return detailWords.ratingsAndReviews
        case .moreByDeveloper: return detailWords.moreByDeveloper
        default: return SectionDescription.owning(self)?.name(language)
        }
    }
}

extension DetailSection {
    /// The store page's sections this section shows, or whose figures it shows (the age rating
    /// and the chart position in the summary's badges), in the store page's order.
    public var storePageSections: [StorePageSection] { storePageParts.map(\.storePage) }

    /// The store page's sections this section shows, or whose figures it shows (the age rating
    /// and the chart position in the summary's badges): the one list of them, beside the cases,
    /// so a new section of the store page is named here and described in a file of its own.
    var storePageParts: [SectionDescription] {
        switch self {
        case .top, .screenshot, .whatsNew, .description: []
        case .summary: [.ageRating, .chartPosition]
        case .events: [.events]
        case .versionHistory: [.versionHistory]
        case .ratingsAndReviews: [.ratingHistogram]
        case .privacy: [.privacy]
        case .information: [.information]
        case .inAppPurchases: [.inAppPurchases]
        case .moreByDeveloper: [.moreByDeveloper]
        case .similarApps: [.similarApps]
        }
    }
}

/// The detail page as a diffable snapshot of sections and items.
public typealias DetailSnapshot = DiffableSnapshot<DetailSection, DetailItem>
