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
    /// The country is case-insensitive (`"KR"` and `"kr"` are the same store) and must be an
    /// assigned ISO 3166-1 alpha-2 code. The language accepts `ko`, `ko-KR`, `ko_kr` and stores
    /// the form `ko-KR`. A language that is the store's own default (`ko` or `ko-KR` in `kr`, `en`
    /// in `us`) is left out: the store answers the same without it, so both share one cache entry.
    public init(country: String, language: String? = nil) throws(AppDetailError) {
        let normalizedCountry = country.trimmingASCIIWhitespace().lowercased()
        guard ISOCountryCodes.all.contains(normalizedCountry) else {
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
