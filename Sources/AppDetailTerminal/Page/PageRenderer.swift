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
            case .events: blocks.append(events(items))
            case .versionHistory: blocks.append(versionHistory(items))
            case .privacy: blocks.append(privacy(items))
            case .inAppPurchases: blocks.append(inAppPurchases(items))
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
                + [style.dim(style.link(TerminalText.displayedAddress(link, longest: width), to: link))]
        }
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

    private func information(_ items: [DetailItem]) -> [String] {
        let rows = items.compactMap { item -> InformationRow? in
            guard case .information(let row) = item else { return nil }
            return row
        }
        // Addresses go on a line of their own when they do not fit, so their titles (the
        // longest, "Site web du développeur") do not widen the title column.
        let titleWidth =
            rows.filter { !TerminalText.isWebAddress(TerminalText.sanitized($0.value)) }
            .map { TerminalText.displayWidth(clean($0.title)) }.max() ?? 0
        // Titles beside their values while the values keep a readable width; on a narrower
        // terminal each title stands above its value.
        let stacked = width - titleWidth - 2 < Self.narrowestInformationValue
        let valueIndent = String(repeating: " ", count: stacked ? 2 : titleWidth + 2)
        var lines = header(.information)
        for row in rows {
            let title = style.dim(TerminalText.padded(clean(row.title), to: titleWidth))
            let titleLines = TerminalText.wrapped(clean(row.title), width: width).map(style.dim)
            let address = TerminalText.sanitized(row.value)
            if TerminalText.isWebAddress(address) {
                // An address is never split or cut (a terminal without hyperlinks has only the text
                // to copy): beside its title when it fits, else on a line of its own, whole.
                let shown = TerminalText.displayedAddress(address, longest: width - 2)
                if !stacked, TerminalText.displayWidth(clean(row.title)) <= titleWidth,
                    TerminalText.fits(shown, in: width - titleWidth - 2)
                {
                    lines.append(title + "  " + style.link(shown, to: address))
                } else {
                    lines += titleLines
                    lines.append("  " + style.link(shown, to: address))
                }
                continue
            }
            let value = TerminalText.wrapped(clean(row.value), width: width, indent: valueIndent)
            if stacked {
                lines += titleLines + value
            } else {
                lines.append(title + "  " + (value.first ?? "").dropFirst(valueIndent.count))
                lines += value.dropFirst()
            }
            for detail in row.detail {
                lines += TerminalText.wrapped(clean(detail), width: width, indent: valueIndent).map(style.dim)
            }
        }
        return lines
    }

    /// The fewest columns the Information table's values get beside their titles; a narrower
    /// terminal puts each title above its value.
    public static let narrowestInformationValue = 14

    /// How many wrapped lines of a review's body are printed.
    public static let reviewBodyLines = 3

    private func ratingsAndReviews(_ items: [DetailItem]) -> [String] {
        var lines = header(.ratingsAndReviews)
        var cards: [ReviewItem] = []
        for item in items {
            switch item {
            case .ratingsSummary(let summary):
                let stars = summary.outOf.isEmpty ? "" : style.accent(StarText.stars(summary.stars))
                let parts = [stars, style.bold(clean(summary.average)), clean(summary.outOf)].filter {
                    !$0.isEmpty
                }
                let count = summary.count.isEmpty ? "" : " · " + clean(summary.count)
                lines.append(parts.joined(separator: " ") + count)
            case .review(let review):
                cards.append(review)
            case .ratingBar(let bar):
                lines.append(ratingBar(bar))
            case .storePageNote(let note):
                lines += TerminalText.wrapped(clean(note.text), width: width).map(style.dim)
            default:
                continue
            }
        }
        for review in cards.prefix(reviews) {
            lines.append("")
            lines += reviewCard(review)
        }
        if cards.count > reviews, reviews > 0 {
            lines.append("")
            let more = cards.count - reviews
            let hint = TerminalWords(language: language).moreReviews(more, command: moreReviewsCommand)
            lines += TerminalText.wrapped(hint, width: width).map(style.dim)
        }
        return lines
    }

    /// One review: stars and the number, title; author, date and version; the body, cut to
    /// ``reviewBodyLines`` lines unless `wholeBody`.
    public func reviewCard(_ review: ReviewItem, wholeBody: Bool = false) -> [String] {
        let stars = StarText.stars(review.stars)
        var lines = ["\(style.accent(stars)) \(review.stars)  \(style.bold(clean(review.title)))"]
        let byline = [clean(review.author), review.date.map(clean), review.version.map(clean)]
            .compactMap { $0 }.filter { !$0.isEmpty }
        if !byline.isEmpty { lines.append(style.dim(byline.joined(separator: " · "))) }
        let body = TerminalText.wrapped(cleanText(review.body), width: width, indent: "  ")
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let shown = wholeBody ? body.count : Self.reviewBodyLines
        lines += body.prefix(shown)
        if body.count > shown { lines.append(style.dim("  …")) }
        return lines
    }

    /// The narrowest a name may be cut to before a row of More by this developer goes on two
    /// lines (id and name, then category, rating and price).
    public static let shortestAppName = 12

    /// One app per row — id, name, category, rating, price — with the name given whatever room the
    /// other columns leave; when that is under ``shortestAppName`` columns, each app takes two
    /// lines instead. No line is wider than the width. More by this developer and You Might Also
    /// Like alike.
    private func appList(_ items: [DetailItem], in section: DetailSection) -> [String] {
        let apps = items.compactMap { item -> AppCardItem? in
            switch item {
            case .moreApp(let app), .similarApp(let app): app
            default: nil
            }
        }
        let names = apps.map { clean($0.name) }
        let categories = apps.map { clean($0.category) }
        let ratings = apps.map { $0.rating.map { "★ " + clean($0) } ?? "" }
        let prices = apps.map { clean($0.price) }
        let idWidth = apps.map { String($0.id.rawValue).count }.max() ?? 0
        let widest = { (cells: [String]) in cells.map(TerminalText.displayWidth).max() ?? 0 }
        let (categoryWidth, ratingWidth, priceWidth) = (widest(categories), widest(ratings), widest(prices))
        let room = width - idWidth - categoryWidth - ratingWidth - priceWidth - 4 * 2
        let nameWidth = min(widest(names), room)
        var lines = header(section)
        for (index, app) in apps.enumerated() {
            let id =
                String(repeating: " ", count: idWidth - String(app.id.rawValue).count)
                + String(app.id.rawValue)
            guard nameWidth >= min(Self.shortestAppName, widest(names)) else {
                let name = TerminalText.truncated(names[index], to: max(width - idWidth - 2, 1))
                lines.append(id + "  " + name)
                let indent = String(repeating: " ", count: min(idWidth + 2, width / 2))
                let rest = [categories[index], ratings[index], prices[index]].filter { !$0.isEmpty }
                let detail = TerminalText.truncated(rest.joined(separator: " · "), to: width - indent.count)
                lines.append(indent + style.dim(detail))
                continue
            }
            let columns = [
                id, TerminalText.padded(TerminalText.truncated(names[index], to: nameWidth), to: nameWidth),
                style.dim(TerminalText.padded(categories[index], to: categoryWidth)),
                TerminalText.padded(ratings[index], to: ratingWidth), prices[index],
            ]
            lines.append(columns.joined(separator: "  ").trimmingTrailingSpaces())
        }
        return lines
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
