import Foundation

/// What the catalog knows of one App Store storefront: its code, its region, the store's own
/// number for it and the language it answers in when none is asked for.
///
/// The currency is not here on purpose: the store names it in every answer (a price's currency
/// code and the price as it words it), and it has moved storefronts from one currency to another
/// before; a table would go stale where the answer cannot.
public struct StorefrontFacts: Hashable, Sendable {
    /// The storefront's two-letter code in lowercase: ISO 3166-1 alpha-2, and `xk` for Kosovo.
    public let country: String
    /// The region the store lists it in.
    public let region: StorefrontRegion
    /// The store's number for the storefront (`143441` for the United States), the one its
    /// `X-Apple-Store-Front` header carries; `nil` where no public source gives it.
    public let storeFrontID: Int?
    /// The language the store answers in by default (`ko` in Korea, `zh-Hant` in Taiwan) where it
    /// is known; `nil` for the storefronts whose default is not documented.
    public let defaultLanguage: String?

    /// The storefront, valid by construction.
    public var storefront: Storefront { Storefront(catalogued: country) }

    /// The storefront's name in `language` (a language code such as `"en"`, `"ko"` or
    /// `"zh-Hant"`): `"South Korea"`, `"대한민국"`; the code in uppercase when the platform knows no
    /// name for it.
    public func name(in language: String) -> String {
        Locale(identifier: language).localizedString(forRegionCode: country.uppercased())
            ?? country.uppercased()
    }
}
