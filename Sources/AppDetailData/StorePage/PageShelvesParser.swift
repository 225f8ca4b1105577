import AppDetailDomain
import Foundation

/// Reads today's store page data (`serialized-server-data`) into a store page's details, shelf
/// by shelf: the ratings histogram (`productRatings`), the version history (`mostRecentVersion`
/// and the list behind its see-all), App Privacy (`privacyHeader`, `privacyTypes`), the
/// Information shelf with its In-App Purchases, events (`appEvents`), You Might Also Like
/// (`similarItems`), the developer's other apps (`moreByDeveloper`), and the age rating and
/// chart position of `informationRibbon`.
///
/// Each shelf is read on its own: one that is absent or `null` is a section not on the page,
/// one that cannot be read is a damaged section, and neither costs the others; inside a shelf,
/// an item that cannot be read is left out and the rest kept. Only a body that is not the
/// page's data at all, or is another app's page, is an error.
enum PageShelvesParser {
    static func details(from data: Data, for id: AppID) throws(AppDetailError) -> StorePageDetails {
        try details(from: JSONObject(data: data), for: id)
    }

    /// The details of page data already read (`JSONSerialization`'s objects, or a digest's).
    static func details(fromDocument value: Any?, for id: AppID) throws(AppDetailError) -> StorePageDetails {
        try details(from: JSONObject(value), for: id)
    }

    private static func details(from document: JSONObject?, for id: AppID) throws(AppDetailError)
        -> StorePageDetails
    {
        guard let document, let page = document.objects("data").first?["data"] else {
            throw .malformedAnswer(detail: "the store page's data is not the page's JSON")
        }
        if let adamID = page["lockup"]?["offerDisplayProperties"]?.string("adamId"), adamID != "\(id)" {
            throw .malformedAnswer(detail: "the store page's data is about app \(adamID), not \(id)")
        }
        guard let mapping = page["shelfMapping"] else {
            throw .malformedAnswer(detail: "the store page's data has no shelves")
        }
        var shelves = PageShelves(mapping: mapping, platforms: page.strings("appPlatforms"))
        var parts: [StorePageSection: any StorePagePart] = [:]
        for reader in PageShelves.readers { parts[reader.section] = reader.read(&shelves) }
        let privacy = shelves.privacy()
        let information = shelves.information()
        let ribbon = shelves.ribbon(information: information)
        parts[.privacy] = privacy.disclosures
        parts[.inAppPurchases] = shelves.purchases(in: information)
        parts[.ageRating] = ribbon.ageRating
        parts[.chartPosition] = ribbon.chartPosition
        parts[.information] = information ?? []
        return StorePageDetails(
            id: id, source: .pageShelves, parts: parts, states: shelves.states, privacyHeader: privacy.header)
    }
}

/// The shelves of one page as they are read, and the state each section was found in.
struct PageShelves {
    let mapping: JSONObject
    /// The page's platforms (`phone`, `pad`…), for naming its version history's platform.
    let platforms: [String]
    var states: [StorePageSection: StorePageSectionState] = [:]

    init(mapping: JSONObject, platforms: [String]) {
        self.mapping = mapping
        self.platforms = platforms
    }

    /// The items of shelf `name`, or `nil` with `section`'s state set when the shelf is absent,
    /// `null` (not on the page) or not a shelf (damaged).
    mutating func items(of name: String, for section: StorePageSection) -> [JSONObject]? {
        guard let value = mapping.fields[name], !JSONObject.isNull(value) else {
            states[section] = .unavailable(.notOnPage)
            return nil
        }
        guard let shelf = JSONObject(value), let items = shelf.array("items") else {
            states[section] = .unavailable(.damaged(detail: "its “\(name)” shelf is not a shelf of items"))
            return nil
        }
        return items.compactMap(JSONObject.init)
    }

    /// Sets `section`'s state from what was read of a shelf that was there: present with
    /// something, empty when the shelf was, damaged when it had items and none could be read.
    mutating func settle(_ section: StorePageSection, shelfItems: Int, read: Int, what: String) {
        if read > 0 {
            states[section] = .present
        } else if shelfItems == 0 {
            states[section] = .empty
        } else {
            states[section] = .unavailable(
                .damaged(detail: "none of the \(shelfItems) \(what) could be read"))
        }
    }

    /// Marks `section` damaged, with `detail`.
    mutating func damage(_ section: StorePageSection, _ detail: String) {
        states[section] = .unavailable(.damaged(detail: detail))
    }
}
