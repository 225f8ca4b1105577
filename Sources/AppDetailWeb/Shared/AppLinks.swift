import AppDetailDomain
import AppDetailPresentation

/// The addresses around an app: its page, its history over a range, the app around the world,
/// their streams, and the ranges a person can choose.
struct AppLinks {
    let app: AppID
    let storefront: Storefront
    /// The history's range in days, or `nil` for the whole history.
    let days: Int?

    /// The pages the links lead to.
    enum Shown {
        case page
        case history
        case world
    }

    /// The ranges offered: a week, a month, three months, a year, everything.
    static let ranges: [Int?] = [7, 30, 90, 365, nil]

    /// The history's address (or its stream's), over `days`.
    func address(live: Bool = false, days: Int?? = nil) -> String {
        let chosen = days ?? self.days
        let range = chosen.map { "&days=\($0)" } ?? ""
        return "/app/\(app.rawValue)/history\(live ? "/live" : "")?\(StoreQuery.of(storefront))\(range)"
    }

    /// The links between the app's page, its history and the app around the world.
    func pages(current: Shown) -> [(title: String, address: String, isCurrent: Bool)] {
        let words = WebWords(language: DetailLanguage(storefront: storefront))
        let world = WorldWebWords(language: DetailLanguage(storefront: storefront))
        return [
            (words.page, "/app/\(app.rawValue)?\(StoreQuery.of(storefront))", current == .page),
            (words.history, address(), current == .history),
            (
                world.aroundTheWorld, "/app/\(app.rawValue)/world?\(StoreQuery.of(storefront))",
                current == .world
            ),
        ]
    }

    /// The links to the history in each storefront the app is followed in (and this one), each
    /// read in this page's language.
    func storefronts(_ followed: [Storefront]) -> [(title: String, address: String, isCurrent: Bool)] {
        let language = DetailLanguage(storefront: storefront)
        var shown = followed.map(\.country)
        if !shown.contains(storefront.country) { shown.insert(storefront.country, at: 0) }
        guard shown.count > 1 else { return [] }
        let range = days.map { "&days=\($0)" } ?? ""
        return shown.map { country in
            let name =
                StorefrontCatalog.facts(for: country)?.name(in: language.rawValue) ?? country.uppercased()
            let query =
                country == storefront.country
                ? StoreQuery.of(storefront) : StoreQuery.of(country: country, readBy: storefront)
            return (
                "\(country.uppercased()) \(name)", "/app/\(app.rawValue)/history?\(query)\(range)",
                country == storefront.country
            )
        }
    }

    /// The links to the history over each range.
    func ranges() -> [(title: String, address: String, isCurrent: Bool)] {
        Self.ranges.map { range in
            (range.map { "\($0)d" } ?? "∞", address(days: .some(range)), range == days)
        }
    }
}
