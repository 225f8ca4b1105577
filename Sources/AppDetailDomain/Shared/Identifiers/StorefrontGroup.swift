/// A named set of storefronts a person can ask for at once: `all`, `eu`, a region, `americas`.
///
/// The groups are the ones people ask for when they follow an app around the world: every
/// storefront, the European Union's 27 member states (a legal market: the rules of the Digital
/// Markets Act apply there), each of the store's five ``StorefrontRegion``s, and the Americas
/// (Latin America, the Caribbean, the United States and Canada).
public struct StorefrontGroup: Hashable, Sendable {
    /// The group's name in lowercase, such as `"eu"` or `"asia-pacific"`.
    public let name: String
    /// Shorter names that mean the same group, such as `"asia"` for `"asia-pacific"`.
    public let aliases: [String]
    /// Its storefronts' codes, sorted.
    public let countries: [String]

    /// Every group, `all` first.
    public static let all: [StorefrontGroup] =
        [
            StorefrontGroup(name: "all", aliases: ["world"], countries: StorefrontCatalog.codes),
            StorefrontGroup(name: "eu", aliases: [], countries: europeanUnion),
            StorefrontGroup(
                name: "americas", aliases: [],
                countries: codes(in: [.latinAmericaCaribbean, .unitedStatesCanada])),
        ]
        + StorefrontRegion.allCases.map { region in
            StorefrontGroup(
                name: region.rawValue, aliases: regionAliases[region] ?? [], countries: codes(in: [region]))
        }

    /// The group with this name or alias, in any case; `nil` when there is none.
    public static func named(_ text: String) -> StorefrontGroup? {
        let name = text.trimmingASCIIWhitespace().lowercased()
        return all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every name and alias, for completion and for suggesting the nearest.
    public static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

    private static let regionAliases: [StorefrontRegion: [String]] = [
        .africaMiddleEastIndia: ["mea"], .asiaPacific: ["asia", "apac"], .latinAmericaCaribbean: ["latam"],
        .unitedStatesCanada: ["north-america"],
    ]

    /// The European Union's member states since 2020.
    private static let europeanUnion = [
        "at", "be", "bg", "cy", "cz", "de", "dk", "ee", "es", "fi", "fr", "gr", "hr", "hu", "ie", "it",
        "lt", "lu", "lv", "mt", "nl", "pl", "pt", "ro", "se", "si", "sk",
    ]

    private static func codes(in regions: [StorefrontRegion]) -> [String] {
        regions.flatMap { StorefrontCatalog.storefronts(in: $0).map(\.country) }.sorted()
    }
}
