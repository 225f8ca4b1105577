import Foundation

/// Today's store page data pruned to what ``PageShelvesParser`` reads, kept in the cache beside
/// the raw data so that a warm page reads about 45 KB of ``CompactJSON`` instead of scanning
/// 600 KB of text. (Version 1 kept the pruned data as JSON text.)
///
/// Every object keeps only the keys in ``keys`` and every array every element, so counts and
/// positions stay and each value is the page's own: the parser reads the same details from the
/// digest as from the data (a test holds it to that on every captured page and on damaged ones,
/// and another that every key the parser names is in the list).
enum PageDataDigest {
    /// The version of the digest's form, at the head of every digest with a fingerprint of
    /// ``keys``: a digest made under another form or other keys is not used, and the raw data is
    /// read again (and a new digest made of it).
    static let version = 2

    /// Every key the page-data parser reads (and a few of its values, harmless here): those the
    /// parser and several readers share, and each shelf reader's own.
    static let keys: Set<String> = sharedKeys.union(PageShelves.readers.flatMap(\.keys))

    /// The keys the parser itself and several readers read.
    private static let sharedKeys: Set<String> = [
        "$kind", "actionMetrics", "actionUrl", "adamId",
        "appPlatforms", "appletvos", "apps", "bodyText", "caption", "categories",
        "chartPosition",
        "clickAction", "content", "contentRating", "data", "dataCategories", "dataCategory", "detail",
        "developerName", "events", "fields", "heading", "https", "icon", "id", "identifier",
        "information", "informationRibbon", "ios", "isFree", "items", "key", "kind", "lockup", "mac",
        "offerDisplayProperties", "osx", "pad", "phone",
        "position", "privacyHeader", "privacyTypes", "purpose",
        "purposes", "rating", "ratingCount", "rawText", "rows", "secondarySubtitle",
        "shelfMapping", "shelves", "standard", "styledText",
        "subtitle", "summary", "template", "text", "textPairs", "title", "titles",
        "tv", "type", "versions", "vision", "watch", "watchos", "xros",
    ]

    /// The digest of `data`, or `nil` when `data` is not JSON.
    static func digest(of data: Data) -> Data? {
        guard let document = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let pruned = CompactJSON.encoded(prune(document))
        else { return nil }
        return header + pruned
    }

    /// The page data a digest holds, as `JSONSerialization` reads it, or `nil` when the digest
    /// was made under another version of the keys or does not read whole.
    static func document(in digest: Data) -> Any? {
        guard digest.starts(with: header) else { return nil }
        return CompactJSON.decoded(digest.dropFirst(header.count))
    }

    /// What heads every digest: the form's version and a fingerprint of the keys, so a reader
    /// that reads a new key makes the digests made before it unused without anyone raising the
    /// version.
    static let header = Data("appdetail page digest \(version) \(fingerprint(of: keys))\n".utf8)

    /// FNV-1a over the keys in order, as eight hexadecimal digits.
    private static func fingerprint(of keys: Set<String>) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in keys.sorted().joined(separator: "\n").utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private static func prune(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            var kept: [String: Any] = [:]
            for (key, field) in object where keys.contains(key) { kept[key] = prune(field) }
            return kept
        }
        if let array = value as? [Any] { return array.map(prune) }
        return value
    }
}
