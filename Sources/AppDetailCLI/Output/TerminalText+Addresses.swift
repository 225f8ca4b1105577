extension TerminalText {
    /// A web address made to fit `columns` without losing what identifies it: the scheme, the host
    /// and the last part of the path (a store link's `id284882215`) are kept and the middle gives
    /// way to "…". A query (`?mt=8&uo=4`, tracking) goes first. Only when even
    /// `scheme://host/…/last` is too wide is the host shortened, and only then the last part's
    /// start: its end — the id — is the part a person copies. An address that fits is unchanged.
    static func shortenedAddress(_ address: String, to columns: Int) -> String {
        guard displayWidth(address) > columns else { return address }
        let withoutQuery = String(address.prefix { $0 != "?" && $0 != "#" })
        guard displayWidth(withoutQuery) > columns else { return withoutQuery }
        guard let schemeEnd = withoutQuery.range(of: "://") else { return tail(withoutQuery, columns) }
        let origin = String(withoutQuery[..<schemeEnd.upperBound])
        let rest = withoutQuery[schemeEnd.upperBound...]
        let host = String(rest.prefix { $0 != "/" })
        let path = rest.dropFirst(host.count)
        let last = String(path.split(separator: "/").last ?? "")
        let ending = "/…/" + last
        if displayWidth(origin + host + ending) <= columns { return origin + host + ending }
        if displayWidth(origin + "…" + ending) <= columns {
            let room = columns - displayWidth(origin + "…" + ending)
            return origin + String(host.prefix(room)) + "…" + ending
        }
        return tail(withoutQuery, columns)
    }

    /// "…" and as much of the end of `text` as fits in `columns`.
    private static func tail(_ text: String, _ columns: Int) -> String {
        var kept = ""
        for character in text.reversed() {
            if displayWidth(kept) + displayWidth(String(character)) + 1 > columns { break }
            kept.insert(character, at: kept.startIndex)
        }
        return "…" + kept
    }

    /// Whether `text` is one web address (`http://…`, `https://…`) and nothing else.
    static func isWebAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && !text.contains(" ")
    }
}
