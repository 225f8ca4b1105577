import AppDetailPresentation

/// The detail page as terminal text: each section under a header, in the page's order.
///
/// Every string from the network passes through ``TerminalText/sanitized(_:)`` before it is laid
/// out, so nothing the store sends can act on the terminal.
public struct PageRenderer {
    /// The terminal's width in columns; every line fits in it.
    public let width: Int
    /// How headers, figures and links are styled.
    public let style: Style
    /// Whether the whole description is shown (`--full`), not only its first lines.
    public let full: Bool
    /// How many review cards are printed.
    public let reviews: Int
    /// Whether the screenshots are listed by URL (`--urls`), not only counted.
    public let urls: Bool
    /// The language of the renderer's own hints.
    public let language: DetailLanguage
    /// Whether the terminal shows block characters (`█▍`) for the histogram's bars; `#` when it
    /// does not (a locale that is not UTF-8). True unless set.
    public var blockCharacters = true
    /// How many wrapped lines of the description are shown without `--full`.
    public static let descriptionPreviewLines = 6

    /// The command that lists this app's reviews, named under the cards shown when there are
    /// more (`appdetail reviews 284882215 --country us`); `nil` names only `--reviews N`.
    public var moreReviewsCommand: String?

    /// A renderer for a terminal `width` columns wide.
    public init(width: Int, style: Style, full: Bool, reviews: Int, urls: Bool, language: DetailLanguage) {
        self.width = width
        self.style = style
        self.full = full
        self.reviews = reviews
        self.urls = urls
        self.language = language
    }

    /// The page as text, a header over each section, sections apart by a blank line.
    public func render(_ snapshot: DetailSnapshot) -> String {
        var blocks: [[String]] = []
        for section in snapshot.sections {
            let items = section.items
            switch section.section {
            case .top: blocks.append(top(items, price: Self.price(in: snapshot)))
            case .summary: blocks.append(summary(items))
            case .screenshot: blocks.append(screenshots(items))
            case .whatsNew: blocks.append(whatsNew(items))
            case .description: blocks.append(description(items))
            case .information: blocks.append(information(items))
            case .ratingsAndReviews: blocks.append(ratingsAndReviews(items))
            case .moreByDeveloper, .similarApps: blocks.append(appList(items, in: section.section))
            default: blocks.append(storePageSection(section.section, items))
            }
        }
        return blocks.map { $0.flatMap(fitted).joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// `line`, or when it is wider than the page (a figure line such as "Notes ★★★★☆ 3,5 4,1 k
    /// notes" on a terminal under 30 columns) its text wrapped to the width under the same
    /// indent, without its styling. A web address alone on its line stays whole.
    private func fitted(_ line: String) -> [String] {
        let plain = style.enabled ? Style.withoutStyling(line) : line
        let indent = String(plain.prefix { $0 == " " })
        let text = String(plain.dropFirst(indent.count))
        guard TerminalText.displayWidth(plain) > width, !TerminalText.isWebAddress(text) else {
            return [line]
        }
        return TerminalText.wrapped(text, width: width, indent: indent)
    }

    /// The most characters of one field a terminal page shows: far more than any real listing
    /// (the longest descriptions are about 4,000), few enough that a page stays a page.
    public static let longestField = 20_000

    /// A one-line field (a name, a title, a price, a version) made safe for the terminal and put
    /// on one line, so that a line break the store sent can never start a line of its own (a
    /// forged heading or price row); cut as ``cleanText(_:)`` is.
    func clean(_ text: String) -> String {
        cleanText(TerminalText.oneLine(text))
    }

    /// A text of several lines (a description, release notes, a review's body) made safe for the
    /// terminal, and cut at ``longestField`` characters with a note of what was left out (JSON
    /// output always carries the whole text).
    func cleanText(_ text: String) -> String {
        let safe = TerminalText.sanitized(text)
        guard let cut = safe.index(safe.startIndex, offsetBy: Self.longestField, limitedBy: safe.endIndex),
            cut < safe.endIndex
        else { return safe }
        let hidden = safe[cut...].count
        let note = TerminalWords(language: language).moreCharacters(hidden)
        return String(safe[..<cut]) + " … " + note
    }

    func header(_ section: DetailSection) -> [String] {
        section.title(in: language).map { [header($0)] } ?? []
    }

    private func header(_ title: String) -> String {
        let rule = String(repeating: "─", count: max(0, width - TerminalText.displayWidth(title) - 4))
        return style.heading("── \(title) ") + style.dim(rule)
    }

    private func top(_ items: [DetailItem], price: String?) -> [String] {
        items.flatMap { item -> [String] in
            guard case .top(let top) = item else { return [] }
            // Not `clean`: an address is whole, on a line of its own, even wider than the page.
            let link = TerminalText.sanitized(top.storeURL.absoluteString)
            let (shownPrice, category) = (clean(price ?? top.priceButton), clean(top.category))
            let offer = "\(shownPrice) · \(category)"
            return TerminalText.wrapped(clean(top.name), width: width).map(style.bold)
                + TerminalText.wrapped(clean(top.developer), width: width)
                + (TerminalText.fits(offer, in: width)
                    ? ["\(style.accent(shownPrice)) · \(category)"]
                    : TerminalText.wrapped(offer, width: width))
                + [style.dim(style.link(shownAddress(link), to: link))]
        }
    }

    /// The page's address as shown: whole, but without its `https://` when only that makes it
    /// fit, so a 40-column terminal (or `less`) never breaks it inside the app's id; a browser
    /// opens it either way, and a terminal's hyperlink keeps the whole address.
    private func shownAddress(_ link: String) -> String {
        let shown = TerminalText.displayedAddress(link, longest: width)
        guard TerminalText.displayWidth(shown) > width, let scheme = shown.range(of: "://") else {
            return shown
        }
        let bare = String(shown[scheme.upperBound...])
        return TerminalText.displayWidth(bare) <= width ? bare : shown
    }

    private func summary(_ items: [DetailItem]) -> [String] {
        let badges = items.compactMap { item -> String? in
            guard case .summary(let badge) = item else { return nil }
            let footer = badge.footer.isEmpty ? "" : " " + style.dim(clean(badge.footer))
            let stars = badge.stars.map { style.accent(StarText.stars($0)) + " " } ?? ""
            return "\(style.dim(clean(badge.header))) \(stars)\(style.bold(clean(badge.value)))\(footer)"
        }
        return header(.summary) + Self.joined(badges, separator: "  ·  ", width: width)
    }

    /// The price as the information table states it ("Free", "$0.99"), which the top line shows
    /// rather than the button's "Get".
    private static func price(in snapshot: DetailSnapshot) -> String? {
        guard case .information(let row)? = snapshot.item(withIdentifier: .information(.price)) else {
            return nil
        }
        return row.value
    }

    /// `parts` on as few lines as fit in `width`, never breaking inside a part.
    private static func joined(_ parts: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for part in parts {
            let candidate = line.isEmpty ? part : line + separator + part
            if !line.isEmpty, TerminalText.displayWidth(TerminalText.sanitized(candidate)) > width {
                lines.append(line)
                line = part
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func screenshots(_ items: [DetailItem]) -> [String] {
        let shots = items.compactMap { item -> ScreenshotItem? in
            guard case .screenshot(let shot) = item else { return nil }
            return shot
        }
        var lines = header(.screenshot)
        for device in [ScreenshotItem.Device.iPhone, .iPad, .appleTV] {
            let group = shots.filter { $0.device == device }
            guard !group.isEmpty else { continue }
            let sizes = Set(group.map(size)).sorted().joined(separator: ", ")
            lines.append("\(style.bold(device.rawValue)): \(group.count) (\(sizes))")
            if urls { lines += group.map { "  " + clean($0.url.absoluteString) } }
        }
        return lines
    }

    private func size(_ shot: ScreenshotItem) -> String {
        guard let width = shot.width, let height = shot.height else {
            return TerminalWords(language: language).sizeUnknown
        }
        return "\(width)×\(height)"
    }

    private func whatsNew(_ items: [DetailItem]) -> [String] {
        items.flatMap { item -> [String] in
            guard case .whatsNew(let news) = item else { return [] }
            var lines = header(.whatsNew)
            lines.append("\(style.bold(clean(news.version))) · \(clean(news.releasedAgo))")
            if !news.notes.isEmpty { lines += TerminalText.wrapped(cleanText(news.notes), width: width) }
            return lines
        }
    }

    private func description(_ items: [DetailItem]) -> [String] {
        var lines = header(.description)
        for item in items {
            guard case .description(let text) = item else { continue }
            guard text.role == .text else {
                lines.append("\(style.dim(clean(text.title))): \(clean(text.text))")
                continue
            }
            let wrapped = TerminalText.wrapped(cleanText(text.text), width: width)
            if full || wrapped.count <= Self.descriptionPreviewLines + 1 {
                lines += wrapped
            } else {
                lines += wrapped.prefix(Self.descriptionPreviewLines)
                let hidden = wrapped.count - Self.descriptionPreviewLines
                let hint = TerminalWords(language: language).moreLines(hidden)
                lines += TerminalText.wrapped(hint, width: width).map(style.dim)
            }
        }
        return lines
    }

}
