import AppDetailDomain

/// A store as a page's query (`store=kr`, with `&lang=en` when a language was chosen).
enum StoreQuery {
    /// The query naming `storefront`.
    static func of(_ storefront: Storefront) -> String {
        let language = storefront.language.map { "&lang=\(HTMLText.escaped($0))" } ?? ""
        return "store=\(HTMLText.escaped(storefront.country))\(language)"
    }
}
