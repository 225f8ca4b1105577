import AppDetailDomain
import Foundation

/// A store as an address's query (`store=kr`, with `&lang=en` when a language was chosen), its
/// values percent-encoded: safe in an address and in an attribute alike.
enum StoreQuery {
    /// The query naming `storefront`.
    static func of(_ storefront: Storefront) -> String {
        let language = storefront.language.map { "&lang=\(encoded($0))" } ?? ""
        return "store=\(encoded(storefront.country))\(language)"
    }

    private static func encoded(_ value: String) -> String {
        let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        return value.addingPercentEncoding(withAllowedCharacters: plain) ?? ""
    }
}
