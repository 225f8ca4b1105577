/// An App Store storefront: the country whose store is asked, and optionally the language of the
/// answer.
///
/// The country decides what exists (an app sold only in Korea is "not found" in the US store) and
/// the currency; the language decides the localized texts. Create one with
/// ``init(country:language:)``, which validates both.
public struct Storefront: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The ISO 3166-1 alpha-2 country code in lowercase, such as `"kr"`.
    public let country: String
    /// A language tag such as `"ko"` or `"en-US"`: a lowercase ISO 639 code, optionally followed by
    /// an uppercase region. `nil` lets the store pick the storefront's default language.
    public let language: String?

    /// Validates and normalizes a country code and an optional language tag.
    ///
    /// The country is case-insensitive (`"KR"` and `"kr"` are the same store) and must be one
    /// of the store's storefronts (``StorefrontCatalog``): an ISO 3166-1 alpha-2 code, or `xk`. The language accepts `ko`, `ko-KR`, `ko_kr` and stores
    /// the form `ko-KR`. A language that is the store's own default (`ko` or `ko-KR` in `kr`, `en`
    /// in `us`) is left out: the store answers the same without it, so both share one cache entry.
    public init(country: String, language: String? = nil) throws(AppDetailError) {
        let normalizedCountry = country.trimmingASCIIWhitespace().lowercased()
        guard StorefrontCatalog.hasStorefront(normalizedCountry) else {
            throw .invalidInput(.country(country))
        }
        self.country = normalizedCountry
        let tag = try language.map { text throws(AppDetailError) in try Self.normalizedLanguage(text) }
        self.language = tag.flatMap { StoreDefaultLanguages.isDefault($0, in: normalizedCountry) ? nil : $0 }
    }

    /// The United States store with its default language, the store the Lookup API uses when no
    /// country is given.
    public static let unitedStates = Storefront(validatedCountry: "us", language: nil)

    /// The language's ISO 639 code alone, such as `"ko"` for `"ko-KR"`.
    public var languageCode: String? {
        language.map { String($0.prefix { $0 != "-" }) }
    }

    /// `kr` or `kr/ko-KR`.
    public var description: String {
        language.map { "\(country)/\($0)" } ?? country
    }

    /// A storefront of the catalog, in its default language.
    init(catalogued country: String) {
        self.init(validatedCountry: country, language: nil)
    }

    private init(validatedCountry: String, language: String?) {
        self.country = validatedCountry
        self.language = language
    }

    private static func normalizedLanguage(_ text: String) throws(AppDetailError) -> String {
        let parts = text.trimmingASCIIWhitespace().split(omittingEmptySubsequences: false) {
            $0 == "-" || $0 == "_"
        }
        let isLetters: (Substring) -> Bool = { $0.allSatisfy { $0.isASCII && $0.isLetter } }
        guard let code = parts.first, (2...3).contains(code.count), isLetters(code), parts.count <= 3 else {
            throw .invalidInput(.language(text))
        }
        guard parts.count > 1 else { return code.lowercased() }
        // BCP 47: an optional four-letter script (`zh-Hant`), then an optional region (`-TW`).
        var subtags = [code.lowercased()]
        for (index, part) in parts.dropFirst().enumerated() {
            if index == 0, part.count == 4, isLetters(part) {
                subtags.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if index == parts.count - 2, part.count == 2, isLetters(part) {
                subtags.append(part.uppercased())
            } else {
                throw .invalidInput(.language(text))
            }
        }
        return subtags.joined(separator: "-")
    }
}

extension Storefront {
    /// Every storefront's code (lowercase, sorted: ``StorefrontCatalog/codes``), for completion
    /// and pickers.
    public static var countryCodes: [String] { StorefrontCatalog.codes }
}

/// The 249 officially assigned ISO 3166-1 alpha-2 country codes, in lowercase.
///
/// A code outside the store's storefronts is refused; this list tells a country without an App
/// Store (`kp`) from a code that names no country (`xx`, `uk`), so the error can say which.
enum ISOCountryCodes {
    /// Every assigned code.
    static let all: Set<String> = [
        "ad", "ae", "af", "ag", "ai", "al", "am", "ao", "aq", "ar", "as", "at", "au", "aw", "ax", "az",
        "ba", "bb", "bd", "be", "bf", "bg", "bh", "bi", "bj", "bl", "bm", "bn", "bo", "bq", "br", "bs",
        "bt", "bv", "bw", "by", "bz", "ca", "cc", "cd", "cf", "cg", "ch", "ci", "ck", "cl", "cm", "cn",
        "co", "cr", "cu", "cv", "cw", "cx", "cy", "cz", "de", "dj", "dk", "dm", "do", "dz", "ec", "ee",
        "eg", "eh", "er", "es", "et", "fi", "fj", "fk", "fm", "fo", "fr", "ga", "gb", "gd", "ge", "gf",
        "gg", "gh", "gi", "gl", "gm", "gn", "gp", "gq", "gr", "gs", "gt", "gu", "gw", "gy", "hk", "hm",
        "hn", "hr", "ht", "hu", "id", "ie", "il", "im", "in", "io", "iq", "ir", "is", "it", "je", "jm",
        "jo", "jp", "ke", "kg", "kh", "ki", "km", "kn", "kp", "kr", "kw", "ky", "kz", "la", "lb", "lc",
        "li", "lk", "lr", "ls", "lt", "lu", "lv", "ly", "ma", "mc", "md", "me", "mf", "mg", "mh", "mk",
        "ml", "mm", "mn", "mo", "mp", "mq", "mr", "ms", "mt", "mu", "mv", "mw", "mx", "my", "mz", "na",
        "nc", "ne", "nf", "ng", "ni", "nl", "no", "np", "nr", "nu", "nz", "om", "pa", "pe", "pf", "pg",
        "ph", "pk", "pl", "pm", "pn", "pr", "ps", "pt", "pw", "py", "qa", "re", "ro", "rs", "ru", "rw",
        "sa", "sb", "sc", "sd", "se", "sg", "sh", "si", "sj", "sk", "sl", "sm", "sn", "so", "sr", "ss",
        "st", "sv", "sx", "sy", "sz", "tc", "td", "tf", "tg", "th", "tj", "tk", "tl", "tm", "tn", "to",
        "tr", "tt", "tv", "tw", "tz", "ua", "ug", "um", "us", "uy", "uz", "va", "vc", "ve", "vg", "vi",
        "vn", "vu", "wf", "ws", "ye", "yt", "za", "zm", "zw",
    ]
}

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
