import AppDetailPresentation

/// The start of every page the server writes, to the end of its `<head>`: the language, the
/// character set, a phone's viewport, the title and the style sheet — and `extra` (the page's
/// token and script) where the page has any.
enum DocumentHead {
    /// The head of a page titled `title` in `language`.
    static func of(title: String, language: DetailLanguage, extra: String = "") -> String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escaped(title))</title>
        <link rel="stylesheet" href="/assets/page.css">
        \(extra)</head>

        """
    }
}
