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
}
