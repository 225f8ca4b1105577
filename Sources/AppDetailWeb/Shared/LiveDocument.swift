import AppDetailDomain
import AppDetailPresentation

/// A page a browser gets for a live screen: its frame, in the screen's language, with an empty
/// `<main>` the script fills from the screen's stream of states. No script or style is inline
/// (the Content-Security-Policy forbids it); the token for the page's requests is in a `<meta>`.
struct LiveDocument {
    /// The page's title.
    let title: String
    /// The language of the page and its words.
    let language: DetailLanguage
    /// The address of the screen's stream.
    let live: String
    /// The token of the server's pages.
    let token: String
    /// The app and store the page's Follow button follows (the query of its requests), and
    /// whether it is followed now; `nil` for a page without the button.
    var follow: (query: String, isFollowed: Bool)?
    /// Rows of links under the bar (the app's pages; a history's ranges; the world's storefronts
    /// and orders), each link with whether it is the page shown.
    var links: [[(title: String, address: String, isCurrent: Bool)]] = []
    /// The label of the page's search field, for a search page (which has no Refresh button);
    /// `nil` for any other page.
    var searchLabel: String?

    /// The page.
    var html: String {
        let words = WebWords(language: language)
        let head = DocumentHead.of(
            title: title, language: language,
            extra: """
                <meta name="appdetail-token" content="\(HTMLText.escaped(token))">
                <script src="/assets/page.js" defer></script>

                """)
        let followButton = follow.map { follow in
            "<button id=\"follow\" type=\"button\" aria-pressed=\"\(follow.isFollowed)\" "
                + "data-query=\"\(HTMLText.escaped(follow.query))\" "
                + "data-follow=\"\(HTMLText.escaped(words.follow))\" "
                + "data-following=\"\(HTMLText.escaped(words.following))\">"
                + "\(HTMLText.escaped(follow.isFollowed ? words.following : words.follow))</button>"
        }
        let navigation = links.filter { !$0.isEmpty }.map { row in
            "\n<nav class=\"links\">"
                + row.map { link in
                    "<a href=\"\(HTMLText.escaped(link.address))\"\(link.isCurrent ? " aria-current=\"page\"" : "")>"
                        + "\(HTMLText.escaped(link.title))</a>"
                }.joined() + "</nav>"
        }.joined()
        let refreshButton =
            searchLabel == nil
            ? "<button id=\"refresh\" type=\"button\">\(HTMLText.escaped(words.refresh))</button>" : ""
        let field = searchLabel.map { label in
            "\n<form id=\"search-form\" role=\"search\"><label for=\"search\">\(HTMLText.escaped(label))</label>"
                + "<input id=\"search\" type=\"search\" autocomplete=\"off\" autofocus></form>"
        }
        return head + """
            <body>
            <header class="bar"><a class="home" href="/">appdetail</a>\
            <a href="/watch">\(HTMLText.escaped(words.followedApps))</a>\
            \(refreshButton)\(followButton ?? "")\
            <span id="status" role="status" aria-live="polite"></span></header>\(navigation)\(field ?? "")
            <main id="page" data-live="\(HTMLText.escaped(live))" \
            data-loading="\(HTMLText.escaped(words.loading))" \
            data-reconnecting="\(HTMLText.escaped(words.reconnecting))"></main>
            <aside id="notes" aria-live="polite"></aside>
            </body>
            </html>

            """
    }
}
