import AppDetailDomain
import Foundation

extension DetailSnapshotBuilder {
    /// The store page's items, by the section each goes into, as each section's
    /// ``SectionDescription`` makes them: events, Version History (the app's main platform), the
    /// histogram's bars (and a note when its counts disagree with its total) for Ratings &
    /// Reviews, App Privacy, In-App Purchases and You Might Also Like.
    ///
    /// A part every app's page has — the ratings breakdown (for an app with ratings), Version
    /// History, App Privacy — that the page did not supply, or supplied unreadable, gets a note in
    /// its section saying so; a missing event or purchase list is most often no events or
    /// purchases, and stays silent (``note(for:in:)`` words it for a client that asks).
    func storePageItems(_ details: StorePageDetails, hasRatings: Bool) -> [DetailSection: [DetailItem]] {
        let input = SectionInput(details: details, builder: self, listingHasRatings: hasRatings)
        var items: [DetailSection: [DetailItem]] = [:]
        for description in SectionDescription.all {
            guard let section = description.placement.section, let make = description.items else { continue }
            items[section, default: []] += make(input)
        }
        return items
    }

    /// Why `section` of the store page shows nothing, in the page's language: not on the page,
    /// unreadable there, no page at all, or on the page with nothing in it; `nil` when it has
    /// something to show. For a client that shows one part of the page alone.
    ///
    /// With no details (a page observed without the store page), the note says the part has
    /// nothing: More by this developer's "no other apps in this store".
    public func note(for section: StorePageSection, in details: StorePageDetails?) -> String? {
        let words = StorePageWords(language: language)
        switch details?.state(of: section) ?? .empty {
        case .present: return nil
        case .empty: return words.none(section)
        case .unavailable(let gap): return words.missing(section, gap)
        }
    }
}
