import AppDetailDomain

/// The language a storefront's page is read in, as the store's language codes write it (`KO`):
/// the storefront's own language when it names one, else the main language of its country.
enum StoreLanguage {
    /// The main language of the biggest stores; others have none here.
    private static let byCountry: [String: String] = [
        "kr": "KO", "jp": "JA", "cn": "ZH", "tw": "ZH", "hk": "ZH", "mo": "ZH", "fr": "FR", "be": "FR",
        "de": "DE", "at": "DE", "ch": "DE", "es": "ES", "mx": "ES", "ar": "ES", "cl": "ES", "co": "ES",
        "it": "IT", "br": "PT", "pt": "PT", "ru": "RU", "nl": "NL", "se": "SV", "no": "NB", "dk": "DA",
        "fi": "FI", "pl": "PL", "tr": "TR", "th": "TH", "vn": "VI", "id": "ID", "us": "EN", "gb": "EN",
        "au": "EN", "ca": "EN", "nz": "EN", "ie": "EN", "in": "EN", "sg": "EN",
    ]

    static func code(of storefront: Storefront) -> String? {
        storefront.languageCode.map { $0.uppercased() } ?? byCountry[storefront.country]
    }
}
