import AppDetailDomain
import AppDetailPresentation
import Foundation

/// A store as an address's query (`store=kr`, with `&lang=en` when a language was chosen), its
/// values percent-encoded: safe in an address and in an attribute alike.
enum StoreQuery {
    /// The query naming `storefront`.
    static func of(_ storefront: Storefront) -> String {
        let language = storefront.language.map { "&lang=\(encoded($0))" } ?? ""
        return "store=\(encoded(storefront.country))\(language)"
    }

    /// The query naming the store of `country` read in the language of the page the link is on,
    /// `reader`'s: a Korean reader following a link to the us store keeps Korean words.
    static func of(country: String, readBy reader: Storefront) -> String {
        let tag = reader.language ?? Self.tag(of: DetailLanguage(storefront: reader))
        return "store=\(encoded(country))&lang=\(encoded(tag))"
    }

    /// A store's language tag for `language`.
    private static func tag(of language: DetailLanguage) -> String {
        switch language {
        case .simplifiedChinese: "zh-CN"
        case .traditionalChinese: "zh-TW"
        default: language.rawValue
        }
    }

    private static func encoded(_ value: String) -> String {
        let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        return value.addingPercentEncoding(withAllowedCharacters: plain) ?? ""
    }
}
