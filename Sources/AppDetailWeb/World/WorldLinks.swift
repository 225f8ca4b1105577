import AppDetailDomain
import AppDetailPresentation
import Foundation

/// The addresses of an app around the world: the page and its stream for a choice of
/// storefronts and order, and the choices a person can make.
struct WorldLinks {
    let lookup: AppLookup
    /// The store whose language the page speaks.
    let storefront: Storefront
    /// The storefronts chosen, as the address names them: a group's name or codes.
    let countries: String
    let sort: WorldSort

    /// The groups offered: every storefront, then each region's.
    static let groups = ["all"] + StorefrontRegion.allCases.map(\.rawValue)

    /// The page's address (or its stream's) for `countries` and `sort`, the current ones by
    /// default.
    func address(live: Bool = false, countries: String? = nil, sort: WorldSort? = nil) -> String {
        let chosen =
            (countries ?? self.countries).addingPercentEncoding(withAllowedCharacters: Self.plain) ?? ""
        return "/app/\(lookup.description)/world\(live ? "/live" : "")?\(StoreQuery.of(storefront))"
            + "&countries=\(chosen)&sort=\((sort ?? self.sort).rawValue)"
    }

    /// The links to each group of storefronts, and those to each order.
    func choices() -> [[(title: String, address: String, isCurrent: Bool)]] {
        let words = WorldWebWords(language: DetailLanguage(storefront: storefront))
        let groups = Self.groups.map { group in
            let title = StorefrontRegion(rawValue: group).map(words.title(of:)) ?? words.everyStorefront
            return (title, address(countries: group), group == countries)
        }
        let orders = WorldSort.allCases.map { sort in
            (words.title(of: sort), address(sort: sort), sort == self.sort)
        }
        return [groups, orders]
    }

    private static let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_,"))
}
