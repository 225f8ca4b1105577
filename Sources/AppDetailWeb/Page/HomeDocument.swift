import AppDetailPresentation

/// The server's first page: a field to open an app's page by its id or bundle id.
enum HomeDocument {
    /// The page, its words in `language`.
    static func page(language: DetailLanguage) -> String {
        let words = WebWords(language: language)
        return DocumentHead.of(title: "appdetail", language: language) + """
            <body>
            <header class="bar"><a class="home" href="/">appdetail</a></header>
            <main id="home">
            <form action="/app" method="get">
            <label for="app-id">\(HTMLText.escaped(words.appField))</label>
            <input id="app-id" name="id" required autofocus inputmode="text" autocomplete="off">
            <button type="submit">\(HTMLText.escaped(words.open))</button>
            </form>
            </main>
            </body>
            </html>

            """
    }
}
