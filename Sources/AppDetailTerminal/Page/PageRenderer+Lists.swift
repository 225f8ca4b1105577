import AppDetailPresentation

/// The page's tables and lists: Information, Ratings & Reviews with its cards, and the rows of
/// More by this developer and You Might Also Like.
extension PageRenderer {
    func information(_ items: [DetailItem]) -> [String] {
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

    func ratingsAndReviews(_ items: [DetailItem]) -> [String] {
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
            .filter { !TerminalText.isBlank($0) }
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
    func appList(_ items: [DetailItem], in section: DetailSection) -> [String] {
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
