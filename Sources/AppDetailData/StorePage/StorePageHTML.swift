import AppDetailDomain
import Foundation

/// The data an App Store web page embeds, found in its HTML: the catalog document of 2025's page
/// (`<script type="fastboot/shoebox" id="shoebox-media-api-cache-apps">`), today's page data
/// (`<script id="serialized-server-data">`) and the web app's media API token (2025's
/// `<meta name="web-experience-app/config/environment">`). The page is searched as text, once
/// per element; a script that opens and never closes is an error, not a search to the end of time.
struct StorePageHTML {
    let text: String

    init(_ data: Data) {
        text = String(decoding: data, as: UTF8.self)
    }

    /// The id of 2025's catalog cache script.
    static let shoeboxID = "shoebox-media-api-cache-apps"
    /// The id of today's page data script.
    static let serverDataID = "serialized-server-data"

    /// The text inside the `<script>` element whose `id` is `id`, or `nil` when there is none.
    ///
    /// - Throws: ``AppDetailError/malformedAnswer(detail:)`` when the element opens and never
    ///   closes.
    func script(id: String) throws(AppDetailError) -> Substring? {
        var searchStart = text.startIndex
        while let open = text.range(
            of: "<script", options: [.caseInsensitive], range: searchStart..<text.endIndex)
        {
            guard let tagEnd = text.range(of: ">", range: open.upperBound..<text.endIndex) else {
                throw .malformedAnswer(detail: "the store page ends inside a <script> tag")
            }
            let tag = text[open.upperBound..<tagEnd.lowerBound]
            searchStart = tagEnd.upperBound
            guard tag.contains("id=\"\(id)\"") || tag.contains("id='\(id)'") else { continue }
            guard
                let close = text.range(
                    of: "</script", options: [.caseInsensitive], range: tagEnd.upperBound..<text.endIndex)
            else { throw .malformedAnswer(detail: "the store page's “\(id)” script never closes") }
            return text[tagEnd.upperBound..<close.lowerBound]
        }
        return nil
    }

    /// The catalog document of app `id` in 2025's page: the shoebox script is an object whose
    /// keys are the media API requests the page made and whose values are their answers as
    /// escaped JSON; the answer to the request for `/apps/{id}` is the document.
    func catalogDocument(for id: AppID) throws(AppDetailError) -> Data? {
        guard let script = try script(id: Self.shoeboxID) else { return nil }
        guard let cache = JSONObject(data: Data(script.utf8)) else {
            throw .malformedAnswer(detail: "the store page's catalog cache is not a JSON object")
        }
        let wanted = cache.fields.keys.filter { Self.key($0, asksFor: id) }
        guard let key = wanted.sorted().first, let document = cache.string(key) else { return nil }
        return Data(document.utf8)
    }

    /// Whether a cache key names the request for app `id`'s record. 2025's page wrote the request
    /// (`/v1/catalog/us/apps/389801252?l=en-us&…`) with its separators as dots
    /// (`.v1.catalog.us.apps.389801252.l.en-us.…`); either form reads as the words `apps`, then
    /// the id, with the request's path ending there.
    static func key(_ key: String, asksFor id: AppID) -> Bool {
        let words = key.split { "./?&=".contains($0) }
        guard let apps = words.indices.first(where: { words[$0] == "apps" && $0 + 1 < words.count }) else {
            return false
        }
        return words[apps + 1] == "\(id)"
            && (apps + 2 == words.count || ["l", "platform"].contains(words[apps + 2]))
    }

    /// Today's page data, the JSON inside the `serialized-server-data` script.
    func serverData() throws(AppDetailError) -> Data? {
        try script(id: Self.serverDataID).map { Data($0.utf8) }
    }

    /// The media API token the page's web app configuration carries (2025: `MEDIA_API.token` in
    /// the URL-encoded JSON of `<meta name="web-experience-app/config/environment">`).
    func mediaToken() -> String? {
        let name = "name=\"web-experience-app/config/environment\""
        guard let meta = text.range(of: name),
            let tagStart = text[..<meta.lowerBound].range(of: "<meta", options: .backwards),
            let tagEnd = text.range(of: ">", range: meta.upperBound..<text.endIndex)
        else { return nil }
        let tag = text[tagStart.lowerBound..<tagEnd.lowerBound]
        guard let contentStart = tag.range(of: "content=\"") else { return nil }
        let content = tag[contentStart.upperBound...].prefix { $0 != "\"" }
        let unescaped = String(content).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        guard let json = unescaped.removingPercentEncoding,
            let configuration = JSONObject(data: Data(json.utf8)),
            let token = configuration["MEDIA_API"]?.string("token"), !token.isEmpty
        else { return nil }
        return token
    }
}
