import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser

/// What `show --section` names: a part of the page a person asks for by itself, as
/// app-store-scraper's `ratings`, `versionHistory`, `privacy` and `similar` answer one question
/// each. Each is one or more of the page's sections.
///
/// The parts named since the first release are listed here by their short names; a section of
/// the store page's own that came later is named by its section (`DetailSection`'s raw value),
/// so a new section is asked for by itself without a word here.
struct PageSectionName: Hashable, Sendable {
    /// The name on the command line.
    let rawValue: String
    /// The page's sections it shows.
    let sections: [DetailSection]
    /// The store page's section this part is made of, whose state says why it has nothing; `nil`
    /// for the listing's own parts.
    let storePageSection: StorePageSection?

    static let ratings = PageSectionName(
        rawValue: "ratings", sections: [.summary, .ratingsAndReviews], storePageSection: .ratingHistogram)
    static let versions = PageSectionName(
        rawValue: "versions", sections: [.whatsNew, .versionHistory], storePageSection: .versionHistory)
    static let privacy = PageSectionName(
        rawValue: "privacy", sections: [.privacy], storePageSection: .privacy)
    static let purchases = PageSectionName(
        rawValue: "purchases", sections: [.inAppPurchases], storePageSection: .inAppPurchases)
    static let similar = PageSectionName(
        rawValue: "similar", sections: [.similarApps], storePageSection: .similarApps)
    static let events = PageSectionName(rawValue: "events", sections: [.events], storePageSection: .events)
    static let information = PageSectionName(
        rawValue: "information", sections: [.information], storePageSection: nil)
    static let description = PageSectionName(
        rawValue: "description", sections: [.description], storePageSection: nil)
    static let more = PageSectionName(
        rawValue: "more", sections: [.moreByDeveloper], storePageSection: .moreByDeveloper)

    /// The parts with short names, in the order the help has always given them.
    private static let named = [
        ratings, versions, privacy, purchases, similar, events, information, description, more,
    ]

    /// Every part: the short names, then each later section of the store page's own.
    static let allCases: [PageSectionName] = {
        let covered = Set(named.flatMap(\.sections))
        let later = DetailSection.allCases.filter { !covered.contains($0) }.compactMap { section in
            section.storePageSections.first.map {
                PageSectionName(rawValue: section.rawValue, sections: [section], storePageSection: $0)
            }
        }
        return named + later
    }()

    /// The part `text` names; anything else is a usage error that names the parts on one line
    /// (ArgumentParser's own listed them one a line, six lines of hint).
    static func named(_ text: String) throws -> PageSectionName {
        if let part = allCases.first(where: { $0.rawValue == text.lowercased() }) { return part }
        let suggestion = NearestName.to(text, among: names).map { " Did you mean '\($0)'?" } ?? ""
        throw ValidationError(
            "There is no part '\(TerminalText.quotable(text))'.\(suggestion) The parts are \(names.joined(separator: ", "))."
        )
    }

    /// Every part's name, in order.
    static let names = allCases.map(\.rawValue)

    /// Every part as `show`'s help lists them: "ratings (the badges, the histogram, the
    /// reviews), versions, … or more", and each later one after them. Made once, and as the
    /// words it was while no part came later: building the words anew cost every command's
    /// start half a million instructions (a warm `show` counted 2.5 % more).
    static let listed: String = {
        let first =
            "ratings (the badges, the histogram, the reviews), versions, privacy, purchases, similar, events, information, description"
        let later = names.dropFirst(named.count)
        guard let last = later.last else { return first + " or more" }
        return ([first, "more"] + later.dropLast()).joined(separator: ", ") + " or " + last
    }()
}
