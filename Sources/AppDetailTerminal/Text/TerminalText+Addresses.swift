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

    /// An address as a page shows it, to be read and copied whole: an App Store app link in its
    /// short form (`https://apps.apple.com/kr/app/id736602666`, which opens the same page
    /// without the name's percent-escapes and the tracking query), any other with its
    /// percent-escapes decoded where they spell text (`/kr/app/카카오…`), or unchanged when they do
    /// not (a space, a control character, bytes that are not UTF-8). Not cut, since a terminal
    /// without hyperlinks has only the text to copy — unless it is longer than any browser opens
    /// (``Style/longestLink``), when it is shortened to `longest` columns as
    /// ``shortenedAddress(_:to:)`` does.
    public static func displayedAddress(_ address: String, longest: Int) -> String {
        guard address.utf8.count <= Style.longestLink else { return shortenedAddress(address, to: longest) }
        if let short = shortStoreLink(address) { return short }
        let withoutQuery = String(address.prefix { $0 != "?" && $0 != "#" })
        let kept = isStoreAddress(address) ? withoutQuery : address
        guard kept.contains("%"), let decoded = kept.removingPercentEncoding,
            !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }
            )
        else { return kept }
        return decoded
    }

    /// `scheme://apps.apple.com/{cc}/app/id{digits}` for an App Store app link, else `nil`.
    private static func shortStoreLink(_ address: String) -> String? {
        guard isStoreAddress(address), let schemeEnd = address.range(of: "://") else { return nil }
        let path = address[schemeEnd.upperBound...].prefix { $0 != "?" && $0 != "#" }.split(separator: "/")
        // apps.apple.com / cc / app / [name /] id123
        guard path.count >= 4, path[1].count == 2, path[1].allSatisfy(\.isLetter), path[2] == "app",
            let last = path.last, last.hasPrefix("id"), last.count > 2,
            last.dropFirst(2).allSatisfy(\.isASCII),
            last.dropFirst(2).allSatisfy(\.isNumber)
        else { return nil }
        return "\(address[..<schemeEnd.upperBound])\(path[0])/\(path[1])/app/\(last)"
    }

    /// Whether `address` is on the App Store's web host.
    private static func isStoreAddress(_ address: String) -> Bool {
        guard let schemeEnd = address.range(of: "://") else { return false }
        let host = address[schemeEnd.upperBound...].prefix { $0 != "/" }.lowercased()
        return host == "apps.apple.com" || host == "itunes.apple.com"
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
