import AppDetailDomain
import Foundation

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
    /// The store page's note: there is at most one.
    case storePageNote
    /// A release, by its version number and how many times that number came before it.
    case version(number: String, occurrence: Int)
    /// An App Privacy disclosure, by its kind's identifier.
    case privacy(identifier: String)
    /// An in-app purchase, by its name and how many times that name came before it.
    case purchase(name: String, occurrence: Int)
    /// An app of You Might Also Like, by app id.
    case similarApp(id: AppID)
    /// An event, by its id.
    case event(id: String)
}
