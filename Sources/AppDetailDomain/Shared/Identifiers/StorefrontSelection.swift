/// Storefronts a person names at once: codes and group names separated by commas, such as
/// `kr,jp,us`, `eu`, `all` or `eu,kr`.
///
/// The storefronts keep the order they were named in (a group's in code order), each once, in
/// each storefront's default language.
public struct StorefrontSelection: Hashable, Sendable {
    /// The storefronts named, each once.
    public let storefronts: [Storefront]

    /// Reads a comma-separated list of storefront codes and group names (``StorefrontGroup``),
    /// in any case.
    ///
    /// Throws ``InvalidInputReason/country(_:)`` for a two-letter code the store has no
    /// storefront for, and ``InvalidInputReason/storefrontGroup(_:suggestions:)`` with the
    /// nearest names for any other word that names nothing.
    public init(parsing text: String) throws(AppDetailError) {
        var seen = Set<String>()
        var storefronts: [Storefront] = []
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingASCIIWhitespace()
        }
        guard !words.contains(where: \.isEmpty) else {
            throw .invalidInput(.storefrontGroup("", suggestions: []))
        }
        for word in words {
            for country in try Self.countries(named: word) where seen.insert(country).inserted {
                storefronts.append(Storefront(catalogued: country))
            }
        }
        self.storefronts = storefronts
    }

    private static func countries(named word: String) throws(AppDetailError) -> [String] {
        if let group = StorefrontGroup.named(word) { return group.countries }
        if word.count == 2 { return [try Storefront(country: word).country] }
        throw .invalidInput(.storefrontGroup(word, suggestions: suggestions(for: word)))
    }

    /// The group names nearest to `word`, then the storefronts whose English name contains it
    /// (`korea` → `kr`).
    static func suggestions(for word: String) -> [String] {
        let groups = NearestName.closest(to: word, among: StorefrontGroup.names, limit: 3)
        let lowered = word.lowercased()
        let countries =
            lowered.count < 3
            ? []
            : StorefrontCatalog.all.filter {
                $0.name(in: "en").lowercased().contains(lowered)
            }.map(\.country)
        return Array((groups + countries).prefix(5))
    }
}
