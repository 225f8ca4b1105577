import AppDetailDomain
import AppDetailPresentation

/// The page a browser gets for an app: its frame, in the store's language, with an empty
/// `<main>` the script fills from the page's stream of states. No script or style is inline
/// (the Content-Security-Policy forbids it); the token for the page's requests is in a `<meta>`.
enum PageDocument {
    /// The document for `lookup` in `storefront`.
    static func app(_ lookup: AppLookup, in storefront: Storefront, token: String) -> String {
        let language = DetailLanguage(storefront: storefront)
        let words = WebWords(language: language)
        let query = StoreQuery.of(storefront)
        let app = HTMLText.escaped(lookup.description)
        let head = DocumentHead.of(
            title: "\(lookup.description) · appdetail", language: language,
            extra: """
                <meta name="appdetail-token" content="\(HTMLText.escaped(token))">
                <script src="/assets/page.js" defer></script>

                """)
        return head + """
            <body>
            <header class="bar"><a class="home" href="/">appdetail</a>\
            <button id="refresh" type="button">\(HTMLText.escaped(words.refresh))</button>\
            <span id="status" role="status" aria-live="polite"></span></header>
            <main id="page" data-live="/app/\(app)/live?\(query)" \
            data-loading="\(HTMLText.escaped(words.loading))" \
            data-reconnecting="\(HTMLText.escaped(words.reconnecting))"></main>
            <aside id="notes" aria-live="polite"></aside>
            </body>
            </html>

            """
    }
}
