import AppDetailDomain

extension Storefront {
    /// The Lookup API's `lang` value (`ko_kr`, `en_us`), or `nil` when no language is chosen.
    var lookupLanguage: String? {
        guard let language else { return nil }
        let parts = language.split(separator: "-")
        let region = parts.count > 1 ? parts[1].lowercased() : country
        return "\(parts[0])_\(region)"
    }
}
