import AppDetailPresentation

extension PageRenderer {
    /// How many releases Version History prints without `--full`.
    public static let versionHistoryPreview = 3

    /// One bar of the histogram: `5 ★ ██████████████▍ 86%`, the bar as long as its share of the
    /// room left by the label and the widest share, in eighths of a column (`#` and no partial
    /// column without block characters). At most 40 columns long, as the App Store's bars are
    /// short beside the average.
    func ratingBar(_ bar: RatingBarItem) -> String {
        let label = blockCharacters ? "\(bar.stars) ★ " : "\(bar.stars) * "
        let share = clean(bar.shareText)
        let room = min(max(width - TerminalText.displayWidth(label) - 6, 1), 40)
        let eighths = Int((bar.share * Double(room * 8)).rounded())
        var drawn: String
        if blockCharacters {
            let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
            drawn = String(repeating: "█", count: eighths / 8) + partials[eighths % 8]
        } else {
            drawn = String(repeating: "#", count: Int((bar.share * Double(room)).rounded()))
        }
        if drawn.isEmpty { drawn = blockCharacters ? "▏" : "" }
        return style.dim(label) + style.accent(drawn) + " " + share
    }

    /// A section of the store page's own, each laid out here and nowhere else: the one switch a
    /// new section joins. A section without lines of its own shows its title, its notes and what
    /// each item says of itself.
    func storePageSection(_ section: DetailSection, _ items: [DetailItem]) -> [String] {
        switch section {
        case .events: events(items)
        case .versionHistory: versionHistory(items)
        case .privacy: privacy(items)
        case .inAppPurchases: inAppPurchases(items)
        default: header(section) + notes(in: items) + items.compactMap(\.content).flatMap(saying)
        }
    }

    /// An item that says itself, in a section without lines of its own: its text.
    private func saying(_ content: any DetailItemContent) -> [String] {
        TerminalText.wrapped(clean(content.text), width: width)
    }

    /// Each event: its badge and title, its line, when it runs.
    func events(_ items: [DetailItem]) -> [String] {
        var lines = header(.events)
        for item in items {
            guard case .event(let event) = item else { continue }
            lines += TerminalText.wrapped(
                "\(clean(event.badge).uppercased()) · \(clean(event.title))", width: width
            ).map(style.bold)
            if !event.subtitle.isEmpty { lines += TerminalText.wrapped(clean(event.subtitle), width: width) }
            if !event.when.isEmpty {
                lines += TerminalText.wrapped(clean(event.when), width: width).map(style.dim)
            }
        }
        return lines
    }

    /// The latest releases (all with `--full`): version and date, then the notes' first lines.
    func versionHistory(_ items: [DetailItem]) -> [String] {
        let versions = items.compactMap { item -> VersionItem? in
            guard case .version(let version) = item else { return nil }
            return version
        }
        var lines = header(.versionHistory) + notes(in: items)
        let shown = full ? versions : Array(versions.prefix(Self.versionHistoryPreview))
        for (index, version) in shown.enumerated() {
            if index > 0 { lines.append("") }
            lines += TerminalText.wrapped(
                "\(style.bold(clean(version.version))) · \(clean(version.releasedAgo))", width: width)
            let notes = TerminalText.wrapped(cleanText(version.notes), width: width, indent: "  ")
                .filter { !TerminalText.isBlank($0) }
            lines += full ? notes : Array(notes.prefix(Self.reviewBodyLines))
            if !full, notes.count > Self.reviewBodyLines { lines.append(style.dim("  …")) }
        }
        if versions.count > shown.count {
            let hint = TerminalWords(language: language).moreVersions(versions.count - shown.count)
            lines.append("")
            lines += TerminalText.wrapped(hint, width: width).map(style.dim)
        }
        return lines
    }

    /// Each kind of disclosure: its heading, its sentence, its categories.
    func privacy(_ items: [DetailItem]) -> [String] {
        var lines = header(.privacy) + notes(in: items)
        for (index, item) in items.enumerated() {
            guard case .privacy(let privacy) = item else { continue }
            if index > 0 { lines.append("") }
            lines += TerminalText.wrapped(clean(privacy.title), width: width).map(style.bold)
            if !privacy.detail.isEmpty {
                lines += TerminalText.wrapped(clean(privacy.detail), width: width).map(style.dim)
            }
            lines += TerminalText.wrapped(
                privacy.categories.map(clean).joined(separator: " · "), width: width, indent: "  ")
        }
        return lines
    }

    /// The store page's notes among `items`, dimmed, wrapped to the width.
    func notes(in items: [DetailItem]) -> [String] {
        items.flatMap { item -> [String] in
            guard case .storePageNote(let note) = item else { return [] }
            return TerminalText.wrapped(clean(note.text), width: width).map(style.dim)
        }
    }

    /// Name and price a row, the prices aligned at the right when the names leave room; the
    /// introductory offer under its purchase.
    func inAppPurchases(_ items: [DetailItem]) -> [String] {
        let purchases = items.compactMap { item -> PurchaseItem? in
            guard case .purchase(let purchase) = item else { return nil }
            return purchase
        }
        var lines = header(.inAppPurchases)
        let priceWidth = purchases.map { TerminalText.displayWidth(clean($0.price)) }.max() ?? 0
        let nameRoom = width - priceWidth - 2
        for purchase in purchases {
            let name = clean(purchase.name)
            let price = clean(purchase.price)
            if nameRoom >= 12, TerminalText.fits(name, in: nameRoom) {
                let gap = String(
                    repeating: " ",
                    count: width - TerminalText.displayWidth(name) - TerminalText.displayWidth(price))
                lines.append(name + gap + style.accent(price))
            } else {
                lines += TerminalText.wrapped(name, width: width)
                lines += TerminalText.wrapped(price, width: width, indent: "  ").map(style.accent)
            }
            if !purchase.offer.isEmpty {
                lines += TerminalText.wrapped(clean(purchase.offer), width: width, indent: "  ").map(
                    style.dim)
            }
        }
        return lines
    }
}
