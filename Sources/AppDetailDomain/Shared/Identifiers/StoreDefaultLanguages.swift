/// The language each of the larger storefronts answers in when none is asked for: asking for it
/// explicitly changes nothing, so a ``Storefront`` leaves it out and both spellings share one
/// cache entry. Countries whose store has no single obvious default (Canada's French, Hong
/// Kong's, Switzerland's) are not listed: a language asked for there is always kept.
enum StoreDefaultLanguages {
    /// Country code → the default's language code, with the script for Chinese.
    static let byCountry: [String: String] = [
        "us": "en", "gb": "en", "au": "en", "nz": "en", "ie": "en", "sg": "en", "in": "en",
        "kr": "ko", "jp": "ja", "fr": "fr", "de": "de", "at": "de", "es": "es", "mx": "es", "it": "it",
        "nl": "nl", "br": "pt", "pt": "pt", "ru": "ru", "se": "sv", "dk": "da", "fi": "fi", "pl": "pl",
        "tr": "tr", "th": "th", "vn": "vi", "id": "id", "cn": "zh-Hans", "tw": "zh-Hant",
    ]

    /// Whether `tag` (normalized: `ko`, `ko-KR`, `zh-Hant-TW`) is `country`'s default: the same
    /// language, the same script when the default names one, and no region other than the
    /// country's own.
    static func isDefault(_ tag: String, in country: String) -> Bool {
        guard let standard = byCountry[country] else { return false }
        let parts = tag.split(separator: "-").map(String.init)
        let expected = standard.split(separator: "-").map(String.init)
        guard parts.first == expected.first else { return false }
        let rest = parts.dropFirst()
        let script = rest.first { $0.count == 4 }
        let region = rest.first { $0.count == 2 }
        if let region, region.lowercased() != country { return false }
        guard expected.count > 1 else { return script == nil }
        // Chinese: the script decides; a region alone names it (zh-TW is Traditional, zh-CN
        // Simplified); a bare `zh` is read as Simplified, as the China store reads it.
        return script.map { $0 == expected[1] } ?? (region != nil || expected[1] == "Hans")
    }
}
