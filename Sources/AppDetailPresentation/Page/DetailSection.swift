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
    /// The screenshots, iPhone first.
    case screenshot
    /// The current version, its date and its release notes.
    case whatsNew
    /// The long description and the developer row.
    case description
    /// The ratings summary and customer reviews; it arrives with the reviews.
    case ratingsAndReviews
    /// The information table.
    case information
    /// The developer's other apps; it arrives with them.
    case moreByDeveloper

    /// A section is its own identity.
    public var diffIdentifier: DetailSection { self }
}
