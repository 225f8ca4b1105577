import AppDetailDomain

/// One of the store page's sections as the page shows it, said in one place: the store page's
/// section it is made of, where its items go, its name in every language and how its items are
/// made of the page's details.
///
/// Each section has a file of its own beside this one (``events``, ``versionHistory``…), and
/// ``DetailSection/storePageParts`` names them beside the page's section they stand in: the
/// title above a section, the name in a note and the items a snapshot gets are all looked up in
/// ``all``, so no other switch names a section.
struct SectionDescription: Sendable {
    /// Where a section's items go on the page.
    enum Placement: Equatable, Sendable {
        /// A page section of its own, whose title is the section's name.
        case own(DetailSection)
        /// Items inside a page section another part titles (the histogram's bars under Ratings &
        /// Reviews); a note there names the section.
        case inside(DetailSection)
        /// Nowhere by itself: its figures feed other items, or another part fills its section.
        case elsewhere

        /// The page section the items go into, if any.
        var section: DetailSection? {
            switch self {
            case .own(let section), .inside(let section): section
            case .elsewhere: nil
            }
        }
    }

    /// The store page's section it shows.
    let storePage: StorePageSection
    /// Where its items go.
    let placement: Placement
    /// Its name in a language: the title over its own section, the name in a note.
    let name: @Sendable (DetailLanguage) -> String
    /// Its items, or `nil` when the snapshot builder does not take them from here.
    let items: (@Sendable (SectionInput) -> [DetailItem])?

    /// Every section's description, in the store page's order: the page's sections name theirs
    /// (``DetailSection/storePageParts``), made once since each title and note looks in it.
    static let all: [SectionDescription] = DetailSection.allCases.flatMap(\.storePageParts).sorted {
        order[$0.storePage, default: 0] < order[$1.storePage, default: 0]
    }

    private static let order = Dictionary(
        uniqueKeysWithValues: StorePageSection.allCases.enumerated().map { ($1, $0) })

    /// The description of `section`.
    static func of(_ section: StorePageSection) -> SectionDescription? {
        all.first { $0.storePage == section }
    }

    /// The description of the store page's section that titles `section`, if one does.
    static func owning(_ section: DetailSection) -> SectionDescription? {
        all.first { $0.placement == .own(section) }
    }
}

/// What a section's items are made of: the page's details, the builder's language and clock,
/// and whether the listing has ratings.
struct SectionInput: Sendable {
    /// The store page's details.
    let details: StorePageDetails
    /// The builder, for its language, its clock and the cards it makes.
    let builder: DetailSnapshotBuilder
    /// Whether the listing has ratings (a histogram missing from a page with none is no news).
    let listingHasRatings: Bool

    /// The page's language.
    var language: DetailLanguage { builder.language }

    /// A note in the section when the page did not supply it or supplied it unreadable; none
    /// when the store has no page at all (the page's own note says so) or the page's form never
    /// carries it. A section inside another one's is named in its note.
    func missingNote(_ description: SectionDescription) -> [DetailItem] {
        guard let section = description.placement.section,
            case .unavailable(let gap) = details.state(of: description.storePage), gap != .noPage,
            gap != .notInThisForm
        else { return [] }
        let named = description.placement == .inside(section)
        let text = StorePageWords(language: language).missing(description.storePage, gap, named: named)
        return [.storePageNote(StorePageNoteItem(section: section, text: text))]
    }
}
