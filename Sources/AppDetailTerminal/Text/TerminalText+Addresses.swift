extension TerminalText {
    /// A web address made to fit `columns` without losing what identifies it: the scheme, the host
    /// and the last part of the path (a store link's `id284882215`) are kept and the middle gives
    /// way to "…". A query (`?mt=8&uo=4`, tracking) goes first. Only when even
    /// `scheme://host/…/last` is too wide is the host shortened, and only then the last part's
    /// start: its end — the id — is the part a person copies. An address that fits is unchanged.
    public static func shortenedAddress(_ address: String, to columns: Int) -> String {
        guard !fits(address, in: columns) else { return address }
        let withoutQuery = String(address.prefix { $0 != "?" && $0 != "#" })
        guard !fits(withoutQuery, in: columns) else { return withoutQuery }
        guard let schemeEnd = withoutQuery.range(of: "://") else { return tail(withoutQuery, columns) }
        let origin = String(withoutQuery[..<schemeEnd.upperBound])
        let rest = withoutQuery[schemeEnd.upperBound...]
        let host = String(rest.prefix { $0 != "/" })
        let path = rest.dropFirst(host.count)
        let last = String(path.split(separator: "/").last ?? "")
        let ending = "/…/" + last
        if fits(origin + host + ending, in: columns) { return origin + host + ending }
        if fits(origin + "…" + ending, in: columns) {
            let room = columns - displayWidth(origin + "…" + ending)
            return origin + String(host.prefix(room)) + "…" + ending
        }
        return tail(withoutQuery, columns)
    }

    /// "…" and as much of the end of `text` as fits in `columns`, in one pass from the end (an
    /// address comes from the store and may be any length).
    private static func tail(_ text: String, _ columns: Int) -> String {
        var used = 1  // the "…"
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let width = displayWidth(text[previous..<start])
            guard used + width <= columns else { break }
            used += width
            start = previous
        }
        return "…" + text[start...]
    }

    /// Whether `text` takes at most `columns`, read only as far as needed to tell (an address
    /// from the store may be any length).
    public static func fits(_ text: some StringProtocol, in columns: Int) -> Bool {
        var used = 0
        for scalar in text.unicodeScalars {
            used += self.columns(of: scalar)
            if used > columns { return false }
        }
        return true
    }

    /// Whether `text` is one web address (`http://…`, `https://…`) and nothing else.
    public static func isWebAddress(_ text: String) -> Bool {
        let scheme = text.prefix(8).lowercased()
        return (scheme.hasPrefix("https://") || scheme.hasPrefix("http://")) && !text.contains(" ")
    }
}
