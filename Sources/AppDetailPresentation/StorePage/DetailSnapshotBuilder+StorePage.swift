import AppDetailDomain
import Foundation

extension DetailSnapshotBuilder {
    /// The store page's items, by the section each goes into: events, Version History (the
    /// app's main platform), the histogram's bars (and a note when its counts disagree with its
    /// total) for Ratings & Reviews, App Privacy, In-App Purchases and You Might Also Like.
    ///
    /// A part every app's page has — the ratings breakdown (for an app with ratings), Version
    /// History, App Privacy — that the page did not supply, or supplied unreadable, gets a note in
    /// its section saying so; a missing event or purchase list is most often no events or
    /// purchases, and stays silent (``note(for:in:)`` words it for a client that asks).
    func storePageItems(_ details: StorePageDetails, hasRatings: Bool) -> [DetailSection: [DetailItem]] {
        let words = StorePageWords(language: language)
        var items: [DetailSection: [DetailItem]] = [:]
        items[.events] = eventItems(details.events, words: words).map(DetailItem.event)
        items[.versionHistory] =
            versionItems(details.versionHistory.first?.versions ?? []).map(DetailItem.version)
            + missingNote(.versionHistory, in: details, section: .versionHistory, words: words)
        items[.ratingsAndReviews] =
            details.histogram.map { ratingBars($0, words: words) }
            ?? (hasRatings
                ? missingNote(.ratingHistogram, in: details, section: .ratingsAndReviews, words: words) : [])
        items[.privacy] =
            privacyItems(details.privacy).map(DetailItem.privacy)
            + missingNote(.privacy, in: details, section: .privacy, words: words)
        var seenNames: [String: Int] = [:]
        items[.inAppPurchases] = details.inAppPurchases.map { purchase in
            let occurrence = seenNames[purchase.name, default: 0]
            seenNames[purchase.name] = occurrence + 1
            return .purchase(
                PurchaseItem(
                    name: purchase.name, occurrence: occurrence,
                    price: words.price(purchase.priceText, renewing: purchase.renewalPeriod),
                    offer: purchase.introOffer.map(words.offer) ?? ""))
        }
        var seenApps: Set<AppID> = []
        items[.similarApps] = details.similarApps.filter { seenApps.insert($0.id).inserted }.map {
            .similarApp(appCard($0))
        }
        return items
    }

    /// Five bars, five stars first, each with its share of the counted ratings; and a note when
    /// the counts add up to another total than the store's.
    private func ratingBars(_ histogram: RatingHistogram, words: StorePageWords) -> [DetailItem] {
        let bars = (1...5).reversed().map { stars in
            let share = histogram.share(ofStars: stars)
            return DetailItem.ratingBar(
                RatingBarItem(
                    stars: stars, count: histogram.count(ofStars: stars), share: share,
                    shareText: percent(share)))
        }
        guard !histogram.countsAgreeWithTotal else { return bars }
        let detailWords = DetailWords(language: language)
        let note = words.histogramDisagrees(
            counted: detailWords.shortCount(histogram.countedTotal),
            total: detailWords.shortCount(histogram.total))
        return bars + [.storePageNote(StorePageNoteItem(section: .ratingsAndReviews, text: note))]
    }

    /// A note in `section` when the page did not supply `part` (a page the store has none of is
    /// the page's own note, not one per section).
    private func missingNote(
        _ part: StorePageSection, in details: StorePageDetails, section: DetailSection, words: StorePageWords
    ) -> [DetailItem] {
        guard case .unavailable(let gap) = details.state(of: part), gap != .noPage, gap != .notInThisForm
        else {
            return []
        }
        // Under its own heading a part's note needs no name; the histogram's, under Ratings &
        // Reviews, does.
        let text = words.missing(part, gap, named: section == .ratingsAndReviews)
        return [.storePageNote(StorePageNoteItem(section: section, text: text))]
    }

    /// Why `section` of the store page shows nothing, in the page's language: not on the page,
    /// unreadable there, no page at all, or on the page with nothing in it; `nil` when it has
    /// something to show. For a client that shows one part of the page alone.
    ///
    /// With no details (a page observed without the store page), the note says the part has
    /// nothing: More by this developer's "no other apps in this store".
    public func note(for section: StorePageSection, in details: StorePageDetails?) -> String? {
        let words = StorePageWords(language: language)
        switch details?.state(of: section) ?? .empty {
        case .present: return nil
        case .empty: return words.none(section)
        case .unavailable(let gap): return words.missing(section, gap)
        }
    }

    /// A share as a whole percentage, as the page's language writes it ("86%", "86 %").
    private func percent(_ share: Double) -> String {
        let value = Int((share * 100).rounded())
        return language == .french || language == .german ? "\(value) %" : "\(value)%"
    }

    private func versionItems(_ versions: [VersionRecord]) -> [VersionItem] {
        let detailWords = DetailWords(language: language)
        var seen: [String: Int] = [:]
        return versions.map { record in
            let occurrence = seen[record.version, default: 0]
            seen[record.version] = occurrence + 1
            return VersionItem(
                version: detailWords.version(record.version), versionNumber: record.version,
                occurrence: occurrence,
                releasedAgo: record.date.map { RelativeDate($0, in: language).text(at: currentDate) }
                    ?? detailWords.dateUnknown,
                released: record.date.map { RelativeDate($0, in: language) }, notes: record.notes)
        }
    }

    /// One disclosure per kind, in the store's order: a kind the store lists again adds its
    /// categories (those not listed yet) to the first, so nothing it discloses is lost.
    private func privacyItems(_ disclosures: [PrivacyDisclosure]) -> [PrivacyItem] {
        var order: [String] = []
        var byKind: [String: (first: PrivacyDisclosure, categories: [String])] = [:]
        for disclosure in disclosures {
            let kind = disclosure.kind.identifier
            let titles = disclosure.categories.map(\.title)
            if let known = byKind[kind] {
                byKind[kind]?.categories = known.categories + titles.filter { !known.categories.contains($0) }
            } else {
                order.append(kind)
                var unique: Set<String> = []
                byKind[kind] = (disclosure, titles.filter { unique.insert($0).inserted })
            }
        }
        return order.compactMap { kind in
            byKind[kind].map { first, categories in
                PrivacyItem(
                    identifier: kind, title: first.title, detail: first.detail, categories: categories)
            }
        }
    }

    /// The events in the store's order: an event whose id came before is the same event, shown
    /// once; events without an id are each shown, told apart by their order.
    private func eventItems(_ events: [AppEvent], words: StorePageWords) -> [EventItem] {
        var seen: Set<String> = []
        var withoutID = 0
        return events.compactMap { event in
            var occurrence = 0
            if event.id.isEmpty {
                occurrence = withoutID
                withoutID += 1
            } else if !seen.insert(event.id).inserted {
                return nil
            }
            return eventItem(event, occurrence: occurrence, words: words)
        }
    }

    private func eventItem(_ event: AppEvent, occurrence: Int, words: StorePageWords) -> EventItem {
        EventItem(
            id: event.id, occurrence: occurrence, badge: words.badge(event.badge), title: event.title,
            subtitle: event.subtitle,
            when: (event.start ?? event.end).map { RelativeDate($0, in: language).text(at: currentDate) }
                ?? "",
            url: event.url?.absoluteString ?? "")
    }
}
