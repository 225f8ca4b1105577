import AppDetailPresentation
import ArgumentParser

/// What `show --section` names: a part of the page a person asks for by itself, as
/// app-store-scraper's `ratings`, `versionHistory`, `privacy` and `similar` answer one question
/// each. Each is one or more of the page's sections.
enum PageSectionName: String, ExpressibleByArgument, CaseIterable {
    case ratings, versions, privacy, purchases, similar, events, information, description, more

    /// The page's sections it shows.
    var sections: [DetailSection] {
        switch self {
        case .ratings: [.summary, .ratingsAndReviews]
        case .versions: [.whatsNew, .versionHistory]
        case .privacy: [.privacy]
        case .purchases: [.inAppPurchases]
        case .similar: [.similarApps]
        case .events: [.events]
        case .information: [.information]
        case .description: [.description]
        case .more: [.moreByDeveloper]
        }
    }
}
