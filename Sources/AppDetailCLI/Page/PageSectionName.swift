import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import ArgumentParser

/// What `show --section` names: a part of the page a person asks for by itself, as
/// app-store-scraper's `ratings`, `versionHistory`, `privacy` and `similar` answer one question
/// each. Each is one or more of the page's sections.
enum PageSectionName: String, ExpressibleByArgument, CaseIterable {
    case ratings, versions, privacy, purchases, similar, events, information, description, more

    /// The part `text` names; anything else is a usage error that names the parts on one line
    /// (ArgumentParser's own listed them one a line, six lines of hint).
    static func named(_ text: String) throws -> PageSectionName {
        if let part = PageSectionName(rawValue: text.lowercased()) { return part }
        let names = allCases.map(\.rawValue)
        let suggestion = NearestName.to(text, among: names).map { " Did you mean '\($0)'?" } ?? ""
        throw ValidationError(
            "There is no part '\(TerminalText.quotable(text))'.\(suggestion) The parts are \(names.joined(separator: ", "))."
        )
    }

    /// Every part as `show`'s help lists them: "ratings (the badges, the histogram, the
    /// reviews), versions, … or more".
    static var listed: String {
        let names = allCases.map {
            $0 == .ratings ? "ratings (the badges, the histogram, the reviews)" : $0.rawValue
        }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The page's sections it shows.
    var sections: [DetailSection] { described.sections }

    /// The store page's section this part is made of, whose state says why it has nothing; `nil`
    /// for the listing's own parts.
    var storePageSection: StorePageSection? { described.storePage }

    /// Each part in one place: the page's sections it shows and the store page's section it is.
    private var described: (sections: [DetailSection], storePage: StorePageSection?) {
        switch self {
        case .ratings: ([.summary, .ratingsAndReviews], .ratingHistogram)
        case .versions: ([.whatsNew, .versionHistory], .versionHistory)
        case .privacy: ([.privacy], .privacy)
        case .purchases: ([.inAppPurchases], .inAppPurchases)
        case .similar: ([.similarApps], .similarApps)
        case .events: ([.events], .events)
        case .information: ([.information], nil)
        case .description: ([.description], nil)
        case .more: ([.moreByDeveloper], .moreByDeveloper)
        }
    }
}
